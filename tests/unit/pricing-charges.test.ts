import { describe, expect, it } from 'vitest'
import {
  chargesFor,
  divideRoundHalfUp,
  EXTENSION_DAYS,
  extensionsOf,
  isSequenceType,
  PRICE_LISTS,
  SEQUENCE_TYPES,
  toCents,
  toPesos,
  VAT_BP,
} from '../../src/domain/pricing'
import { fromWireDate } from '../../src/domain/dates'

describe('the price list (docs/PRICING.md)', () => {
  it('per sequence type: interest a day, service fee, processing, withdrawal and invoicing fees', () => {
    expect(SEQUENCE_TYPES).toEqual(['first', 'repeated', 'additional'])
    expect(PRICE_LISTS).toEqual({
      first: { interestPerDayBp: 100, serviceFeeBp: 300, processingFeeCents: 5000, withdrawalFeeCents: 0, invoicingFeeCents: 0 },
      repeated: {
        interestPerDayBp: 80,
        serviceFeeBp: 200,
        processingFeeCents: 3000,
        withdrawalFeeCents: 0,
        invoicingFeeCents: 0,
      },
      additional: {
        interestPerDayBp: 90,
        serviceFeeBp: 250,
        processingFeeCents: 4000,
        withdrawalFeeCents: 0,
        invoicingFeeCents: 0,
      },
    })
    expect(VAT_BP).toBe(1600)
    expect(EXTENSION_DAYS).toEqual([7, 14, 30])
    expect(isSequenceType('repeated')).toBe(true)
    expect(isSequenceType('second')).toBe(false)
  })
})

describe('the rounding rule: integer centavos, each rated figure rounded once, halves up', () => {
  it('rounds a quotient to the nearest integer, halves up', () => {
    expect(divideRoundHalfUp(10, 4)).toBe(3) // 2.5
    expect(divideRoundHalfUp(9, 4)).toBe(2) // 2.25
    expect(divideRoundHalfUp(11, 4)).toBe(3) // 2.75
    expect(divideRoundHalfUp(925_650, 100)).toBe(9257) // 9256.5
    expect(divideRoundHalfUp(0, 7)).toBe(0)
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(-1, 2)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError)
  })

  it('moves between pesos and centavos without float drift', () => {
    expect(toCents(123.45)).toBe(12345)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toPesos(12345)).toBe(123.45)
    expect(() => toCents(1.005)).toThrow(RangeError) // not a whole number of centavos
  })
})

describe('chargesFor: the charges of one term, in centavos', () => {
  it('$1234 first loan for 9 days: every figure rounded once, the total an exact sum', () => {
    // interest    = 123 400 ¢ × 1.00% × 9 = 11 106 ¢ (exact)
    // service fee = 123 400 ¢ × 3%         =  3 702 ¢
    // processing  = 5 000 ¢
    // IVA         = 16% × (11 106 + 3 702 + 5 000) = 16% × 19 808 = 3 169.28 → 3 169 ¢
    // total       = 123 400 + 19 808 + 3 169 = 146 377 ¢
    expect(chargesFor(123_400, 9, PRICE_LISTS.first)).toEqual({
      principal: 123_400,
      interest: 11_106,
      serviceFee: 3_702,
      processingFee: 5_000,
      withdrawalFee: 0,
      invoicingFee: 0,
      vat: 3_169,
      total: 146_377,
      totalWithoutVat: 143_208,
    })
  })

  it('rounds IVA to the nearest centavo (16% of whole centavos never ends in a half)', () => {
    // 16% × 19 811 ¢ = 3 169.76 → 3 170 ¢; 16% × 19 803 ¢ = 3 168.48 → 3 168 ¢
    const prices = { ...PRICE_LISTS.first, interestPerDayBp: 0, serviceFeeBp: 0 }
    expect(chargesFor(0, 0, { ...prices, processingFeeCents: 19_811 }).vat).toBe(3_170)
    expect(chargesFor(0, 0, { ...prices, processingFeeCents: 19_803 }).vat).toBe(3_168)
  })

  it('rounds a discounted half centavo up, from the exact product (one rounding, not two)', () => {
    // additional, $1100, 11 days, 15% off interest:
    // 110 000 ¢ × 0.90% × 11 × 85% = 9 256.5 ¢ → 9 257 ¢ ($92.57)
    expect(chargesFor(110_000, 11, PRICE_LISTS.additional, { interest: 15, serviceFee: 0 }).interest).toBe(9_257)
    // service fee 10% off: 110 000 ¢ × 2.5% × 90% = 2 475 ¢
    expect(chargesFor(110_000, 11, PRICE_LISTS.additional, { interest: 0, serviceFee: 10 }).serviceFee).toBe(2_475)
  })

  it('its parts always add up to the total', () => {
    for (const type of SEQUENCE_TYPES) {
      for (const principal of [100_000, 123_456, 1_000_000]) {
        for (const days of [7, 13, 37]) {
          const c = chargesFor(principal, days, PRICE_LISTS[type], { interest: 15, serviceFee: 10 })
          expect(c.principal + c.interest + c.serviceFee + c.processingFee + c.withdrawalFee + c.invoicingFee + c.vat).toBe(
            c.total,
          )
          expect(c.total - c.vat).toBe(c.totalWithoutVat)
        }
      }
    }
  })

  it('refuses a discount that is not a whole percentage 0..100, and a bad principal or term', () => {
    expect(() => chargesFor(100_000, 7, PRICE_LISTS.first, { interest: 101, serviceFee: 0 })).toThrow(RangeError)
    expect(() => chargesFor(100_000, 7, PRICE_LISTS.first, { interest: 0, serviceFee: 2.5 })).toThrow(RangeError)
    expect(() => chargesFor(100_000.5, 7, PRICE_LISTS.first)).toThrow(RangeError)
    expect(() => chargesFor(100_000, -1, PRICE_LISTS.first)).toThrow(RangeError)
  })
})

describe('extensionsOf: roll-overs of 7, 14 and 30 days', () => {
  it('cost the interest of the days plus the service fee at list rates, plus IVA', () => {
    // first, $3000 due 2026-03-30; service fee 3000 × 3% = 90
    //  7 days: 3000 × 1% × 7  = 210 + 90 = 300.00; IVA  48.00 →  348.00
    // 14 days: 3000 × 1% × 14 = 420 + 90 = 510.00; IVA  81.60 →  591.60
    // 30 days: 3000 × 1% × 30 = 900 + 90 = 990.00; IVA 158.40 → 1148.40
    expect(extensionsOf(300_000, fromWireDate('2026-03-30')!, PRICE_LISTS.first)).toEqual([
      { days: 7, endDate: '2026-04-06', amount: 348, amount_without_vat: 300 },
      { days: 14, endDate: '2026-04-13', amount: 591.6, amount_without_vat: 510 },
      { days: 30, endDate: '2026-04-29', amount: 1148.4, amount_without_vat: 990 },
    ])
  })

  it('round their IVA to the centavo', () => {
    // additional, $1100: 7 days 1100 × 0.9% × 7 = 69.30 + 27.50 = 96.80; IVA 15.488 → 15.49 → 112.29
    expect(extensionsOf(110_000, fromWireDate('2026-03-26')!, PRICE_LISTS.additional)[0]).toEqual({
      days: 7,
      endDate: '2026-04-02',
      amount: 112.29,
      amount_without_vat: 96.8,
    })
  })
})
