import { describe, expect, it } from 'vitest'
import { AMOUNT_RANGES, CAT_DISCLOSURE, TERM_DAYS } from '../../src/domain/facts'
import { annualPercentOfDaily, averageCat, LATE_ANNUAL_PERCENT, ordinaryAnnualPercent } from '../../src/domain/pricing'
import { calculatorConfig } from '../../server/calculator-config'
import { MIN_TERM_DAYS } from '../../src/domain/pay-dates'

describe('the product facts', () => {
  it('the CAT promedio is the CAT of a first loan of $3000 for 15 days, worked by hand in docs/PRICING.md', () => {
    expect(CAT_DISCLOSURE.representative).toEqual({ sequenceType: 'first', amount: 3000, termDays: 15 })
    expect(averageCat()).toBe(7336.3)
  })

  it('the CAT promedio is valid from the day it was calculated to a later day', () => {
    expect(CAT_DISCLOSURE.calculatedOn < CAT_DISCLOSURE.validUntil).toBe(true)
  })

  it.each([
    ['first', 360],
    ['repeated', 288],
    ['additional', 324],
  ] as const)('the annual ordinary rate of a %s loan is %d %% (the daily rate over 360 days)', (type, percent) => {
    expect(ordinaryAnnualPercent(type)).toBe(percent)
  })

  it('the annual moratorium rate is its daily rate over 360 days', () => {
    expect(annualPercentOfDaily(150)).toBe(540)
    expect(LATE_ANNUAL_PERCENT).toBe(360)
  })

  it('the calculator config the ERP serves is the facts’ amount limits', () => {
    expect(calculatorConfig.initialStates.new).toEqual({ minAmount: AMOUNT_RANGES.first.min, maxAmount: AMOUNT_RANGES.first.max })
    expect(calculatorConfig.amountLimits.minAdditionLoan).toBe(AMOUNT_RANGES.additional.min)
    expect(AMOUNT_RANGES).toEqual({
      first: { min: 1000, max: 5000 },
      repeated: { min: 1000, max: 10000 },
      additional: { min: 500, max: 10000 },
    })
  })

  it('the pay dates use the facts’ shortest term', () => {
    expect(MIN_TERM_DAYS).toBe(TERM_DAYS.min)
    expect(TERM_DAYS).toEqual({ min: 7, max: 37 })
  })
})
