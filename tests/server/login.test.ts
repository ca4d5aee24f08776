import { describe, expect, it } from 'vitest'
import { ClientLogin, envelope, ErrorBody, UserLogin } from '../../api'
import { decodeToken } from '../../src/domain/token'
import { devPassToken } from '../../server/providers/captcha'
import { latestCode, testServer } from './support/harness'

const server = await testServer()
const { call, clock } = server

const CLIENT_LOGIN = '/web/public/client/login'
const USER_LOGIN = '/web/public/user/login'
const MFA = '/web/public/user/login/mfa'
const MINUTE = 60_000

/** Each test that fails logins on purpose comes from its own address, so limits do not leak. */
let addresses = 0
const fromNewAddress = () => ({ 'X-Forwarded-For': `203.0.113.${(addresses += 1)}` })

describe('client login', () => {
  it('answers the token in the body and the Authorization header, and the profile', async () => {
    const client = await server.newClient()
    const answer = await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password } })
    expect(answer.status).toBe(200)
    const { data } = envelope(ClientLogin).parse(answer.body)
    expect(answer.headers.get('Authorization')).toBe(`Bearer ${data.token}`)
    expect(data.user).toMatchObject({ id: client.id, email: client.email, firstName: 'Lucía' })
    expect(decodeToken(data.token)).toMatchObject({
      sub: String(client.id),
      account_type: 'client',
      mfa: false,
      firstName: 'Lucía',
      email: client.email,
    })
  })

  it('accepts the phone in any spelling and the e-mail in any case', async () => {
    const client = await server.newClient()
    for (const login of [
      client.phone,
      `+52 (${client.phone.slice(0, 2)}) ${client.phone.slice(2, 6)}-${client.phone.slice(6)}`,
      client.email.toUpperCase(),
    ]) {
      expect((await call('POST', CLIENT_LOGIN, { body: { login, password: client.password } })).status).toBe(200)
    }
  })

  it.each([
    ['a wrong password', 'right-email', 'Equivocada1'],
    ['an unknown e-mail', 'nadie@example.mx', 'Secreto123'],
    ['an unknown phone', '5599999999', 'Secreto123'],
    ['an identifier that is neither', 'nadie', 'Secreto123'],
  ])('refuses %s with 401 and a clear message', async (_, login, password) => {
    const client = await server.newClient()
    const answer = await call('POST', CLIENT_LOGIN, {
      body: { login: login === 'right-email' ? client.email : login, password },
      headers: fromNewAddress(),
    })
    expect(answer.status).toBe(401)
    expect(ErrorBody.parse(answer.body)).toMatchObject({
      data: { error: { code: 'invalid_credentials', details: { message: 'Wrong e-mail, phone or password.' } } },
    })
    expect(answer.headers.get('Authorization')).toBeNull()
  })

  it('refuses a blocked client with 403 "User is blocked." only after the right password', async () => {
    const client = await server.newClient()
    await server.db.updateTable('clients').set({ status: 2 }).where('id', '=', client.id).execute()
    const right = await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password } })
    expect(right.status).toBe(403)
    expect(right.body.message).toBe('User is blocked.')
    const wrong = await call('POST', CLIENT_LOGIN, {
      body: { login: client.email, password: 'Equivocada1' },
      headers: fromNewAddress(),
    })
    expect(wrong.status).toBe(401)
  })

  it('answers missing fields with required violations', async () => {
    const answer = await call('POST', CLIENT_LOGIN, { body: { login: 'ana@example.mx' } })
    expect(answer.status).toBe(400)
    expect(ErrorBody.parse(answer.body).data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'children[password].data', status: 'required' }),
    ])
  })
})

