import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { debitCardSchema } from '../../src/domain/forms/disbursement'
import { nameField, optionalNameField } from '../../src/domain/forms/fields'
import { referenceSchema } from '../../src/domain/forms/reference'
import { referralSchema } from '../../src/domain/forms/referral'
import { normalizeName } from '../../src/domain/identifier'
import { nameProblem } from '../../src/domain/person-name'
import { ACCEPTED_NAMES, REFUSED_NAMES } from '../support/names'
import { accepted, problemsOf } from './forms-support'

const CODE = { characters: 'name_characters', script: 'name_script' } as const

describe('the name rule (src/domain/person-name.ts)', () => {
  it.each(ACCEPTED_NAMES)('accepts %s', (_, typed, stored) => {
    expect(normalizeName(typed)).toBe(stored)
    expect(nameProblem(stored)).toBeNull()
  })

  it.each(REFUSED_NAMES)('refuses %s', (_, typed, problem) => {
    expect(nameProblem(normalizeName(typed))).toBe(problem)
  })

  it('refuses a lone surrogate, which is no character at all', () => {
    expect(nameProblem('Ana\ud800')).toBe('characters')
    expect(nameProblem('\udc00Ana')).toBe('characters')
  })

  it('refuses spaces it was not given as a stored name has them: in front, behind, doubled', () => {
    for (const name of [' Ana', 'Ana ', 'Ana  Luisa']) expect(nameProblem(name), JSON.stringify(name)).toBe('characters')
  })

  it('leaves the empty name to the required rule', () => {
    expect(nameProblem('')).toBeNull()
  })

  it('says characters when a name has both kinds of fault', () => {
    expect(nameProblem('李 😀')).toBe('characters')
    expect(nameProblem('😀 李')).toBe('characters')
  })
})

describe('normalizeName', () => {
  it.each([
    ['composes accents typed apart (NFC)', 'Nun\u0303ez Pen\u0303a', 'Nu\u00f1ez Pe\u00f1a'],
    ['trims and collapses every kind of white space', ' \tAna \u2003 María\n', 'Ana María'],
    ['keeps the BOM, for the rule to refuse, instead of taking it for a space', 'Ana\ufeffLuisa', 'Ana\ufeffLuisa'],
    ['keeps a zero-width space, which is no space', 'Ana\u200bLuisa', 'Ana\u200bLuisa'],
  ])('%s', (_, typed, stored) => {
    expect(normalizeName(typed)).toBe(stored)
  })

  it('stores José typed with a combining accent as the one letter é', () => {
    expect([...normalizeName('Jose\u0301')].map((char) => char.codePointAt(0)!.toString(16))).toEqual(['4a', '6f', '73', 'e9'])
  })
})

describe('the name fields of every form, with the same table', () => {
  const fields = {
    'a first name': z.object({ value: nameField() }),
    'a middle name': z.object({ value: z.optional(optionalNameField()) }),
    'last names': z.object({ value: nameField(100) }),
  }

  describe.each(Object.entries(fields))('%s', (_, schema) => {
    it.each(ACCEPTED_NAMES)('accepts %s and gives it as stored', (_, typed, stored) => {
      expect(accepted(schema, { value: typed }).value).toBe(stored)
    })

    it.each(REFUSED_NAMES)('refuses %s', (_, typed, problem) => {
      expect(problemsOf(schema, { value: typed })).toEqual({ value: CODE[problem] })
    })
  })

  it.each(REFUSED_NAMES)("refuses %s as the relative's full name, the card holder and a friend's name", (_, typed, problem) => {
    // Two words, so that the relative's one-word rule is not what fails.
    const value = `${typed} Ruiz`
    expect(problemsOf(referenceSchema('5512345678'), { fullName: value, phone: '5598765432' })).toEqual({
      fullName: CODE[problem],
    })
    const card = { cardNumber: '4242424242424242', expiryMonth: '12', expiryYear: '2030', holder: value }
    expect(problemsOf(debitCardSchema(new Date(2025, 5, 15)), card)).toEqual({ holder: CODE[problem] })
    expect(
      problemsOf(referralSchema({ phone: '5512345678', email: 'yo@example.mx' }), {
        name: value,
        phone: '5598765432',
        email: '',
      }),
    ).toEqual({
      name: CODE[problem],
    })
  })

  it.each(ACCEPTED_NAMES)("accepts %s as the relative's full name, the card holder and a friend's name", (_, typed, stored) => {
    const value = `${typed} Ruiz`
    expect(accepted(referenceSchema('5512345678'), { fullName: value, phone: '5598765432' }).fullName).toBe(`${stored} Ruiz`)
    const card = { cardNumber: '4242424242424242', expiryMonth: '12', expiryYear: '2030', holder: value }
    expect(accepted(debitCardSchema(new Date(2025, 5, 15)), card).holder).toBe(`${stored} Ruiz`)
    expect(
      accepted(referralSchema({ phone: '5512345678', email: 'yo@example.mx' }), { name: value, phone: '5598765432', email: '' })
        .name,
    ).toBe(`${stored} Ruiz`)
  })
})
