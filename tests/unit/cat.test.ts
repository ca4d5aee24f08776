import { describe, expect, it } from 'vitest'
import { annualRate, catOfSingleRepayment, DAYS_PER_YEAR, toPercentOneDecimal, type CashFlow } from '../../src/domain/pricing'

/** Σ F_j / (1 + i)^(days_j / 360): zero at the CAT. */
function presentValue(flows: CashFlow[], rate: number): number {
  return flows.reduce((sum, { days, amount }) => sum + amount / (1 + rate) ** (days / DAYS_PER_YEAR), 0)
}

describe('CAT: the annual rate of return of the borrower’s flows (Banxico), t = days / 360', () => {
  it('uses a 360-day year', () => {
    expect(DAYS_PER_YEAR).toBe(360)
  })

  it('a first loan of $3000 repaid with $3590 without IVA after 15 days: 7336.3%', () => {
    // 3000 = 3590 / (1 + i)^(15/360)
    // 1 + i = (3590 / 3000)^(360/15) = 1.1966667^24
    // ln 1.1966667 = 0.1795399; × 24 = 4.3089579; e^4.3089579 = 74.36296
    // i = 73.36296 → 7336.3%
    const flows = [
      { days: 0, amount: 3000 },
      { days: 15, amount: -3590 },
    ]
    const rate = annualRate(flows)
    expect(rate).toBeCloseTo(73.36296, 4)
    expect(presentValue(flows, rate)).toBeCloseTo(0, 8)
    expect(catOfSingleRepayment(3000, 3590, 15)).toBe(7336.3)
  })

  it('a repeated loan of $8000 repaid with $10110 without IVA after 30 days: 1559.3%', () => {
    // 1 + i = (10110 / 8000)^(360/30) = 1.26375^12; ln 1.26375 = 0.2340835; × 12 = 2.8090019
    // e^2.8090019 = 16.593348 → i = 15.593348 → 1559.3%
    expect(
      annualRate([
        { days: 0, amount: 8000 },
        { days: 30, amount: -10110 },
      ]),
    ).toBeCloseTo(15.593348, 5)
    expect(catOfSingleRepayment(8000, 10110, 30)).toBe(1559.3)
  })

  it('solves several repayments: $1000 repaid with $550 after 180 and after 360 days: 13.6%', () => {
    // With v = (1 + i)^(-1/2): 1000 = 550 v + 550 v², so v² + v − 1.8181818 = 0
    // v = (−1 + √(1 + 4 × 1.8181818)) / 2 = (−1 + 2.8762349) / 2 = 0.9381175
    // 1 + i = 1 / v² = 1.1362805 → i = 13.628%
    const rate = annualRate([
      { days: 0, amount: 1000 },
      { days: 180, amount: -550 },
      { days: 360, amount: -550 },
    ])
    expect(rate).toBeCloseTo(0.1362805, 6)
    expect(toPercentOneDecimal(rate)).toBe(13.6)
  })

  it('is 0 for a loan that costs nothing and negative for one repaid with less', () => {
    expect(
      annualRate([
        { days: 0, amount: 1000 },
        { days: 30, amount: -1000 },
      ]),
    ).toBeCloseTo(0, 10)
    expect(
      annualRate([
        { days: 0, amount: 1000 },
        { days: 360, amount: -900 },
      ]),
    ).toBeCloseTo(-0.1, 10)
  })

  it('stays finite and exact for astronomical rates: doubling the money in one day', () => {
    // 1 + i = 2^360 ≈ 2.35e108
    const rate = annualRate([
      { days: 0, amount: 1000 },
      { days: 1, amount: -2000 },
    ])
    expect(Math.log1p(rate) / Math.log(2)).toBeCloseTo(360, 8)
  })

  it('does not depend on the order of the flows and grows with the cost', () => {
    const a = annualRate([
      { days: 15, amount: -3590 },
      { days: 0, amount: 3000 },
    ])
    expect(a).toBeCloseTo(
      annualRate([
        { days: 0, amount: 3000 },
        { days: 15, amount: -3590 },
      ]),
      10,
    )
    expect(catOfSingleRepayment(3000, 3591, 15)).toBeGreaterThan(catOfSingleRepayment(3000, 3590, 15))
    expect(catOfSingleRepayment(3000, 3590, 16)).toBeLessThan(catOfSingleRepayment(3000, 3590, 15))
  })

  it('refuses flows that have no rate of return', () => {
    expect(() => annualRate([{ days: 0, amount: 1000 }])).toThrow(RangeError)
    expect(() =>
      annualRate([
        { days: 0, amount: 1000 },
        { days: 30, amount: 100 },
      ]),
    ).toThrow(RangeError)
    expect(() =>
      annualRate([
        { days: 0, amount: -1000 },
        { days: 30, amount: -100 },
      ]),
    ).toThrow(RangeError)
  })

  it('rounds the percentage to one decimal', () => {
    expect(toPercentOneDecimal(73.36296)).toBe(7336.3)
    expect(toPercentOneDecimal(0.12345)).toBe(12.3)
    expect(toPercentOneDecimal(0.12356)).toBe(12.4)
  })
})
