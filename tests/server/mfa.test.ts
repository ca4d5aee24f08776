import { describe, expect, it } from 'vitest'
import { envelope, ErrorBody, MfaCodeSent, UserLogin } from '../../api'
import { decodeToken } from '../../src/domain/token'
import { MFA_ADMIN_PHONE, SEED_ACCOUNTS } from '../../server/seed'
import { latestCode, testServer } from './support/harness'

/** Back-office MFA: the code by SMS, its distinct refusals and its resend (docs/ERP.md "Auth"). */

const server = await testServer({ seed: true })
const { call, clock } = server

const USER_LOGIN = '/web/public/user/login'
const MFA = '/web/public/user/login/mfa'
const RESEND = '/web/public/user/login/mfa/resend'
const MINUTE = 60_000

let phones = 0

/** An admin with mfa and a phone of their own, logged in with the password: the mfa step is next. */
async function mfaLogin(options: { phone?: boolean } = {}) {
  const admin = await server.newAdmin({ mfa: true })
  const phone = options.phone === false ? null : `559000${String((phones += 1)).padStart(4, '0')}`
  await server.db.updateTable('users').set({ mobile_phone: phone }).where('id', '=', admin.id).execute()
  const login = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
  expect(login.status).toBe(200)
  const destination = phone ?? admin.email
  return {
    admin,
    phone,
    destination,
    token: login.body.data.token as string,
    login,
    code: (await latestCode(server, destination)).code,
  }
}

/** A 6-digit code that is surely not `code`. */
const notThe = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The one violation of a refused code: its rule and message. */
function codeRefusal(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(400)
  const violations = ErrorBody.parse(answer.body).data.error.details.violations ?? []
  expect(violations).toHaveLength(1)
  expect(violations[0]?.propertyPath).toBe('children[code].data')
  return { status: violations[0]?.status, message: violations[0]?.message ?? '' }
}

describe('the MFA code by SMS', () => {
  it('goes to the seed mfa admin’s phone; the login says where, masked, and never the code', async () => {
    const seedAdmin = SEED_ACCOUNTS.find((account) => account.email === 'mfa@lanaclara.mx')
    expect(seedAdmin?.role).toContain(`SMS to ${MFA_ADMIN_PHONE}`)
    const login = await call('POST', USER_LOGIN, { body: { login: 'mfa@lanaclara.mx', password: seedAdmin?.password } })
    expect(login.status).toBe(200)
    const { data } = envelope(UserLogin).parse(login.body)
    expect(data).toMatchObject({ mfa: true, mfaChannel: 'sms', mfaDestination: '******0009' })
    const sms = await latestCode(server, MFA_ADMIN_PHONE)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'admin_mfa' })
    expect(sms.code).toMatch(/^\d{6}$/)
    expect(sms.message).toContain(sms.code)
    expect(JSON.stringify(login.body)).not.toContain(sms.code)
  })

  it('completes the login: a full token that back-office calls accept; the mfa token is spent', async () => {
    const { admin, token, code } = await mfaLogin()
    const full = await call('POST', MFA, { body: { code }, token })
    expect(full.status).toBe(200)
    const { data } = envelope(UserLogin).parse(full.body)
    expect(data.mfa).toBe(false)
    expect(data).not.toHaveProperty('mfaChannel')
    expect(decodeToken(data.token)).toMatchObject({ mfa: false, account_type: 'user', sub: String(admin.id) })
    expect((await call('GET', `/web/private/back-office/user/${admin.id}`, { token: data.token })).status).toBe(200)
    expect((await call('GET', '/web/private/back-office/token/refresh', { token: data.token })).status).toBe(200)
    for (const path of [MFA, RESEND]) {
      const again = await call('POST', path, { body: { code }, token })
      expect(again.status).toBe(401)
      expect(again.body.data.error.code).toBe('token_revoked')
    }
  })

  it('goes by e-mail to an admin without a phone, and says so', async () => {
    const { admin, login, code } = await mfaLogin({ phone: false })
    expect(login.body.data).toMatchObject({ mfaChannel: 'email', mfaDestination: `a***@lanaclara.mx` })
    expect(await latestCode(server, admin.email)).toMatchObject({ channel: 'email', purpose: 'admin_mfa', code })
  })

  it('is not asked of an admin without mfa: no channel, nothing sent', async () => {
    const admin = await server.newAdmin()
    await server.db.updateTable('users').set({ mobile_phone: '5590009999' }).where('id', '=', admin.id).execute()
    const login = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
    expect(login.body.data.mfa).toBe(false)
    expect(login.body.data).not.toHaveProperty('mfaDestination')
    expect((await call('GET', '/web/dev/outbox?destination=5590009999')).body.data).toEqual([])
  })
})

