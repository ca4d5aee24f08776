import { randomInt } from 'node:crypto'
import { withCheckDigit } from '../../src/domain/payment-reference'

/**
 * A new payment reference: 15 random digits and a Luhn check digit (16 digits, the length
 * convenience-store networks take). Random, so a reference says nothing about the loan;
 * uniqueness is the `payments.reference` constraint (a collision is retried by the caller).
 */
export function newPaymentReference(): string {
  let body = String(randomInt(1, 10))
  for (let index = 1; index < 15; index += 1) body += String(randomInt(0, 10))
  return withCheckDigit(body)
}
