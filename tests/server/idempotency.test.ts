import { describe, expect, it } from 'vitest'
import { applicationBody } from '../support/journey'
import { testServer, type TestClient } from './support/harness'

/** A creating call retried with its Idempotency-Key never creates a second row. */

const server = await testServer()
const { call } = server

const application = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

describe('application creation', () => {
  it('answers retries racing their first send with the one application they made', async () => {
    const client = await server.registeredClient()
    const headers = { 'Idempotency-Key': 'racing' }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/web/private/client/application', { token: client.token, body: application, headers }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1)
    const rows = await server.db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()
    expect(rows).toHaveLength(1)
  })
})

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
]).toString('base64')
const P = '/web/private/client'

/** Each creating call replayed from its first answer (server/idempotency.ts): a body, and how to count what it made. */
const CALLS: Array<{
  path: string
  body?: unknown
  rows: (clientId: number) => Promise<number>
  /** The client the call is made for, when a new one may not make it (the journey must allow it). */
  client?: () => Promise<TestClient>
}> = [
  {
    path: `${P}/referrals`,
    body: { name: 'Luis Pérez', phone: '5598760001' },
    rows: async (id) =>
      (await server.db.selectFrom('referrals').select('id').where('referrer_client_id', '=', id).execute()).length,
  },
  ...[`${P}/client-document`, `${P}/document/upload`].map((path) => ({
    path,
    body: { type: 'payroll', content: PNG },
    rows: async (id: number) =>
      (await server.db.selectFrom('client_documents').select('id').where('client_id', '=', id).execute()).length,
  })),
  {
    path: `${P}/bank-statement/upload`,
    body: { content: PNG },
    rows: async (id) =>
      (await server.db.selectFrom('client_documents').select('id').where('client_id', '=', id).execute()).length,
  },
  {
    path: `${P}/additional/contact`,
    body: { phone: '55 1234 5678' },
    rows: async (id) => (await server.db.selectFrom('client_contacts').select('id').where('client_id', '=', id).execute()).length,
  },
  {
    path: `${P}/veriff/session`,
    // The identity check opens only at its step: an accepted application, the ID on file.
    client: async () => {
      const client = await server.signableClient({ email: `idem${Date.now()}+accept@example.mx` }, { identity: true })
      await call('POST', `${P}/application`, { token: client.token, body: applicationBody(new Date(2025, 5, 15), 3000) })
      return client
    },
    rows: async (id) =>
      (await server.db.selectFrom('identity_sessions').select('id').where('client_id', '=', id).execute()).length,
  },
  {
    path: `${P}/direct-debit/debit-credit-card`,
    body: { cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2027, holder: 'ANA RUIZ' },
    rows: async (id) => (await server.db.selectFrom('debit_cards').select('id').where('client_id', '=', id).execute()).length,
  },
]

describe.each(CALLS.map((entry) => [entry.path, entry] as const))(
  'POST %s with an Idempotency-Key',
  (path, { body, rows, client: make }) => {
    it('answers a retry with the first answer, and makes nothing more', async () => {
      const client = make ? await make() : await server.newClient()
      const send = (key: string) =>
        call('POST', path, { token: client.token, ...(body === undefined ? {} : { body }), headers: { 'Idempotency-Key': key } })
      const first = await send('intent-1')
      expect(first.status).toBeGreaterThanOrEqual(200)
      expect(first.status).toBeLessThan(300)
      const made = await rows(client.id)
      expect(made).toBeGreaterThan(0)

      const retry = await send('intent-1')
      expect(retry.status).toBe(first.status)
      expect(retry.body).toEqual(first.body)
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
      expect(await rows(client.id)).toBe(made)
    })
  },
)

describe('the replay of a first answer', () => {
  const contact = (token: string, phone: string, key: string) =>
    call('POST', `${P}/additional/contact`, { token, body: { phone }, headers: { 'Idempotency-Key': key } })

  it("belongs to one client: another client's same key is their own first call", async () => {
    const a = await server.newClient()
    const b = await server.newClient()
    const referral = (token: string, name: string) =>
      call('POST', `${P}/referrals`, {
        token,
        body: { name, email: `${name}@example.mx` },
        headers: { 'Idempotency-Key': 'shared' },
      })
    expect((await referral(a.token, 'ana')).body.data.name).toBe('ana')
    const theirs = await referral(b.token, 'beto')
    expect(theirs.status).toBe(201)
    expect(theirs.body.data.name).toBe('beto')
  })

  it('is not kept for a refused first call: the corrected retry with the key is served', async () => {
    const client = await server.newClient()
    expect((await contact(client.token, '1234567', 'fix-me')).status).toBe(400)
    const corrected = await contact(client.token, '5512345678', 'fix-me')
    expect(corrected.status).toBe(200)
    expect(corrected.headers.get('Idempotent-Replayed')).toBeNull()
  })

  it('tells a retry racing a first call still under way to wait (409), and takes over a key abandoned for a minute', async () => {
    const client = await server.newClient()
    const route = `POST ${P}/additional/contact`
    await server.db
      .insertInto('idempotent_answers')
      .values({
        client_id: client.id,
        route,
        key: 'crashed',
        status: null,
        body: null,
        created_at: server.clock.now().toISOString(),
      })
      .execute()
    const racing = await contact(client.token, '5512345678', 'crashed')
    expect(racing.status).toBe(409)
    expect(racing.body.data.error.code).toBe('request_in_progress')

    server.clock.advance(61_000)
    expect((await contact(client.token, '5512345678', 'crashed')).status).toBe(200)
  })

  it('does nothing for a call without a key', async () => {
    const client = await server.newClient()
    await contact(client.token, '5512345678', ' ')
    expect(await server.db.selectFrom('idempotent_answers').select('id').where('client_id', '=', client.id).execute()).toEqual([])
  })
})
