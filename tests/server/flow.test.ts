import { describe, expect, it } from 'vitest'
import { saveDetails } from '../../server/accounts/details'
import type { ApplicationStatus } from '../../server/db'
import { VERIFF_REVIEW_SECONDS } from '../../api/routes/providers'
import { steerIdentity, uploadDocument } from '../support/journey'
import { testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, db, clock } = server
const P = '/web/private/client'

async function flow(token: string) {
  const answer = await call('GET', `${P}/flow`, { token })
  expect(answer.status).toBe(200)
  return answer.body.data as { step: string; status: string; errors: string[] }
}

/** A client with every registration step stamped (the steps themselves: account.test.ts). */
async function registered(): Promise<TestClient> {
  const client = await server.newClient()
  const at = clock.now().toISOString()
  await saveDetails(db, client.id, { details_at: at, address_at: at, employment_at: at, reference_at: at }, clock.now())
  return client
}

let applications = 0
async function apply(client: TestClient, status: ApplicationStatus): Promise<number> {
  const at = clock.now().toISOString()
  const row = await db
    .insertInto('applications')
    .values({
      hashed_id: `flow-test-${(applications += 1)}`,
      client_id: client.id,
      status,
      desired_amount: 200_000,
      principal_amount: 200_000,
      loan_amount: 240_000,
      term_days: 30,
      offered_amount: null,
      offered_term_days: null,
      salary_cycle: 'monthly',
      first_repayment_option: '2025-07-15',
      second_repayment_option: null,
      repayment_date: '2025-07-15',
      sequence_type: 'new',
      promo_code: null,
      affiliate: null,
      io_bb: null,
      juicy_session_id: null,
      hotjar_user_id: null,
      idempotency_key: null,
      decision_reason: null,
      decided_at: null,
      signed_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('GET /web/private/client/flow', () => {
  it('follows the application: verification, accepted, the steps before signing, rejection', async () => {
    const me = await registered()
    expect(await flow(me.token)).toEqual({ step: 'new_client_created', status: 'active', errors: [] })
    const id = await apply(me, 7)
    expect((await flow(me.token)).step).toBe('verification')

    await db.updateTable('applications').set({ status: 3 }).where('id', '=', id).execute()
    expect(await flow(me.token)).toEqual({ step: 'id_document_upload', status: 'active', errors: ['identity_document_missing'] })
    const client = server.caller(me.token)
    await steerIdentity(client, me.email, 'approved')
    await uploadDocument(client, 'id_document')
    expect(await flow(me.token)).toEqual({ step: 'payroll_upload', status: 'active', errors: ['payroll_missing'] })
    await uploadDocument(client, 'payroll')
    expect(await flow(me.token)).toEqual({ step: 'bank_statement_upload', status: 'active', errors: ['bank_statement_missing'] })
    await uploadDocument(client, 'bank_statement')
    expect(await flow(me.token)).toEqual({
      step: 'direct_debit_information',
      status: 'active',
      errors: ['payout_account_missing'],
    })
    const card = { cardNumber: '5555555555554444', expiryMonth: 1, expiryYear: 2030, holder: 'LUCIA PRUEBA' }
    expect((await call('POST', `${P}/direct-debit/debit-credit-card`, { token: me.token, body: card })).status).toBe(200)
    expect(await flow(me.token)).toEqual({ step: 'otp_agreement', status: 'active', errors: [] })

    await db.updateTable('applications').set({ status: 6 }).where('id', '=', id).execute()
    expect(await flow(me.token)).toEqual({ step: 'reject_page', status: 'completed', errors: [] })
  })

  it('waits for the identity check of the uploaded ID, which the simulated provider approves after its review time', async () => {
    const me = await registered()
    const id = await apply(me, 3)
    await uploadDocument(server.caller(me.token), 'id_document')
    expect(await flow(me.token)).toEqual({ step: 'id_document_upload', status: 'active', errors: ['identity_check_pending'] })
    clock.advance(VERIFF_REVIEW_SECONDS * 1000)
    expect((await flow(me.token)).step).toBe('payroll_upload')
    await db.updateTable('applications').set({ status: 6 }).where('id', '=', id).execute()
  })

  it("reads only the token's own client's application", async () => {
    const a = await registered()
    const b = await registered()
    await apply(a, 14)
    expect((await flow(a.token)).step).toBe('manual_page')
    expect((await flow(b.token)).step).toBe('new_client_created')
  })
})
