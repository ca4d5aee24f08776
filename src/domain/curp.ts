/**
 * CURP rules shared by the front end's forms and the ERP (server/accounts/curp.ts re-exports them).
 *
 * CURP: 4 letters, 6 digits, 6 letters, 1 letter or digit,
 * 1 digit; 18 characters. The 6 digits are the birth date yymmdd, and the 17th character tells
 * the century: a digit for births up to 1999, a letter from 2000 on.
 */
const CURP = /^[A-Z]{4}\d{6}[A-Z]{6}[A-Z0-9]\d$/

export function isCurp(value: string): boolean {
  return CURP.test(value)
}

/** Whether a well-formed CURP encodes `birthDate` (yyyy-mm-dd). */
export function curpMatchesBirthDate(curp: string, birthDate: string): boolean {
  if (!isCurp(curp)) return false
  const [year, month, day] = birthDate.split('-')
  if (!year || !month || !day) return false
  if (curp.slice(4, 10) !== `${year.slice(2)}${month}${day}`) return false
  const bornThisCentury = Number(year) >= 2000
  return /\d/.test(curp.charAt(16)) !== bornThisCentury
}

/** RENAPO's character values for the check digit: digits 0..9, then A=10 .. N=23, Ñ=24, O=25 .. Z=36. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'

/**
 * The CURP's verification digit (its 18th character), by RENAPO's algorithm: each of the first 17
 * characters takes its value in CHECK_ALPHABET times a weight from 18 down to 2; the digit is
 * (10 − sum mod 10) mod 10. Null when a character is outside the alphabet or there are fewer
 * than 17 characters.
 */
export function curpCheckDigit(curp: string): number | null {
  const first17 = curp.slice(0, 17)
  if (first17.length < 17) return null
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const value = CHECK_ALPHABET.indexOf(first17.charAt(index))
    if (value < 0) return null
    sum += value * (18 - index)
  }
  return (10 - (sum % 10)) % 10
}

/** What can be wrong with a CURP of 18 characters: its pattern, its check digit, its birth date. */
export type CurpProblem = 'pattern' | 'check_digit' | 'birth_date'

/**
 * What is wrong with a CURP, the one rule the forms and the ERP both apply: not of the CURP's
 * pattern, a last character that is not its check digit, or (when `birthDate`, yyyy-mm-dd, is
 * given) another birth date or century than it spells. Checked in that order; null when none.
 * The value is taken as stored: trimmed and in capitals (`normalizeCurp`).
 */
export function curpProblem(curp: string, birthDate?: string | null): CurpProblem | null {
  if (!isCurp(curp)) return 'pattern'
  if (String(curpCheckDigit(curp)) !== curp.charAt(17)) return 'check_digit'
  if (birthDate && !curpMatchesBirthDate(curp, birthDate)) return 'birth_date'
  return null
}
