import { fromWireDate } from '../../src/domain/dates'

/**
 * The product's calendar is Mexico's (spec part 1): "today", from which pay dates, terms and
 * ages count, is the date in Mexico City whatever the server's own time zone.
 * (America/Mexico_City has kept UTC−6 all year since daylight saving ended in 2022.)
 */
const MEXICO_CITY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day in Mexico City at the instant `now`, yyyy-mm-dd. */
export function mexicoDate(now: Date): string {
  return MEXICO_CITY.format(now)
}

/** The calendar day in Mexico City at the instant `now`, as a local date at midnight. */
export function mexicoToday(now: Date): Date {
  const today = fromWireDate(mexicoDate(now))
  if (!today) throw new Error(`cannot read the Mexico City date of ${now.toISOString()}`)
  return today
}
