import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountToSettle, daysUsed, PRICE_LISTS, type ContractTerms } from '../../src/domain/pricing'
import { fromWireDate } from '../../src/domain/dates'

function day(wire: string): Date {
  const date = fromWireDate(wire)
  if (!date) throw new Error(`not a date: ${wire}`)
  return date
}

const firstLoan = (pesos: number, termDays: number): ContractTerms => ({
  principalCents: pesos * 100,
  termDays,
  prices: PRICE_LISTS.first,
})

describe('the days the money was used: Mexico City calendar days since the payout, at least one', () => {
  it.each([
    ['2026-11-20', '2026-11-20', 1],
    ['2026-11-20', '2026-11-21', 1],
    ['2026-11-20', '2026-11-22', 2],
    ['2026-11-25', '2026-12-05', 10],
    ['2026-12-28', '2027-01-04', 7],
    ['2028-02-27', '2028-03-01', 3],
  ])('paid out %s, paid %s: %i days', (payout, today, days) => {
    expect(daysUsed(day(payout), day(today))).toBe(days)
  })
})

describe('the amount that settles a loan early (worked by hand, docs/PRICING.md "Paying early")', () => {
  it.each([
    // $1000 first loan, 19-day term: interest 1% a day, service fee $30, processing $50, IVA 16%.
    ['first $1000, day 1 (paid the day it arrived)', firstLoan(1000, 19), 1, 0, 1104_40], // 1000 + 10 + 30 + 50 + 14.40
    ['first $1000, day 7', firstLoan(1000, 19), 7, 0, 1174_00], // 1000 + 70 + 80 + 24
    ['first $1000, day 19: the contract total', firstLoan(1000, 19), 19, 0, 1313_20], // 1000 + 190 + 80 + 43.20
    ['first $1000, day 25 (overdue): still the total', firstLoan(1000, 19), 25, 0, 1313_20],
    ['first $1000, day 7, $500 already paid', firstLoan(1000, 19), 7, 500_00, 674_00],
    ['first $1000, day 7, all but $1 paid', firstLoan(1000, 19), 7, 1173_00, 1_00],
    ['first $1000, day 7, more paid than owed today', firstLoan(1000, 19), 7, 1200_00, 0],
    // $3000 repeated loan: 0.8% a day, service fee 2% = $60, processing $30.
    [
      'repeated $3000, day 10 of 30',
      { principalCents: 3000_00, termDays: 30, prices: PRICE_LISTS.repeated },
      10,
      0,
      3382_80, // 3000 + 240 + 60 + 30 + 16% × 330 = 52.80
    ],
    // BIENVENIDA takes 20% off the interest: 5 days of $1000 = $50 → $40.
    [
      'first $1000 with 20% off the interest, day 5 of 19',
      { ...firstLoan(1000, 19), discount: { interest: 20, serviceFee: 0 } },
      5,
      0,
      1139_20, // 1000 + 40 + 30 + 50 + 16% × 120 = 19.20
    ],
    // Centavos: $1234.56 for 3 days: interest 37.0368 → 37.04, service fee 37.0368 → 37.04,
    // processing 50, IVA 16% × 124.08 = 19.8528 → 19.85.
    [
      'first $1234.56, day 3 (rounded once, halves up)',
      { principalCents: 1234_56, termDays: 15, prices: PRICE_LISTS.first },
      3,
      0,
      1378_49,
    ],
  ])('%s', (_, terms, days, paid, expected) => {
    expect(amountToSettle(terms as ContractTerms, days, paid)).toBe(expected)
  })

  it('refuses a contract without a term', () => {
    expect(() => amountToSettle(firstLoan(1000, 0), 1, 0)).toThrow(RangeError)
  })
})

const terms = fc.record({
  principalCents: fc.integer({ min: 100_00, max: 20_000_00 }),
  termDays: fc.integer({ min: 7, max: 62 }),
  prices: fc.constantFrom(PRICE_LISTS.first, PRICE_LISTS.repeated, PRICE_LISTS.additional),
  discount: fc.record({ interest: fc.integer({ min: 0, max: 100 }), serviceFee: fc.integer({ min: 0, max: 100 }) }),
})

describe('settling early: properties', () => {
  it('is never above what settles on the due date, and grows (never shrinks) with the days', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 100_00 }), (contract, days, paid) => {
        const today = amountToSettle(contract, days, paid)
        const tomorrow = amountToSettle(contract, days + 1, paid)
        const atDue = amountToSettle(contract, contract.termDays, paid)
        expect(today).toBeLessThanOrEqual(atDue)
        expect(tomorrow).toBeGreaterThanOrEqual(today)
      }),
    )
  })

  it('less is owed by exactly what was paid, down to nothing', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 90 }), fc.integer({ min: 0, max: 30_000_00 }), (contract, days, paid) => {
        const unpaid = amountToSettle(contract, days, 0)
        expect(amountToSettle(contract, days, paid)).toBe(Math.max(0, unpaid - paid))
      }),
    )
  })

  it('always covers the principal and the fees, whatever the day', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 90 }), (contract, days) => {
        expect(amountToSettle(contract, days, 0)).toBeGreaterThan(contract.principalCents + contract.prices.processingFeeCents)
      }),
    )
  })
})
