/**
 * The flow step of spec part 2 ("Flow steps and their screens", "Flow routing") as a pure
 * function of what the client has done and of their latest application, so that it is tested
 * in isolation and GET /web/private/client/flow only gathers the record.
 *
 * Order of registration (spec part 7 "Account"): details (PUT client) → address (step two) →
 * employment (step three) → reference (step four) → finish. Each missing step is the step the
 * client is pushed to: new_client_created (details), address, work_info, relative_info.
 *
 * After registration, the latest application that is not cancelled or terminated decides:
 * - none: new_client_created (first-time client: apply), no_loan_page (earlier loans), or
 *   loan_page while a loan is active;
 * - 1 new / 7 verification: a pending document upload step when the uploads state names one,
 *   else verification; 401 decision error: verification with the error listed;
 * - 14 manual verification: manual_page; 18 yhat increase: offer_increase; 17 yhat decrease:
 *   offer_decrease; 13 special offer: pre_approval_page;
 * - 3 accepted: direct_debit_information until a disbursement method (CLABE or card) exists,
 *   then otp_agreement; 2 signing: otp_agreement;
 * - 4 completed: loan_page (loan active) else no_loan_page, status completed;
 * - 6 rejected: reject_page, status completed.
 * A blocked (2) or blacklisted (3) client: reject_page, completed, error `client_blocked`.
 * Status is 'completed' when the flow has nothing left for the client to do (the front end then
 * shows application loading, which resolves the outcome); 'active' otherwise.
 */

export type FlowStep =
  | 'new_client_created'
  | 'address'
  | 'work_info'
  | 'relative_info'
  | 'id_document_upload'
  | 'payroll_upload'
  | 'bank_statement_upload'
  | 'verification'
  | 'manual_page'
  | 'offer_increase'
  | 'offer_decrease'
  | 'pre_approval_page'
  | 'direct_debit_information'
  | 'otp_agreement'
  | 'loan_page'
  | 'no_loan_page'
  | 'reject_page'

export type FlowStatus = 'active' | 'completed'

export interface FlowState {
  step: FlowStep
  status: FlowStatus
  errors: string[]
}

export type DocumentStep = 'id_document_upload' | 'payroll_upload' | 'bank_statement_upload'

export interface FlowProgress {
  /** Spec part 4: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
  clientStatus: number
  detailsAt: string | null
  addressAt: string | null
  employmentAt: string | null
  referenceAt: string | null
  closedLoansCount: number
  hasActiveLoan: boolean
  hasDisbursementMethod: boolean
  /** Status of the latest application (spec part 4 codes), or null. */
  applicationStatus: number | null
  /** The next document the uploads state asks for, when known. */
  pendingDocument?: DocumentStep | null
}

export type RegistrationStep = 'details' | 'address' | 'employment' | 'reference'

/**
 * The registration steps in their order: the progress stamp that marks each one done and the
 * flow step that sends the client to it. flowStep and the client journey
 * (server/accounts/journey.ts) both read this one list.
 */
export const REGISTRATION_STEPS: ReadonlyArray<{ name: RegistrationStep; doneAt: 'detailsAt' | 'addressAt' | 'employmentAt' | 'referenceAt'; step: FlowStep }> = [
  { name: 'details', doneAt: 'detailsAt', step: 'new_client_created' },
  { name: 'address', doneAt: 'addressAt', step: 'address' },
  { name: 'employment', doneAt: 'employmentAt', step: 'work_info' },
  { name: 'reference', doneAt: 'referenceAt', step: 'relative_info' },
]

/** The registration steps done and still to do, in order. */
export function registrationSteps(progress: FlowProgress): { done: RegistrationStep[]; todo: RegistrationStep[] } {
  return {
    done: REGISTRATION_STEPS.filter((step) => progress[step.doneAt]).map((step) => step.name),
    todo: REGISTRATION_STEPS.filter((step) => !progress[step.doneAt]).map((step) => step.name),
  }
}

const active = (step: FlowStep, errors: string[] = []): FlowState => ({ step, status: 'active', errors })
const completed = (step: FlowStep, errors: string[] = []): FlowState => ({ step, status: 'completed', errors })

/** Cancelled (5) and terminated (23) applications no longer steer the flow. */
const CLOSED_APPLICATION = new Set([5, 23])

export function flowStep(progress: FlowProgress): FlowState {
  if (progress.clientStatus === 2 || progress.clientStatus === 3) return completed('reject_page', ['client_blocked'])
  const missing = REGISTRATION_STEPS.find((step) => !progress[step.doneAt])
  if (missing) return active(missing.step)

  const status = progress.applicationStatus
  const afterLoan = (): FlowState =>
    progress.hasActiveLoan ? active('loan_page') : progress.closedLoansCount > 0 ? active('no_loan_page') : active('new_client_created')
  if (status === null || CLOSED_APPLICATION.has(status)) return afterLoan()
  switch (status) {
    case 1:
    case 7:
      return active(progress.pendingDocument ?? 'verification')
    case 401:
      return active('verification', ['decision_error'])
    case 14:
      return active('manual_page')
    case 18:
      return active('offer_increase')
    case 17:
      return active('offer_decrease')
    case 13:
      return active('pre_approval_page')
    case 3:
      return active(progress.hasDisbursementMethod ? 'otp_agreement' : 'direct_debit_information')
    case 2:
      return active('otp_agreement')
    case 4:
      return completed(progress.hasActiveLoan ? 'loan_page' : 'no_loan_page')
    case 6:
      return completed('reject_page')
    default:
      return afterLoan()
  }
}
