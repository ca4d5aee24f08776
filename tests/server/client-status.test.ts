import { describe, expect, it } from 'vitest'
import { ClientStatusSet, envelope, ErrorBody } from '../../api'
import { testServer } from './support/harness'

/** PUT /web/private/back-office/client/{id}/status, and what a block does to a live session. */

const server = await testServer()
const { call } = server

const statusPath = (id: number) => `/web/private/back-office/client/${id}/status`

function expectBlocked(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(403)
  const body = ErrorBody.parse(answer.body)
  expect(body.message).toBe('User is blocked.')
  expect(body.data.error.code).toBe('user_blocked')
}

describe('blocking a client mid-session', () => {
  it('refuses the next private call with the still-valid token: 403 User is blocked.', async () => {
    const client = await server.newClient()
    const admin = await server.newAdmin()
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(200)

    const blocked = await call('PUT', statusPath(client.id), { body: { status: 2 }, token: admin.token })
    expect(blocked.status).toBe(200)
    expect(envelope(ClientStatusSet).parse(blocked.body).data).toEqual({ id: client.id, status: 2 })

    expectBlocked(await call('GET', '/web/private/client/client', { token: client.token }))
    expectBlocked(await call('GET', '/web/private/client/token/refresh', { token: client.token }))
    expectBlocked(await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } }))
  })

  it('lets the client back in once set active again', async () => {
    const client = await server.newClient()
    const admin = await server.newAdmin()
    await call('PUT', statusPath(client.id), { body: { status: 2 }, token: admin.token })
    expect((await call('PUT', statusPath(client.id), { body: { status: 1 }, token: admin.token })).status).toBe(200)
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(200)
    const profile = await call('GET', '/web/private/client/client', { token: client.token })
    expect(profile.body.data.status).toBe(1)
  })

  it('sets any client status, and the profile shows it', async () => {
    const client = await server.newClient()
    const admin = await server.newAdmin()
    for (const status of [3, 4, 5]) {
      expect((await call('PUT', statusPath(client.id), { body: { status }, token: admin.token })).body.data.status).toBe(status)
      expect((await call('GET', '/web/private/client/client', { token: client.token })).body.data.status).toBe(status)
    }
  })
})

describe('PUT /web/private/back-office/client/{id}/status', () => {
  it('refuses a status outside 1..5, or none, with 400 on the field', async () => {
    const client = await server.newClient()
    const admin = await server.newAdmin()
    for (const body of [{ status: 0 }, { status: 6 }, { status: 1.5 }, { status: '2' }, {}]) {
      const answer = await call('PUT', statusPath(client.id), { body, token: admin.token })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(answer.body).data.error.details.violations?.[0]?.propertyPath).toContain('status')
    }
    expect((await call('GET', '/web/private/client/client', { token: client.token })).body.data.status).toBe(1)
  })

  it('answers 404 for an unknown client', async () => {
    const admin = await server.newAdmin()
    expect((await call('PUT', statusPath(987654), { body: { status: 2 }, token: admin.token })).status).toBe(404)
  })

  it('is for admins only: a client cannot block or unblock anyone, themselves included', async () => {
    const client = await server.newClient()
    const answer = await call('PUT', statusPath(client.id), { body: { status: 2 }, token: client.token })
    expect(answer.status).toBe(403)
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(200)
  })
})
