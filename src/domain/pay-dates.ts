import { differenceInCalendarDays, getDaysInMonth, startOfDay } from 'date-fns'
import { formatDate, fromWireDate, toWireDate } from './dates'
import { TERM_DAYS } from './facts'

/**
 * Pay dates: the options the calculator offers per pay cycle, the default choice, and the
 * repayment dates a chosen pay date gives (two repayment date options per application).
 *
 * Every function takes `today` (a calendar day; its time is ignored) and is pure. Dates are local
 * calendar days at midnight, as `fromWireDate` reads them.
 *
 * The value of an option is what the calculator sends as `payDates` in the offer path
 * and keeps in its state:
 * - weekly, biweekly: the option's date, yyyy-mm-dd (`2026-03-20`): a weekday pattern is only
 *   known through one real pay date, and the date is what the borrower picks;
 * - monthly: the day of the month, `1`..`31`;
 * - semi_monthly: the two days of the pair, comma-joined (`15,30`), the comma-joined list the
 *   state keeps.
 * Weekly and biweekly values are therefore only valid while their date is among the next 7 or 14
 * days; the calculator recomputes its options every day, and the server refuses a stale one.
 */

/** Pay cycle values. */
export const PAY_CYCLES = ['weekly', 'biweekly', 'semi_monthly', 'monthly'] as const
export type PayCycle = (typeof PAY_CYCLES)[number]

export function isPayCycle(value: unknown): value is PayCycle {
  return typeof value === 'string' && (PAY_CYCLES as readonly string[]).includes(value)
}

/** The semi-monthly pay-day pairs. */
export const SEMI_MONTHLY_PAIRS = [
  [5, 20],
  [10, 25],
  [13, 28],
  [14, 29],
  [15, 30],
] as const

/**
 * The shortest loan (the product facts' shortest term): it is due on the first pay date at least
 * this many days after today. Seven days is one full week:
 * a pay day sooner than that is skipped, because the borrower has too little time between
 * receiving the money and repaying it, and a 1-day loan would show an absurd CAT.
 */
export const MIN_TERM_DAYS = TERM_DAYS.min

/** One choice of the pay-date select: `value` is sent as `payDates`; `date` is its next pay day. */
export interface PayDateOption {
  value: string
  label: string
  date: Date
}

/** The repayment dates a chosen pay date gives, as the application payload carries them. */
export interface RepaymentDates {
  /** The loan's due date: the first pay date at least MIN_TERM_DAYS after today. */
  dueDate: Date
  /** Days from today to the due date. */
  term: number
  /** The due date, yyyy-mm-dd (as the application creation payload carries it). */
  first_repayment_option: string
  /** The pay date after the due date in the same cycle, yyyy-mm-dd: the borrower's fallback. */
  second_repayment_option: string
}

/** Days between two pay dates of the cycles that repeat by days. */
const PERIOD_DAYS = { weekly: 7, biweekly: 14 } as const

/**
 * The calendar day `days` after `date`, at its first instant (built from year, month and day, so
 * that a day whose midnight a DST change skips still compares as that day).
 */
function dayAfter(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/** Day `day` of the month of `month`, clamped to the month's last day. */
export function clampedDay(month: Date, day: number): Date {
  return new Date(month.getFullYear(), month.getMonth(), Math.min(day, getDaysInMonth(month)))
}

function daysOfMonthly(value: string): number[] | null {
  if (!/^\d{1,2}$/.test(value)) return null
  const day = Number(value)
  return day >= 1 && day <= 31 ? [day] : null
}

function daysOfSemiMonthly(value: string): number[] | null {
  const pair = SEMI_MONTHLY_PAIRS.find(([a, b]) => value === `${a},${b}`)
  return pair ? [...pair] : null
}

/**
 * The pay dates after `today` for days of the month (monthly: one day; semi-monthly: a pair),
 * each clamped to its month's last day, in order, endlessly.
 */
function* monthDays(days: number[], today: Date): Generator<Date> {
  for (
    let month = new Date(today.getFullYear(), today.getMonth(), 1);
    ;
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1)
  ) {
    for (const day of days) {
      const date = clampedDay(month, day)
      if (date > today) yield date
    }
  }
}

