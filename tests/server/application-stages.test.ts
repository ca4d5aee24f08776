import { describe, expect, it } from 'vitest'
import { testServer, type TestClient } from './support/harness'

/**
 * What the application stages of the front end rely on: one application per
 * Idempotency-Key however the retries arrive, and the offer figures of an offer stage.
 */

const server = await testServer()
const { call, db } = server

const APP = '/web/private/client/application'
const payload = (amount: number) => ({
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount, currency: 'MXN' },
  iovation: {},
  paymentMethod: 'bank_transfer',
  hotjarUserId: null,
  juicySessionId: null,
})

let people = 0
function clientTagged(tag: string): Promise<TestClient> {
  people += 1
  return server.registeredClient({ email: `stage${people}+${tag}@example.mx` })
}

const rowsOf = (client: TestClient) => db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()

describe('Idempotency-Key on the creation', () => {
  it('answers two simultaneous submissions with one key with one application', async () => {
    // A rejected application is closed, so only the key stops a second one.
    const client = await clientTagged('reject')
    const headers = { 'Idempotency-Key': 'double-click-1' }
    const [a, b] = await Promise.all([
      call('POST', APP, { token: client.token, body: payload(3000), headers }),
      call('POST', APP, { token: client.token, body: payload(3000), headers }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.data.id).toBe(b.body.data.id)
    expect(await rowsOf(client)).toHaveLength(1)
  })

  it('answers a retry after a lost answer with the first application, and another key makes another', async () => {
    const client = await clientTagged('reject')
    const first = await call('POST', APP, {
      token: client.token,
      body: payload(3000),
      headers: { 'Idempotency-Key': 'intent-1' },
    })
    const retry = await call('POST', APP, {
      token: client.token,
      body: payload(3000),
      headers: { 'Idempotency-Key': 'intent-1' },
    })
    expect(retry.status).toBe(200)
    expect(retry.body.data).toEqual(first.body.data)
    expect(await rowsOf(client)).toHaveLength(1)
    const next = await call('POST', APP, { token: client.token, body: payload(3000), headers: { 'Idempotency-Key': 'intent-2' } })
    expect(next.status).toBe(201)
    expect(await rowsOf(client)).toHaveLength(2)
  })

  it('keeps keys per client: the same key of two clients makes two applications', async () => {
    const [ana, bea] = [await clientTagged('accept'), await clientTagged('accept')]
    const headers = { 'Idempotency-Key': 'shared-key' }
    const a = await call('POST', APP, { token: ana.token, body: payload(3000), headers })
    const b = await call('POST', APP, { token: bea.token, body: payload(3000), headers })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.data.id).not.toBe(b.body.data.id)
  })
})

describe('the actual offer of an offer stage', () => {
  it.each([
    ['decrease', 17, 1500],
    ['special', 13, 1500],
    ['increase', 18, 5000],
  ])('prices the offered amount of a %s', async (tag, status, offered) => {
    const client = await clientTagged(tag)
    const created = await call('POST', APP, { token: client.token, body: payload(3000) })
    expect(created.body.data).toMatchObject({ status, offeredAmount: { amount: offered } })
    const offer = await call('GET', `${APP}/${created.body.data.id}/offer/actual`, { token: client.token })
    expect(offer.status).toBe(200)
    expect(offer.body.data).toMatchObject({ principal: offered, term: 15, endDate: '2025-06-30' })
  })

  it('prices the approved amount once the offer is accepted', async () => {
    const client = await clientTagged('decrease')
    const created = await call('POST', APP, { token: client.token, body: payload(3000) })
    const approved = await call('PUT', '/web/private/client/yhat/offer/approve/decrease', {
      token: client.token,
      body: { amount: { amount: 1500, currency: 'MXN' } },
    })
    expect(approved.body.data.status).toBe(3)
    const offer = await call('GET', `${APP}/${created.body.data.id}/offer/actual`, { token: client.token })
    expect(offer.body.data.principal).toBe(1500)
  })
})
