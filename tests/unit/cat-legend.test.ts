import { describe, expect, it } from 'vitest'
import { averageCatFigures, formatCat, formatRate, offerRateFigures } from '../../src/domain/cat-legend'

const NONE = { interest: 0, serviceFee: 0 }

describe('the CAT legend’s figures', () => {
  it.each([
    [7336.3, '7336.3'],
    [1559, '1559.0'],
    [9446.7, '9446.7'],
    [0, '0.0'],
  ])('a CAT of %d reads %s: always one decimal', (percent, text) => {
    expect(formatCat(percent)).toBe(text)
  })

  it.each([
    [360, '360'],
    [288, '288'],
    [275.4, '275.4'],
    [33.333333, '33.33'],
    [0.5, '0.5'],
  ])('an annual rate of %d reads %s: whole when it is, else at most two decimals', (percent, text) => {
    expect(formatRate(percent)).toBe(text)
  })

  it('states the CAT promedio of the representative first loan ($3000, 15 days) and its dates as dd/mm/yyyy', () => {
    // (3590 / 3000)^(360/15) − 1 = 73.36296, worked by hand in docs/PRICING.md.
    expect(averageCatFigures()).toEqual({ average: '7336.3', calculatedOn: '01/11/2026', validUntil: '30/04/2027' })
  })

  it.each([
    // Daily interest over the 360-day year: 1.0 % → 360, 0.8 % → 288, 0.9 % → 324; late 1.0 % a day → 360.
    ['first', 7336.3, NONE, { cat: '7336.3', ordinary: '360', late: '360' }],
    ['repeated', 1559.3, NONE, { cat: '1559.3', ordinary: '288', late: '360' }],
    ['additional', 2000, NONE, { cat: '2000.0', ordinary: '324', late: '360' }],
    // A promo code's 20 % off the interest: 360 × 0.8 = 288; 15 % off an additional loan's: 324 × 0.85 = 275.4.
    ['first', 9446.7, { interest: 20, serviceFee: 0 }, { cat: '9446.7', ordinary: '288', late: '360' }],
    ['additional', 2000, { interest: 15, serviceFee: 0 }, { cat: '2000.0', ordinary: '275.4', late: '360' }],
    // A service-fee discount leaves the interest rate as it is.
    ['repeated', 1500, { interest: 0, serviceFee: 10 }, { cat: '1500.0', ordinary: '288', late: '360' }],
  ] as const)('a %s offer with a CAT of %d and discount %o states %o', (sequenceType, apr, discount, figures) => {
    expect(offerRateFigures({ sequenceType, apr, discount })).toEqual(figures)
  })
})