/** The next pay date after today (strictly: today's pay has already been received). */
function firstAfter(dates: Iterable<Date>): Date {
  for (const date of dates) return date
  throw new Error('unreachable: pay dates never end')
}

/**
 * The options of the pay-date select for a cycle:
 * weekly the next 7 days and biweekly the next 14 (tomorrow first, labelled dd/mm/yyyy);
 * monthly one per day 1..31, labelled with its running number, dated at the day's next
 * occurrence clamped to the month's last day; semi-monthly the five pairs, labelled `a/b`,
 * dated at the next of the two (clamped) days.
 */
export function payDateOptions(cycle: PayCycle, today: Date): PayDateOption[] {
  const day = startOfDay(today)
  switch (cycle) {
    case 'weekly':
    case 'biweekly':
      return Array.from({ length: PERIOD_DAYS[cycle] }, (_, index) => {
        const date = dayAfter(day, index + 1)
        return { value: toWireDate(date), label: formatDate(date), date }
      })
    case 'monthly':
      return Array.from({ length: 31 }, (_, index) => ({
        value: String(index + 1),
        label: String(index + 1),
        date: firstAfter(monthDays([index + 1], day)),
      }))
    case 'semi_monthly':
      return SEMI_MONTHLY_PAIRS.map(([a, b]) => ({
        value: `${a},${b}`,
        label: `${a}/${b}`,
        date: firstAfter(monthDays([a, b], day)),
      }))
  }
}

/**
 * Whether the value is one of today's options of the cycle, without building the option list
 * (the server checks every offer request with it).
 */
export function isPayDateOption(cycle: PayCycle, value: string, today: Date): boolean {
  return payDatesFrom(cycle, value, today) !== null
}

/** The option with this value among today's options of the cycle; undefined when it is not one. */
export function findPayDateOption(cycle: PayCycle, value: string, today: Date): PayDateOption | undefined {
  return payDateOptions(cycle, today).find((option) => option.value === value)
}

/**
 * The pay days a client declared (the employment step saves them; the profile's salaryCycle and
 * payDate read them back): the cycle and its value in the options' form, so that the calculator
 * and the application due on them, not on another pair.
 */
export interface SavedPayDay {
  cycle: PayCycle
  /** weekly, biweekly: one real pay date, yyyy-mm-dd; semi_monthly: the pair, `15,30`; monthly: the day, `31`. */
  value: string
}

/** The profile's pay date (payDate: referenceDate, semiMonthlyPayDates, dateOfMonth) as a SavedPayDay; null when incomplete. */
export function savedPayDay(
  cycle: unknown,
  payDate: { referenceDate?: string | null; semiMonthlyPayDates?: readonly number[] | null; dateOfMonth?: number | null },
): SavedPayDay | null {
  if (!isPayCycle(cycle)) return null
  switch (cycle) {
    case 'weekly':
    case 'biweekly':
      return payDate.referenceDate && fromWireDate(payDate.referenceDate) ? { cycle, value: payDate.referenceDate } : null
    case 'semi_monthly': {
      const value = payDate.semiMonthlyPayDates?.join(',') ?? ''
      return daysOfSemiMonthly(value) ? { cycle, value } : null
    }
    case 'monthly': {
      const value = String(payDate.dateOfMonth ?? '')
      return daysOfMonthly(value) ? { cycle, value } : null
    }
  }
}

/** What is known of the client's pay days, for the default choice. */
export interface KnownPayDay {
  /** The pay days the client declared: the default of their cycle. */
  saved?: SavedPayDay | null
  /** The client's next pay date (profile payDate or lead info salaryCycle.next), when known. */
  nextPayDate?: Date | null
  /** Whether the client has saved a salary cycle in the profile. */
  hasSavedSalaryCycle?: boolean
}

