import type { SnapshotFrom } from 'xstate'
import { registrationMachine, type RegistrationEvent } from '../../../machines/registration.machine'

/**
 * Every event of the registration sequence: each step done, and the openings of each page, with
 * no server step and with the three form steps the server may push a client to.
 */
export const EVENTS: RegistrationEvent[] = [
  { type: 'registration.details.submitted' },
  { type: 'registration.details.verified' },
  { type: 'registration.address.submitted' },
  { type: 'registration.employment.submitted' },
  { type: 'registration.reference.submitted' },
  { type: 'registration.idDocument.uploaded' },
  { type: 'registration.payroll.uploaded' },
  { type: 'registration.bankStatement.uploaded' },
  { type: 'registration.belvo.done' },
  { type: 'registration.card.saved' },
  { type: 'registration.agreement.signed' },
  { type: 'registration.opened', screen: 'registration', step: null },
  { type: 'registration.opened', screen: 'registration', step: 'address' },
  { type: 'registration.opened', screen: 'registration-address', step: 'work_info' },
  { type: 'registration.opened', screen: 'registration-employment', step: 'relative_info' },
  { type: 'registration.opened', screen: 'registration-id-document-upload', step: 'address' },
  { type: 'registration.opened', screen: 'registration-payroll-upload', step: null },
  { type: 'registration.opened', screen: 'registration-bank-statement-upload', step: null },
  { type: 'registration.opened', screen: 'registration-belvo', step: null },
  { type: 'registration.opened', screen: 'registration-debit-credit-card', step: null },
  { type: 'registration.opened', screen: 'registration-summary', step: 'otp_agreement' },
  { type: 'registration.opened', screen: 'registration-summary', step: 'direct_debit_information' },
  { type: 'registration.opened', screen: 'registration-summary', step: 'new_client_created' },
  { type: 'registration.opened', screen: 'registration-summary', step: 'manual_page' },
  { type: 'registration.opened', screen: 'registration-address', step: 'manual_page' },
  { type: 'registration.opened', screen: 'registration', step: 'no_loan_page' },
  { type: 'registration.opened', screen: 'registration-payroll-upload', step: 'payroll_upload' },
  { type: 'registration.opened', screen: 'registration-id-document-upload', step: 'otp_agreement' },
  { type: 'registration.opened', screen: 'registration-summary', step: 'loan_page' },
  { type: 'registration.opened', screen: 'registration-address', step: 'loan_page' },
]

export const model = registrationMachine

export const serialize = (snapshot: SnapshotFrom<typeof registrationMachine>) => ({
  value: snapshot.value,
  move: snapshot.context.move,
})
