import { describe, expect, it } from 'vitest'
import { ClientProfile, envelope, ErrorBody } from '../../api'
import { readAnswer } from '../../src/api/answer'
import { BIRTH_DATE_MISMATCHES, VALID_CURPS, WRONG_CHECK_DIGITS } from '../support/curps'
import { latestCode, testServer } from './support/harness'

const server = await testServer()
const { call } = server

const SIGN_UP = '/web/public/client'

/** The violations of an answer as `path status` strings, for compact expectations. */
function violations(body: unknown): string[] {
  return (ErrorBody.parse(body).data.error.details.violations ?? []).map((v) => `${v.propertyPath} ${v.status}`).sort()
}

describe('sign-up', () => {
  it('creates an active client, answers its profile, and sends a phone code', async () => {
    const data = server.signUpData()
    const answer = await call('POST', SIGN_UP, {
      body: { ...data, email: ' Lucia.Nueva@Example.MX ', mobilePhone: { number: '+52 (55) 0000-0001' } },
    })
    expect(answer.status).toBe(201)
    const profile = envelope(ClientProfile).parse(answer.body).data
    expect(profile).toMatchObject({
      firstName: 'Lucía',
      email: 'lucia.nueva@example.mx',
      status: 1,
      fake: false,
      closedLoansCount: 0,
      hasActiveLoan: false,
      availableLoanAmount: { amount: 5000 },
      salaryCycle: null,
      payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: null },
      info: { mobilePhone: { number: '5500000001' }, curp: data.curp, birthDate: '1990-01-15', language: 'es', middleName: null },
    })
    expect(profile.hashedUserId).toMatch(/^[0-9a-f]{32}$/)
    const sms = await latestCode(server, '5500000001')
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'phone_verification' })
    expect(sms.code).toMatch(/^\d{3}$/)
  })

  it('lets the new client log in with e-mail and password, as the front end does next', async () => {
    const data = server.signUpData()
    expect((await call('POST', SIGN_UP, { body: data })).status).toBe(201)
    const login = await call('POST', '/web/public/client/login', { body: { login: data.email, password: data.password } })
    expect(login.status).toBe(200)
    expect(login.body.data.user.email).toBe(data.email)
  })

  it('keeps a middle name and the marketing consent', async () => {
    const data = { ...server.signUpData(), middleName: '  María  José ', language: 'en' as const }
    const answer = await call('POST', SIGN_UP, {
      body: { ...data, consents: { terms: true, privacy: true, creditBureau: true, marketing: true } },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data.info).toMatchObject({ middleName: 'María José', language: 'en' })
    const row = await server.db
      .selectFrom('clients')
      .select(['consent_marketing', 'consent_terms_at'])
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ consent_marketing: 1, consent_terms_at: server.clock.now().toISOString() })
  })

  it('records when each required consent was given: terms, privacy and the credit-bureau authorisation', async () => {
    const answer = await call('POST', SIGN_UP, { body: server.signUpData() })
    expect(answer.status).toBe(201)
    const row = await server.db
      .selectFrom('clients')
      .select(['consent_terms_at', 'consent_privacy_at', 'consent_credit_bureau_at'])
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow()
    const now = server.clock.now().toISOString()
    expect(row).toEqual({ consent_terms_at: now, consent_privacy_at: now, consent_credit_bureau_at: now })
  })

  it('never stores the password itself', async () => {
    const data = server.signUpData()
    const answer = await call('POST', SIGN_UP, { body: data })
    const row = await server.db
      .selectFrom('clients')
      .select('password_hash')
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(answer.body)).not.toContain(data.password)
  })
})

