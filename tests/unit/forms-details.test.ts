import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { ageOn, birthDateField, cleanBirthDate, curpField, detailsSchema } from '../../src/domain/forms/details'
import { BIRTH_DATE_MISMATCHES, VALID_CURPS, WRONG_CHECK_DIGITS } from '../support/curps'
import { accepted, problemsOf } from './forms-support'

const today = new Date(2025, 5, 15) // 15 June 2025

/**
 * A complete, valid form of `/registration`, as the screen holds it. Rosa's CURP (docs/ERP.md's
 * example) spells her birth date, 4 March 1992: PEGR 920304 M DF RMS 0, check digit 5 (see below).
 */
const rosa = {
  firstName: 'Rosa',
  middleName: '',
  lastNames: 'Pérez García',
  email: 'rosa@example.mx',
  mobilePhone: { number: '5512345678' },
  password: 'Rosa2025',
  repeatPassword: 'Rosa2025',
  curp: 'PEGR920304MDFRMS05',
  birthDate: '04/03/1992',
  consents: { privacy: true, terms: true, creditBureau: true, marketing: false },
}

const details = detailsSchema(today)
const problems = (changes: Record<string, unknown>) => problemsOf(details, { ...rosa, ...changes })

describe('the details form', () => {
  it('accepts a complete form and gives what the sign-up call takes', () => {
    expect(
      accepted(details, {
        ...rosa,
        firstName: '  Rosa ',
        lastNames: 'Pérez   García',
        email: ' Rosa@Example.MX ',
        mobilePhone: { number: '+52 (551) 234-5678' },
        curp: 'pegr920304mdfrms05',
      }),
    ).toMatchObject({
      firstName: 'Rosa',
      lastNames: 'Pérez García',
      email: 'rosa@example.mx',
      mobilePhone: { number: '5512345678' },
      curp: 'PEGR920304MDFRMS05',
      birthDate: '1992-03-04',
    })
  })

  it('names every missing field as required', () => {
    expect(problemsOf(details, {})).toEqual({
      firstName: 'required',
      lastNames: 'required',
      email: 'required',
      mobilePhone: 'required',
      password: 'required',
      repeatPassword: 'required',
      curp: 'required',
      birthDate: 'required',
      consents: 'required',
    })
    expect(problems({ firstName: ' ', lastNames: '', email: '', mobilePhone: { number: '' }, curp: '', birthDate: '' })).toEqual({
      firstName: 'required',
      lastNames: 'required',
      email: 'required',
      'mobilePhone.number': 'required',
      curp: 'required',
      birthDate: 'required',
    })
  })

  it('reports one rule per field, the first one broken', () => {
    expect(problems({ password: '', repeatPassword: '' })).toEqual({ password: 'required', repeatPassword: 'required' })
  })
})

describe('names', () => {
  it('take Spanish letters, accents and ñ', () => {
    expect(problems({ firstName: 'Ñoño', middleName: 'Ángel', lastNames: 'Núñez Güemes' })).toEqual({})
  })

  it('need 2 characters at least, after trimming', () => {
    expect(problems({ firstName: 'J', lastNames: ' P ' })).toEqual({ firstName: 'min_length', lastNames: 'min_length' })
    expect(problems({ firstName: 'Jo', lastNames: 'Li' })).toEqual({})
  })

  it('take 50 characters at most (last names 100)', () => {
    expect(problems({ firstName: 'a'.repeat(51), lastNames: 'b'.repeat(101) })).toEqual({
      firstName: 'max_length',
      lastNames: 'max_length',
    })
    expect(problems({ firstName: 'a'.repeat(50), lastNames: 'b'.repeat(100) })).toEqual({})
  })

  it('let the middle name be empty or absent, and need 2 characters when given', () => {
    expect(problems({ middleName: undefined })).toEqual({})
    expect(problems({ middleName: '   ' })).toEqual({})
    expect(problems({ middleName: 'M' })).toEqual({ middleName: 'min_length' })
    expect(problems({ middleName: 'Ma' })).toEqual({})
  })

  it('come out with single spaces', () => {
    expect(accepted(details, { ...rosa, middleName: ' María   José ' }).middleName).toBe('María José')
  })

  it('accept any word of Spanish letters from 2 to 50 characters', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzñáéíóúüABCDEFGHIJKLMNOPQRSTUVWXYZÑÁÉÍÓÚÜ')
    const name = fc.array(letter, { minLength: 2, maxLength: 50 }).map((letters) => letters.join(''))
    fc.assert(fc.property(name, (firstName) => Object.keys(problems({ firstName })).length === 0))
  })
})

