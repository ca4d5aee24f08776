import { addDays } from 'date-fns'
import { toWireDate } from '../dates'
import { divideRoundHalfUp, toPesos } from './cents'
import { EXTENSION_DAYS, VAT_BP, type PriceList } from './rates'

/** One roll-over choice of an offer (the offer's `extensions[]`). */
export interface OfferExtension {
  /** How many days the due date moves by. */
  days: number
  /** The due date after the extension, yyyy-mm-dd. */
  endDate: string
  /** The extension fee with IVA, pesos. */
  amount: number
  /** The extension fee without IVA, pesos. */
  amount_without_vat: number
}

/**
 * The roll-overs of a loan (docs/PRICING.md, formula 8): extending by d days costs the interest
 * of d days plus the service fee, both on the principal at the sequence type's list rates
 * (a promo code discounts the loan, not its extensions), plus 16% IVA. The principal stays owed
 * and moves to the new due date.
 */
export function extensionsOf(principalCents: number, dueDate: Date, prices: PriceList): OfferExtension[] {
  return EXTENSION_DAYS.map((days) => {
    const interest = divideRoundHalfUp(principalCents * prices.interestPerDayBp * days, 10_000)
    const serviceFee = divideRoundHalfUp(principalCents * prices.serviceFeeBp, 10_000)
    const withoutVat = interest + serviceFee
    const vat = divideRoundHalfUp(withoutVat * VAT_BP, 10_000)
    return {
      days,
      endDate: toWireDate(addDays(dueDate, days)),
      amount: toPesos(withoutVat + vat),
      amount_without_vat: toPesos(withoutVat),
    }
  })
}
