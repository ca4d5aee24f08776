/**
 * The application statuses, and which application stage (the routes
 * /application/...) each status shows. Pure, so the machine, the sandbox and the tests share it.
 */
export const APPLICATION_STATUS = {
  new: 1,
  signing: 2,
  accepted: 3,
  completed: 4,
  canceled: 5,
  rejected: 6,
  verification: 7,
  specialOffer: 13,
  manualVerification: 14,
  yhatDecrease: 17,
  yhatIncrease: 18,
  terminated: 23,
  decisionError: 401,
} as const

/**
 * The statuses that close an application: completed (its agreement signed, a loan made), canceled,
 * rejected and terminated. Any other status is open, and a client has at most one open application.
 */
export const CLOSED_STATUSES = [
  APPLICATION_STATUS.completed,
  APPLICATION_STATUS.canceled,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.terminated,
] as const

/**
 * An open application: its client may not apply again, and may cancel it (POST
 * application/{id}/cancel), since signing the agreement is what completes it.
 */
export function isOpenStatus(status: number): boolean {
  return !(CLOSED_STATUSES as readonly number[]).includes(status)
}

/** The screens an application ends on, by their route suffix. */
export type ApplicationStage =
  'accepted' | 'accepted-cash' | 'rejected' | 'manual-verification' | 'offer-increase' | 'offer-decrease' | 'decision-error'

/**
 * What a status means for the loading screen: a stage to show, still being decided (keep
 * polling), or no longer in progress (completed into a loan, canceled, terminated).
 */
export type StatusReading = { kind: 'stage'; stage: ApplicationStage } | { kind: 'pending' } | { kind: 'closed' }

const stage = (name: ApplicationStage): StatusReading => ({ kind: 'stage', stage: name })

/**
 * Status → stage. An accepted (or signing) application is paid out by bank transfer when the
 * client has a disbursement method (a CLABE or a card, as the ERP's flow step reads it: docs/API.md
 * "Client account and flow", direct_debit_information until one exists); without one the money
 * is collected in cash. The reference ERP decides at creation (docs/API.md "Decisions"): it answers 3,
 * 6, 14, 18, 17, 13 or 401 at once; 1 and 7 only come from an ERP that decides later.
 */
export function readStatus(status: number, hasDisbursementMethod: boolean): StatusReading {
  switch (status) {
    case APPLICATION_STATUS.accepted:
    case APPLICATION_STATUS.signing:
      return stage(hasDisbursementMethod ? 'accepted' : 'accepted-cash')
    case APPLICATION_STATUS.rejected:
      return stage('rejected')
    case APPLICATION_STATUS.manualVerification:
      return stage('manual-verification')
    case APPLICATION_STATUS.yhatIncrease:
      return stage('offer-increase')
    case APPLICATION_STATUS.yhatDecrease:
    case APPLICATION_STATUS.specialOffer:
      return stage('offer-decrease')
    case APPLICATION_STATUS.decisionError:
      return stage('decision-error')
    case APPLICATION_STATUS.new:
    case APPLICATION_STATUS.verification:
      return { kind: 'pending' }
    case APPLICATION_STATUS.completed:
    case APPLICATION_STATUS.canceled:
    case APPLICATION_STATUS.terminated:
      return { kind: 'closed' }
    default:
      // A status this front end does not know yet: keep asking rather than guess a screen.
      return { kind: 'pending' }
  }
}

/** Offers: a special offer is approved through its own call, a yhat decrease through another. */
export type OfferKind = 'increase' | 'decrease' | 'special'

export function offerKindOf(status: number): OfferKind | null {
  if (status === APPLICATION_STATUS.yhatIncrease) return 'increase'
  if (status === APPLICATION_STATUS.yhatDecrease) return 'decrease'
  if (status === APPLICATION_STATUS.specialOffer) return 'special'
  return null
}

/**
 * When the status is increase the calculator's amount is set to the
 * available loan amount, which is the amount offered; null at any other status.
 */
export function increaseOffered(application: { status: number; offeredAmount: { amount: number } | null } | null): number | null {
  if (application?.status !== APPLICATION_STATUS.yhatIncrease) return null
  return application.offeredAmount?.amount ?? null
}
