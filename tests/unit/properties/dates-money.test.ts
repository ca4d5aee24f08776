import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, fromScreenDate, fromWireDate, toWireDate } from '../../../src/domain/dates'
import { formatMoney } from '../../../src/domain/money'
import { isPayDateOption, MIN_TERM_DAYS, PAY_CYCLES, payDateOptions, repaymentDates } from '../../../src/domain/pay-dates'

const RUNS = { seed: 5_2025, numRuns: 300 }

/** A local calendar day between 1900 and 2199. */
const day = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true })
  .map((date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()))
const sameDay = (a: Date | null, b: Date) =>
  a !== null && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

describe('dates on the wire and on screen', () => {
  it('round-trip: yyyy-mm-dd and dd/mm/yyyy give back the same calendar day', () => {
    fc.assert(
      fc.property(day, (date) => {
        expect(toWireDate(date)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(formatDate(date)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
        expect(sameDay(fromWireDate(toWireDate(date)), date)).toBe(true)
        expect(sameDay(fromScreenDate(formatDate(date)), date)).toBe(true)
      }),
      RUNS,
    )
  })

  it('a text that is read as a date is written back exactly; anything else reads null', () => {
    const wireLike = fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    fc.assert(
      fc.property(
        fc.oneof(
          wireLike.map(
            ([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
          ),
          fc.string({ maxLength: 12 }),
        ),
        (text) => {
          const date = fromWireDate(text)
          if (date) expect(toWireDate(date)).toBe(text)
          const screen = text.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')
          const typed = fromScreenDate(screen)
          if (typed) expect(formatDate(typed)).toBe(screen)
          expect(Boolean(date)).toBe(Boolean(typed) && screen !== text)
        },
      ),
      RUNS,
    )
  })
})

describe('money on screen', () => {
  it('is $ and the amount without grouping, two decimals only when there are cents, and reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        const amount = cents / 100
        const text = formatMoney(amount)
        expect(text).toMatch(/^-?\$\d+(?:\.\d{2})?$/)
        expect(text).not.toContain(',')
        expect(text.endsWith('.00')).toBe(false)
        const back = Number(text.replace('$', ''))
        expect(Math.round(back * 100)).toBe(cents === 0 ? 0 : cents)
      }),
      RUNS,
    )
  })

  it('shows nothing for a value that is not a number', () => {
    for (const value of [NaN, Infinity, -Infinity]) expect(formatMoney(value)).toBe('')
  })
})

describe('pay dates', () => {
  const today = fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true })

  it('every option of every cycle is accepted, lies ahead, and repays at least 7 days out with a later fallback', () => {
    fc.assert(
      fc.property(today, fc.constantFrom(...PAY_CYCLES), (now, cycle) => {
        for (const option of payDateOptions(cycle, now)) {
          expect(isPayDateOption(cycle, option.value, now)).toBe(true)
          expect(option.date.getTime()).toBeGreaterThan(now.getTime() - 24 * 3600_000)
          const dates = repaymentDates(cycle, option.value, now)
          expect(dates).not.toBeNull()
          if (!dates) continue
          expect(dates.term).toBeGreaterThanOrEqual(MIN_TERM_DAYS)
          expect(toWireDate(dates.dueDate)).toBe(dates.first_repayment_option)
          expect(dates.second_repayment_option > dates.first_repayment_option).toBe(true)
          expect(toWireDate(fromWireDate(dates.second_repayment_option)!)).toBe(dates.second_repayment_option)
        }
      }),
      { seed: 5_2025, numRuns: 60 },
    )
  })

  it('refuses what is not one of the day’s options', () => {
    fc.assert(
      fc.property(today, fc.constantFrom(...PAY_CYCLES), fc.string({ maxLength: 12 }), (now, cycle, value) => {
        const known = payDateOptions(cycle, now).some((option) => option.value === value)
        expect(isPayDateOption(cycle, value, now)).toBe(known)
        if (!known) expect(repaymentDates(cycle, value, now)).toBeNull()
      }),
      RUNS,
    )
  })
})