describe('sign-up violations (400, rule codes, form notation)', () => {
  const bad = (changes: Record<string, unknown>) => ({ ...server.signUpData(), ...changes })

  it.each([
    ['a short first name', { firstName: 'A' }, ['children[firstName].data min_length']],
    ['an empty first name', { firstName: '   ' }, ['children[firstName].data required']],
    ['a short middle name', { middleName: 'J' }, ['children[middleName].data min_length']],
    ['short last names', { lastNames: 'P' }, ['children[lastNames].data min_length']],
    ['a malformed e-mail', { email: 'ana@nowhere' }, ['children[email].data invalid_mail']],
    [
      'a phone of 9 digits',
      { mobilePhone: { number: '551234567' } },
      ['children[mobilePhone].children[number].data invalid_phone'],
    ],
    ['a 3-character password', { password: 'abc' }, ['children[password].data min_length']],
    ['a 25-character password', { password: 'a'.repeat(25) }, ['children[password].data max_length']],
    ['an impossible date', { birthDate: '1990-02-30' }, ['children[birthDate].data invalid_date']],
    ['a date in the future', { birthDate: '2030-01-01' }, ['children[birthDate].data invalid_date']],
    ['a short CURP', { curp: 'ABCD900115' }, ['children[curp].data min_length']],
    ['a CURP of the wrong pattern', { curp: 'ABCD9001151DFRRN01' }, ['children[curp].data invalid_identifier']],
    [
      'terms not accepted',
      { consents: { terms: false, privacy: true, creditBureau: true } },
      ['children[consents].children[terms].data required'],
    ],
    [
      'privacy not accepted',
      { consents: { terms: true, privacy: false, creditBureau: true } },
      ['children[consents].children[privacy].data required'],
    ],
    [
      'credit bureau not authorised',
      { consents: { terms: true, privacy: true, creditBureau: false } },
      ['children[consents].children[creditBureau].data required'],
    ],
    [
      'no credit-bureau answer at all',
      { consents: { terms: true, privacy: true } },
      ['children[consents].children[creditBureau].data required'],
    ],
  ])('refuses %s', async (_, changes, expected) => {
    const answer = await call('POST', SIGN_UP, { body: bad(changes) })
    expect(answer.status).toBe(400)
    expect(violations(answer.body)).toEqual(expected)
  })

  it('refuses a client under 18, counting the birthday in Mexico City', async () => {
    // The clock reads 2025-06-15 12:00 in Mexico City.
    const seventeen = await call('POST', SIGN_UP, { body: bad({ birthDate: '2007-06-16', curp: 'ABCD070616MDFRRNA7' }) })
    expect(violations(seventeen.body)).toEqual(['children[birthDate].data under_age'])
    const eighteen = await call('POST', SIGN_UP, { body: bad({ birthDate: '2007-06-15', curp: 'ABCE070615MDFRRNA1' }) })
    expect(eighteen.status).toBe(201)
  })

  it('reports every broken rule at once, which the front end flattens to field names', async () => {
    const answer = await call('POST', SIGN_UP, {
      body: bad({ firstName: 'A', email: 'x', password: '1', mobilePhone: { number: '1' } }),
    })
    expect(answer.status).toBe(400)
    const read = readAnswer(answer.status, answer.body)
    expect(read.ok ? [] : read.violations.map((v) => `${v.name} ${v.status}`).sort()).toEqual([
      'email invalid_mail',
      'firstName min_length',
      'mobilePhone.number invalid_phone',
      'password min_length',
    ])
  })

  it('answers a missing field with `required` and a wrong type with its zod code', async () => {
    const { email: _, mobilePhone: __, ...rest } = server.signUpData()
    const missing = await call('POST', SIGN_UP, { body: { ...rest, firstName: 42, mobilePhone: {} } })
    expect(missing.status).toBe(400)
    expect(violations(missing.body)).toEqual([
      'children[email].data required',
      'children[firstName].data invalid_type',
      'children[mobilePhone].children[number].data required',
    ])
  })

  it('answers an over-long field with max_length', async () => {
    const answer = await call('POST', SIGN_UP, { body: bad({ firstName: 'A'.repeat(51) }) })
    expect(violations(answer.body)).toEqual(['children[firstName].data max_length'])
  })

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a string', 'hola'],
  ])('answers %s with 400, never 5xx', async (_, body) => {
    const answer = await call('POST', SIGN_UP, { body })
    expect(answer.status).toBe(400)
  })

  it('answers malformed JSON with 400', async () => {
    const response = await server.request(SIGN_UP, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(ErrorBody.safeParse(await response.json()).success).toBe(true)
  })
})

