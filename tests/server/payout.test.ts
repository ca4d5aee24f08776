import { describe, expect, it } from 'vitest'
import { isTrackingKey, PAYOUT_EXPECTED_MINUTES } from '../../src/domain/payout'
import { newTrackingKey, payoutStateAt, SPEI_CLOCK } from '../../server/loans/payout'
import { insertActiveLoan } from './support/active-loan'
import { openTestServer, testServer, type TestClient } from './support/harness'
import { ACTIVE_LOAN, activeLoanOf, applyFor, signAgreement } from './support/signing'

/** The loan money's way to the borrower: the simulated SPEI's clock, signing, steering and who may read it. */

const server = await testServer()
const { call, clock } = server

let people = 0
/** A client who signed an accepted application of $3000 with the SMS code: the loan and its payout are made. */
async function signed(): Promise<{ client: TestClient; loanId: number }> {
  people += 1
  const client = await server.signableClient({ email: `payout${people}+accept@example.mx` })
  const { id } = await applyFor(server, client)
  return { client, loanId: await signAgreement(server, client, id) }
}

const payoutOf = async (client: TestClient) => (await activeLoanOf(server, client)).payout
const steer = (loanId: number, body: unknown) => call('PUT', `/web/dev/loans/${loanId}/payout/steering`, { body })

describe('the simulated SPEI clock', () => {
  const sent = new Date('2026-11-26T18:00:00.000Z')
  const at = (ms: number) => new Date(sent.getTime() + ms)
  const inTransit = SPEI_CLOCK.inTransitAfterMs
  const received = inTransit + SPEI_CLOCK.receivedAfterMs
  it.each([
    { after: 0, state: 'sent', since: 0 },
    { after: inTransit - 1, state: 'sent', since: 0 },
    { after: inTransit, state: 'in_transit', since: inTransit },
    { after: received - 1, state: 'in_transit', since: inTransit },
    { after: received, state: 'received', since: received },
    { after: 24 * 60 * 60 * 1000, state: 'received', since: received },
  ])('sent, $after ms later: $state', ({ after, state, since }) => {
    expect(payoutStateAt({ state: 'sent', since: sent, held: false }, at(after))).toEqual({ state, since: at(since) })
  })

  it.each([
    { from: 'in_transit', after: SPEI_CLOCK.receivedAfterMs - 1, state: 'in_transit' },
    { from: 'in_transit', after: SPEI_CLOCK.receivedAfterMs, state: 'received' },
    { from: 'received', after: 10 ** 9, state: 'received' },
    { from: 'returned', after: 10 ** 9, state: 'returned' },
  ] as const)('$from, $after ms later: $state', ({ from, after, state }) => {
    expect(payoutStateAt({ state: from, since: sent, held: false }, at(after)).state).toBe(state)
  })

  it('stands still while held', () => {
    expect(payoutStateAt({ state: 'sent', since: sent, held: true }, at(10 ** 9))).toEqual({ state: 'sent', since: sent })
  })

  it("makes tracking keys of at most 30 letters and digits, as Banxico's SPEI takes them", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newTrackingKey(sent)))
    expect(keys.size).toBe(50)
    for (const key of keys) {
      expect(isTrackingKey(key)).toBe(true)
      expect(key.startsWith('LANA20261126')).toBe(true)
    }
  })
})

