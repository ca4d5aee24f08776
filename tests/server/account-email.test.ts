import { describe, expect, it } from 'vitest'
import { latestCode, testServer } from './support/harness'

const server = await testServer()
const { call, clock } = server
const P = '/web/private/client'
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status

const sendCode = (email: string) => call('POST', '/web/public/client/email/send-code', { body: { email } })
const wrongGuess = (code: string) => (code === '000' ? '001' : '000')

describe('PUT change/email', () => {
  it('moves the client to a new address proven by the e-mail code, which then logs in and counts as verified', async () => {
    const me = await server.newClient()
    expect((await sendCode('Nueva.Direccion@Example.MX')).status).toBe(200)
    const mail = await latestCode(server, 'nueva.direccion@example.mx')
    const wrong = await call('PUT', `${P}/change/email`, {
      token: me.token,
      body: { email: 'nueva.direccion@example.mx', code: wrongGuess(mail.code), currentPassword: me.password },
    })
    expect(wrong.status).toBe(400)
    expect(statusOf(wrong, 'children[code].data')).toBe('invalid_token')

    const changed = await call('PUT', `${P}/change/email`, {
      token: me.token,
      body: { email: ' Nueva.Direccion@example.mx ', code: mail.code, currentPassword: me.password },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data.email).toBe('nueva.direccion@example.mx')
    const row = await server.db
      .selectFrom('clients')
      .select(['email', 'email_verified_at'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ email: 'nueva.direccion@example.mx', email_verified_at: clock.now().toISOString() })

    const login = (login: string) => call('POST', '/web/public/client/login', { body: { login, password: me.password } })
    expect((await login('nueva.direccion@example.mx')).status).toBe(200)
    expect((await login(me.email)).status).toBe(401)
  })

  it("answers 'Not found' when no live code was sent to the address, or it was already used", async () => {
    const me = await server.newClient()
    const never = await call('PUT', `${P}/change/email`, {
      token: me.token,
      body: { email: 'sin-codigo@example.mx', code: '123', currentPassword: me.password },
    })
    expect(never.status).toBe(404)
    expect(never.body.message).toBe('Not found')

    await sendCode('una-vez@example.mx')
    const { code } = await latestCode(server, 'una-vez@example.mx')
    expect(
      (
        await call('PUT', `${P}/change/email`, {
          token: me.token,
          body: { email: 'una-vez@example.mx', code, currentPassword: me.password },
        })
      ).status,
    ).toBe(200)
    const other = await server.newClient()
    const reused = await call('PUT', `${P}/change/email`, {
      token: other.token,
      body: { email: 'una-vez@example.mx', code, currentPassword: other.password },
    })
    // Now the address is taken: the rule answers before the code is looked at.
    expect(statusOf(reused, 'children[email].data')).toBe('not_unique')
  })

  it('answers Not found once the code expired', async () => {
    const me = await server.newClient()
    await sendCode('tarde@example.mx')
    const { code } = await latestCode(server, 'tarde@example.mx')
    clock.advance(11 * 60_000)
    try {
      const token = await server.sign({ accountType: 'client', id: me.id })
      const late = await call('PUT', `${P}/change/email`, {
        token,
        body: { email: 'tarde@example.mx', code, currentPassword: me.password },
      })
      expect(late.status).toBe(404)
    } finally {
      clock.advance(-11 * 60_000)
    }
  })

  it("refuses an empty, malformed, the client's own or another client's address with violations on email", async () => {
    const me = await server.newClient()
    const other = await server.newClient()
    const change = (email: string) =>
      call('PUT', `${P}/change/email`, { token: me.token, body: { email, code: '123', currentPassword: me.password } })
    for (const [email, rule] of [
      ['', 'required'],
      ['no-es-un-correo', 'invalid_mail'],
      [me.email.toUpperCase(), 'not_unique'],
      [other.email, 'not_unique'],
    ] as const) {
      const answer = await change(email)
      expect(answer.status, email).toBe(400)
      expect(statusOf(answer, 'children[email].data'), email).toBe(rule)
    }
    const missing = await call('PUT', `${P}/change/email`, { token: me.token, body: { email: 'x@example.mx' } })
    expect(missing.status).toBe(400)
    expect(statusOf(missing, 'children[code].data')).toBe('required')
  })

  it('asks for the current password: a wrong one moves nothing and leaves the code usable', async () => {
    const me = await server.newClient()
    await sendCode('con-clave@example.mx')
    const { code } = await latestCode(server, 'con-clave@example.mx')
    const change = (currentPassword: string) =>
      call('PUT', `${P}/change/email`, { token: me.token, body: { email: 'con-clave@example.mx', code, currentPassword } })
    for (const [password, rule] of [
      ['', 'required'],
      ['NoEsMiClave1', 'incorrect_old_password'],
    ] as const) {
      const refused = await change(password)
      expect(refused.status, password).toBe(400)
      expect(statusOf(refused, 'children[currentPassword].data'), password).toBe(rule)
    }
    expect((await server.db.selectFrom('clients').select('email').where('id', '=', me.id).executeTakeFirstOrThrow()).email).toBe(
      me.email,
    )
    expect((await change(me.password)).status).toBe(200)
  })
})
