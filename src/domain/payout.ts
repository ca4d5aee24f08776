/**
 * The loan money's way to the borrower's account after signing: a SPEI transfer that is sent,
 * then in transit with its tracking key (clave de rastreo), then received; or returned by the
 * receiving bank (a closed account, a CLABE that is not the person's). Shared by the ERP, which
 * moves it, and the web, which shows it.
 */

export type PayoutState = 'sent' | 'in_transit' | 'received' | 'returned'

export const PAYOUT_STATES = ['sent', 'in_transit', 'received', 'returned'] as const satisfies readonly PayoutState[]

/**
 * SPEI runs every day, at any hour, and usually settles in minutes; some banks credit it later,
 * up to one business day. The time the product gives a person is this many minutes after the
 * money was sent.
 */
export const PAYOUT_EXPECTED_MINUTES = 30

/** When money sent at `sentAt` is expected in the borrower's account. */
export function payoutExpectedBy(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PAYOUT_EXPECTED_MINUTES * 60_000)
}

/** Banxico's SPEI takes a tracking key (clave de rastreo) of up to 30 letters and digits. */
export const TRACKING_KEY_MAX = 30

export function isTrackingKey(value: string): boolean {
  return new RegExp(`^[A-Z0-9]{1,${TRACKING_KEY_MAX}}$`).test(value)
}

/** Where the money went: a CLABE (by its last 4 digits and bank) or a debit card (its last 4). */
export interface PayoutDestination {
  kind: 'clabe' | 'card'
  lastDigits: string
  bank: string | null
}

/** The payout as the loan's wire carries it. Instants are ISO-8601 UTC. */
export interface Payout {
  state: PayoutState
  /** Pesos. */
  amount: number
  trackingKey: string | null
  sentAt: string
  expectedBy: string
  receivedAt: string | null
  returnedAt: string | null
  destination: PayoutDestination | null
}

/** The money is still on its way: the page keeps asking until it arrives or comes back. */
export function isPayoutUnderWay(payout: Pick<Payout, 'state'> | null | undefined): boolean {
  return payout?.state === 'sent' || payout?.state === 'in_transit'
}
