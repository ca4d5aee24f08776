import { describe, expect, it } from 'vitest'
import { EMPLOYMENT_STATUS_KEYS } from '../../server/reference/employment'
import { isNoJobStatus, NO_JOB_STATUSES, withoutJobFields } from '../../src/domain/employment'

describe('the no-job rule', () => {
  it.each([
    ['unemployed', true],
    ['housework', true],
    ['student', true],
    ['retired', true],
    [' unemployed ', true],
    ['employed_full_time', false],
    ['employed_part_time', false],
    ['self_employed', false],
    ['business_owner', false],
    ['', false],
    ['Unemployed', false],
  ])('%s is a status without a job: %s', (status, noJob) => {
    expect(isNoJobStatus(status)).toBe(noJob)
  })

  it("names only statuses of the ERP's list", () => {
    for (const status of NO_JOB_STATUSES) expect(EMPLOYMENT_STATUS_KEYS).toContain(status)
  })

  it('drops the employer, position and work phone of a person without a job, and only hers', () => {
    const form = {
      employmentStatus: 'student',
      position: 'university',
      companyName: 'UNAM',
      workPhone: '5512345678',
      monthlyIncome: '3000',
    }
    expect(withoutJobFields(form)).toEqual({ ...form, position: '', companyName: '', workPhone: '' })
    const employed = { ...form, employmentStatus: 'employed_full_time' }
    expect(withoutJobFields(employed)).toBe(employed)
  })
})
