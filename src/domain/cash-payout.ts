import { isValidPaymentReference } from './payment-reference'

/**
 * The loan collected in cash, for an accepted client with no CLABE or card to transfer to: the
 * client chooses a cash payout network before signing; signing issues a payout reference at that
 * network, valid for some days; the client collects the money at a branch with an official photo
 * ID and the reference, and the network tells the ERP it was collected. Shared by the ERP, which
 * keeps and enforces it, and the web, which shows it. The SPEI payout (./payout.ts) is its
 * counterpart for a client with an account.
 */

/**
 * Every provider code the contract accepts: the product specification's (cebuana, bdo,
 * m_lhuillier: Philippine networks) and the Mexican ones the product ships with. Which of them a
 * deployment offers is its configuration (src/domain/facts/cash-payout.ts); a code the contract
 * accepts but the deployment does not offer is refused.
 */
export const CASH_PROVIDER_CODES = ['telecomm', 'banco_azteca', 'cebuana', 'bdo', 'm_lhuillier'] as const

export type CashProviderCode = (typeof CASH_PROVIDER_CODES)[number]

/** What the client brings to the branch: an official ID with photo (INE, passport) and the payout reference. */
export type CashPayoutItem = 'official_id' | 'reference'

export interface CashProvider {
  code: CashProviderCode
  /** The name the client knows the network by. */
  name: string
  /** The network whose branches pay: the client collects at any of them. */
  network: string
  bring: CashPayoutItem[]
}

/**
 * Where the money is: 'ready' at the branch until its reference's deadline, 'collected' once the
 * branch paid it, 'expired' when the deadline passed first (the client may ask for a new reference).
 */
export type CashPayoutState = 'ready' | 'collected' | 'expired'

/** The cash payout as the loan's wire carries it. Instants are ISO-8601 UTC. */
export interface CashPayout {
  state: CashPayoutState
  provider: CashProvider
  /** Pesos. */
  amount: number
  reference: string
  issuedAt: string
  expiresAt: string
  collectedAt: string | null
}

/** What the accepted-in-cash stage reads and writes: the networks offered, and the one chosen. */
export interface CashPayoutChoice {
  providers: CashProvider[]
  chosen: CashProviderCode | null
}

/** A payout reference: 11 digits and a Luhn check digit, so a cashier's typing slip is caught. */
export const CASH_REFERENCE_DIGITS = 12

export function isCashPayoutReference(value: string): boolean {
  return new RegExp(`^\\d{${CASH_REFERENCE_DIGITS}}$`).test(value) && isValidPaymentReference(value)
}

/** The provider of `code` among those offered, or null when it is not offered. */
export function offeredProvider(code: string, offered: readonly CashProvider[]): CashProvider | null {
  return offered.find((provider) => provider.code === code) ?? null
}

/** When a reference issued at `issuedAt` stops being payable: `validDays` whole days later. */
export function cashPayoutExpiresAt(issuedAt: Date, validDays: number): Date {
  return new Date(issuedAt.getTime() + validDays * 24 * 60 * 60 * 1000)
}

/** The state of a reference at `now`: collected once the branch paid it, else ready until its deadline, then expired. */
export function cashPayoutStateAt(payout: Pick<CashPayout, 'collectedAt' | 'expiresAt'>, now: Date): CashPayoutState {
  if (payout.collectedAt) return 'collected'
  return now.getTime() < Date.parse(payout.expiresAt) ? 'ready' : 'expired'
}

/** The money waits at the branch: what My loan keeps asking about until it is collected or expires. */
export function isCashPayoutWaiting(payout: Pick<CashPayout, 'state'> | null | undefined): boolean {
  return payout?.state === 'ready'
}

/**
 * Only an expired reference that was never collected is replaced by a new one: a reference still
 * ready can be collected as it is, and a collected one was paid.
 */
export function isCashPayoutReissuable(payout: Pick<CashPayout, 'state'> | null | undefined): boolean {
  return payout?.state === 'expired'
}
