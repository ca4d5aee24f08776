import { addDays, differenceInCalendarDays, getDaysInMonth } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { fromWireDate, toWireDate } from '../../src/domain/dates'
import {
  clampedDay,
  defaultPayDate,
  findPayDateOption,
  MIN_TERM_DAYS,
  PAY_CYCLES,
  payDateOptions,
  repaymentDates,
  savedPayDay,
  type PayCycle,
} from '../../src/domain/pay-dates'

/** A calendar day from yyyy-mm-dd, in the local time zone like the module's dates. */
function day(wire: string): Date {
  const date = fromWireDate(wire)
  if (!date) throw new Error(`bad test date ${wire}`)
  return date
}

/** Options as [value, label, yyyy-mm-dd] rows, easy to compare with a table. */
function table(cycle: PayCycle, today: string): [string, string, string][] {
  return payDateOptions(cycle, day(today)).map((option) => [option.value, option.label, toWireDate(option.date)])
}

function dated(cycle: PayCycle, today: string): Record<string, string> {
  return Object.fromEntries(table(cycle, today).map(([value, , date]) => [value, date]))
}

describe('weekly and biweekly options: the next 7 or 14 days', () => {
  it('weekly: tomorrow to a week from today, valued and dated yyyy-mm-dd, labelled dd/mm/yyyy', () => {
    expect(table('weekly', '2026-03-15')).toEqual([
      ['2026-03-16', '16/03/2026', '2026-03-16'],
      ['2026-03-17', '17/03/2026', '2026-03-17'],
      ['2026-03-18', '18/03/2026', '2026-03-18'],
      ['2026-03-19', '19/03/2026', '2026-03-19'],
      ['2026-03-20', '20/03/2026', '2026-03-20'],
      ['2026-03-21', '21/03/2026', '2026-03-21'],
      ['2026-03-22', '22/03/2026', '2026-03-22'],
    ])
  })

  it('biweekly: the next 14 days', () => {
    const options = table('biweekly', '2026-03-15')
    expect(options).toHaveLength(14)
    expect(options[0]).toEqual(['2026-03-16', '16/03/2026', '2026-03-16'])
    expect(options[13]).toEqual(['2026-03-29', '29/03/2026', '2026-03-29'])
  })

  it('runs over month and year ends, and over February 29 in a leap year', () => {
    expect(table('weekly', '2026-12-28').map(([value]) => value)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ])
    expect(table('weekly', '2028-02-26').map(([value]) => value)).toContain('2028-02-29')
    expect(
      table('weekly', '2027-02-26')
        .map(([value]) => value)
        .slice(0, 3),
    ).toEqual(['2027-02-27', '2027-02-28', '2027-03-01'])
  })

  it('ignores the time of today', () => {
    expect(payDateOptions('weekly', new Date(2026, 2, 15, 23, 59))).toEqual(payDateOptions('weekly', day('2026-03-15')))
  })
})

describe('monthly options: one per day 1..31, labelled with its number', () => {
  it('values and labels are the running numbers 1..31', () => {
    const options = table('monthly', '2026-04-15')
    expect(options.map(([value]) => value)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)))
    expect(options.map(([, label]) => label)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)))
  })

  it("dates each day at its next occurrence after today, clamped to a 30-day month's end", () => {
    const dates = dated('monthly', '2026-04-15')
    expect(dates['1']).toBe('2026-05-01')
    expect(dates['15']).toBe('2026-05-15') // today's own day is next month's
    expect(dates['16']).toBe('2026-04-16')
    expect(dates['30']).toBe('2026-04-30')
    expect(dates['31']).toBe('2026-04-30') // April has 30 days
  })

  it('clamps the 29th, 30th and 31st to February 28 in a common year', () => {
    const dates = dated('monthly', '2027-01-31')
    expect(dates['1']).toBe('2027-02-01')
    expect([dates['28'], dates['29'], dates['30'], dates['31']]).toEqual(['2027-02-28', '2027-02-28', '2027-02-28', '2027-02-28'])
  })

  it('clamps the 30th and 31st to February 29 in a leap year, keeping the 28th and 29th', () => {
    const dates = dated('monthly', '2028-01-31')
    expect([dates['28'], dates['29'], dates['30'], dates['31']]).toEqual(['2028-02-28', '2028-02-29', '2028-02-29', '2028-02-29'])
  })

  it("moves to March when today is February's last day", () => {
    const dates = dated('monthly', '2027-02-28')
    expect([dates['27'], dates['28'], dates['30'], dates['31']]).toEqual(['2027-03-27', '2027-03-28', '2027-03-30', '2027-03-31'])
  })

  it('crosses the year end', () => {
    const dates = dated('monthly', '2026-12-20')
    expect([dates['5'], dates['20'], dates['21'], dates['31']]).toEqual(['2027-01-05', '2027-01-20', '2026-12-21', '2026-12-31'])
  })
})