describe('the e-mail', () => {
  it('must look like name@domain.tld', () => {
    for (const email of ['rosa', 'rosa@', 'rosa@example', '@example.mx', 'ro sa@example.mx']) {
      expect(problems({ email })).toEqual({ email: 'invalid_mail' })
    }
    expect(problems({ email: 'rosa.perez+lana@correo.com.mx' })).toEqual({})
  })
})

describe('the mobile phone', () => {
  it('has exactly 10 digits', () => {
    expect(problems({ mobilePhone: { number: '551234567' } })).toEqual({ 'mobilePhone.number': 'invalid_phone' })
    expect(problems({ mobilePhone: { number: '55123456789' } })).toEqual({ 'mobilePhone.number': 'invalid_phone' })
    expect(problems({ mobilePhone: { number: '55-1234-abcd' } })).toEqual({ 'mobilePhone.number': 'invalid_phone' })
  })

  it('is read from the mask, spaces or the country code', () => {
    for (const number of ['+52 (331) 234-5678', '33 1234 5678', '523312345678']) {
      expect(accepted(details, { ...rosa, mobilePhone: { number } }).mobilePhone.number).toBe('3312345678')
    }
  })
})

describe('the password', () => {
  it('has 4 to 24 characters', () => {
    expect(problems({ password: 'abc', repeatPassword: 'abc' })).toEqual({ password: 'min_length' })
    expect(problems({ password: 'a'.repeat(25), repeatPassword: 'a'.repeat(25) })).toEqual({ password: 'max_length' })
    expect(problems({ password: 'abcd', repeatPassword: 'abcd' })).toEqual({})
    expect(problems({ password: 'a'.repeat(24), repeatPassword: 'a'.repeat(24) })).toEqual({})
  })

  it('must be repeated the same, even while another field is wrong', () => {
    expect(problems({ repeatPassword: 'Rosa2026' })).toEqual({ repeatPassword: 'not_repeated' })
    expect(problems({ email: 'rosa', repeatPassword: 'rosa2025' })).toEqual({
      email: 'invalid_mail',
      repeatPassword: 'not_repeated',
    })
  })

  it('is not trimmed: spaces count', () => {
    expect(problems({ password: 'ab  ', repeatPassword: 'ab' })).toEqual({ repeatPassword: 'not_repeated' })
  })
})

