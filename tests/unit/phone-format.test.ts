import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../src/domain/identifier'

describe('formatPhone: a phone as Mexicans write it', () => {
  it.each([
    // Two-digit area codes: Mexico City (55, 56), Guadalajara (33), Monterrey (81).
    ['5587654321', '55 8765 4321'],
    ['5612345678', '56 1234 5678'],
    ['3312345678', '33 1234 5678'],
    ['8112345678', '81 1234 5678'],
    // Three-digit area codes: Querétaro, Puebla, Mérida, Tijuana.
    ['4421234567', '442 123 4567'],
    ['2221234567', '222 123 4567'],
    ['9991234567', '999 123 4567'],
    ['6641234567', '664 123 4567'],
    // As masked, with the country code, or written with spaces: the same ten digits.
    ['+52 (558) 765-4321', '55 8765 4321'],
    ['+52 442 123 4567', '442 123 4567'],
    ['521 55 8765 4321', '55 8765 4321'],
    ['(442) 123-4567', '442 123 4567'],
  ])('shows %s as %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown)
  })

  it.each([
    ['12345', '12345'],
    [' 01 800 123 ', '01 800 123'],
    ['', ''],
  ])('shows %s, which is no ten-digit phone, as it is', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown)
  })

  it('keeps the ten digits, in three groups, the last of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const shown = formatPhone(digits)
        expect(shown.replace(/ /g, '')).toBe(digits)
        expect(shown).toMatch(/^(?:\d{2} \d{4}|\d{3} \d{3}) \d{4}$/)
      }),
      { seed: 5_2025, numRuns: 300 },
    )
  })
})