describe('semi-monthly options: the pairs 5/20, 10/25, 13/28, 14/29, 15/30', () => {
  it('values are the two days comma-joined, labels a/b, dates the next of the two', () => {
    expect(table('semi_monthly', '2026-03-15')).toEqual([
      ['5,20', '5/20', '2026-03-20'],
      ['10,25', '10/25', '2026-03-25'],
      ['13,28', '13/28', '2026-03-28'],
      ['14,29', '14/29', '2026-03-29'],
      ['15,30', '15/30', '2026-03-30'], // the 15th is today, so the 30th is next
    ])
  })

  it('clamps the 29th and 30th to February 28 in a common year', () => {
    expect(dated('semi_monthly', '2027-02-14')).toEqual({
      '5,20': '2027-02-20',
      '10,25': '2027-02-25',
      '13,28': '2027-02-28',
      '14,29': '2027-02-28',
      '15,30': '2027-02-15',
    })
  })

  it('clamps the 30th to February 29 in a leap year and keeps the 29th', () => {
    expect(dated('semi_monthly', '2028-02-15')).toMatchObject({
      '13,28': '2028-02-28',
      '14,29': '2028-02-29',
      '15,30': '2028-02-29',
    })
  })

  it('crosses the year end', () => {
    expect(dated('semi_monthly', '2026-12-26')).toEqual({
      '5,20': '2027-01-05',
      '10,25': '2027-01-10',
      '13,28': '2026-12-28',
      '14,29': '2026-12-29',
      '15,30': '2026-12-30',
    })
  })

  it('clampedDay keeps days that exist and clamps those that do not', () => {
    expect(toWireDate(clampedDay(day('2027-02-01'), 30))).toBe('2027-02-28')
    expect(toWireDate(clampedDay(day('2028-02-10'), 31))).toBe('2028-02-29')
    expect(toWireDate(clampedDay(day('2026-04-30'), 15))).toBe('2026-04-15')
  })
})

describe('findPayDateOption: only today’s options are valid', () => {
  const today = day('2026-03-15')
  it.each<[PayCycle, string]>([
    ['weekly', '2026-03-16'],
    ['weekly', '2026-03-22'],
    ['biweekly', '2026-03-29'],
    ['monthly', '1'],
    ['monthly', '31'],
    ['semi_monthly', '14,29'],
  ])('%s %s is an option', (cycle, value) => {
    expect(findPayDateOption(cycle, value, today)?.value).toBe(value)
  })

  it.each<[PayCycle, string]>([
    ['weekly', '2026-03-15'], // today
    ['weekly', '2026-03-23'], // eight days ahead
    ['biweekly', '2026-03-30'],
    ['weekly', '2026-3-16'],
    ['monthly', '0'],
    ['monthly', '32'],
    ['monthly', '01'],
    ['monthly', '15,30'],
    ['semi_monthly', '15,31'],
    ['semi_monthly', '30,15'],
    ['semi_monthly', '2026-03-20'],
    ['weekly', ''],
  ])('%s %j is not', (cycle, value) => {
    expect(findPayDateOption(cycle, value, today)).toBeUndefined()
  })
})

