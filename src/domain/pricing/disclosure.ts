import { catOfSingleRepayment, DAYS_PER_YEAR } from './cat'
import { chargesFor } from './charges'
import { PRICE_LISTS, type SequenceType } from './rates'

/**
 * The product facts the pricing code computes: the annual rates and the CAT promedio, with the
 * figures they are computed from. src/domain/facts.ts re-exports every one of them, and every
 * reader takes them from there; they are defined here, beside the pricing rules, so that a page
 * stating only the facts' names and contacts (the frame of every page, on the home page's first
 * paint) does not load the pricing rules with them.
 */

/** Moratorium interest per day on the principal owed, basis points (100 = 1.0% a day): `LATE_PAYMENT.interestPerDayBp`. */
export const LATE_INTEREST_PER_DAY_BP = 100

/** An annual rate in percent from a daily one in basis points, on the 360-day commercial year. */
export function annualPercentOfDaily(perDayBp: number): number {
  return (perDayBp * DAYS_PER_YEAR) / 100
}

/** The annual ordinary interest rate of each price list, percent, before IVA. */
export function ordinaryAnnualPercent(sequenceType: SequenceType): number {
  return annualPercentOfDaily(PRICE_LISTS[sequenceType].interestPerDayBp)
}

/** The annual moratorium rate, percent, before IVA. */
export const LATE_ANNUAL_PERCENT = /* @__PURE__ */ annualPercentOfDaily(LATE_INTEREST_PER_DAY_BP)

/**
 * The CAT promedio every advertised rate or cost carries (Banco de México's rules for the CAT):
 * the CAT of the representative loan below, computed by the pricing code, with the day it was
 * calculated and how long it is valid.
 */
export const CAT_DISCLOSURE = {
  representative: { sequenceType: 'first', amount: 3000, termDays: 15 } as const satisfies {
    sequenceType: SequenceType
    amount: number
    termDays: number
  },
  /** yyyy-mm-dd. */
  calculatedOn: '2026-11-01',
  /** yyyy-mm-dd, the last day the figure is valid. */
  validUntil: '2027-04-30',
} as const

/** The CAT promedio in percent with one decimal, sin IVA. */
export function averageCat(): number {
  const { sequenceType, amount, termDays } = CAT_DISCLOSURE.representative
  const charges = chargesFor(amount * 100, termDays, PRICE_LISTS[sequenceType])
  return catOfSingleRepayment(charges.principal, charges.totalWithoutVat, termDays)
}
