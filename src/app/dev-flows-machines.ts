import type { AnyStateMachine } from 'xstate'
import { applicationMachine } from '../../machines/application.machine'
import { authMachine } from '../../machines/auth.machine'
import { calculatorMachine } from '../../machines/calculator.machine'
import { flowMachine } from '../../machines/flow.machine'
import { formMachine } from '../../machines/form.machine'
import { APPLICATION, AUTH, CALCULATOR, FLOW, POPUPS, SANDBOX, TOASTS, TRACKING } from '../../machines/ids'
import { loanMachine } from '../../machines/loan.machine'
import { offerMachine } from '../../machines/offer.machine'
import { popupMachine } from '../../machines/popup.machine'
import { rootMachine } from '../../machines/root.machine'
import { sandboxMachine } from '../../machines/sandbox.machine'
import { signUpMachine } from '../../machines/signup.machine'
import { toastMachine } from '../../machines/toast.machine'
import { trackingMachine } from '../../machines/tracking.machine'
import { uploadMachine } from '../../machines/upload.machine'

/** Every machine the visualiser draws, with the system id under which its live actor runs (if one does). */
export interface DrawnMachine {
  name: string
  machine: AnyStateMachine
  /** 'root' for the root actor itself, a system id (machines/ids.ts), or null for actors spawned per screen. */
  live: string | null
}

export const DRAWN_MACHINES: DrawnMachine[] = [
  { name: 'root', machine: rootMachine, live: 'root' },
  { name: 'auth', machine: authMachine, live: AUTH },
  { name: 'calculator', machine: calculatorMachine, live: CALCULATOR },
  { name: 'application', machine: applicationMachine, live: APPLICATION },
  { name: 'offer', machine: offerMachine, live: null },
  { name: 'flow', machine: flowMachine, live: FLOW },
  { name: 'sandbox', machine: sandboxMachine, live: SANDBOX },
  { name: 'loan', machine: loanMachine, live: null },
  { name: 'signup', machine: signUpMachine, live: null },
  { name: 'form', machine: formMachine, live: null },
  { name: 'upload', machine: uploadMachine, live: null },
  { name: 'tracking', machine: trackingMachine, live: TRACKING },
  { name: 'popup', machine: popupMachine, live: POPUPS },
  { name: 'toast', machine: toastMachine, live: TOASTS },
]
