import { differenceInCalendarDays } from 'date-fns'
import { fromWireDate } from '../../src/domain/dates'
import { NO_DISCOUNT, priceLoan, toCents, type Discount, type Offer, type SequenceType } from '../../src/domain/pricing'
import { findPromoCode } from '../pricing/promo-codes'

/** The price of an application's principal (whole pesos) from `today` to its due date; null when the date has passed. */
export function priceApplication(
  principal: number,
  sequenceType: SequenceType,
  today: Date,
  dueDate: string,
  promoCode: string | null,
): Offer | null {
  const due = fromWireDate(dueDate)
  if (!due || differenceInCalendarDays(due, today) < 1) return null
  return priceLoan({ principal, sequenceType, today, dueDate: due, discount: discountOf(promoCode, sequenceType) })
}

/** The discount a promo code grants a loan of this sequence type: none for an unknown code or another type's. */
export function discountOf(promoCode: string | null, sequenceType: SequenceType): Discount {
  const promo = promoCode ? findPromoCode(promoCode) : undefined
  return promo && promo.sequenceTypes.includes(sequenceType) ? promo.discount : NO_DISCOUNT
}

/** The stored amounts (cents) of a priced application. */
export function storedAmounts(offer: Offer) {
  return { principal_amount: toCents(offer.principal), loan_amount: toCents(offer.total), term_days: offer.term }
}
