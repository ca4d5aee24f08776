/**
 * The flow step (where the client is in the journey, which the front end maps to a screen) as a pure
 * function of what the client has done and of their latest application, so that it is tested
 * in isolation and GET /web/private/client/flow only gathers the record. The same function
 * decides what the ERP refuses (journeyRefusal below): the step it reports and the calls it
 * allows can never disagree.
 *
 * Order of registration: details (PUT client) → address (step two) →
 * employment (step three) → reference (step four) → finish. Each missing step is the step the
 * client is pushed to: new_client_created (details), address, work_info, relative_info.
 *
 * After registration, the latest application that is not cancelled or terminated decides:
 * - none: new_client_created (first-time client: apply), no_loan_page (earlier loans), or
 *   loan_page while a loan is active;
 * - 1 new / 7 verification: verification; 401 decision error: verification with the error listed;
 * - 14 manual verification: manual_page; 18 yhat increase: offer_increase; 17 yhat decrease:
 *   offer_decrease; 13 special offer: pre_approval_page;
 * - 3 accepted / 2 signing: the first requirement of signing still open (BEFORE_SIGNING, its
 *   rule code in `errors`), then otp_agreement;
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

/** Where the client's identity check stands: the latest check of their ID document. */
export type IdentityCheck = 'none' | 'pending' | 'approved' | 'declined' | 'resubmission_requested'

export interface FlowProgress {
  /** 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
  clientStatus: number
  detailsAt: string | null
  addressAt: string | null
  employmentAt: string | null
  referenceAt: string | null
  closedLoansCount: number
  hasActiveLoan: boolean
  hasDisbursementMethod: boolean
  /**
   * The latest application names the cash payout network its money is collected at
   * (server/loans/cash-payout.ts): without a CLABE or card, that is where the money goes.
   */
  cashProviderChosen: boolean
  /** Status code of the latest application, or null. */
  applicationStatus: number | null
  /** The document types the client has on file (any application: documents belong to the client). */
  documents: readonly string[]
  /** The latest identity check of the client's ID document. */
  identityCheck: IdentityCheck
  /** Whether the client linked a bank account by open banking (Belvo), which stands in for a bank statement. */
  openBankingLinked: boolean
}

export type RegistrationStep = 'details' | 'address' | 'employment' | 'reference'

/**
 * The registration steps in their order: the progress stamp that marks each one done and the
 * flow step that sends the client to it. flowStep and the client journey
 * (server/accounts/journey.ts) both read this one list.
 */
