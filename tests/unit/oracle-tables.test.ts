import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOpenStatus, readStatus } from '../../src/domain/application-status'
import { amountSettings, clampAmount, roundAmountOnBlur, type CalculatorConfig } from '../../src/domain/calculator'
import { toWireDate } from '../../src/domain/dates'
import { payDateOptions } from '../../src/domain/pay-dates'

/*
 * The spec's rules that are not transitions, each against expectations written by hand from the
 * spec (tables of examples) or computed here without the code under test (properties): the
 * machines' tables in tests/model/oracle/ cover the transitions.
 */

describe('the status reading: each application status of spec part 4, with and without a CLABE or card', () => {
  // [status, with a disbursement method, without one]: the stage shown, `waiting` (not decided, polling) or `closed`.
  const TABLE: [number, string, string][] = [
    [1, 'waiting', 'waiting'], // new
    [2, 'accepted', 'accepted-cash'], // signing
    [3, 'accepted', 'accepted-cash'], // accepted
    [4, 'closed', 'closed'], // completed
    [5, 'closed', 'closed'], // canceled
    [6, 'rejected', 'rejected'], // rejected
    [7, 'waiting', 'waiting'], // verification
    [13, 'offer-decrease', 'offer-decrease'], // special offer
    [14, 'manual-verification', 'manual-verification'], // manual verification
    [17, 'offer-decrease', 'offer-decrease'], // yhat decrease
    [18, 'offer-increase', 'offer-increase'], // yhat increase
    [23, 'closed', 'closed'], // terminated
    [401, 'decision-error', 'decision-error'], // decision error
    [99, 'waiting', 'waiting'], // a status this front end does not know: keep asking
  ]
  const shown = (status: number, method: boolean) => {
    const reading = readStatus(status, method)
    return reading.kind === 'stage' ? reading.stage : reading.kind === 'pending' ? 'waiting' : 'closed'
  }

  it.each(TABLE)('status %i: %s with a CLABE or card, %s without', (status, withMethod, withoutMethod) => {
    expect([shown(status, true), shown(status, false)]).toEqual([withMethod, withoutMethod])
  })

  it('is open unless canceled, completed, rejected or terminated (spec part 4), whatever the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (status) => {
        expect(isOpenStatus(status)).toBe(![4, 5, 6, 23].includes(status))
      }),
      { seed: 4, numRuns: 300 },
    )
  })
})

describe('the amount (spec part 5 Calculator)', () => {
  const config: CalculatorConfig = {
    amountLimits: { minMainLoan: 1000, amountTo: 10_000, minAdditionLoan: 500, interval: 100 },
    initialStates: { new: { minAmount: 1000, maxAmount: 5000 }, repeated: { minAmount: 1000, maxAmount: 10_000 } },
  }
  const client = (availableAmount: number, hasActiveLoan = false) => ({
    availableAmount,
    hasActiveLoan,
    closedLoansCount: 1,
    hasUncancelledApplications: false,
  })

  // [who, min, max]: guests minMainLoan to amountTo; clients up to their available amount, from
  // minAdditionLoan with an active loan; both rounded down to the step; below min, both zero.
  it.each<[string, ReturnType<typeof client> | null, number, number]>([
    ['a guest', null, 1000, 10_000],
    ['a client with $6000 available', client(6000), 1000, 6000],
    ['a client with $6050 available (rounded down to the step)', client(6050), 1000, 6000],
    ['a client with an active loan and $800 available', client(800, true), 500, 800],
    ['a client with $15000 available (above amountTo)', client(15_000), 1000, 15_000],
    ['a client with $999 available (below min)', client(999), 0, 0],
  ])('%s: from $%i to $%i', (_, who, min, max) => {
    expect(amountSettings(config, who)).toMatchObject({ min, max })
  })

  // [typed, shown after blur] between $1000 and $10000 by $100: the nearest step, half a step up, then clamped.
  it.each([
    [3050, 3100],
    [3049, 3000],
    [3000, 3000],
    [99, 1000],
    [950, 1000],
    [10_049, 10_000],
    [12_000, 10_000],
    [-5, 1000],
  ])('typed $%i, after blur $%i', (typed, shown) => {
    expect(roundAmountOnBlur(typed, { min: 1000, max: 10_000, interval: 100 })).toBe(shown)
  })

  it('clamps any amount between min and max, and rounds on blur to the nearest step (half up) within them', () => {
    const grid = fc
      .tuple(fc.constantFrom(1, 50, 100, 500), fc.nat(30), fc.integer({ min: 0, max: 40 }))
      .map(([interval, low, span]) => ({ interval, min: low * interval, max: (low + span) * interval }))
    fc.assert(
      fc.property(grid, fc.integer({ min: -5000, max: 100_000 }), (settings, value) => {
        const clamped = value < settings.min ? settings.min : value > settings.max ? settings.max : value
        expect(clampAmount(value, settings)).toBe(clamped)
        const steps = Math.floor(value / settings.interval + 0.5)
        const nearest = steps * settings.interval
        const rounded = nearest < settings.min ? settings.min : nearest > settings.max ? settings.max : nearest
        expect(roundAmountOnBlur(value, settings)).toBe(rounded)
      }),
      { seed: 5, numRuns: 500 },
    )
  })
})

describe('the pay-date options (spec part 5 Pay-date options)', () => {
  const day = (year: number, month: number, date: number) => new Date(year, month - 1, date)
  const values = (cycle: Parameters<typeof payDateOptions>[0], today: Date) =>
    payDateOptions(cycle, today).map((option) => option.value)

  it('weekly: the next 7 days; biweekly: the next 14 (any day of 2020 to 2035)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 * 366 }), (offset) => {
        const today = day(2020, 1, 1 + offset)
        const next = (count: number) =>
          Array.from({ length: count }, (_, index) => {
            const date = day(today.getFullYear(), today.getMonth() + 1, today.getDate() + index + 1)
            const pad = (n: number) => String(n).padStart(2, '0')
            return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
          })
        expect(values('weekly', today)).toEqual(next(7))
        expect(values('biweekly', today)).toEqual(next(14))
      }),
      { seed: 6, numRuns: 200 },
    )
  })

  it('monthly: one option per day 1 to 31, labelled with its running number', () => {
    const options = payDateOptions('monthly', day(2026, 2, 21))
    expect(options.map((option) => [option.value, option.label])).toEqual(
      [...'1234567890123456789012345678901'].map((_, index) => [String(index + 1), String(index + 1)]),
    )
  })

  // [today, the pairs' values and labels, and the next date of each pair]: months clamped to their last day.
  it.each([
    [day(2026, 2, 21), ['2026-03-05', '2026-02-25', '2026-02-28', '2026-02-28', '2026-02-28']],
    [day(2028, 2, 21), ['2028-03-05', '2028-02-25', '2028-02-28', '2028-02-29', '2028-02-29']],
    [day(2026, 4, 29), ['2026-05-05', '2026-05-10', '2026-05-13', '2026-05-14', '2026-04-30']],
  ])('semi-monthly from %s: 5/20, 10/25, 13/28, 14/29, 15/30', (today, next) => {
    const options = payDateOptions('semi_monthly', today)
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ['5,20', '5/20'],
      ['10,25', '10/25'],
      ['13,28', '13/28'],
      ['14,29', '14/29'],
      ['15,30', '15/30'],
    ])
    expect(options.map((option) => toWireDate(option.date))).toEqual(next)
  })
})
