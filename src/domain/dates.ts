import { isValid, lightFormat } from 'date-fns'

// lightFormat, not format: numeric patterns need no locale, and the page that every visitor
// opens first should not carry date-fns' parser and locale tables (performance budget).
const SCREEN = 'dd/MM/yyyy'
const WIRE = 'yyyy-MM-dd'

/** A date on screen: dd/mm/yyyy. */
export function formatDate(date: Date): string {
  return lightFormat(date, SCREEN)
}

/** A date as the server expects it: yyyy-mm-dd. */
export function toWireDate(date: Date): string {
  return lightFormat(date, WIRE)
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
