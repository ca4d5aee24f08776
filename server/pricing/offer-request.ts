import type { CalculatorConfig, Violation } from '../../api'
import { isPayDateOption, type PayCycle } from '../../src/domain/pay-dates'
import { NO_DISCOUNT, type Discount, type SequenceType } from '../../src/domain/pricing'
import { calculatorConfig } from '../calculator-config'
import { findPromoCode } from './promo-codes'

/**
 * The rules an offer request must meet beyond the contract's shapes: they depend on
 * the calculator config, today's pay-date options and the promo-code table. Rule codes are
 * snake_case, like the form rules'; the amount's reuse the contract validator's codes.
 */

export interface OfferRequestParams {
  sequence_type: SequenceType
  amount: number
  payCycle: PayCycle
  payDates: string
  promoName?: string | undefined
}

export type OfferRequestCheck = { ok: true; discount: Discount } | { ok: false; violations: Violation[] }

/** The amounts a loan of this sequence type may have, from the calculator config. */
export function amountRange(sequenceType: SequenceType, config: CalculatorConfig = calculatorConfig) {
  const { minMainLoan, amountTo, minAdditionLoan, interval } = config.amountLimits
  switch (sequenceType) {
    // A first loan is capped by the new-client ceiling.
    case 'first':
      return { min: minMainLoan, max: config.initialStates.new.maxAmount, interval }
    case 'repeated':
      return { min: minMainLoan, max: amountTo, interval }
    // A loan beside an active one may be as small as minAdditionLoan.
    case 'additional':
      return { min: minAdditionLoan, max: amountTo, interval }
  }
}

function amountViolation(sequenceType: SequenceType, amount: number, config: CalculatorConfig): Violation | null {
  const { min, max, interval } = amountRange(sequenceType, config)
  if (amount < min) return { propertyPath: 'amount', status: 'too_small', message: `The amount must be at least ${min}.` }
  if (amount > max) return { propertyPath: 'amount', status: 'too_big', message: `The amount must be at most ${max}.` }
  if (interval > 0 && amount % interval !== 0) {
    return { propertyPath: 'amount', status: 'not_multiple_of', message: `The amount must be a multiple of ${interval}.` }
  }
  return null
}

/** Checks an offer request against the config, today's pay-date options and the promo codes. */
export function checkOfferRequest(
  params: OfferRequestParams,
  today: Date,
  config: CalculatorConfig = calculatorConfig,
): OfferRequestCheck {
  const violations: Violation[] = []
  const amount = amountViolation(params.sequence_type, params.amount, config)
  if (amount) violations.push(amount)

  if (!isPayDateOption(params.payCycle, params.payDates, today)) {
    violations.push({
      propertyPath: 'payDates',
      status: 'invalid_pay_date',
      message: `${params.payDates} is not one of today's ${params.payCycle} pay-date options.`,
    })
  }

  let discount: Discount = NO_DISCOUNT
  if (params.promoName !== undefined) {
    const promo = findPromoCode(params.promoName)
    if (!promo) {
      violations.push({ propertyPath: 'promoName', status: 'invalid_promo_code', message: 'The promo code does not exist.' })
    } else if (!promo.sequenceTypes.includes(params.sequence_type)) {
      violations.push({
        propertyPath: 'promoName',
        status: 'invalid_promo_code',
        message: `The promo code does not apply to ${params.sequence_type} loans.`,
      })
    } else {
      discount = promo.discount
    }
  }

  return violations.length > 0 ? { ok: false, violations } : { ok: true, discount }
}
