/**
 * Cash payment references (openPay/getBarcode): the number a store
 * cashier scans or types. A reference is digits only, its last digit a Luhn (mod 10) check
 * digit, so a mistyped digit or a swap of two neighbours is caught before any money moves.
 * Pure: the front end may check a reference the client types with the same rule.
 */

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('A check digit needs digits only')
  let sum = 0
  // From the right, every second digit (starting with the rightmost of the body) is doubled.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

/** The reference for a body of digits: the body followed by its check digit. */
export function withCheckDigit(body: string): string {
  return `${body}${luhnCheckDigit(body)}`
}

/** True when a reference is digits only and its last digit is the check digit of the rest. */
export function isValidPaymentReference(reference: string): boolean {
  if (!/^\d{2,}$/.test(reference)) return false
  return luhnCheckDigit(reference.slice(0, -1)) === Number(reference.slice(-1))
}