describe('the default pay date', () => {
  const today = day('2026-03-15')

  it('is the first option when nothing is known of the client', () => {
    expect(defaultPayDate('weekly', today)).toBe('2026-03-16')
    expect(defaultPayDate('monthly', today)).toBe('1')
    expect(defaultPayDate('semi_monthly', today)).toBe('5,20')
  })

  it('is the second option when the client has a saved salary cycle', () => {
    expect(defaultPayDate('weekly', today, { hasSavedSalaryCycle: true })).toBe('2026-03-17')
    expect(defaultPayDate('monthly', today, { hasSavedSalaryCycle: true })).toBe('2')
    expect(defaultPayDate('semi_monthly', today, { hasSavedSalaryCycle: true })).toBe('10,25')
  })

  it("is the client's next pay date when it is known, even with a saved salary cycle", () => {
    const known = (wire: string) => ({ nextPayDate: day(wire), hasSavedSalaryCycle: true })
    // A weekly or biweekly pay date, past or future, fixes the weekday phase.
    expect(defaultPayDate('weekly', today, known('2026-03-06'))).toBe('2026-03-20')
    expect(defaultPayDate('weekly', today, known('2026-04-02'))).toBe('2026-03-19')
    expect(defaultPayDate('biweekly', today, known('2026-03-06'))).toBe('2026-03-20')
    expect(defaultPayDate('biweekly', today, known('2026-03-13'))).toBe('2026-03-27')
    expect(defaultPayDate('monthly', today, known('2026-04-15'))).toBe('15')
    expect(defaultPayDate('semi_monthly', today, known('2026-03-30'))).toBe('15,30')
    expect(defaultPayDate('semi_monthly', today, known('2026-04-05'))).toBe('5,20')
    // February 29 stands for the 29th; February 28 is first of all the 28th.
    expect(defaultPayDate('semi_monthly', today, known('2028-02-29'))).toBe('14,29')
    expect(defaultPayDate('semi_monthly', today, known('2027-02-28'))).toBe('13,28')
  })

  it('is the pay days the client declared, for the declared cycle, before anything else', () => {
    const declared = (cycle: PayCycle, value: string) => ({ saved: { cycle, value }, hasSavedSalaryCycle: true })
    // Quincenal 15/30, not the second pair (10/25): the pay days saved at the employment step.
    expect(defaultPayDate('semi_monthly', today, declared('semi_monthly', '15,30'))).toBe('15,30')
    expect(defaultPayDate('semi_monthly', today, declared('semi_monthly', '5,20'))).toBe('5,20')
    expect(defaultPayDate('monthly', today, declared('monthly', '31'))).toBe('31')
    // A weekly or biweekly pay date fixes the weekday phase, whatever its week.
    expect(defaultPayDate('biweekly', today, declared('biweekly', '2026-02-20'))).toBe('2026-03-20')
    expect(defaultPayDate('weekly', today, declared('weekly', '2026-03-12'))).toBe('2026-03-19')
    // Before a next pay date that says otherwise.
    expect(defaultPayDate('semi_monthly', today, { ...declared('semi_monthly', '15,30'), nextPayDate: day('2026-03-20') })).toBe(
      '15,30',
    )
    // Another cycle than the declared one: the declared days say nothing about it.
    expect(defaultPayDate('monthly', today, declared('semi_monthly', '15,30'))).toBe('2')
  })

  it('falls back when the known pay date is on none of the options', () => {
    expect(defaultPayDate('semi_monthly', today, { nextPayDate: day('2026-03-07') })).toBe('5,20')
    expect(defaultPayDate('semi_monthly', today, { nextPayDate: day('2026-03-07'), hasSavedSalaryCycle: true })).toBe('10,25')
    expect(defaultPayDate('weekly', today, { nextPayDate: null })).toBe('2026-03-16')
  })
})

describe("the declared pay days, read from the profile's salaryCycle and payDate", () => {
  it.each<[unknown, Parameters<typeof savedPayDay>[1], ReturnType<typeof savedPayDay>]>([
    ['semi_monthly', { semiMonthlyPayDates: [15, 30] }, { cycle: 'semi_monthly', value: '15,30' }],
    ['semi_monthly', { semiMonthlyPayDates: [15, 31] }, null], // not one of the pairs
    ['semi_monthly', { semiMonthlyPayDates: null }, null],
    ['monthly', { dateOfMonth: 31 }, { cycle: 'monthly', value: '31' }],
    ['monthly', { dateOfMonth: 0 }, null],
    ['biweekly', { referenceDate: '2025-02-07' }, { cycle: 'biweekly', value: '2025-02-07' }],
    ['weekly', { referenceDate: '07/02/2025' }, null], // not a wire date
    [null, { referenceDate: '2025-02-07' }, null],
    ['quincenal', { semiMonthlyPayDates: [15, 30] }, null],
  ])('%s with %j: %j', (cycle, payDate, expected) => {
    expect(savedPayDay(cycle, payDate)).toEqual(expected)
  })
})

