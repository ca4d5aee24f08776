import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server

const events = [
  { type: 'focus', field: 'firstName', at: 0 },
  { type: 'key', field: 'firstName', at: 180, interval: 180 },
  { type: 'correction', field: 'firstName', at: 400, count: 1 },
  { type: 'paste', field: 'curp', at: 900, count: 18 },
  { type: 'pointer', at: 1000, count: 3 },
  { type: 'blur', field: 'firstName', at: 1200 },
  { type: 'dropped', at: 1300, count: 12 },
]

async function started(token: string) {
  const issued = await call('GET', '/web/private/client/tracking/reference', { token })
  expect(issued.status).toBe(200)
  const { referenceNumber } = issued.body.data
  const verified = await call('POST', '/web/private/client/tracking/verify', { token, body: { referenceNumber } })
  expect(verified.body.data).toEqual({ verified: true })
  return referenceNumber as string
}

const chunk = (token: string, reference: string, body: unknown) =>
  call('POST', `/web/private/client/tracking/${reference}/chunks`, { token, body })

describe('behaviour tracking', () => {
  it('verifies only a reference number the server issued to this client', async () => {
    const client = await server.newClient()
    const other = await server.newClient()
    const { referenceNumber } = (await call('GET', '/web/private/client/tracking/reference', { token: client.token })).body.data
    expect(referenceNumber).toMatch(/^TR-[0-9A-F]{24}$/)
    expect(
      (await call('POST', '/web/private/client/tracking/verify', { token: other.token, body: { referenceNumber } })).body.data
        .verified,
    ).toBe(false)
    expect(
      (await call('POST', '/web/private/client/tracking/verify', { token: client.token, body: { referenceNumber: 'TR-MADEUP' } }))
        .body.data.verified,
    ).toBe(false)
    expect(
      (await call('POST', '/web/private/client/tracking/verify', { token: client.token, body: { referenceNumber } })).body.data
        .verified,
    ).toBe(true)
  })

  it("refuses chunks before a successful start with 'Tracking has not been succesfully started'", async () => {
    const client = await server.newClient()
    const { referenceNumber } = (await call('GET', '/web/private/client/tracking/reference', { token: client.token })).body.data
    const answer = await chunk(client.token, referenceNumber, { seq: 0, events })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Tracking has not been succesfully started')
    expect(answer.body.data.error.code).toBe('tracking_not_started')
  })

  it('stores chunks in order, refuses a repeated seq, and closes on complete', async () => {
    const client = await server.newClient()
    const reference = await started(client.token)
    expect((await chunk(client.token, reference, { seq: 0, events })).status).toBe(201)
    expect((await chunk(client.token, reference, { seq: 0, events })).status).toBe(409)
    const last = await chunk(client.token, reference, { seq: 1, complete: true, events: [] })
    expect(last.body.data).toEqual({ seq: 1, completed: true })
    expect((await chunk(client.token, reference, { seq: 2, events })).status).toBe(409)
    // A completed reference cannot be verified (restarted) again.
    expect(
      (await call('POST', '/web/private/client/tracking/verify', { token: client.token, body: { referenceNumber: reference } }))
        .body.data.verified,
    ).toBe(false)
    const stored = await server.db
      .selectFrom('tracking_chunks')
      .selectAll()
      .where('reference_number', '=', reference)
      .orderBy('seq')
      .execute()
    expect(stored.map((row) => Number(row.seq))).toEqual([0, 1])
    expect(JSON.parse(stored[0]?.payload ?? '[]')).toEqual(events)
  })

  it('refuses any typed value or text with 400 and stores nothing', async () => {
    const client = await server.newClient()
    const reference = await started(client.token)
    for (const extra of [{ value: 'Ana' }, { text: 'secret' }, { key: 'a' }]) {
      const answer = await chunk(client.token, reference, {
        seq: 0,
        events: [{ type: 'key', field: 'password', at: 5, ...extra }],
      })
      expect(answer.status, JSON.stringify(extra)).toBe(400)
    }
    expect((await chunk(client.token, reference, { seq: 0, events, value: 'x' })).status).toBe(400)
    const stored = await server.db.selectFrom('tracking_chunks').selectAll().where('reference_number', '=', reference).execute()
    expect(stored).toEqual([])
  })

  it('bounds a chunk: too many events is 400, a huge body 413', async () => {
    const client = await server.newClient()
    const reference = await started(client.token)
    const many = Array.from({ length: 501 }, (_, at) => ({ type: 'pointer', at }))
    expect((await chunk(client.token, reference, { seq: 0, events: many })).status).toBe(400)
    // Valid JSON, padded past the 64 KB limit: refused by size before it is parsed.
    const huge = await server.request(`/web/private/client/tracking/${reference}/chunks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ seq: 0, events }) + ' '.repeat(70_000),
    })
    expect(huge.status).toBe(413)
  })

  it("answers 404 for another client's reference number and stores nothing there", async () => {
    const owner = await server.newClient()
    const other = await server.newClient()
    const reference = await started(owner.token)
    expect((await chunk(other.token, reference, { seq: 0, events })).status).toBe(404)
    expect((await chunk(owner.token, '..%2F..%2Fetc', { seq: 0, events })).status).toBe(404)
    const stored = await server.db.selectFrom('tracking_chunks').selectAll().where('reference_number', '=', reference).execute()
    expect(stored).toEqual([])
  })
})

describe('behaviour tracking in the back office', () => {
  it("gives an admin a client's sessions, newest first, with the chunks stored under each reference number", async () => {
    const admin = await server.newAdmin()
    const client = await server.newClient()
    const other = await server.newClient()
    const first = await started(client.token)
    expect((await chunk(client.token, first, { seq: 1, events: events.slice(0, 2) })).status).toBe(201)
    expect((await chunk(client.token, first, { seq: 0, events })).status).toBe(201)
    expect((await chunk(client.token, first, { seq: 2, complete: true, events: [] })).status).toBe(201)
    server.clock.advance(60_000)
    const second = await started(client.token)
    await started(other.token)

    const read = await call('GET', `/web/private/back-office/client/${client.id}/tracking`, { token: admin.token })
    expect(read.status).toBe(200)
    expect(read.body.data.map((session: { referenceNumber: string }) => session.referenceNumber)).toEqual([second, first])
    const [newest, oldest] = read.body.data
    expect(newest).toMatchObject({ verified: true, completed: false, chunks: [] })
    expect(oldest).toMatchObject({ verified: true, completed: true })
    expect(oldest.chunks.map((stored: { seq: number; events: unknown[] }) => [stored.seq, stored.events])).toEqual([
      [0, events],
      [1, events.slice(0, 2)],
      [2, []],
    ])
    expect((await call('GET', '/web/private/back-office/client/999999/tracking', { token: admin.token })).body.data).toEqual([])
  })

  it("refuses a client's token", async () => {
    const client = await server.newClient()
    expect((await call('GET', `/web/private/back-office/client/${client.id}/tracking`, { token: client.token })).status).toBe(403)
  })
})