describe('login limits', () => {
  it('ask for a captcha after 5 failures of an account in 15 minutes, instead of refusing: the owner who passes it gets in', async () => {
    const client = await server.newClient()
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: 'Mal1234' }, headers: fromNewAddress() }))
          .status,
      ).toBe(401)
    }
    const asked = await call('POST', CLIENT_LOGIN, {
      body: { login: client.email, password: client.password },
      headers: fromNewAddress(),
    })
    expect(asked.status).toBe(428)
    expect(asked.body.data.error.code).toBe('captcha_required')
    expect(asked.headers.get('Retry-After')).toBeNull()
    const passed = await call('POST', CLIENT_LOGIN, {
      body: { login: client.email, password: client.password, captchaToken: devPassToken(clock.now()) },
      headers: fromNewAddress(),
    })
    expect(passed.status).toBe(200)
    // The success cleared the account's failures: no captcha next time.
    expect(
      (await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password }, headers: fromNewAddress() }))
        .status,
    ).toBe(200)
  })

  it('stop asking once the failures are 15 minutes old', async () => {
    const client = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: 'Mal1234' }, headers: fromNewAddress() })
    expect(
      (await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password }, headers: fromNewAddress() }))
        .status,
    ).toBe(428)
    clock.advance(15 * MINUTE)
    expect((await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password } })).status).toBe(200)
  })

  it('forget an identifier’s failures after a successful login', async () => {
    const client = await server.newClient()
    for (let i = 0; i < 4; i += 1)
      await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: 'Mal1234' }, headers: fromNewAddress() })
    expect((await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password } })).status).toBe(200)
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: 'Mal1234' }, headers: fromNewAddress() }))
          .status,
      ).toBe(401)
    }
  })

  it('apply to back-office logins too', async () => {
    const admin = await server.newAdmin()
    for (let i = 0; i < 5; i += 1)
      await call('POST', USER_LOGIN, { body: { login: admin.email, password: 'Mal1234' }, headers: fromNewAddress() })
    const asked = await call('POST', USER_LOGIN, {
      body: { login: admin.email, password: admin.password },
      headers: fromNewAddress(),
    })
    expect(asked.status).toBe(428)
    expect(asked.body.data.error.code).toBe('captcha_required')
    const passed = await call('POST', USER_LOGIN, {
      body: { login: admin.email, password: admin.password, captchaToken: devPassToken(clock.now()) },
      headers: fromNewAddress(),
    })
    expect(passed.status).toBe(200)
  })
})

describe('back-office login', () => {
  it('answers a full token for an admin without mfa', async () => {
    const admin = await server.newAdmin()
    const answer = await call('POST', USER_LOGIN, { body: { login: admin.email.toUpperCase(), password: admin.password } })
    expect(answer.status).toBe(200)
    const { data } = envelope(UserLogin).parse(answer.body)
    expect(data).toMatchObject({ mfa: false, user: { id: admin.id, email: admin.email, mfaEnabled: false } })
    expect(answer.headers.get('Authorization')).toBe(`Bearer ${data.token}`)
    expect(decodeToken(data.token)).toMatchObject({ account_type: 'user', mfa: false, sub: String(admin.id) })
    expect((await call('GET', `/web/private/back-office/user/${admin.id}`, { token: data.token })).status).toBe(200)
  })

  it('refuses a wrong password, and client credentials', async () => {
    const admin = await server.newAdmin()
    const client = await server.newClient()
    expect(
      (await call('POST', USER_LOGIN, { body: { login: admin.email, password: 'Mal1234' }, headers: fromNewAddress() })).status,
    ).toBe(401)
    expect(
      (await call('POST', USER_LOGIN, { body: { login: client.email, password: client.password }, headers: fromNewAddress() }))
        .status,
    ).toBe(401)
  })

  it('with mfa and no phone: an mfa token and an e-mailed code, exchanged once for a full token', async () => {
    const admin = await server.newAdmin({ mfa: true })
    const login = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
    expect(login.status).toBe(200)
    expect(login.body.data).toMatchObject({ mfa: true, user: { mfaEnabled: true } })
    const mfaToken: string = login.body.data.token
    expect(decodeToken(mfaToken)).toMatchObject({ mfa: true, account_type: 'user' })
    // The mfa token opens nothing private.
    expect((await call('GET', '/web/private/back-office/token/refresh', { token: mfaToken })).status).toBe(401)

    const { code, channel, purpose } = await latestCode(server, admin.email)
    expect({ channel, purpose }).toEqual({ channel: 'email', purpose: 'admin_mfa' })
    expect(code).toMatch(/^\d{6}$/)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    // A wrong code is a 400 on the field: a 401 would end the mfa step in the front end.
    const refused = await call('POST', MFA, { body: { code: wrong }, token: mfaToken })
    expect(refused.status).toBe(400)
    expect(refused.body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'children[code].data', status: 'code_wrong' }),
    ])

    const full = await call('POST', MFA, { body: { code }, token: mfaToken })
    expect(full.status).toBe(200)
    expect(full.body.data.mfa).toBe(false)
    expect(full.headers.get('Authorization')).toBe(`Bearer ${full.body.data.token}`)
    expect(decodeToken(full.body.data.token)).toMatchObject({ mfa: false, account_type: 'user' })
    expect((await call('GET', '/web/private/back-office/token/refresh', { token: full.body.data.token })).status).toBe(200)

    // Neither the mfa token nor the code buys a second one.
    expect((await call('POST', MFA, { body: { code }, token: mfaToken })).status).toBe(401)
  })

  it('with mfa: the code dies after 5 wrong guesses', async () => {
    const admin = await server.newAdmin({ mfa: true })
    const login = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
    const token: string = login.body.data.token
    const { code } = await latestCode(server, admin.email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i += 1) expect((await call('POST', MFA, { body: { code: wrong }, token })).status).toBe(400)
    const right = await call('POST', MFA, { body: { code }, token })
    expect(right.status).toBe(400)
    expect(right.body.data.error.details.violations[0].status).toBe('code_attempts_exceeded')
  })

  it('with mfa: refuses a missing, full or client token (401), a missing code and an expired one (400)', async () => {
    const admin = await server.newAdmin({ mfa: true })
    const login = await call('POST', USER_LOGIN, { body: { login: admin.email, password: admin.password } })
    const { code } = await latestCode(server, admin.email)
    const client = await server.newClient()
    const fullAdmin = await server.newAdmin()
    expect((await call('POST', MFA, { body: { code } })).status).toBe(401)
    expect((await call('POST', MFA, { body: { code }, token: fullAdmin.token })).status).toBe(401)
    expect((await call('POST', MFA, { body: { code }, token: client.token })).status).toBe(401)
    expect((await call('POST', MFA, { body: {}, token: login.body.data.token })).status).toBe(400)
    clock.advance(5 * MINUTE)
    const expired = await call('POST', MFA, { body: { code }, token: login.body.data.token })
    expect(expired.status).toBe(400)
    expect(expired.body.data.error.details.violations[0].status).toBe('code_expired')
  })
})