/** The CURP rule of the form (src/domain/curp.ts `curpProblem`) on the ERP, with the form's table of CURPs. */
describe('the CURP rule, as the form applies it', () => {
  const message = (body: unknown) =>
    ErrorBody.parse(body).data.error.details.violations?.find((v) => v.propertyPath === 'children[curp].data')?.message

  it.each(VALID_CURPS)('accepts %s for a birth date of %s (%s), and stores it', async (curp, birthDate) => {
    const answer = await call('POST', SIGN_UP, { body: { ...server.signUpData(), curp: curp.toLowerCase(), birthDate } })
    expect(answer.status).toBe(201)
    expect(answer.body.data.info).toMatchObject({ curp, birthDate })
  })

  it.each(WRONG_CHECK_DIGITS)('refuses %s, whose check digit is 3, and makes no account', async (curp) => {
    const data = { ...server.signUpData(), curp, birthDate: '1985-12-06' }
    const answer = await call('POST', SIGN_UP, { body: data })
    expect(answer.status).toBe(400)
    expect(violations(answer.body)).toEqual(['children[curp].data invalid_identifier'])
    expect(message(answer.body)).toBe("The CURP's last character is not its check digit: one of its characters is wrong.")
    expect(await server.db.selectFrom('clients').select('id').where('email', '=', data.email).executeTakeFirst()).toBeUndefined()
  })

  it.each(BIRTH_DATE_MISMATCHES)('refuses a CURP with its right check digit but %s', async (_, curp, birthDate) => {
    const answer = await call('POST', SIGN_UP, { body: { ...server.signUpData(), curp, birthDate } })
    expect(answer.status).toBe(400)
    expect(violations(answer.body)).toEqual(['children[curp].data invalid_identifier'])
    expect(message(answer.body)).toBe('The CURP does not match the birth date.')
  })

  it('says the pattern is wrong before it looks at the check digit', async () => {
    const answer = await call('POST', SIGN_UP, { body: bad({ curp: 'LOPJ851206HDFPRÑ03', birthDate: '1985-12-06' }) })
    expect(violations(answer.body)).toEqual(['children[curp].data invalid_identifier'])
    expect(message(answer.body)).toBe('Not a CURP: 4 letters, 6 digits, 6 letters, a letter or digit and a digit.')
  })

  it('judges the check digit alone when the birth date is itself invalid', async () => {
    const answer = await call('POST', SIGN_UP, { body: bad({ curp: 'LOPJ851206HDFPRN04', birthDate: '1985-02-30' }) })
    expect(violations(answer.body)).toEqual(['children[birthDate].data invalid_date', 'children[curp].data invalid_identifier'])
    const valid = await call('POST', SIGN_UP, { body: bad({ curp: 'LOPJ851206HDFPRN03', birthDate: '1985-02-30' }) })
    expect(violations(valid.body)).toEqual(['children[birthDate].data invalid_date'])
  })

  function bad(changes: Record<string, unknown>) {
    return { ...server.signUpData(), ...changes }
  }
})

describe('identifiers already taken', () => {
  it('refuses a taken e-mail, phone and CURP, whatever their spelling', async () => {
    const first = server.signUpData()
    expect((await call('POST', SIGN_UP, { body: first })).status).toBe(201)
    const again = {
      ...server.signUpData(),
      email: first.email.toUpperCase(),
      mobilePhone: { number: `+52 ${first.mobilePhone.number}` },
      curp: first.curp.toLowerCase(),
    }
    const answer = await call('POST', SIGN_UP, { body: again })
    expect(answer.status).toBe(400)
    expect(violations(answer.body)).toEqual([
      'children[curp].data not_unique',
      'children[email].data not_unique',
      'children[mobilePhone].children[number].data not_unique',
    ])
  })

  it('names only the taken one', async () => {
    const first = server.signUpData()
    await call('POST', SIGN_UP, { body: first })
    const answer = await call('POST', SIGN_UP, { body: { ...server.signUpData(), mobilePhone: first.mobilePhone } })
    expect(violations(answer.body)).toEqual(['children[mobilePhone].children[number].data not_unique'])
  })

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = 'a.la.vez@example.mx'
    const answers = await Promise.all([1, 2].map(() => call('POST', SIGN_UP, { body: { ...server.signUpData(), email } })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect(violations(answers.find((answer) => answer.status === 400)?.body)).toEqual(['children[email].data not_unique'])
  })
})

describe('GET /web/public/client/check/{key}/{value}', () => {
  it('answers from storage for e-mail, phone and CURP, in any spelling', async () => {
    const data = server.signUpData()
    const check = async (key: string, value: string) =>
      (await call('GET', `/web/public/client/check/${key}/${encodeURIComponent(value)}`)).body.data.exists
    expect(await check('email', data.email)).toBe(false)
    await call('POST', SIGN_UP, { body: data })
    expect(await check('email', data.email.toUpperCase())).toBe(true)
    expect(await check('mobilePhone', `+52 ${data.mobilePhone.number}`)).toBe(true)
    expect(await check('curp', data.curp.toLowerCase())).toBe(true)
    expect(await check('mobilePhone', '123')).toBe(false)
    expect(await check('curp', 'ZZZZ900115MDFRRN01')).toBe(false)
  })

  it('refuses an unknown key with 400', async () => {
    expect((await call('GET', '/web/public/client/check/rfc/X')).status).toBe(400)
  })
})