describe('repayment dates: due on the first pay date at least 7 days away', () => {
  function dates(cycle: PayCycle, value: string, today: string) {
    const found = repaymentDates(cycle, value, day(today))
    return found && { term: found.term, first: found.first_repayment_option, second: found.second_repayment_option }
  }

  it('the minimum term is 7 days', () => {
    expect(MIN_TERM_DAYS).toBe(7)
  })

  it('weekly: a pay day sooner than 7 days is skipped for the one a week later', () => {
    expect(dates('weekly', '2026-03-18', '2026-03-15')).toEqual({ term: 10, first: '2026-03-25', second: '2026-04-01' })
    expect(dates('weekly', '2026-03-22', '2026-03-15')).toEqual({ term: 7, first: '2026-03-22', second: '2026-03-29' })
    expect(dates('weekly', '2026-03-16', '2026-03-15')).toEqual({ term: 8, first: '2026-03-23', second: '2026-03-30' })
  })

  it('biweekly: a pay day 7 or more days away is the due date', () => {
    expect(dates('biweekly', '2026-03-20', '2026-03-15')).toEqual({ term: 19, first: '2026-04-03', second: '2026-04-17' })
    expect(dates('biweekly', '2026-03-22', '2026-03-15')).toEqual({ term: 7, first: '2026-03-22', second: '2026-04-05' })
    expect(dates('biweekly', '2026-03-29', '2026-03-15')).toEqual({ term: 14, first: '2026-03-29', second: '2026-04-12' })
  })

  it('monthly: the day next month when this month’s is too close, clamped to the month’s end', () => {
    expect(dates('monthly', '10', '2026-04-10')).toEqual({ term: 30, first: '2026-05-10', second: '2026-06-10' })
    expect(dates('monthly', '20', '2026-04-10')).toEqual({ term: 10, first: '2026-04-20', second: '2026-05-20' })
    expect(dates('monthly', '31', '2027-01-25')).toEqual({ term: 34, first: '2027-02-28', second: '2027-03-31' })
    expect(dates('monthly', '31', '2028-01-25')).toEqual({ term: 35, first: '2028-02-29', second: '2028-03-31' })
    expect(dates('monthly', '5', '2026-12-20')).toEqual({ term: 16, first: '2027-01-05', second: '2027-02-05' })
  })

  it('semi-monthly: the next of the pair at least 7 days away, the other one after it', () => {
    expect(dates('semi_monthly', '15,30', '2026-03-15')).toEqual({ term: 15, first: '2026-03-30', second: '2026-04-15' })
    expect(dates('semi_monthly', '14,29', '2027-02-10')).toEqual({ term: 18, first: '2027-02-28', second: '2027-03-14' })
    expect(dates('semi_monthly', '14,29', '2028-02-10')).toEqual({ term: 19, first: '2028-02-29', second: '2028-03-14' })
    expect(dates('semi_monthly', '5,20', '2026-12-26')).toEqual({ term: 10, first: '2027-01-05', second: '2027-01-20' })
  })

  it('is null for a value that is not one of today’s options', () => {
    expect(repaymentDates('weekly', '2026-03-15', day('2026-03-15'))).toBeNull()
    expect(repaymentDates('biweekly', '2026-03-30', day('2026-03-15'))).toBeNull()
    expect(repaymentDates('monthly', '32', day('2026-03-15'))).toBeNull()
    expect(repaymentDates('semi_monthly', '15', day('2026-03-15'))).toBeNull()
  })

  it('for every option of every day of 2026 to 2028: a pay date 7 to 45 days away, then a later one', () => {
    const problems: string[] = []
    for (let today = day('2026-01-01'); today <= day('2028-12-31'); today = addDays(today, 1)) {
      for (const cycle of PAY_CYCLES) {
        for (const option of payDateOptions(cycle, today)) {
          const where = `${cycle} ${option.value} on ${toWireDate(today)}`
          const found = repaymentDates(cycle, option.value, today)
          if (!found) {
            problems.push(`${where}: no repayment dates`)
            continue
          }
          if (found.term < MIN_TERM_DAYS || found.term > 45) problems.push(`${where}: term ${found.term}`)
          const optionDate = toWireDate(option.date)
          if (found.first_repayment_option < optionDate) problems.push(`${where}: due before the option's date`)
          // A pay date before the due date is skipped only because it is too close.
          if (found.first_repayment_option > optionDate && differenceInCalendarDays(option.date, today) >= MIN_TERM_DAYS) {
            problems.push(`${where}: skipped a pay date ${MIN_TERM_DAYS}+ days away`)
          }
          if (!(found.second_repayment_option > found.first_repayment_option)) problems.push(`${where}: second option not later`)
          if (cycle === 'monthly' && found.dueDate.getDate() !== Math.min(Number(option.value), getDaysInMonth(found.dueDate))) {
            problems.push(`${where}: due on the ${found.dueDate.getDate()}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  }, 30_000)
})
