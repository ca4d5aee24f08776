import { describe, expect, it } from 'vitest'
import { decide, defaultOfferedAmount, roundDownTo, type DecisionFacts } from '../../server/applications/decide'
import { steeringByAmount, steeringByEmail, steeringOf } from '../../server/applications/steering'

const base: DecisionFacts = {
  amount: 3000,
  age: 30,
  blacklisted: false,
  monthlyIncome: 20000,
  closedLoansCount: 0,
  available: 5000,
  minAmount: 1000,
  interval: 100,
}

describe('decide (docs/API.md "Decisions")', () => {
  it('rejects the under-aged and the blacklisted', () => {
    expect(decide({ ...base, age: 17 })).toMatchObject({ outcome: 'rejected', reason: 'under_age' })
    expect(decide({ ...base, blacklisted: true })).toMatchObject({ outcome: 'rejected', reason: 'blacklisted' })
  })

  it('decreases an amount above 40% of the monthly income to the largest amount within it, on the step', () => {
    // 40% of 7 250 is 2 900.
    expect(decide({ ...base, amount: 4000, monthlyIncome: 7250 })).toEqual({
      outcome: 'yhat_decrease',
      offeredAmount: 2900,
      reason: 'amount_above_income_share',
    })
    // Exactly 40% is within.
    expect(decide({ ...base, amount: 2900, monthlyIncome: 7250 }).outcome).toBe('accepted')
  })

  it('rejects when even the smallest amount is above 40% of the income', () => {
    expect(decide({ ...base, monthlyIncome: 2000 })).toMatchObject({ outcome: 'rejected', reason: 'income_too_low' })
  })

  it('offers a repeated client asking less than available an increase, capped by the income share', () => {
    expect(decide({ ...base, closedLoansCount: 1, available: 10000, monthlyIncome: null })).toEqual({
      outcome: 'yhat_increase',
      offeredAmount: 10000,
      reason: 'good_history',
    })
    expect(decide({ ...base, closedLoansCount: 1, available: 10000, monthlyIncome: 15000 })).toMatchObject({
      outcome: 'yhat_increase',
      offeredAmount: 6000,
    })
    expect(decide({ ...base, closedLoansCount: 1, amount: 10000, available: 10000, monthlyIncome: null }).outcome).toBe(
      'accepted',
    )
  })

  it('sends a first loan with unknown income to manual verification, accepts one with known income', () => {
    expect(decide({ ...base, monthlyIncome: null })).toMatchObject({ outcome: 'manual_verification', reason: 'income_unknown' })
    expect(decide(base)).toEqual({ outcome: 'accepted', reason: 'within_rules' })
  })

  it('decides on the rest when the age is unknown', () => {
    expect(decide({ ...base, age: null }).outcome).toBe('accepted')
  })

  it('rounds down to the step and fills steered offers', () => {
    expect(roundDownTo(2999, 100)).toBe(2900)
    expect(defaultOfferedAmount('yhat_increase', 3000, 5000, 1000, 100)).toBe(5000)
    expect(defaultOfferedAmount('yhat_increase', 5000, 5000, 1000, 100)).toBe(5100)
    expect(defaultOfferedAmount('yhat_decrease', 3000, 5000, 1000, 100)).toBe(1500)
    expect(defaultOfferedAmount('special_offer', 1000, 5000, 1000, 100)).toBe(1000)
    expect(defaultOfferedAmount('accepted', 3000, 5000, 1000, 100)).toBeUndefined()
  })
})

describe('QA test data', () => {
  it('reads the +tag of the e-mail', () => {
    expect(steeringByEmail('qa+reject@example.mx')?.outcome).toBe('rejected')
    expect(steeringByEmail('QA+Increase@example.mx')?.outcome).toBe('yhat_increase')
    expect(steeringByEmail('qa+error@example.mx')?.outcome).toBe('decision_error')
    expect(steeringByEmail('qa+other@example.mx')).toBeNull()
    expect(steeringByEmail('qa@example.mx')).toBeNull()
  })

  it('reads the 1 100–1 700 amount markers, and only those', () => {
    expect([1100, 1200, 1300, 1400, 1500, 1600, 1700].map((amount) => steeringByAmount(amount)?.outcome)).toEqual([
      'rejected',
      'manual_verification',
      'yhat_increase',
      'yhat_decrease',
      'special_offer',
      'decision_error',
      'accepted',
    ])
    expect(steeringByAmount(1000)).toBeNull()
    expect(steeringByAmount(2100)).toBeNull()
  })

  it('lets the e-mail tag win over the amount marker', () => {
    expect(steeringOf('qa+accept@example.mx', 1100)?.outcome).toBe('accepted')
  })
})
