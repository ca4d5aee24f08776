import { describe, expect, it } from 'vitest'
import { isValidPaymentReference, luhnCheckDigit, withCheckDigit } from '../../src/domain/payment-reference'
import { newPaymentReference } from '../../server/loans/payment-reference'

describe('payment references (Luhn check digit)', () => {
  it('computes the known Luhn digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3)
    expect(withCheckDigit('453201511283036')).toBe('4532015112830366')
  })

  it('accepts a reference with its check digit and refuses a mistyped digit or a swap', () => {
    expect(isValidPaymentReference('79927398713')).toBe(true)
    expect(isValidPaymentReference('79927398710')).toBe(false)
    expect(isValidPaymentReference('79927389713')).toBe(false)
    expect(isValidPaymentReference('7992a398713')).toBe(false)
    expect(isValidPaymentReference('')).toBe(false)
  })

  it('generates 16-digit references that pass their own check', () => {
    const seen = new Set<string>()
    for (let index = 0; index < 200; index += 1) {
      const reference = newPaymentReference()
      expect(reference).toMatch(/^[1-9]\d{15}$/)
      expect(isValidPaymentReference(reference)).toBe(true)
      seen.add(reference)
    }
    expect(seen.size).toBe(200)
  })
})