/** The option of `cycle` that pays on the declared pay days, when they are of that cycle. */
function optionOfSaved(cycle: PayCycle, options: PayDateOption[], saved: SavedPayDay): PayDateOption | undefined {
  if (saved.cycle !== cycle) return undefined
  if (cycle === 'weekly' || cycle === 'biweekly') {
    const date = fromWireDate(saved.value)
    return date ? optionPayingOn(cycle, options, date) : undefined
  }
  return options.find((option) => option.value === saved.value)
}

/** The option that pays on the same day as `date`: same weekday phase, same day of month, or in the pair. */
function optionPayingOn(cycle: PayCycle, options: PayDateOption[], date: Date): PayDateOption | undefined {
  const day = startOfDay(date)
  switch (cycle) {
    case 'weekly':
    case 'biweekly': {
      const period = PERIOD_DAYS[cycle]
      return options.find((option) => ((differenceInCalendarDays(option.date, day) % period) + period) % period === 0)
    }
    case 'monthly':
      return options.find((option) => option.value === String(day.getDate()))
    case 'semi_monthly':
      return (
        options.find((option) => option.value.split(',').includes(String(day.getDate()))) ??
        // A clamped month end (Feb 28 for the 30th) pays the pair whose later day it stands for.
        options.find((option) => clampedDay(day, Number(option.value.split(',')[1])).getTime() === day.getTime())
      )
  }
}

/**
 * The default pay date when the cycle changes: the pay days the client declared, for their
 * cycle; else the client's next pay date when it is known and falls on one of the options;
 * otherwise the second option when the client has a saved salary cycle; otherwise the first
 * real option.
 */
export function defaultPayDate(cycle: PayCycle, today: Date, known: KnownPayDay = {}): string | undefined {
  const options = payDateOptions(cycle, today)
  const declared = known.saved ? optionOfSaved(cycle, options, known.saved) : undefined
  if (declared) return declared.value
  const next = known.nextPayDate ? optionPayingOn(cycle, options, known.nextPayDate) : undefined
  if (next) return next.value
  return (known.hasSavedSalaryCycle ? (options[1] ?? options[0]) : options[0])?.value
}

/**
 * The pay dates after today that a chosen option stands for, in order, endlessly; null when the
 * value is not one of today's options of the cycle.
 */
export function payDatesFrom(cycle: PayCycle, value: string, today: Date): Iterable<Date> | null {
  const day = startOfDay(today)
  switch (cycle) {
    case 'weekly':
    case 'biweekly': {
      const first = fromWireDate(value)
      const ahead = first ? differenceInCalendarDays(first, day) : 0
      const period = PERIOD_DAYS[cycle]
      if (!first || ahead < 1 || ahead > period) return null
      return (function* () {
        for (let date = first; ; date = dayAfter(date, period)) yield date
      })()
    }
    case 'monthly':
    case 'semi_monthly': {
      const days = cycle === 'monthly' ? daysOfMonthly(value) : daysOfSemiMonthly(value)
      return days ? { [Symbol.iterator]: () => monthDays(days, day) } : null
    }
  }
}

/**
 * The repayment dates of a loan taken today with this pay date (two repayment date
 * options per application): due on the first pay date at least MIN_TERM_DAYS after today; the
 * second option is the pay date after it. Null when the value is not one of today's options.
 */
export function repaymentDates(cycle: PayCycle, value: string, today: Date): RepaymentDates | null {
  const dates = payDatesFrom(cycle, value, today)
  if (!dates) return null
  const day = startOfDay(today)
  let due: Date | undefined
  for (const date of dates) {
    if (due) {
      return {
        dueDate: due,
        term: differenceInCalendarDays(due, day),
        first_repayment_option: toWireDate(due),
        second_repayment_option: toWireDate(date),
      }
    }
    if (differenceInCalendarDays(date, day) >= MIN_TERM_DAYS) due = date
  }
  return null
}