describe('the CURP', () => {
  const curp = z.object({ curp: curpField() })

  // Check digits by RENAPO's algorithm: values 0-9, A=10 … N=23, Ñ=24, O=25 … Z=36, weights 18 down to 2,
  // digit = (10 - sum mod 10) mod 10.
  // PEGR920304MDFRMS0: P26×18 + E14×17 + G16×16 + R28×15 + 9×14 + 2×13 + 0×12 + 3×11 + 0×10 + 4×9
  //   + M22×8 + D13×7 + F15×6 + R28×5 + M22×4 + S29×3 + 0×2 = 2275 → 5.
  // HEGG560427MVZRRL0: H17×18 + E14×17 + G16×16 + G16×15 + 5×14 + 6×13 + 0×12 + 4×11 + 2×10 + 7×9
  //   + M22×8 + V32×7 + Z36×6 + R28×5 + R28×4 + L21×3 + 0×2 = 2246 → 4.
  // MAPL050817HJCRRSA (born in 2005: a letter 17th): M22×18 + A10×17 + P26×16 + L21×15 + 0×14 + 5×13
  //   + 0×12 + 8×11 + 1×10 + 7×9 + H17×8 + J19×7 + C12×6 + R28×5 + R28×4 + S29×3 + A10×2 = 2223 → 7.
  it.each(['PEGR920304MDFRMS05', 'HEGG560427MVZRRL04', 'MAPL050817HJCRRSA7'])('accepts %s', (value) => {
    expect(problemsOf(curp, { curp: value })).toEqual({})
  })

  it('is read in capitals', () => {
    expect(accepted(curp, { curp: ' hegg560427mvzrrl04 ' }).curp).toBe('HEGG560427MVZRRL04')
  })

  it('needs 18 characters at least', () => {
    expect(problemsOf(curp, { curp: 'HEGG560427MVZRRL0' })).toEqual({ curp: 'min_length' })
  })

  it('must follow the pattern: 4 letters, 6 digits, 6 letters, a letter or digit, a digit', () => {
    for (const value of [
      'HEG1560427MVZRRL04',
      'HEGG56042AMVZRRL04',
      'HEGG560427MVZRR104',
      'HEGG560427MVZRRL0A',
      'HEGG560427MVZRRL045',
      'HEGG560427MVZRRÑ04',
    ]) {
      expect(problemsOf(curp, { curp: value }), value).toEqual({ curp: 'invalid_curp' })
    }
  })

  it('must end with its check digit', () => {
    expect(problemsOf(curp, { curp: 'HEGG560427MVZRRL05' })).toEqual({ curp: 'curp_check_digit' })
    expect(problemsOf(curp, { curp: 'PEGR920304MDFRMS04' })).toEqual({ curp: 'curp_check_digit' })
  })

  it('fails with any other check digit than its own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }).filter((digit) => digit !== 4),
        (digit) => {
          expect(problemsOf(curp, { curp: `HEGG560427MVZRRL0${digit}` })).toEqual({ curp: 'curp_check_digit' })
        },
      ),
    )
  })

  it('must spell the birth date, once both are valid', () => {
    expect(problems({ birthDate: '05/03/1992' })).toEqual({ curp: 'curp_birth_date' })
    expect(problems({ curp: 'HEGG560427MVZRRL04', birthDate: '27/04/1956' })).toEqual({})
  })

  it('must tell the century of the birth date: a digit 17th up to 1999, a letter from 2000', () => {
    expect(problems({ curp: 'MAPL050817HJCRRSA7', birthDate: '17/08/2005' })).toEqual({})
    expect(problems({ curp: 'MAPL050817HJCRRSA7', birthDate: '17/08/1905' })).toEqual({ curp: 'curp_birth_date' })
    expect(problems({ curp: 'HEGG560427MVZRRL04', birthDate: '27/04/1956' })).toEqual({})
    expect(problems({ curp: 'HEGG560427MVZRRL05', birthDate: '05/03/1992' })).toEqual({ curp: 'curp_check_digit' })
  })
})

describe("the CURP, with the ERP's table", () => {
  // The birth dates as the mask writes them, mm/dd/yyyy.
  const typed = (wire: string) => `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}`

  it.each(VALID_CURPS)('accepts %s with the birth date %s (%s)', (curp, birthDate) => {
    expect(problems({ curp, birthDate: typed(birthDate) })).toEqual({})
  })

  it.each(WRONG_CHECK_DIGITS)('refuses %s for its check digit', (curp) => {
    expect(problems({ curp, birthDate: '06/12/1985' })).toEqual({ curp: 'curp_check_digit' })
  })

  it.each(BIRTH_DATE_MISMATCHES)('refuses a CURP with %s', (_, curp, birthDate) => {
    expect(problems({ curp, birthDate: typed(birthDate) })).toEqual({ curp: 'curp_birth_date' })
  })
})

