import { fromScreenDate, fromWireDate, toWireDate } from './dates'

/*
 * The expiry date of the identity document (INE or passport) the client uploads. Typed day
 * first, dd/mm/aaaa, like every date of the product; sent and stored yyyy-mm-dd. A document that
 * expired cannot identify anyone, so the date may not be before today (the document is still
 * valid on its expiry day). The ID step's form and the ERP (PUT save/nationalIdentificator) both
 * run this one rule, with Mexico's calendar date as today.
 */

/** What is wrong with an expiry date: the codes of the forms and of the ERP's violations. */
export type ExpiryProblem = 'required' | 'invalid_date' | 'document_expired'

/**
 * An expiry date as typed (dd/mm/yyyy) or as the ERP sends it (yyyy-mm-dd), in the ERP's
 * spelling; anything else is left as typed, and then refused as `invalid_date`.
 */
export function cleanExpiryDate(value: string): string {
  const typed = value.trim()
  const date = fromWireDate(typed) ?? fromScreenDate(typed)
  return date ? toWireDate(date) : typed
}

/** The rule on a cleaned (yyyy-mm-dd) expiry date, given today's calendar date; null when it holds. */
export function expiryProblem(wire: string, today: Date): ExpiryProblem | null {
  if (wire === '') return 'required'
  if (!fromWireDate(wire)) return 'invalid_date'
  return wire < toWireDate(today) ? 'document_expired' : null
}

/** An RFC: a person's (4 letters, yymmdd, 3 homoclave) or a company's (3 letters); upper case. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/
