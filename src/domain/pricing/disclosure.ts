import { catOfSingleRepayment, DAYS_PER_YEAR } from './cat'
import { chargesFor } from './charges'
import { CAT_DISCLOSURE, LATE_PAYMENT, PRICE_LISTS, type SequenceType } from '../facts/prices'

/**
 * What the pricing code computes from the product facts for the disclosures: the annual rates and
 * the CAT promedio. The facts themselves (src/domain/facts/) are data only, so a page stating
 * only names and contacts (the frame of every page, on the home page's first paint) does not load
 * the pricing rules with them.
 */

/** An annual rate in percent from a daily one in basis points, on the 360-day commercial year. */
export function annualPercentOfDaily(perDayBp: number): number {
  return (perDayBp * DAYS_PER_YEAR) / 100
}

/** The annual ordinary interest rate of each price list, percent, before IVA. */
export function ordinaryAnnualPercent(sequenceType: SequenceType): number {
  return annualPercentOfDaily(PRICE_LISTS[sequenceType].interestPerDayBp)
}

/** The annual moratorium rate, percent, before IVA. */
export const LATE_ANNUAL_PERCENT = /* @__PURE__ */ annualPercentOfDaily(LATE_PAYMENT.interestPerDayBp)

/** The CAT promedio in percent with one decimal, sin IVA. */
export function averageCat(): number {
  const { sequenceType, amount, termDays } = CAT_DISCLOSURE.representative
  const charges = chargesFor(amount * 100, termDays, PRICE_LISTS[sequenceType])
  return catOfSingleRepayment(charges.principal, charges.totalWithoutVat, termDays)
}