describe('refresh and logout', () => {
  it('refresh answers a new token of the same session, in the body and the header', async () => {
    const client = await server.newClient()
    clock.advance(4 * MINUTE)
    const answer = await call('GET', '/web/private/client/token/refresh', { token: client.token })
    expect(answer.status).toBe(200)
    const fresh: string = answer.body.data.token
    expect(answer.headers.get('Authorization')).toBe(`Bearer ${fresh}`)
    const [before, after] = [decodeToken(client.token), decodeToken(fresh)]
    expect(after?.exp).toBe((before?.exp ?? 0) + 4 * 60)
    expect(after).toMatchObject({ sub: before?.sub, account_type: 'client', email: client.email })
    // Requests still in flight with the previous token keep working until it expires.
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(200)
  })

  it('a refreshed token outlives the first one', async () => {
    const client = await server.newClient()
    clock.advance(10 * MINUTE)
    const fresh = (await call('GET', '/web/private/client/token/refresh', { token: client.token })).body.data.token
    clock.advance(10 * MINUTE)
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(401)
    expect((await call('GET', '/web/private/client/client', { token: fresh })).status).toBe(200)
  })

  it('logout revokes the token and every token of its session, not other sessions', async () => {
    const client = await server.newClient()
    const refreshed = (await call('GET', '/web/private/client/token/refresh', { token: client.token })).body.data.token
    const otherDevice = (await call('POST', CLIENT_LOGIN, { body: { login: client.email, password: client.password } })).body.data
      .token
    const out = await call('POST', '/web/private/client/logout', { token: client.token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ data: { loggedOut: true } })
    for (const token of [client.token, refreshed]) {
      const answer = await call('GET', '/web/private/client/client', { token })
      expect(answer.status).toBe(401)
      expect(answer.body.data.error.code).toBe('token_revoked')
    }
    expect((await call('GET', '/web/private/client/client', { token: otherDevice })).status).toBe(200)
  })

  it('back-office refresh and logout work the same way', async () => {
    const admin = await server.newAdmin()
    const refreshed = await call('GET', '/web/private/back-office/token/refresh', { token: admin.token })
    expect(refreshed.status).toBe(200)
    expect(decodeToken(refreshed.body.data.token)).toMatchObject({ account_type: 'user', sub: String(admin.id) })
    expect(refreshed.headers.get('Authorization')).toBe(`Bearer ${refreshed.body.data.token}`)
    expect((await call('POST', '/web/private/user/logout', { token: refreshed.body.data.token })).status).toBe(200)
    expect((await call('GET', '/web/private/back-office/token/refresh', { token: admin.token })).status).toBe(401)
  })
})

describe('GET /web/private/back-office/user/{id}', () => {
  it('answers a back-office user to an admin', async () => {
    const admin = await server.newAdmin()
    const other = await server.newAdmin({ mfa: true })
    const answer = await call('GET', `/web/private/back-office/user/${other.id}`, { token: admin.token })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      id: other.id,
      email: other.email,
      firstName: 'Ada',
      lastName: expect.any(String),
      mfaEnabled: true,
    })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await server.newAdmin()
    expect((await call('GET', '/web/private/back-office/user/999999', { token: admin.token })).status).toBe(404)
    expect((await call('GET', '/web/private/back-office/user/abc', { token: admin.token })).status).toBe(400)
    expect((await call('GET', '/web/private/back-office/user/0', { token: admin.token })).status).toBe(400)
  })
})
