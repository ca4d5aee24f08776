import { differenceInCalendarDays, startOfDay } from 'date-fns'
import { toWireDate } from '../dates'
import { repaymentDates, type PayCycle } from '../pay-dates'
import { catOfSingleRepayment } from './cat'
import { toCents, toPesos } from './cents'
import { chargesFor, NO_DISCOUNT, type Discount } from './charges'
import { extensionsOf, type OfferExtension } from './extensions'
import { PRICE_LISTS, type SequenceType } from './rates'

/**
 * The offer, as the offer arithmetic call answers it. Money in
 * pesos, rounded to centavos; rates in percent.
 *
 * Beyond the offer's own fields, it carries `vat.amount` (the IVA the calculator's stats
 * block shows) and each extension's `days` and `endDate`, so that neither has to be
 * recomputed by the reader.
 */
export interface Offer {
  /** The price list that priced the offer: the client's first loan, a later one, or one beside an active loan. */
  sequenceType: SequenceType
  principal: number
  /** Days from today to the due date. */
  term: number
  interest: { amount: number }
  serviceFee: { amount: number }
  processingFee: number
  withdrawalFee: number
  invoicingFee: number
  vat: { amount: number }
  total: number
  /** The CAT (Banxico), percent with one decimal, without IVA. */
  apr: number
  /** Percentages off granted by a promo code; 0 without one. */
  discount: Discount
  interest_without_discount: number
  serviceFee_without_discount: number
  processing_fee_without_discount: number
  total_without_discount: number
  apr_without_discount: number
  /** The due date, yyyy-mm-dd. */
  endDate: string
  /** The end of the agreement's term, yyyy-mm-dd: a single-repayment loan's agreement ends on its due date. */
  agreementTermEndDate: string
  extensions: OfferExtension[]
}

export interface LoanTerms {
  /** Principal in whole pesos (or pesos and centavos). */
  principal: number
  sequenceType: SequenceType
  /** The day the loan is taken; its time is ignored. */
  today: Date
  /** The due date; at least one day after today. */
  dueDate: Date
  discount?: Discount
}

/**
 * Prices a single-repayment loan (docs/PRICING.md): the charges with and without the discount,
 * their CATs on the flows principal-in today, total-without-IVA-out on the due date, and the
 * extensions.
 */
export function priceLoan({ principal, sequenceType, today, dueDate, discount = NO_DISCOUNT }: LoanTerms): Offer {
  const term = differenceInCalendarDays(startOfDay(dueDate), startOfDay(today))
  if (term < 1) throw new RangeError(`the due date must be after today, got a term of ${term} days`)
  const prices = PRICE_LISTS[sequenceType]
  const principalCents = toCents(principal)
  const charged = chargesFor(principalCents, term, prices, discount)
  const listed = chargesFor(principalCents, term, prices, NO_DISCOUNT)
  const endDate = toWireDate(dueDate)
  return {
    sequenceType,
    principal: toPesos(charged.principal),
    term,
    interest: { amount: toPesos(charged.interest) },
    serviceFee: { amount: toPesos(charged.serviceFee) },
    processingFee: toPesos(charged.processingFee),
    withdrawalFee: toPesos(charged.withdrawalFee),
    invoicingFee: toPesos(charged.invoicingFee),
    vat: { amount: toPesos(charged.vat) },
    total: toPesos(charged.total),
    apr: catOfSingleRepayment(charged.principal, charged.totalWithoutVat, term),
    discount: { interest: discount.interest, serviceFee: discount.serviceFee },
    interest_without_discount: toPesos(listed.interest),
    serviceFee_without_discount: toPesos(listed.serviceFee),
    processing_fee_without_discount: toPesos(listed.processingFee),
    total_without_discount: toPesos(listed.total),
    apr_without_discount: catOfSingleRepayment(listed.principal, listed.totalWithoutVat, term),
    endDate,
    agreementTermEndDate: endDate,
    extensions: extensionsOf(principalCents, dueDate, prices),
  }
}

export interface OfferRequest {
  /** Whole pesos. */
  amount: number
  payCycle: PayCycle
  /** The chosen pay-date option's value (src/domain/pay-dates.ts). */
  payDates: string
  sequenceType: SequenceType
  today: Date
  discount?: Discount
}

/**
 * The offer for the calculator's choice (as the offer arithmetic prices it): due on the first pay
 * date at least 7 days away (src/domain/pay-dates.ts), priced by `priceLoan`. Null when
 * `payDates` is not one of today's options of the pay cycle.
 */
export function computeOffer({ amount, payCycle, payDates, sequenceType, today, discount }: OfferRequest): Offer | null {
  const dates = repaymentDates(payCycle, payDates, today)
  if (!dates) return null
  return priceLoan({ principal: amount, sequenceType, today, dueDate: dates.dueDate, discount })
}