describe('the birth date', () => {
  const field = (on: Date) => z.object({ birthDate: birthDateField(on) })

  it('is read as the mask writes it (mm/dd/yyyy) or as the ERP does (yyyy-mm-dd)', () => {
    expect(accepted(field(today), { birthDate: '04/03/1992' }).birthDate).toBe('1992-03-04')
    expect(accepted(field(today), { birthDate: '1992-03-04' }).birthDate).toBe('1992-03-04')
    expect(cleanBirthDate(' 31/12/1990 ')).toBe('1990-12-31')
  })

  it('must be a real date', () => {
    for (const birthDate of ['30/02/1990', '01/13/1990', '1990', '04/03/92', '1990-02-30']) {
      expect(problemsOf(field(today), { birthDate }), birthDate).toEqual({ birthDate: 'invalid_date' })
    }
  })

  it('must not be after today', () => {
    expect(problemsOf(field(today), { birthDate: '16/06/2025' })).toEqual({ birthDate: 'future_date' })
    expect(problemsOf(field(today), { birthDate: '01/01/2030' })).toEqual({ birthDate: 'future_date' })
  })

  it('makes the applicant 18 on their 18th birthday, not the day before', () => {
    const born = '15/06/2007'
    expect(problemsOf(field(new Date(2025, 5, 14)), { birthDate: born })).toEqual({ birthDate: 'under_age' })
    expect(problemsOf(field(new Date(2025, 5, 15)), { birthDate: born })).toEqual({})
    expect(problemsOf(field(new Date(2025, 5, 15)), { birthDate: '16/06/2007' })).toEqual({ birthDate: 'under_age' })
  })

  it('counts whole years, a birthday on 29 February passing on 1 March', () => {
    expect(ageOn(new Date(2008, 1, 29), new Date(2026, 1, 28))).toBe(17)
    expect(ageOn(new Date(2008, 1, 29), new Date(2026, 2, 1))).toBe(18)
    expect(ageOn(new Date(1990, 11, 31), new Date(2025, 0, 1))).toBe(34)
  })

  it('ignores the time of day of today', () => {
    expect(problemsOf(field(new Date(2025, 5, 15, 0, 0, 1)), { birthDate: '15/06/2007' })).toEqual({})
    expect(problemsOf(field(new Date(2025, 5, 15, 23, 59)), { birthDate: '15/06/2025' })).toEqual({ birthDate: 'under_age' })
  })
})

describe('the consents', () => {
  it('all three must be given: privacy notice, terms, credit bureau', () => {
    expect(problems({ consents: { privacy: false, terms: false, creditBureau: false } })).toEqual({
      'consents.privacy': 'required',
      'consents.terms': 'required',
      'consents.creditBureau': 'required',
    })
    expect(problems({ consents: { privacy: true, terms: true } })).toEqual({ 'consents.creditBureau': 'required' })
  })

  it('leave marketing free', () => {
    expect(problems({ consents: { privacy: true, terms: true, creditBureau: true } })).toEqual({})
    expect(problems({ consents: { privacy: true, terms: true, creditBureau: true, marketing: true } })).toEqual({})
  })
})

describe('the promo code', () => {
  it('is optional', () => {
    expect(problems({ promoCode: undefined })).toEqual({})
    expect(problems({ promoCode: '' })).toEqual({})
  })

  it('has 2 to 64 characters when given', () => {
    expect(problems({ promoCode: 'A' })).toEqual({ promoCode: 'min_length' })
    expect(problems({ promoCode: 'A'.repeat(65) })).toEqual({ promoCode: 'max_length' })
    expect(problems({ promoCode: 'AB' })).toEqual({})
    expect(problems({ promoCode: 'A'.repeat(64) })).toEqual({})
  })
})
