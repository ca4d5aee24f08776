import { format, isValid, parse } from 'date-fns'
import { es } from 'date-fns/locale'

const SCREEN = 'dd/MM/yyyy'
const WIRE = 'yyyy-MM-dd'

/** A date on screen: dd/mm/yyyy (spec part 1). */
export function formatDate(date: Date): string {
  return format(date, SCREEN, { locale: es })
}

/** A date as the server expects it: yyyy-mm-dd (spec part 1). */
export function toWireDate(date: Date): string {
  return format(date, WIRE)
}

/** A yyyy-mm-dd date from the server as a local calendar date; null when it is not one. */
export function fromWireDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = parse(value, WIRE, new Date(0))
  return isValid(date) && toWireDate(date) === value ? date : null
}

/** A dd/mm/yyyy date typed by a user; null when it is not a real date. */
export function fromScreenDate(value: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null
  const date = parse(value, SCREEN, new Date(0))
  return isValid(date) && formatDate(date) === value ? date : null
}
