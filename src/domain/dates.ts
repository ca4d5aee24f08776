// Two fixed numeric patterns, written out rather than through date-fns' formatter: the page that
// every visitor opens first carries this module, and the formatter and its pattern tokens were
// about half a kilobyte of it (performance budget). Like date-fns, an invalid date is refused.
const isValid = (date: Date) => !Number.isNaN(date.getTime())
const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** Day, month and year of a local calendar date, zero-padded (the year to four digits). */
function parts(date: Date): [day: string, month: string, year: string] {
  if (!isValid(date)) throw new RangeError('Invalid time value')
  const year = date.getFullYear()
  // (Years before 1 count as date-fns counts them: 0 is 1 BC.)
  return [pad(date.getDate(), 2), pad(date.getMonth() + 1, 2), pad(year > 0 ? year : 1 - year, 4)]
}

/** A date on screen: dd/mm/yyyy. */
export function formatDate(date: Date): string {
  const [day, month, year] = parts(date)
  return `${day}/${month}/${year}`
}

/** A date as the server expects it: yyyy-mm-dd. */
export function toWireDate(date: Date): string {
  const [day, month, year] = parts(date)
  return `${year}-${month}-${day}`
}

/** The local calendar date of day, month (1-12) and year; null when it does not exist (31/02). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day)
  // Years below 100 would be read as 19xx; set the year explicitly.
  date.setFullYear(year)
  return isValid(date) && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null
}

/** A yyyy-mm-dd date from the server as a local calendar date; null when it is not one. */
export function fromWireDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/** A yyyy-mm-dd date from the server as people read it, dd/mm/yyyy; unchanged when it is not one. */
export function formatWireDate(wire: string): string {
  const date = fromWireDate(wire)
  return date ? formatDate(date) : wire
}

/** A dd/mm/yyyy date typed by a user; null when it is not a real date. */
export function fromScreenDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null
}
