/**
 * Debit card checks shared by the front end and the ERP (for
 * direct-debit/debit-credit-card): exactly 16 digits passing the Luhn check, an expiry month not
 * in the past, a holder name.
 */

export const CARD_LENGTH = 16

/** The Luhn (mod 10) check: doubling every second digit from the right. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A card number as accepted: 16 digits (spaces and dashes ignored) that pass Luhn. */
export function normalizeCardNumber(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '')
  return digits.length === CARD_LENGTH && luhnValid(digits) ? digits : null
}

/** Whether a card expiring at the end of month/year is still valid on `today` (yyyy-mm-dd). */
export function expiryNotPast(month: number, year: number, today: string): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false
  const [y, m] = today.split('-').map(Number)
  if (y === undefined || m === undefined) return false
  return year > y || (year === y && month >= m)
}
