import { divideRoundHalfUp } from './cents'
import { VAT_BP, type PriceList } from './rates'

/**
 * What a loan costs for one term, in centavos (docs/PRICING.md, formulas 1-6). Each figure is
 * rounded once, halves up (./cents.ts); the rest are exact sums.
 */

/** Percentages off (0..100, whole numbers) a promo code grants (the offer's `discount`). */
export interface Discount {
  interest: number
  serviceFee: number
}

export const NO_DISCOUNT: Readonly<Discount> = { interest: 0, serviceFee: 0 }

export interface Charges {
  principal: number
  interest: number
  serviceFee: number
  processingFee: number
  withdrawalFee: number
  invoicingFee: number
  /** IVA on interest and every fee. */
  vat: number
  /** Principal, interest, fees and IVA: what the borrower repays. */
  total: number
  /** What the borrower repays without IVA: the repayment flow of the CAT. */
  totalWithoutVat: number
}

const BP = 10_000
const PERCENT = 100

function checkPercent(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 100)
    throw new RangeError(`${name} discount must be a whole percentage 0..100, got ${value}`)
}

/**
 * The charges of `days` of a loan of `principalCents`:
 * 1. interest     = principal × daily rate × days × (1 − interest discount)
 * 2. service fee  = principal × service-fee rate × (1 − service-fee discount)
 * 3. processing, withdrawal and invoicing fees: fixed, from the price list
 * 4. IVA          = 16% × (interest + service fee + processing + withdrawal + invoicing)
 * 5. total        = principal + interest + fees + IVA
 */
export function chargesFor(principalCents: number, days: number, prices: PriceList, discount: Discount = NO_DISCOUNT): Charges {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0)
    throw new RangeError(`principal must be whole centavos, got ${principalCents}`)
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number, got ${days}`)
  checkPercent('interest', discount.interest)
  checkPercent('serviceFee', discount.serviceFee)

  const interest = divideRoundHalfUp(
    principalCents * prices.interestPerDayBp * days * (PERCENT - discount.interest),
    BP * PERCENT,
  )
  const serviceFee = divideRoundHalfUp(principalCents * prices.serviceFeeBp * (PERCENT - discount.serviceFee), BP * PERCENT)
  const { processingFeeCents: processingFee, withdrawalFeeCents: withdrawalFee, invoicingFeeCents: invoicingFee } = prices
  const taxable = interest + serviceFee + processingFee + withdrawalFee + invoicingFee
  const vat = divideRoundHalfUp(taxable * VAT_BP, BP)
  return {
    principal: principalCents,
    interest,
    serviceFee,
    processingFee,
    withdrawalFee,
    invoicingFee,
    vat,
    total: principalCents + taxable + vat,
    totalWithoutVat: principalCents + taxable,
  }
}
