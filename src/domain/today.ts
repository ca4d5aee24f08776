import { fromWireDate } from './dates'

/**
 * The product's calendar is Mexico's: "today", from which pay dates, terms and
 * ages count, is the date in Mexico City whatever the server's own time zone.
 * (America/Mexico_City has kept UTC−6 all year since daylight saving ended in 2022.)
 */
const MEXICO_CITY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * Every UTC offset in use is a multiple of 15 minutes, so within one 15-minute slot of UTC the
 * date in Mexico City cannot change: one slot's answer serves every request in it. Formatting
 * and parsing the date cost more than the rest of the offer route (`npm run bench:server`).
 */
const SLOT_MS = 15 * 60 * 1000

let cached: { slot: number; date: string; today: Date } | undefined

function mexicoDay(now: Date): { date: string; today: Date } {
  const slot = Math.floor(now.getTime() / SLOT_MS)
  if (cached?.slot === slot) return cached
  const date = MEXICO_CITY.format(now)
  const today = fromWireDate(date)
  if (!today) throw new Error(`cannot read the Mexico City date of ${now.toISOString()}`)
  cached = { slot, date, today }
  return cached
}

/** The calendar day in Mexico City at the instant `now`, yyyy-mm-dd. */
export function mexicoDate(now: Date): string {
  return mexicoDay(now).date
}

/** The calendar day in Mexico City at the instant `now`, as a local date at midnight (a fresh Date: callers may change it). */
export function mexicoToday(now: Date): Date {
  return new Date(mexicoDay(now).today.getTime())
}