describe('a refused MFA code', () => {
  it('wrong: 400 code_wrong with the tries left, and the mfa step goes on', async () => {
    const { token, code } = await mfaLogin()
    const wrong = codeRefusal(await call('POST', MFA, { body: { code: notThe(code) }, token }))
    expect(wrong).toEqual({ status: 'code_wrong', message: 'The code is not right. 4 tries left.' })
    expect(codeRefusal(await call('POST', MFA, { body: { code: notThe(code) }, token })).message).toContain('3 tries left')
    expect((await call('POST', MFA, { body: { code }, token })).status).toBe(200)
  })

  it('expired: 400 code_expired after 5 minutes, while the mfa token still works for a new code', async () => {
    const { token, code, destination } = await mfaLogin()
    clock.advance(5 * MINUTE + 1000)
    expect(codeRefusal(await call('POST', MFA, { body: { code }, token })).status).toBe('code_expired')
    expect((await call('POST', RESEND, { token })).status).toBe(200)
    const fresh = await latestCode(server, destination)
    expect((await call('POST', MFA, { body: { code: fresh.code }, token })).status).toBe(200)
  })

  it('too many wrong tries: the fifth answers code_attempts_exceeded, and then even the right code fails', async () => {
    const { token, code } = await mfaLogin()
    for (const left of [4, 3, 2, 1]) {
      expect(codeRefusal(await call('POST', MFA, { body: { code: notThe(code) }, token })).message).toContain(
        `${left} ${left === 1 ? 'try' : 'tries'} left`,
      )
    }
    expect(codeRefusal(await call('POST', MFA, { body: { code: notThe(code) }, token })).status).toBe('code_attempts_exceeded')
    const right = codeRefusal(await call('POST', MFA, { body: { code }, token }))
    expect(right.status).toBe('code_attempts_exceeded')
    expect(right.message).toMatch(/log in again/i)
  })

  it('a burnt code is replaced by logging in again', async () => {
    const { admin, token, code, destination } = await mfaLogin()
    for (let i = 0; i < 5; i += 1) await call('POST', MFA, { body: { code: notThe(code) }, token })
    const again = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
    expect(again.body.data.mfa).toBe(true)
    const fresh = await latestCode(server, destination)
    expect((await call('POST', MFA, { body: { code: fresh.code }, token: again.body.data.token })).status).toBe(200)
  })

  it('keeps 401 for a missing, full or client token', async () => {
    const { code } = await mfaLogin()
    const fullAdmin = await server.newAdmin()
    const client = await server.newClient()
    for (const token of [undefined, fullAdmin.token, client.token]) {
      expect((await call('POST', MFA, { body: { code }, ...(token ? { token } : {}) })).status).toBe(401)
    }
  })
})

describe('resending the MFA code', () => {
  it('waits a minute after the login’s code, then sends a new one that replaces it', async () => {
    const { token, code, destination } = await mfaLogin()
    const early = await call('POST', RESEND, { token })
    expect(early.status).toBe(429)
    expect(early.body.data.error.code).toBe('already_sent_in_last_minutes')
    expect(early.body.data.error.details.violations).toEqual([
      expect.objectContaining({ status: 'already_sent_in_last_minutes' }),
    ])
    expect(Number(early.headers.get('Retry-After'))).toBe(60)

    clock.advance(MINUTE)
    const sent = await call('POST', RESEND, { token })
    expect(sent.status).toBe(200)
    expect(envelope(MfaCodeSent).parse(sent.body).data).toEqual({
      sent: true,
      mfaChannel: 'sms',
      mfaDestination: `******${destination.slice(-4)}`,
      retryAfterSeconds: 60,
    })
    const fresh = await latestCode(server, destination)
    expect(fresh).toMatchObject({ channel: 'sms', purpose: 'admin_mfa' })
    if (fresh.code !== code) expect(codeRefusal(await call('POST', MFA, { body: { code }, token })).status).toBe('code_wrong')
    expect((await call('POST', MFA, { body: { code: fresh.code }, token })).status).toBe(200)
  })

  it('allows three codes an hour to one destination, the login’s included', async () => {
    const { token } = await mfaLogin()
    for (let i = 0; i < 2; i += 1) {
      clock.advance(MINUTE)
      expect((await call('POST', RESEND, { token })).status).toBe(200)
    }
    clock.advance(MINUTE)
    const fourth = await call('POST', RESEND, { token })
    expect(fourth.status).toBe(429)
    expect(fourth.body.data.error.code).toBe('already_sent_in_last_minutes')
    // Free when the login's code, sent 3 minutes ago, leaves the hour.
    expect(Number(fourth.headers.get('Retry-After'))).toBe(57 * 60)
  })

  it('takes only an mfa token of a back-office login', async () => {
    const fullAdmin = await server.newAdmin()
    const client = await server.newClient()
    for (const token of [undefined, 'abc.def.ghi', fullAdmin.token, client.token]) {
      const answer = await call('POST', RESEND, token === undefined ? {} : { token })
      expect(answer.status).toBe(401)
      expect(answer.headers.get('Authorization')).toBeNull()
    }
  })
})
