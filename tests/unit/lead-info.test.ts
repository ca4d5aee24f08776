import { describe, expect, it } from 'vitest'
import { leadNextPayDate } from '../../src/domain/lead-info'

const today = new Date(2026, 10, 21) // Saturday 21 November 2026

describe('leadNextPayDate (lead info: financialSecurity.salaryCycle.next)', () => {
  it('is the next day of the month for a monthly pay day, in the next month once it has passed', () => {
    expect(leadNextPayDate('monthly', '25', today)).toEqual(new Date(2026, 10, 25))
    expect(leadNextPayDate('monthly', '5', today)).toEqual(new Date(2026, 11, 5))
  })
  it('is the nearer day of a semi-monthly pair', () => {
    expect(leadNextPayDate('semi_monthly', '15,30', today)).toEqual(new Date(2026, 10, 30))
    expect(leadNextPayDate('semi_monthly', '5,20', today)).toEqual(new Date(2026, 11, 5))
  })
  it('is the chosen date itself for a weekly or biweekly cycle', () => {
    expect(leadNextPayDate('weekly', '2026-11-24', today)).toEqual(new Date(2026, 10, 24))
    expect(leadNextPayDate('biweekly', '2026-12-01', today)).toEqual(new Date(2026, 11, 1))
  })
  it('is null for a pay day that is not one of the options', () => {
    expect(leadNextPayDate('weekly', '2026-12-24', today)).toBeNull()
    expect(leadNextPayDate('semi_monthly', '1,2', today)).toBeNull()
  })
})
