import { describe, expect, it } from 'vitest'
import { accountMachine } from '../../machines/account.machine'
import { applicationMachine } from '../../machines/application.machine'
import { authMachine } from '../../machines/auth.machine'
import { calculatorMachine } from '../../machines/calculator.machine'
import { flowMachine } from '../../machines/flow.machine'
import { formMachine } from '../../machines/form.machine'
import { identityMachine } from '../../machines/identity.machine'
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

/*
 * A machine's id names its snapshots and its state ids: the analytics tags know the calculator,
 * the registration, the application, the offer and the loan by it (src/app/integrations/tag-events.ts),
 * and the flow visualiser highlights another tab's states by their ids.
 */
describe('the names the machines go by', () => {
  it.each([
    ['root', rootMachine],
    ['auth', authMachine],
    ['calculator', calculatorMachine],
    ['application', applicationMachine],
    ['offer', offerMachine],
    ['flow', flowMachine],
    ['sandbox', sandboxMachine],
    ['registration', registrationMachine],
    ['account', accountMachine],
    ['loan', loanMachine],
    ['signUp', signUpMachine],
    ['recovery', recoveryMachine],
    ['identity', identityMachine],
    ['form', formMachine],
    ['upload', uploadMachine],
    ['uploads', uploadsMachine],
    ['tracking', trackingMachine],
    ['popup', popupMachine],
    ['toast', toastMachine],
  ] as const)('the %s machine goes by that name, and so do its states', (name, machine) => {
    expect(machine.id).toBe(name)
    expect(machine.root.id).toBe(name)
  })
})
