import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server
const CHANGE = '/web/private/client/change/password'
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === `children[${field}].data`,
  )?.status

describe('change/password', () => {
  it('changes the password, ends every session at once and keeps this device on a fresh token', async () => {
    const me = await server.newClient()
    const other = await call('POST', '/web/public/client/login', { body: { login: me.email, password: me.password } })
    expect(other.status).toBe(200)
    const otherToken = other.body.data.token as string
    const answer = await call('POST', CHANGE, {
      token: me.token,
      body: { oldPassword: me.password, newPassword: 'Nueva456', repeatPassword: 'Nueva456' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ changed: true })
    const fresh = answer.headers.get('Authorization')?.replace('Bearer ', '')
    expect(fresh).toBeTruthy()

    expect((await call('GET', '/web/private/client/client', { token: me.token })).status).toBe(401)
    expect((await call('GET', '/web/private/client/client', { token: otherToken })).status).toBe(401)
    expect((await call('GET', '/web/private/client/client', { token: fresh! })).status).toBe(200)
  })

  it('answers incorrect_old_password, same_as_old, min_length and not_repeated', async () => {
    const me = await server.newClient()
    const wrong = await call('POST', CHANGE, {
      token: me.token,
      body: { oldPassword: 'nope', newPassword: 'Nueva456', repeatPassword: 'Nueva456' },
    })
    expect(wrong.status).toBe(400)
    expect(statusOf(wrong, 'oldPassword')).toBe('incorrect_old_password')
    const same = await call('POST', CHANGE, {
      token: me.token,
      body: { oldPassword: me.password, newPassword: me.password, repeatPassword: me.password },
    })
    expect(statusOf(same, 'newPassword')).toBe('same_as_old')
    const short = await call('POST', CHANGE, {
      token: me.token,
      body: { oldPassword: me.password, newPassword: 'abc', repeatPassword: 'abd' },
    })
    expect(statusOf(short, 'newPassword')).toBe('min_length')
    expect(statusOf(short, 'repeatPassword')).toBe('not_repeated')
    // Nothing changed: the token still works.
    expect((await call('GET', '/web/private/client/client', { token: me.token })).status).toBe(200)
  })
})
