import type { AnyStateMachine } from 'xstate'
import { accountMachine } from '../../machines/account.machine'
import { applicationMachine } from '../../machines/application.machine'
import { authMachine } from '../../machines/auth.machine'
import { calculatorMachine } from '../../machines/calculator.machine'
import { flowMachine } from '../../machines/flow.machine'
import { formMachine } from '../../machines/form.machine'
import { identityMachine } from '../../machines/identity.machine'
import { MACHINES, type MachineName } from '../../machines/ids'
import { loanMachine } from '../../machines/loan.machine'
import { offerMachine } from '../../machines/offer.machine'
import { popupMachine } from '../../machines/popup.machine'
import { recoveryMachine } from '../../machines/recovery.machine'
import { registrationMachine } from '../../machines/registration.machine'
import { rootMachine } from '../../machines/root.machine'
import { sandboxMachine } from '../../machines/sandbox.machine'
import { signUpMachine } from '../../machines/signup.machine'
import { toastMachine } from '../../machines/toast.machine'
import { trackingMachine } from '../../machines/tracking.machine'
import { uploadMachine } from '../../machines/upload.machine'
import { uploadsMachine } from '../../machines/uploads.machine'

/** Every machine the visualiser draws, with the system id under which its live actor runs (if one does). */
export interface DrawnMachine {
  name: string
  machine: AnyStateMachine
  /** 'root' for the root actor itself, a system id, or the machine's name for an actor its screen starts (machines/ids.ts). */
  live: string
}

const DEFINITIONS = {
  root: rootMachine,
  auth: authMachine,
  calculator: calculatorMachine,
  application: applicationMachine,
  registration: registrationMachine,
  account: accountMachine,
  offer: offerMachine,
  flow: flowMachine,
  sandbox: sandboxMachine,
  loan: loanMachine,
  signup: signUpMachine,
  recovery: recoveryMachine,
  form: formMachine,
  upload: uploadMachine,
  uploads: uploadsMachine,
  identity: identityMachine,
  tracking: trackingMachine,
  popup: popupMachine,
  toast: toastMachine,
} satisfies Record<MachineName, AnyStateMachine>

export const DRAWN_MACHINES: DrawnMachine[] = (Object.keys(MACHINES) as MachineName[]).map((name) => ({
  name,
  machine: DEFINITIONS[name],
  live: MACHINES[name],
}))
