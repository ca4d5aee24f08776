import { setupI18n } from '@lingui/core'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { detailsSchema } from '../../src/domain/forms/details'
import { fieldIssues, localProblem } from '../../src/domain/forms/issues'
import { RuleCode } from '../../src/domain/forms/rules'
import { fieldErrors, ruleMessage } from '../../src/screens/forms/problems'

describe('fieldIssues', () => {
  it('gives nothing for an accepted form', () => {
    expect(fieldIssues(z.safeParse(z.object({ code: z.string() }), { code: '123' }))).toEqual([])
  })

  it('names a nested field by its path joined with dots, as the ERP violations are flattened', () => {
    const result = detailsSchema(new Date(2025, 5, 15)).safeParse({
      firstName: 'Rosa',
      lastNames: 'Pérez',
      email: 'rosa@example.mx',
      mobilePhone: { number: '55' },
      password: 'Rosa2025',
      repeatPassword: 'Rosa2025',
      curp: 'PEGR920304MDFRMS05',
      birthDate: '04/03/1992',
      consents: { privacy: true, terms: false, creditBureau: true },
    })
    expect(fieldIssues(result)).toEqual([
      { name: 'mobilePhone.number', status: 'invalid_phone' },
      { name: 'consents.terms', status: 'required' },
    ])
  })

  it('reads results of full zod too', async () => {
    const { z: classic } = await import('zod')
    expect(fieldIssues(classic.object({ a: classic.string().min(2, 'min_length') }).safeParse({ a: 'x' }))).toEqual([
      { name: 'a', status: 'min_length' },
    ])
  })
})

describe('localProblem', () => {
  const schema = z.object({ email: z.email('invalid_mail') })

  it('is null for an accepted form', () => {
    expect(localProblem(schema.safeParse({ email: 'rosa@example.mx' }))).toBeNull()
  })

  it('is a refused form call, which the screens turn into field errors as they do for the ERP', () => {
    const problem = localProblem(schema.safeParse({ email: 'rosa' }))
    expect(problem).toEqual({ status: 400, code: 'validation_failed', violations: [{ name: 'email', status: 'invalid_mail' }] })
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    expect(fieldErrors(i18n, problem, ['email'])).toEqual({ email: ruleMessage(i18n, 'invalid_mail') })
  })
})

describe('the rule codes', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const unknown = ruleMessage(i18n, 'a_code_nobody_knows')

  it.each(Object.values(RuleCode))('%s has its own message for the screens', (code) => {
    expect(ruleMessage(i18n, code)).not.toBe(unknown)
  })
})
