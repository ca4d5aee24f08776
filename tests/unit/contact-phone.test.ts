import { describe, expect, it } from 'vitest'
import { checkContactPhone } from '../../src/domain/contact-phone'

describe('the alternative phone rule (at least 8 digits, at most 15)', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['12345678', '12345678'],
    ['1234 5678', '12345678'],
    ['(33) 3615-0000', '3336150000'],
    ['+52 55 1234 5678', '525512345678'],
    ['55.1234.5678', '5512345678'],
    ['123456789012345', '123456789012345'],
  ])('accepts %j as %s', (typed, digits) => {
    expect(checkContactPhone(typed)).toEqual({ ok: true, digits })
  })

  it.each([
    ['', 'required'],
    ['  - ', 'required'],
    ['1234567', 'min_length'],
    ['(55) 123-45', 'min_length'],
    ['1234567890123456', 'max_length'],
    ['55 1234 ABCD', 'invalid_phone'],
    ['5512345678 ext 2', 'invalid_phone'],
  ])('refuses %j with %s', (typed, problem) => {
    expect(checkContactPhone(typed)).toEqual({ ok: false, problem })
  })
})
