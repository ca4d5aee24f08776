import { describe, expect, it } from 'vitest'
import { CodeSent, envelope, ErrorBody } from '../../api'
import { latestCode, testServer } from './support/harness'

const server = await testServer()
const { call, clock } = server

const SMS = '/web/public/client/phone/sms-code'
const EMAIL = '/web/public/client/email/send-code'
const MINUTE = 60_000

let numbers = 0
const freshPhone = () => `56${String((numbers += 1)).padStart(8, '0')}`
let addresses = 0
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${(addresses += 1)}` })

describe('SMS codes', () => {
  it('sends a 3-digit code to the outbox', async () => {
    const phone = freshPhone()
    const answer = await call('POST', SMS, { body: { mobilePhone: { number: `+52 ${phone}` } }, headers: fromNewAddress() })
    expect(answer.status).toBe(200)
    expect(envelope(CodeSent).parse(answer.body).data).toEqual({ sent: true, retryAfterSeconds: 60 })
    const sms = await latestCode(server, phone)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'phone_verification' })
    expect(sms.code).toMatch(/^\d{3}$/)
    expect(sms.message).toContain(sms.code)
  })

  it('refuses a second code within a minute: 429, already_sent_in_last_minutes', async () => {
    const phone = freshPhone()
    const headers = fromNewAddress()
    expect((await call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers })).status).toBe(200)
    clock.advance(30_000)
    const again = await call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers })
    expect(again.status).toBe(429)
    expect(again.headers.get('Retry-After')).toBe('30')
    expect(ErrorBody.parse(again.body).data.error.details.violations).toEqual([
      { propertyPath: 'children[mobilePhone].children[number].data', status: 'already_sent_in_last_minutes' },
    ])
    clock.advance(30_000)
    expect((await call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers })).status).toBe(200)
  })

  it('allows 3 codes an hour and 10 a day per destination, from any addresses, then 429 with the rule', async () => {
    const phone = freshPhone()
    const send = () => call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers: fromNewAddress() })
    for (let i = 0; i < 3; i += 1) {
      expect((await send()).status).toBe(200)
      clock.advance(MINUTE)
    }
    const fourth = await send()
    expect(fourth.status).toBe(429)
    expect(fourth.body.data.error.details.violations[0].status).toBe('already_sent_in_last_minutes')
    // The first of the three leaves the hour 57 minutes from now.
    expect(fourth.headers.get('Retry-After')).toBe(String(57 * 60))
    for (let i = 3; i < 10; i += 1) {
      clock.advance(60 * MINUTE)
      expect((await send()).status).toBe(200)
    }
    clock.advance(60 * MINUTE)
    const eleventh = await send()
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.data.error.details.violations[0].status).toBe('request_count_by_day_exceed')
    clock.advance(24 * 60 * MINUTE)
    expect((await send()).status).toBe(200)
  })

  it('tells the wait of the limit that frees last when the minute and the hour both hold', async () => {
    const phone = freshPhone()
    const send = () => call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers: fromNewAddress() })
    for (let i = 0; i < 3; i += 1) {
      expect((await send()).status).toBe(200)
      clock.advance(MINUTE)
    }
    clock.advance(-30_000)
    // Codes at 0:00, 1:00 and 2:00; now 2:30: the minute frees in 30 s, the hour at 60:00.
    const both = await send()
    expect(both.body.data.error.details.violations[0].status).toBe('already_sent_in_last_minutes')
    expect(both.headers.get('Retry-After')).toBe(String(57 * 60 + 30))
  })

  it.each([
    ['a short number', { mobilePhone: { number: '5512' } }, 'children[mobilePhone].children[number].data', 'invalid_phone'],
    ['letters', { mobilePhone: { number: 'abc' } }, 'children[mobilePhone].children[number].data', 'invalid_phone'],
    ['no number', { mobilePhone: {} }, 'children[mobilePhone].children[number].data', 'required'],
    ['no phone', {}, 'children[mobilePhone].data', 'required'],
  ])('refuses %s with 400', async (_, body, propertyPath, status) => {
    const answer = await call('POST', SMS, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations).toEqual([expect.objectContaining({ propertyPath, status })])
  })
})

describe('e-mail codes', () => {
  it('sends a 3-digit code to the outbox, with the same limits', async () => {
    const headers = fromNewAddress()
    const answer = await call('POST', EMAIL, { body: { email: ' Codigo@Example.MX' }, headers })
    expect(answer.status).toBe(200)
    expect(await latestCode(server, 'codigo@example.mx')).toMatchObject({
      channel: 'email',
      purpose: 'email_verification',
      code: expect.stringMatching(/^\d{3}$/),
    })
    const again = await call('POST', EMAIL, { body: { email: 'codigo@example.mx' }, headers })
    expect(again.status).toBe(429)
    expect(again.body.data.error.details.violations).toEqual([
      { propertyPath: 'children[email].data', status: 'already_sent_in_last_minutes' },
    ])
  })

  it.each([
    ['a malformed address', { email: 'nope' }, 'invalid_mail'],
    ['an empty one', { email: '' }, 'required'],
    ['none', {}, 'required'],
  ])('refuses %s with 400', async (_, body, status) => {
    const answer = await call('POST', EMAIL, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'children[email].data', status }),
    ])
  })
})

describe('password recovery', () => {
  const RECOVER = '/web/public/client/recover/password'
  const RESET = '/web/public/client/recover/password/reset'

  it('answers the same for an existing and an unknown account, and sends a link only to the existing one', async () => {
    const client = await server.newClient()
    const known = await call('POST', RECOVER, { body: { login: client.email }, headers: fromNewAddress() })
    const unknown = await call('POST', RECOVER, { body: { login: 'nadie@example.mx' }, headers: fromNewAddress() })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(await latestCode(server, client.email)).toMatchObject({ channel: 'email', purpose: 'password_recovery' })
    const none = await call('GET', '/web/dev/outbox?destination=nadie@example.mx')
    expect(none.body.data).toEqual([])
  })

  it('sends the link by SMS when the login is a phone', async () => {
    const client = await server.newClient()
    await call('POST', RECOVER, { body: { login: client.phone }, headers: fromNewAddress() })
    const link = await latestCode(server, client.phone)
    expect(link).toMatchObject({ channel: 'sms', purpose: 'password_recovery' })
    // A whole link a phone can open: the site's public address (PUBLIC_URL), not a bare path.
    expect(link.message).toContain(` http://localhost:3000/es/recover?token=${link.code} `)
  })

  it('does not reveal a destination limit either', async () => {
    const client = await server.newClient()
    const headers = fromNewAddress()
    expect((await call('POST', RECOVER, { body: { login: client.email }, headers })).status).toBe(200)
    expect((await call('POST', RECOVER, { body: { login: client.email }, headers })).status).toBe(200)
    const sent = await call('GET', `/web/dev/outbox?destination=${client.email}`)
    expect(sent.body.data.filter((m: { purpose: string }) => m.purpose === 'password_recovery')).toHaveLength(1)
  })

  it('resets the password once with the link, and logs out older tokens', async () => {
    const client = await server.newClient()
    await call('POST', RECOVER, { body: { login: client.email }, headers: fromNewAddress() })
    const { code: token } = await latestCode(server, client.email)
    clock.advance(1000)
    const reset = await call('POST', RESET, { body: { token, password: 'Nueva2025' } })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ data: { reset: true } })
    const oldToken = await call('GET', '/web/private/client/client', { token: client.token })
    expect(oldToken.status).toBe(401)
    expect(oldToken.body.data.error.code).toBe('token_revoked')
    expect(
      (
        await call('POST', '/web/public/client/login', {
          body: { login: client.email, password: client.password },
          headers: fromNewAddress(),
        })
      ).status,
    ).toBe(401)
    const login = await call('POST', '/web/public/client/login', { body: { login: client.email, password: 'Nueva2025' } })
    expect(login.status).toBe(200)
    expect((await call('GET', '/web/private/client/client', { token: login.body.data.token })).status).toBe(200)
    // Used once, gone.
    const twice = await call('POST', RESET, { body: { token, password: 'Otra2025' } })
    expect(twice.status).toBe(400)
    expect(twice.body.data.error.details.violations).toEqual([{ propertyPath: 'children[token].data', status: 'invalid_token' }])
  })

  it('refuses an expired link, an unknown token and a short password', async () => {
    const client = await server.newClient()
    await call('POST', RECOVER, { body: { login: client.email }, headers: fromNewAddress() })
    const { code: token } = await latestCode(server, client.email)
    const short = await call('POST', RESET, { body: { token, password: 'abc' } })
    expect(short.body.data.error.details.violations).toEqual([{ propertyPath: 'children[password].data', status: 'min_length' }])
    expect((await call('POST', RESET, { body: { token: 'made-up', password: 'Nueva2025' } })).status).toBe(400)
    // A link lasts a day (as long as the longest per-destination window).
    clock.advance(24 * 60 * MINUTE + 1000)
    const late = await call('POST', RESET, { body: { token, password: 'Nueva2025' } })
    expect(late.status).toBe(400)
    expect(late.body.data.error.details.violations[0].status).toBe('invalid_token')
  })

  it.each([
    ['an empty login', { login: '' }, 'required'],
    ['a login that is neither e-mail nor phone', { login: 'ana' }, 'invalid_identifier'],
    ['no login', {}, 'required'],
  ])('refuses %s with 400', async (_, body, status) => {
    const answer = await call('POST', RECOVER, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'children[login].data', status }),
    ])
  })

  it('refuses a reset without token or password with 400', async () => {
    const answer = await call('POST', RESET, { body: {} })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'children[password].data',
      'children[token].data',
    ])
  })
})
