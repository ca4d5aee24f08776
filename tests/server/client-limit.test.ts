import { describe, expect, it } from 'vitest'
import { clientLimit } from '../../server/applications/client-limit'
import { saveDetails } from '../../server/accounts/details'
import type { ClientRow } from '../../server/db'
import { insertActiveLoan } from './support/active-loan'
import { testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock, db } = server
const P = '/web/private/client'

const limit = (client: TestClient) => call('PUT', `${P}/yhat/limit`, { token: client.token })
const available = async (client: TestClient) =>
  (await call('GET', `${P}/client`, { token: client.token })).body.data.availableLoanAmount.amount
const setIncome = (client: TestClient, pesos: number) =>
  saveDetails(db, client.id, { monthly_income_cents: pesos * 100 }, clock.now())

describe('PUT yhat/limit', () => {
  it('answers a first-time client without income the new-client ceiling, and stores it', async () => {
    const me = await server.newClient()
    const answer = await limit(me)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      available: 5000,
      min: 1000,
      max: 5000,
      reason: 'loan_history',
      computedAt: clock.now().toISOString(),
    })
    const row = await db.selectFrom('client_limits').selectAll().where('client_id', '=', me.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ available_cents: 500_000, min_cents: 100_000, max_cents: 500_000, reason: 'loan_history' })
  })

  it('caps the amount at 40% of the monthly income, rounded down to the step, and the profile answers it; the same again changes nothing', async () => {
    const me = await server.newClient()
    // 40% of 5 250 is 2 100.
    await setIncome(me, 5250)
    expect(await available(me)).toBe(5000)
    const first = await limit(me)
    expect(first.body.data).toMatchObject({ available: 2100, min: 1000, max: 2100, reason: 'income_share' })
    expect(await available(me)).toBe(2100)
    clock.advance(1000)
    const second = await limit(me)
    expect({ ...second.body.data, computedAt: null }).toEqual({ ...first.body.data, computedAt: null })
    expect(await db.selectFrom('client_limits').selectAll().where('client_id', '=', me.id).execute()).toHaveLength(1)
    expect(await available(me)).toBe(2100)
  })

  it('answers all zeros when 40% of the income is below the smallest loan', async () => {
    const me = await server.newClient()
    await setIncome(me, 2000)
    expect((await limit(me)).body.data).toMatchObject({ available: 0, min: 0, max: 0, reason: 'income_too_low' })
    expect(await available(me)).toBe(0)
  })

  it('stops answering a stored limit once its facts change, until the next update', async () => {
    const me = await server.newClient()
    await setIncome(me, 3000)
    expect((await limit(me)).body.data.available).toBe(1200)
    await setIncome(me, 20000)
    // The income changed: the profile falls back to the standing's ceiling.
    expect(await available(me)).toBe(5000)
    expect((await limit(me)).body.data).toMatchObject({ available: 5000, reason: 'loan_history' })
  })

  it('answers zero with an active loan, and the repeated ceiling after closed loans', async () => {
    const borrower = await server.newClient()
    await insertActiveLoan(server, borrower.id)
    expect((await limit(borrower)).body.data).toMatchObject({ available: 0, min: 0, max: 0, reason: 'active_loan' })

    const repeated = await server.newClient()
    await db.updateTable('clients').set({ closed_loans_count: 1 }).where('id', '=', repeated.id).execute()
    await setIncome(repeated, 30000)
    expect((await limit(repeated)).body.data).toMatchObject({ available: 10000, min: 1000, max: 10000, reason: 'loan_history' })
  })

  it('answers zero for a blacklisted client', async () => {
    const me = await server.newClient()
    await db.updateTable('clients').set({ status: 3 }).where('id', '=', me.id).execute()
    expect((await limit(me)).body.data).toMatchObject({ available: 0, reason: 'client_status' })
  })
})

describe('clientLimit', () => {
  const row = (patch: Partial<ClientRow>) => ({ status: 1, has_active_loan: 0, closed_loans_count: 0, ...patch }) as ClientRow
  it('keeps an income share that lands on the step, and rounds one that does not down', () => {
    expect(clientLimit(row({}), 10000)).toEqual({ available: 4000, min: 1000, max: 4000, reason: 'income_share' })
    expect(clientLimit(row({}), 10249)).toEqual({ available: 4000, min: 1000, max: 4000, reason: 'income_share' })
    expect(clientLimit(row({}), 2500)).toEqual({ available: 1000, min: 1000, max: 1000, reason: 'income_share' })
    expect(clientLimit(row({}), 2499)).toEqual({ available: 0, min: 0, max: 0, reason: 'income_too_low' })
    // 40% equal to the ceiling is the ceiling's doing, not the income's.
    expect(clientLimit(row({}), 12500)).toEqual({ available: 5000, min: 1000, max: 5000, reason: 'loan_history' })
  })
})
