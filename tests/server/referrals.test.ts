import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server

const refer = (token: string, body: unknown) => call('POST', '/web/private/client/referrals', { token, body })
const statusesOf = (answer: { body: any }) =>
  answer.body.data.error.details.violations.map((v: { propertyPath: string; status: string }) => `${v.propertyPath}:${v.status}`)

describe('referrals', () => {
  it('creates a pending referral by phone or e-mail, with a code, and lists only its own', async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const byPhone = await refer(client.token, { name: '  Luis  Pérez ', phone: '+52 (55) 9876-0001' })
    expect(byPhone.status).toBe(201)
    expect(byPhone.body.data).toMatchObject({ name: 'Luis Pérez', phone: '5598760001', email: null, status: 'pending' })
    expect(byPhone.body.data.code).toMatch(/^[0-9A-F]{10}$/)
    const byMail = await refer(client.token, { name: 'Eva', email: 'Eva@Example.MX' })
    expect(byMail.body.data).toMatchObject({ email: 'eva@example.mx', phone: null })
    const mine = await call('GET', '/web/private/client/referrals', { token: client.token })
    expect(mine.body.data.map((r: { name: string }) => r.name)).toEqual(['Luis Pérez', 'Eva'])
    expect((await call('GET', '/web/private/client/referrals', { token: other.token })).body.data).toEqual([])
  })

  it('refuses no contact, malformed ones, one’s own, an existing client’s and a repeat', async () => {
    const client = await server.newClient()
    const existing = await server.newClient()
    expect(statusesOf(await refer(client.token, { name: 'Ana' }))).toEqual(['children[phone].data:required'])
    expect(statusesOf(await refer(client.token, { name: '', phone: '123', email: 'nope' }))).toEqual([
      'children[name].data:required',
      'children[phone].data:invalid_phone',
      'children[email].data:invalid_mail',
    ])
    expect(statusesOf(await refer(client.token, { name: 'Me', phone: client.phone }))).toEqual(['children[phone].data:own_contact'])
    expect(statusesOf(await refer(client.token, { name: 'Me', email: client.email.toUpperCase() }))).toEqual(['children[email].data:own_contact'])
    expect(statusesOf(await refer(client.token, { name: 'X', phone: existing.phone, email: existing.email }))).toEqual([
      'children[phone].data:already_client',
      'children[email].data:already_client',
    ])
    expect((await refer(client.token, { name: 'Rita', phone: '5598760002' })).status).toBe(201)
    expect(statusesOf(await refer(client.token, { name: 'Rita again', phone: '55 9876 0002' }))).toEqual(['children[phone].data:not_unique'])
    // Another client may refer the same friend.
    expect((await refer(existing.token, { name: 'Rita', phone: '5598760002' })).status).toBe(201)
  })

  it('edits its own pending referral only; another client’s answers 404', async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const { id } = (await refer(client.token, { name: 'Tomás', phone: '5598760003' })).body.data
    const patched = await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { name: 'Tomás Ruiz', email: 'tomas@example.mx' } })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({ name: 'Tomás Ruiz', phone: '5598760003', email: 'tomas@example.mx' })
    expect((await call('PATCH', `/web/private/client/referrals/${id}`, { token: other.token, body: { name: 'Hijack' } })).status).toBe(404)
    expect((await call('PATCH', `/web/private/client/referrals/..%2F${id}`, { token: client.token, body: { name: 'x' } })).status).toBe(404)
    expect(statusesOf(await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { phone: client.phone } }))).toEqual([
      'children[phone].data:own_contact',
    ])
    const mine = (await call('GET', '/web/private/client/referrals', { token: client.token })).body.data
    expect(mine[0]).toMatchObject({ name: 'Tomás Ruiz', phone: '5598760003' })
  })

  it("turns 'registered' once the friend signs up, and is then no longer editable", async () => {
    const client = await server.newClient()
    const friend = server.signUpData(777)
    const { id } = (await refer(client.token, { name: 'Amigo', phone: friend.mobilePhone.number })).body.data
    expect((await call('POST', '/web/public/client', { body: friend })).status).toBe(201)
    const mine = (await call('GET', '/web/private/client/referrals', { token: client.token })).body.data
    expect(mine[0].status).toBe('registered')
    const edit = await call('PATCH', `/web/private/client/referrals/${id}`, { token: client.token, body: { name: 'x' } })
    expect(edit.status).toBe(409)
  })
})