export const REGISTRATION_STEPS: ReadonlyArray<{
  name: RegistrationStep
  doneAt: 'detailsAt' | 'addressAt' | 'employmentAt' | 'referenceAt'
  step: FlowStep
}> = [
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

/**
 * What must be done before an agreement is signed (and its money paid out), in the order the
 * flow asks for it; each with the step that sends the client there and the rule code the ERP
 * refuses signing with while it is open. A first loan also needs proof of income: the payslip,
 * and a bank statement unless the client linked their bank by open banking. A repeated client's
 * documents and identity check from earlier loans stay on file and count.
 */
export const BEFORE_SIGNING: ReadonlyArray<{
  code: SigningRequirement
  step: FlowStep
  open: (progress: FlowProgress) => boolean
}> = [
  { code: 'identity_document_missing', step: 'id_document_upload', open: (p) => !p.documents.includes('id_document') },
  {
    code: 'identity_check_pending',
    step: 'id_document_upload',
    open: (p) => p.identityCheck === 'none' || p.identityCheck === 'pending',
  },
  { code: 'identity_check_declined', step: 'id_document_upload', open: (p) => p.identityCheck === 'declined' },
  {
    code: 'identity_resubmission_requested',
    step: 'id_document_upload',
    open: (p) => p.identityCheck === 'resubmission_requested',
  },
  { code: 'payroll_missing', step: 'payroll_upload', open: (p) => firstLoan(p) && !p.documents.includes('payroll') },
  {
    code: 'bank_statement_missing',
    step: 'bank_statement_upload',
    open: (p) => firstLoan(p) && !p.documents.includes('bank_statement') && !p.openBankingLinked,
  },
  {
    code: 'payout_account_missing',
    step: 'direct_debit_information',
    open: (p) => !p.hasDisbursementMethod && !p.cashProviderChosen,
  },
]

export type SigningRequirement =
  | 'identity_document_missing'
  | 'identity_check_pending'
  | 'identity_check_declined'
  | 'identity_resubmission_requested'
  | 'payroll_missing'
  | 'bank_statement_missing'
  | 'payout_account_missing'

function firstLoan(progress: FlowProgress): boolean {
  return progress.closedLoansCount === 0 && !progress.hasActiveLoan
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
    progress.hasActiveLoan
      ? active('loan_page')
      : progress.closedLoansCount > 0
        ? active('no_loan_page')
        : active('new_client_created')
  if (status === null || CLOSED_APPLICATION.has(status)) return afterLoan()
  switch (status) {
    case 1:
    case 7:
      return active('verification')
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
    case 2: {
      const open = BEFORE_SIGNING.find((requirement) => requirement.open(progress))
      return open ? active(open.step, [open.code]) : active('otp_agreement')
    }
    case 4:
      return completed(progress.hasActiveLoan ? 'loan_page' : 'no_loan_page')
    case 6:
      return completed('reject_page')
    default:
      return afterLoan()
  }
}

/** A call the journey may not allow yet: the rule code, the step the client stands at, and why. */
export interface JourneyRefusal {
  code:
    | 'client_blocked'
    | 'registration_incomplete'
    | 'apply_not_offered'
    | 'application_not_accepted'
    | 'identity_check_not_due'
    | SigningRequirement
  step: FlowStep
  message: string
}

/**
 * The steps at which the flow offers to apply: a registered first-time client,
 * after earlier loans, or after a rejection (a new application is decided afresh).
 */
const APPLY_STEPS: ReadonlySet<FlowStep> = new Set(['new_client_created', 'no_loan_page', 'reject_page'])

const REQUIREMENT_MESSAGES: Readonly<Record<SigningRequirement, string>> = {
  identity_document_missing: 'Upload your ID document before signing.',
  identity_check_pending: 'Your identity check is not finished yet.',
  identity_check_declined: 'Your identity check was declined.',
  identity_resubmission_requested: 'Your identity check asks for a new photo of your ID document.',
  payroll_missing: 'Upload your payslip before signing.',
  bank_statement_missing: 'Upload your bank statement, or link your bank, before signing.',
  payout_account_missing:
    'Register a CLABE or a debit card for the money, or choose where to collect it in cash, before signing.',
}

/**
 * Whether the journey allows the client to apply, to run the identity check (the hosted flow of
 * POST veriff/session) or to sign (and so be paid out) now, read from flowStep itself: applying
 * needs the flow at apply, the identity check an accepted application whose ID is on file and
 * whose check is still open (`identity_check_pending`), signing the flow at otp_agreement. Null
 * when allowed; otherwise the rule code naming what is missing and the step the flow reports.
 */
export function journeyRefusal(progress: FlowProgress, action: 'apply' | 'sign' | 'identity'): JourneyRefusal | null {
  const flow = flowStep(progress)
  if (flow.errors.includes('client_blocked'))
    return { code: 'client_blocked', step: flow.step, message: 'The client may not take a loan.' }
  const missing = REGISTRATION_STEPS.find((step) => !progress[step.doneAt])
  if (missing) {
    return {
      code: 'registration_incomplete',
      step: flow.step,
      message: `Finish registration first: the ${missing.name} step is still open.`,
    }
  }
  if (action === 'apply') {
    return APPLY_STEPS.has(flow.step)
      ? null
      : { code: 'apply_not_offered', step: flow.step, message: 'The flow does not offer a new application now.' }
  }
  if (action === 'identity') {
    // The identity check runs once the ID is on file and its check is open: a declined check or
    // one asking for a new photo leads back to the upload, whose new document opens a new check.
    return flow.errors.includes('identity_check_pending')
      ? null
      : { code: 'identity_check_not_due', step: flow.step, message: 'The journey does not ask for an identity check now.' }
  }
  if (flow.step === 'otp_agreement') return null
  const requirement = BEFORE_SIGNING.find((open) => flow.errors.includes(open.code))
  if (requirement) return { code: requirement.code, step: flow.step, message: REQUIREMENT_MESSAGES[requirement.code] }
  return { code: 'application_not_accepted', step: flow.step, message: 'Only an accepted application can be signed.' }
}
