/**
 * CURP as the spec describes it (part 5): 4 letters, 6 digits, 6 letters, 1 letter or digit,
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
