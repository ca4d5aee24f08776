import { describe, expect, it } from 'vitest'
import { saveDetails } from '../../server/accounts/details'
import { insertActiveLoan } from './support/active-loan'
import { testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock, db } = server
const P = '/web/private/client'

async function journey(client: TestClient) {
  const answer = await call('GET', `${P}/client-journey/current`, { token: client.token })
  expect(answer.status).toBe(200)
  return answer.body.data
}

const stamp = () => clock.now().toISOString()

describe('GET client-journey/current', () => {
  it('walks the registration steps with the flow step and the percent done', async () => {
    const me = await server.newClient()
    expect(await journey(me)).toEqual({
      flow: { step: 'new_client_created', status: 'active', errors: [] },
      registration: { done: [], todo: ['details', 'address', 'employment', 'reference'], percent: 0 },
      applicationId: null,
      loanId: null,
      backOfficeCompletionPending: false,
    })
    await saveDetails(db, me.id, { details_at: stamp() }, clock.now())
    expect(await journey(me)).toMatchObject({
      flow: { step: 'address' },
      registration: { done: ['details'], todo: ['address', 'employment', 'reference'], percent: 25 },
    })
    await saveDetails(db, me.id, { address_at: stamp(), employment_at: stamp() }, clock.now())
    expect(await journey(me)).toMatchObject({ flow: { step: 'relative_info' }, registration: { percent: 75 } })
    await saveDetails(db, me.id, { reference_at: stamp() }, clock.now())
    expect(await journey(me)).toMatchObject({
      flow: { step: 'new_client_created' },
      registration: { done: ['details', 'address', 'employment', 'reference'], todo: [], percent: 100 },
    })
  })

  it('answers the same step as GET flow, and the open application and active loan', async () => {
    const me = await server.newClient()
    await saveDetails(
      db,
      me.id,
      { details_at: stamp(), address_at: stamp(), employment_at: stamp(), reference_at: stamp() },
      clock.now(),
    )
    const loan = await insertActiveLoan(server, me.id)
    const current = await journey(me)
    const flow = (await call('GET', `${P}/flow`, { token: me.token })).body.data
    expect(current.flow).toEqual(flow)
    expect(current.flow.step).toBe('loan_page')
    expect(current.loanId).toBe(loan.id)
    // The loan's application is completed (4): not an open one.
    expect(current.applicationId).toBeNull()
  })

  it('names the open application', async () => {
    const me = await server.newClient()
    const application = await db
      .insertInto('applications')
      .values({
        hashed_id: `journey-${me.id}`,
        client_id: me.id,
        status: 14,
        desired_amount: 200_000,
        principal_amount: 200_000,
        loan_amount: 240_000,
        term_days: 30,
        salary_cycle: 'monthly',
        first_repayment_option: '2025-07-15',
        second_repayment_option: null,
        repayment_date: '2025-07-15',
        sequence_type: 'first',
        promo_code: null,
        affiliate: null,
        io_bb: null,
        juicy_session_id: null,
        hotjar_user_id: null,
        idempotency_key: null,
        decision_reason: null,
        decided_at: null,
        signed_at: null,
        created_at: stamp(),
        updated_at: stamp(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await saveDetails(
      db,
      me.id,
      { details_at: stamp(), address_at: stamp(), employment_at: stamp(), reference_at: stamp() },
      clock.now(),
    )
    expect(await journey(me)).toMatchObject({ flow: { step: 'manual_page' }, applicationId: application.id, loanId: null })
  })

  it('tells a back-office client that the account is still to complete', async () => {
    const me = await server.newClient()
    await db.updateTable('clients').set({ origin: 'back_office' }).where('id', '=', me.id).execute()
    expect((await journey(me)).backOfficeCompletionPending).toBe(true)
  })
})
