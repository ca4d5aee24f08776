import { differenceInCalendarDays } from 'date-fns'
import { chargesFor, NO_DISCOUNT, type Discount } from './charges'
import type { PriceList } from './rates'

/**
 * Paying early (docs/PRICING.md, "Paying early"): the contract lets the borrower repay at any time
 * without penalty and charges interest only for the days the money was used. This is that rule,
 * for the ERP (what a payment must reach to close the loan), my loan ("Para liquidar hoy"), the
 * contract's example and the FAQ's.
 */

/** A signed loan as its contract fixes it. */
export interface ContractTerms {
  principalCents: number
  /** Days from the payout to the contract's due date: the interest its total carries. */
  termDays: number
  prices: PriceList
  discount?: Discount
}

/**
 * The days the money has been used on `today`: calendar days (Mexico City's, as every "today" of
 * the product) since the payout, counting at least one, so a loan repaid on the day it arrived
 * pays one day of interest.
 */
export function daysUsed(payoutDay: Date, today: Date): number {
  return Math.max(1, differenceInCalendarDays(today, payoutDay))
}

/**
 * What closes the loan after `days` of use, in centavos: the principal, the interest of those days,
 * every fee in full as the contract states it (the service fee is per term, the processing fee per
 * loan), the IVA of interest and fees, less what was already paid. Days past the term count as the
 * term: the ordinary charges never grow here (an extension's days are paid by its own fee). After
 * the due date late interest is owed on top: `owedOn` (./late.ts) adds it. Never negative.
 */
export function amountToSettle(terms: ContractTerms, days: number, paidCents: number): number {
  return Math.max(0, settledCharges(terms, days).total - paidCents)
}

/** The charges of settling after `days` (interest, IVA and total), for a closed loan's record. */
export function settledCharges(terms: ContractTerms, days: number) {
  if (!Number.isInteger(terms.termDays) || terms.termDays < 1) throw new RangeError(`a term of ${terms.termDays} days`)
  return chargesFor(
    terms.principalCents,
    Math.min(Math.max(1, Math.floor(days)), terms.termDays),
    terms.prices,
    terms.discount ?? NO_DISCOUNT,
  )
}
