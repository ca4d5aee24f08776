import { randomBytes, randomInt } from 'node:crypto'
import { DIRECT_DEBIT_TEXT_VERSION } from '../../../api'
import { withCheckDigit } from '../../../src/domain/payment-reference'
import type { TestServer } from './harness'

/**
 * An active loan for a client, inserted as rows (a signed application, its loan, one schedule
 * row), so loan tests do not depend on the application flow. Figures are a first loan of
 * $1,000.00 for 15 days at the first-loan list rates: interest 150.00, fees 80.00, IVA 36.80.
 */
export async function insertActiveLoan(
  server: TestServer,
  clientId: number,
  options: { startDate?: string; dueDate?: string } = {},
) {
  const at = server.clock.now().toISOString()
  const startDate = options.startDate ?? '2025-06-15'
  const dueDate = options.dueDate ?? '2025-06-30'
  const money = { principal: 100_000, interest: 15_000, fees: 8_000, vat: 3_680, total: 126_680 }
  const application = await server.db
    .insertInto('applications')
    .values({
      hashed_id: randomBytes(8).toString('hex'),
      client_id: clientId,
      status: 4,
      desired_amount: money.principal,
      principal_amount: money.principal,
      loan_amount: money.total,
      term_days: 15,
      salary_cycle: 'biweekly',
      first_repayment_option: dueDate,
      second_repayment_option: null,
      repayment_date: dueDate,
      sequence_type: 'first',
      promo_code: null,
      affiliate: null,
      io_bb: null,
      juicy_session_id: null,
      hotjar_user_id: null,
      idempotency_key: null,
      decision_reason: null,
      decided_at: at,
      signed_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const loan = await server.db
    .insertInto('loans')
    .values({
      client_id: clientId,
      application_id: application.id,
      status: 4,
      ...money,
      start_date: startDate,
      due_date: dueDate,
      paid_amount: 0,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await server.db
    .insertInto('loan_schedule')
    .values({ loan_id: loan.id, due_date: dueDate, ...money, paid: 0, status: 'pending', created_at: at, updated_at: at })
    .execute()
  await server.db.updateTable('clients').set({ has_active_loan: 1 }).where('id', '=', clientId).execute()
  return loan
}

/**
 * The loan's money to collect in cash at Telecomm (what signing issues for a client accepted in
 * cash), with a reference whose deadline is `expiresAt` (by default: it passed a minute ago).
 */
export async function insertCashPayout(
  server: TestServer,
  loan: { id: number; client_id: number; principal: number },
  { expiresAt = new Date(server.clock.now().getTime() - 60_000) }: { expiresAt?: Date } = {},
) {
  const at = server.clock.now().toISOString()
  return server.db
    .insertInto('cash_payouts')
    .values({
      loan_id: loan.id,
      client_id: loan.client_id,
      provider: 'telecomm',
      amount: loan.principal,
      reference: withCheckDigit(String(randomInt(10_000_000_000, 100_000_000_000))),
      issued_at: at,
      expires_at: expiresAt.toISOString(),
      collected_at: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * A registered card for card charges (what direct-debit/debit-credit-card stores), with the
 * client's direct-debit consent for it (what direct-debit/consent stores) unless `consent` is false.
 */
export async function insertCard(server: TestServer, clientId: number, { consent = true }: { consent?: boolean } = {}) {
  const at = server.clock.now().toISOString()
  const card = await server.db
    .insertInto('debit_cards')
    .values({
      client_id: clientId,
      last_four: '4242',
      number_hash: randomBytes(16).toString('hex'),
      expiry_month: 12,
      expiry_year: 2030,
      holder: 'TEST',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!consent) return
  await server.db
    .insertInto('direct_debit_consents')
    .values({
      client_id: clientId,
      card_id: card.id,
      last_four: '4242',
      ip: '127.0.0.1',
      text_version: DIRECT_DEBIT_TEXT_VERSION,
      consented_at: at,
    })
    .execute()
}

/**
 * An extension chosen (PUT loan/active/rollover) and its agreement signed (POST …/sign), as the
 * loan screen does before its fee may be paid. Answers the rollover.
 */
export async function signedRollover(server: TestServer, token: string, days: number) {
  const chosen = await server.call('PUT', '/web/private/client/loan/active/rollover', { token, body: { days } })
  if (chosen.status !== 200) throw new Error(`no rollover: ${JSON.stringify(chosen.body)}`)
  const { loan, rollover } = chosen.body.data
  const signed = await server.call('POST', `/web/private/client/loan/${loan.id}/rollover/${rollover.id}/sign`, { token })
  if (signed.status !== 200) throw new Error(`not signed: ${JSON.stringify(signed.body)}`)
  return signed.body.data as { id: number; fee: number }
}
