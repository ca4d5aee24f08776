/**
 * One spelling per identifier, so that lookups, uniqueness and limits agree whatever the form
 * sent: e-mails lower-cased, phones as ten digits, CURPs upper-cased.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

/**
 * Ten digits, or null. The input mask sends '+52 (000) 000-0000'; people also type 52 or the
 * old mobile prefix 521 in front.
 */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2)
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3)
  return null
}

/**
 * The area codes of two digits (the 2019 national numbering plan): Mexico City (55 and 56),
 * Guadalajara (33) and Monterrey (81). Every other area code has three.
 */
const TWO_DIGIT_AREA_CODES = ['55', '56', '33', '81']

/**
 * A phone as Mexicans write it, grouped after its area code: "55 8765 4321" where the area code
 * has two digits, "442 123 4567" where it has three. Whatever `normalizePhone` reads as ten digits
 * is grouped (a stored number, a masked one, one with +52); anything else is shown as it is.
 * Every phone the site shows goes through here.
 */
export function formatPhone(value: string): string {
  const digits = normalizePhone(value)
  if (!digits) return value.trim()
  const area = TWO_DIGIT_AREA_CODES.includes(digits.slice(0, 2)) ? 2 : 3
  return `${digits.slice(0, area)} ${digits.slice(area, 6)} ${digits.slice(6)}`
}

export function normalizeCurp(value: string): string {
  return value.trim().toUpperCase()
}

/**
 * White space of every kind (spaces, tabs, line breaks, no-break and other Unicode spaces), but not
 * the BOM (U+FEFF), which JavaScript's \s counts as a space: it is an invisible format character,
 * and the name rule refuses it instead of letting it pass as a space.
 */
const SPACES = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g

/**
 * Names and other free text of a person (addresses, a company): in Unicode's composed form (NFC:
 * "José" typed as e and a combining accent is stored with the one letter é, so it compares,
 * searches and prints as the same name), trimmed, inner runs of spaces collapsed to one space
 * (the input mask allows single spaces).
 */
export function normalizeName(value: string): string {
  return value.normalize('NFC').replace(SPACES, ' ').replace(/^ | $/g, '')
}

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string }

/** A login or recovery identifier: an e-mail when it has an at sign, else a phone. */
export function parseIdentifier(login: string): Identifier | null {
  if (login.includes('@')) {
    const email = normalizeEmail(login)
    return isEmail(email) ? { kind: 'email', value: email } : null
  }
  const phone = normalizePhone(login)
  return phone ? { kind: 'phone', value: phone } : null
}
