import type { RegistrationTagStep, TagEvent } from './vendors'

/*
 * The key steps, read from the machines rather than pressed out of the screens: the live
 * integrations watch the actor system (system.inspect) and each new snapshot of a long-lived
 * machine, with the event that made it, is matched here against the step it completes. One place
 * says what the tag manager hears, and only names: no amount, no date, no field a person typed.
 */

/** What a snapshot of a machine shows to the rules: its state and a little context. */
export interface Shown {
  matches(state: string): boolean
  context?: unknown
}

/** One change of a long-lived machine: its id, the snapshot before (null at first), the one after and the event. */
export interface MachineChange {
  machine: string
  before: Shown | null
  after: Shown
  event: { type: string }
}

/** The registration events of a step done, by the step's name in the tag. */
const REGISTRATION_STEPS: Record<string, RegistrationTagStep> = {
  'registration.address.submitted': 'address',
  'registration.employment.submitted': 'employment',
  'registration.reference.submitted': 'reference',
  'registration.idDocument.uploaded': 'id_document',
  'registration.payroll.uploaded': 'payroll',
  'registration.bankStatement.uploaded': 'bank_statement',
  'registration.belvo.done': 'bank_link',
  'registration.card.saved': 'card',
}

const entered = (change: MachineChange, state: string) => change.after.matches(state) && !(change.before?.matches(state) ?? false)

const contextOf = (shown: Shown | null) => (shown?.context ?? {}) as Record<string, unknown>

/** The key step a machine's change completes, or null. */
export function tagEventOf(change: MachineChange): TagEvent | null {
  const { machine, event } = change
  switch (machine) {
    case 'calculator':
      // A submit with a pay cycle or date missing only shows the fields' errors.
      return event.type === 'submit' && contextOf(change.after).showErrors !== true ? { event: 'calculator_submitted' } : null
    case 'registration': {
      // Each step's page sends its event once the ERP accepted the step.
      if (event.type === 'registration.details.submitted') return { event: 'sign_up_completed' }
      if (event.type === 'registration.agreement.signed') return { event: 'agreement_signed' }
      const step = REGISTRATION_STEPS[event.type]
      return step ? { event: 'registration_step_completed', step } : null
    }
    case 'application':
      // Created, not an application already open (the refusal that also leads on to following it).
      return event.type === 'xstate.done.actor.createApplication' && change.after.matches('following')
        ? { event: 'application_created' }
        : null
    case 'offer':
      // The approval answered: the offer machine reloads the application it accepted.
      return entered(change, 'reloading') && contextOf(change.after).choice === 'accept' ? { event: 'offer_accepted' } : null
    case 'loan':
      if (entered(change, 'paid')) return { event: 'payment_made', purpose: 'repayment' }
      if (entered(change, 'extending.done')) return { event: 'payment_made', purpose: 'extension' }
      return null
    default:
      return null
  }
}
