import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanIncome } from '../../../src/domain/employment'
import { parseMoney } from '../../../src/domain/money'

const RUNS = { seed: 5_2025, numRuns: 500 }

/** Whole pesos and centavos, and the amount's value in centavos. */
const amount = fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))

/** Groups of three digits from the right, joined by `separator`: 1234567 → 1,234,567. */
function grouped(pesos: number, separator: string): string {
  const digits = String(pesos)
  const head = digits.length % 3 || 3
  const groups = [digits.slice(0, head)]
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3))
  return groups.join(separator)
}

describe('parseMoney, whatever way the amount is written', () => {
  it('reads the same amount plain, grouped with commas or spaces, with or without "$" and centavos', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('', ',', ' '), fc.constantFrom('', '$', '$ '), ([pesos, cents], separator, sign) => {
        const centavos = String(cents).padStart(2, '0')
        const whole = `${sign}${grouped(pesos, separator)}`
        expect(parseMoney(whole)).toBe(pesos)
        expect(Math.round(parseMoney(`${whole}.${centavos}`)! * 100)).toBe(pesos * 100 + cents)
      }),
      RUNS,
    )
  })

  it('never reads a text with letters or a minus sign', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom('a', '-', 'e', 'M'), (text, odd) => {
        expect(parseMoney(`${text}${odd}${text}`)).toBeNull()
      }),
      RUNS,
    )
  })

  it('an income is whole pesos, centavos rounded half up, never tenfold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_998 }), fc.integer({ min: 0, max: 99 }), (pesos, cents) => {
        const centavos = String(cents).padStart(2, '0')
        const expected = String(cents >= 50 ? pesos + 1 : pesos)
        expect(cleanIncome(`$${grouped(pesos, ',')}.${centavos}`)).toBe(expected)
        expect(cleanIncome(`${pesos}.${centavos}`)).toBe(expected)
      }),
      RUNS,
    )
  })
})
