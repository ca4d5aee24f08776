import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { curpCheckDigit, isCurp } from '../../../src/domain/curp'
import { nameField, optionalNameField, passwordField, phoneField } from '../../../src/domain/forms/fields'
import { normalizePhone } from '../../../src/domain/identifier'
import {
  ALPHABETIC_MASK,
  ALPHANUMERIC_MASK,
  BANK_CARD_MASK,
  CARD_NUMBER_MASK,
  CLABE_MASK,
  CODE_MASK,
  CURP_MASK,
  FINANCE_MASK,
  INCOME_MASK,
  PASSWORD_MASK,
  PHONE_MASK,
  WORK_PHONE_MASK,
} from '../../../src/domain/masks'
import { applyMask, type MaskOptions } from '../../../src/ui/mask'

/**
 * The masks and their rules as properties: whatever is typed or pasted, a mask never yields a
 * value its rule refuses for anything but being incomplete (too short, empty). Fixed seed,
 * bounded runs.
 */
// imask builds a mask per value (a few ms each): fewer runs than the pure rules get.
const RUNS = { seed: 5_2025, numRuns: 120 }

/**
 * What a person may type: letters with and without accents, combining accents, apostrophes, the
 * saltillo, Greek, Cyrillic and Chinese letters, digits, spaces, punctuation, emoji, invisible and
 * right-to-left characters.
 */
const typing = fc.string({
  unit: fc.constantFrom(
    ...[..."aZñÑáÉüÜ09 5 -/.()+@#\t😀ẞçØ'’ꞌꞋΩжЖ李"],
    ...['\u0301', '\u0303', '\u200d', '\u200b', '\u202e', '\ufeff', '\u00a0'],
    ...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''),
  ),
  maxLength: 80,
})
const anything = fc.oneof(typing, fc.string({ unit: 'binary', maxLength: 60 }))

const typed = (mask: MaskOptions, text: string) => applyMask(mask, text, 'masked')

/** The rule codes a zod field reports for a value. */
function codes(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: string,
): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message)
}

describe('masks never yield what their rule refuses', { timeout: 20_000 }, () => {
  it('a name typed through the alphabetic mask is a valid name, or only too short', () => {
    fc.assert(
      fc.property(anything, (text) => {
        const { unmaskedValue } = typed(ALPHABETIC_MASK, text)
        expect(unmaskedValue.length).toBeLessThanOrEqual(50)
        expect(unmaskedValue).toMatch(/^[\p{L}\p{M}'’ʼ -]*$/u)
        expect(unmaskedValue).not.toMatch(/^ | {2}/)
        for (const code of codes(nameField(), unmaskedValue)) expect(['required', 'min_length']).toContain(code)
        for (const code of codes(optionalNameField(), unmaskedValue)) expect(code).toBe('min_length')
      }),
      RUNS,
    )
  })

  it("the alphanumeric mask keeps letters, digits, an address's punctuation and single spaces, at most 50", () => {
    fc.assert(
      fc.property(anything, (text) => {
        const { unmaskedValue } = typed(ALPHANUMERIC_MASK, text)
        expect(unmaskedValue).toMatch(/^(?:[A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9.,#&'/-]+(?: [A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9.,#&'/-]+)* ?)?$/)
        expect(unmaskedValue.length).toBeLessThanOrEqual(50)
      }),
      RUNS,
    )
  })

  it('a phone typed through the phone mask is ten digits the phone rule accepts, or incomplete', () => {
    fc.assert(
      fc.property(anything, (text) => {
        const { value, unmaskedValue } = typed(PHONE_MASK, text)
        expect(unmaskedValue).toMatch(/^\d{0,10}$/)
        if (unmaskedValue.length === 10) {
          expect(codes(phoneField(), value)).toEqual([])
          expect(normalizePhone(value)).toBe(unmaskedValue)
        } else {
          expect(codes(phoneField(), unmaskedValue).length).toBeGreaterThan(0)
        }
      }),
      RUNS,
    )
  })

  it('any ten digits, however written, come back as the same ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', '52', '+52 ', '521'), (digits, prefix) => {
        const spaced = `${prefix}${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
        expect(normalizePhone(spaced)).toBe(digits)
        expect(typed(PHONE_MASK, digits).unmaskedValue).toBe(digits)
        expect(applyMask(PHONE_MASK, digits, 'unmasked').value).toBe(
          `+52 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        )
      }),
      RUNS,
    )
  })

  it('a complete CURP out of the CURP mask is a CURP, in capitals', () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.stringMatching(/^[a-zA-Z]{4}\d{6}[a-zA-Z]{6}[a-zA-Z0-9]\d$/)), (text) => {
        const { unmaskedValue } = typed(CURP_MASK, text)
        expect(unmaskedValue).toBe(unmaskedValue.toUpperCase())
        expect(unmaskedValue.length).toBeLessThanOrEqual(18)
        if (unmaskedValue.length === 18) expect(isCurp(unmaskedValue)).toBe(true)
      }),
      RUNS,
    )
  })

  it("a CURP's check digit is a digit, and changes when one of the first 17 characters changes", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{4}\d{6}[A-Z]{6}[A-Z0-9]$/), fc.nat(16), (first17, at) => {
        const digit = curpCheckDigit(first17)
        expect(digit).toBeGreaterThanOrEqual(0)
        expect(digit).toBeLessThanOrEqual(9)
        expect(isCurp(`${first17}${digit}`)).toBe(true)
        const char = first17[at] ?? 'A'
        // A neighbour differs by 1 in the check alphabet; weights 2..18 times 1 are never 0 mod 10 apart from 10.
        const next = /\d/.test(char)
          ? String((Number(char) + 1) % 10)
          : char === 'Z'
            ? 'Y'
            : String.fromCharCode(char.charCodeAt(0) + 1)
        const changed = `${first17.slice(0, at)}${next}${first17.slice(at + 1)}`
        if (18 - at !== 10) expect(curpCheckDigit(changed)).not.toBe(digit)
      }),
      RUNS,
    )
  })

  it('a password out of the password mask never breaks the maximum, and is valid from 4 characters', () => {
    fc.assert(
      fc.property(anything, (text) => {
        const { unmaskedValue } = typed(PASSWORD_MASK, text)
        expect(unmaskedValue).toMatch(/^[A-Za-z0-9]{0,24}$/)
        const found = codes(passwordField(), unmaskedValue)
        expect(found.length === 0).toBe(unmaskedValue.length >= 4)
        expect(found).not.toContain('max_length')
      }),
      RUNS,
    )
  })

  it.each([
    ['income', INCOME_MASK, /^(?=.{0,16}$)\$? ?[\d, ]*(?:\.\d{0,2})?$/],
    ['finance', FINANCE_MASK, /^(?=.{0,16}$)\$? ?[\d, ]*(?:\.\d{0,2})?$/],
    ['work phone', WORK_PHONE_MASK, /^(?:[2-9]\d{0,9})?$/],
    ['code', CODE_MASK, /^\d{0,3}$/],
    ['bank card', BANK_CARD_MASK, /^\d{0,16}$/],
    ['CLABE', CLABE_MASK, /^\d{0,18}$/],
    ['card number', CARD_NUMBER_MASK, /^\d{0,25}$/],
  ] as const)('the %s mask yields only what its pattern allows', (_, mask, pattern) => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.stringMatching(/^\d{0,30}$/)), (text) => {
        expect(typed(mask, text).unmaskedValue).toMatch(pattern)
      }),
      RUNS,
    )
  })
})
