import { clabe as validator } from 'clabe-validator'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clabeCheckDigit, validateClabe } from '../../../src/domain/clabe'
import { emailField } from '../../../src/domain/forms/fields'
import { isEmail, normalizeEmail, parseIdentifier } from '../../../src/domain/identifier'

const RUNS = { seed: 5_2025, numRuns: 300 }

const BANKS = Object.entries(validator.banksMap)
  .filter(([, bank]) => bank?.tag && bank.tag !== 'N/A' && bank.name)
  .map(([code]) => code.padStart(3, '0'))
const CITIES = [...new Set(validator.cities.map(([plaza]) => String(plaza).padStart(3, '0')))]

/** A CLABE of a real bank and plaza, with its check digit. */
const aClabe = fc
  .tuple(fc.constantFrom(...BANKS), fc.constantFrom(...CITIES), fc.stringMatching(/^\d{11}$/))
  .map(([bank, city, account]) => `${bank}${city}${account}${clabeCheckDigit(`${bank}${city}${account}`)}`)

describe('CLABE', () => {
  it('a CLABE of a known bank and plaza with its check digit is valid, as clabe-validator says too', () => {
    fc.assert(
      fc.property(aClabe, (value) => {
        const ours = validateClabe(value)
        expect(ours.ok).toBe(true)
        expect(validator.validate(value).ok).toBe(true)
      }),
      RUNS,
    )
  })

  it('one changed digit among the first 17 always breaks the checksum', () => {
    fc.assert(
      fc.property(aClabe, fc.nat(16), fc.integer({ min: 1, max: 9 }), (value, at, delta) => {
        const changed = `${value.slice(0, at)}${(Number(value[at]) + delta) % 10}${value.slice(at + 1)}`
        const result = validateClabe(changed)
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.error.code).toBe('invalid_checksum')
      }),
      RUNS,
    )
  })

  it('anything that is not 18 digits is refused, with the length checked first', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const result = validateClabe(value)
        if (value.length !== 18) expect(result.ok || result.error.code).toBe('invalid_length')
        else if (!/^\d+$/.test(value)) expect(result.ok || result.error.code).toBe('invalid_characters')
        expect(validator.validate(value).ok).toBe(result.ok)
      }),
      RUNS,
    )
  })
})

describe('e-mail', () => {
  it('a well-formed address passes the e-mail field as its trimmed, lower-cased spelling', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254),
        fc.constantFrom('', ' ', '  '),
        (email, pad) => {
          const result = emailField().safeParse(`${pad}${email.toUpperCase()}${pad}`)
          expect(result.success).toBe(true)
          expect(result.data).toBe(email.toLowerCase())
          expect(parseIdentifier(email)).toEqual({ kind: 'email', value: email.toLowerCase() })
        },
      ),
      RUNS,
    )
  })

  it('normalising is idempotent, and nothing without one @ and a dotted domain is an e-mail', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(normalizeEmail(normalizeEmail(text))).toBe(normalizeEmail(text))
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) expect(isEmail(text)).toBe(false)
        if (text.length > 254) expect(isEmail(text)).toBe(false)
      }),
      RUNS,
    )
  })
})
