import type { Discount, SequenceType } from '../../src/domain/pricing'

/**
 * The promo codes the offer arithmetic accepts as `promoName`, with the percentage
 * each takes off the interest and the service fee (the offer's `discount`). They are not stored
 * yet, so they have no validity dates or usage limits; docs/PRICING.md lists them.
 */
export interface PromoCode {
  name: string
  discount: Discount
  /** The loans it applies to. */
  sequenceTypes: readonly SequenceType[]
}

export const PROMO_CODES: readonly PromoCode[] = [
  // Welcome: 20% off the interest of a first loan.
  { name: 'BIENVENIDA', discount: { interest: 20, serviceFee: 0 }, sequenceTypes: ['first'] },
  // Referral: 10% off the service fee of any loan.
  { name: 'AMIGO10', discount: { interest: 0, serviceFee: 10 }, sequenceTypes: ['first', 'repeated', 'additional'] },
  // Loyalty: 15% off the interest of a repeated or additional loan.
  { name: 'CLIENTEFIEL', discount: { interest: 15, serviceFee: 0 }, sequenceTypes: ['repeated', 'additional'] },
]

/** The promo code with this name, ignoring case and surrounding spaces; undefined when unknown. */
export function findPromoCode(name: string): PromoCode | undefined {
  const wanted = name.trim().toUpperCase()
  return PROMO_CODES.find((code) => code.name === wanted)
}