describe('the payout', () => {
  it('is sent when the agreement is signed: to the CLABE by its last digits and bank, expected within the stated minutes', async () => {
    const start = clock.now()
    const { client } = await signed()
    const payout = await payoutOf(client)
    const account = await server.db
      .selectFrom('bank_accounts')
      .select('clabe')
      .where('client_id', '=', client.id)
      .executeTakeFirstOrThrow()
    expect(payout).toEqual({
      state: 'sent',
      amount: 3000,
      trackingKey: null,
      sentAt: start.toISOString(),
      expectedBy: new Date(start.getTime() + PAYOUT_EXPECTED_MINUTES * 60_000).toISOString(),
      receivedAt: null,
      returnedAt: null,
      destination: { kind: 'clabe', lastDigits: account.clabe.slice(-4), bank: expect.any(String) },
    })
    // The whole CLABE never travels with it.
    expect(JSON.stringify(payout)).not.toContain(account.clabe)
  })

  it('goes in transit with a tracking key, then is received, on its clock', async () => {
    const { client } = await signed()
    const start = clock.now().getTime()
    clock.advance(SPEI_CLOCK.inTransitAfterMs)
    const moving = await payoutOf(client)
    expect(moving.state).toBe('in_transit')
    expect(isTrackingKey(moving.trackingKey)).toBe(true)
    clock.advance(SPEI_CLOCK.receivedAfterMs)
    const arrived = await payoutOf(client)
    expect(arrived).toMatchObject({
      state: 'received',
      trackingKey: moving.trackingKey,
      receivedAt: new Date(start + SPEI_CLOCK.inTransitAfterMs + SPEI_CLOCK.receivedAfterMs).toISOString(),
    })
  })

  it('reads as received for a loan signed before payouts were recorded', async () => {
    const client = await server.newClient()
    await insertActiveLoan(server, client.id)
    expect(await payoutOf(client)).toMatchObject({ state: 'received', trackingKey: null, destination: null, amount: 1000 })
  })

  it('is read only by its own client: another client has no loan to read it from', async () => {
    const { client, loanId } = await signed()
    const stranger = await server.newClient()
    const theirs = await call('GET', ACTIVE_LOAN, { token: stranger.token })
    expect(theirs.status).toBe(404)
    expect(JSON.stringify(theirs.body)).not.toContain('payout')
    expect((await payoutOf(client)).state).toBe('sent')
    expect(loanId).toBeGreaterThan(0)
  })
})

describe('payout steering (dev tools)', () => {
  it('holds the clock, moves to the next state, and refuses to move a settled payout', async () => {
    const { client, loanId } = await signed()
    expect((await steer(loanId, { hold: true })).body.data.state).toBe('sent')
    clock.advance(10 * 60_000)
    expect((await payoutOf(client)).state).toBe('sent')

    const next = await steer(loanId, {})
    expect(next.status).toBe(200)
    expect(next.body.data.state).toBe('in_transit')
    expect(isTrackingKey(next.body.data.trackingKey)).toBe(true)
    expect((await steer(loanId, { to: 'in_transit' })).body.data.error.code).toBe('payout_not_forward')

    const done = await steer(loanId, { to: 'received' })
    expect(done.body.data).toMatchObject({ state: 'received', receivedAt: clock.now().toISOString() })
    const again = await steer(loanId, {})
    expect(again.status).toBe(409)
    expect(again.body.data.error.code).toBe('payout_settled')
  })

  it('restarts the clock from the release, not from when it was held', async () => {
    const { client, loanId } = await signed()
    await steer(loanId, { hold: true })
    clock.advance(60 * 60_000)
    await steer(loanId, { hold: false })
    expect((await payoutOf(client)).state).toBe('sent')
    clock.advance(SPEI_CLOCK.inTransitAfterMs)
    expect((await payoutOf(client)).state).toBe('in_transit')
  })

  it('makes the bank return it: the payout says so and stays returned', async () => {
    const { client, loanId } = await signed()
    const returned = await steer(loanId, { to: 'returned' })
    expect(returned.body.data).toMatchObject({ state: 'returned', returnedAt: clock.now().toISOString(), receivedAt: null })
    clock.advance(24 * 60 * 60_000)
    expect((await payoutOf(client)).state).toBe('returned')
  })

  it('answers 404 for a loan without a payout record', async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    expect((await steer(loan.id, {})).status).toBe(404)
  })

  it('is refused in production (no dev tools): 404, as every dev call', async () => {
    const production = await openTestServer({ devTools: false })
    try {
      const client = await production.newClient()
      const loan = await insertActiveLoan(production, client.id)
      const answer = await production.call('PUT', `/web/dev/loans/${loan.id}/payout/steering`, { body: { to: 'received' } })
      expect(answer.status).toBe(404)
      expect(answer.body.data.error.code).toBe('not_found')
    } finally {
      await production.close()
    }
  })
})
