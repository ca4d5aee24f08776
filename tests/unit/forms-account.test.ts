import { describe, expect, it } from 'vitest'
import {
  additionalContactSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
} from '../../src/domain/forms/account'
import { codeSchema } from '../../src/domain/forms/code'
import { accepted, problemsOf } from './forms-support'

describe('the change of e-mail', () => {
  const schema = changeEmailSchema('rosa@example.mx')

  it('accepts another valid e-mail, in lower case', () => {
    expect(accepted(schema, { email: ' Rosa.Perez@Correo.MX ' })).toEqual({ email: 'rosa.perez@correo.mx' })
  })

  it('refuses a missing or malformed e-mail', () => {
    expect(problemsOf(schema, { email: '' })).toEqual({ email: 'required' })
    expect(problemsOf(schema, { email: 'rosa@' })).toEqual({ email: 'invalid_mail' })
  })

  it('refuses the current e-mail, whatever its case', () => {
    expect(problemsOf(schema, { email: 'rosa@example.mx' })).toEqual({ email: 'same_as_current' })
    expect(problemsOf(schema, { email: ' ROSA@Example.mx' })).toEqual({ email: 'same_as_current' })
    expect(problemsOf(changeEmailSchema(' ROSA@EXAMPLE.MX '), { email: 'rosa@example.mx' })).toEqual({ email: 'same_as_current' })
  })
})

describe('the change of password', () => {
  const change = { oldPassword: 'Rosa2025', newPassword: 'Clara2026', repeatPassword: 'Clara2026' }
  const problems = (changes: Record<string, unknown>) => problemsOf(changePasswordSchema, { ...change, ...changes })

  it('accepts a new password of 4 to 24 characters, repeated', () => {
    expect(problems({})).toEqual({})
    expect(problems({ newPassword: 'abcd', repeatPassword: 'abcd' })).toEqual({})
  })

  it('requires the old password and the repetition', () => {
    expect(problems({ oldPassword: '', repeatPassword: '' })).toEqual({ oldPassword: 'required', repeatPassword: 'required' })
  })

  it('needs 4 to 24 characters', () => {
    expect(problems({ newPassword: 'abc', repeatPassword: 'abc' })).toEqual({ newPassword: 'min_length' })
    expect(problems({ newPassword: 'a'.repeat(25), repeatPassword: 'a'.repeat(25) })).toEqual({ newPassword: 'max_length' })
  })

  it('needs the new password repeated the same', () => {
    expect(problems({ repeatPassword: 'Clara2027' })).toEqual({ repeatPassword: 'not_repeated' })
  })

  it('needs a new password other than the old one, once it is otherwise valid', () => {
    expect(problems({ newPassword: 'Rosa2025', repeatPassword: 'Rosa2025' })).toEqual({ newPassword: 'same_as_old' })
    expect(problemsOf(changePasswordSchema, { oldPassword: 'abc', newPassword: 'abc', repeatPassword: 'abc' })).toEqual({
      newPassword: 'min_length',
    })
  })
})

describe('the change of phone', () => {
  const schema = changePhoneSchema('5512345678')

  it('accepts another 10-digit phone and gives the digits', () => {
    expect(accepted(schema, { mobilePhone: { number: '+52 (331) 234-5678' } })).toEqual({ mobilePhone: { number: '3312345678' } })
  })

  it('needs exactly 10 digits', () => {
    expect(problemsOf(schema, { mobilePhone: { number: '' } })).toEqual({ 'mobilePhone.number': 'required' })
    expect(problemsOf(schema, { mobilePhone: { number: '331234567' } })).toEqual({ 'mobilePhone.number': 'invalid_phone' })
  })

  it("refuses the client's own phone", () => {
    expect(problemsOf(schema, { mobilePhone: { number: '+52 (551) 234-5678' } })).toEqual({ 'mobilePhone.number': 'own_phone' })
  })
})

describe('the alternative phone', () => {
  const problems = (phone: string) => problemsOf(additionalContactSchema, { phone })

  it('takes 8 to 15 digits, landlines included', () => {
    expect(problems('55123456')).toEqual({})
    expect(problems('+1 (555) 123-4567')).toEqual({})
    expect(problems('1'.repeat(15))).toEqual({})
  })

  it('refuses fewer than 8 digits, more than 15, and letters', () => {
    expect(problems('5512345')).toEqual({ phone: 'min_length' })
    expect(problems('1'.repeat(16))).toEqual({ phone: 'max_length' })
    expect(problems('55 12 34 5a')).toEqual({ phone: 'invalid_phone' })
    expect(problems('')).toEqual({ phone: 'required' })
  })
})

describe('the SMS code', () => {
  it('has exactly 3 characters', () => {
    expect(accepted(codeSchema, { code: ' 123 ' })).toEqual({ code: '123' })
    expect(problemsOf(codeSchema, { code: '' })).toEqual({ code: 'required' })
    expect(problemsOf(codeSchema, { code: '12' })).toEqual({ code: 'code_length' })
    expect(problemsOf(codeSchema, { code: '1234' })).toEqual({ code: 'code_length' })
  })
})
