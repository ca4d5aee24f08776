import { describe, expect, it } from 'vitest'
import { referralBody, referralSchema } from '../../src/domain/forms/referral'
import { accepted, problemsOf } from './forms-support'

describe('the referral form', () => {
  const schema = referralSchema({ phone: '5512345678', email: 'rosa@example.mx' })

  it('accepts a friend reached by phone alone, the phone as ten digits', () => {
    expect(accepted(schema, { name: '  Lucía   Amiga ', phone: '+52 (559) 876-5432', email: '' })).toEqual({
      name: 'Lucía Amiga',
      phone: '5598765432',
      email: '',
    })
  })

  it('accepts a friend reached by e-mail alone, in lower case', () => {
    expect(accepted(schema, { name: 'Lucía', phone: '', email: ' Lucia@Correo.MX ' })).toEqual({
      name: 'Lucía',
      phone: '',
      email: 'lucia@correo.mx',
    })
  })

  it('asks for a phone or an e-mail when neither is given, and for the name', () => {
    expect(problemsOf(schema, { name: '', phone: '', email: '' })).toEqual({ name: 'required', phone: 'required' })
    expect(problemsOf(schema, { name: 'L', phone: ' ', email: '' })).toEqual({ name: 'min_length', phone: 'required' })
  })

  it('refuses a phone that is not ten digits and a malformed e-mail', () => {
    expect(problemsOf(schema, { name: 'Lucía', phone: '55123', email: 'lucia@' })).toEqual({
      phone: 'invalid_phone',
      email: 'invalid_mail',
    })
  })

  it("refuses the client's own phone and e-mail, however they are written", () => {
    expect(problemsOf(schema, { name: 'Lucía', phone: '+52 (551) 234-5678', email: ' ROSA@example.mx' })).toEqual({
      phone: 'own_phone',
      email: 'same_as_current',
    })
  })

  it('sends an empty contact as null', () => {
    expect(referralBody({ name: 'Lucía', phone: '5598765432', email: '' })).toEqual({
      name: 'Lucía',
      phone: '5598765432',
      email: null,
    })
    expect(referralBody({ name: 'Lucía', phone: '', email: 'lucia@correo.mx' })).toEqual({
      name: 'Lucía',
      phone: null,
      email: 'lucia@correo.mx',
    })
  })
})
