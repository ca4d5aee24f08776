import { randomBytes } from 'node:crypto'
import { addDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { toWireDate } from '../../src/domain/dates'
import { priceLoan, toCents } from '../../src/domain/pricing'
import { stamp, type Database } from '../db'
import { mexicoToday } from '../pricing/today'

/** The seed client whose profile says it has an active loan (server/seed.ts). */
export const SEED_ACTIVE_LOAN_EMAIL = 'activa@example.mx'

/**
 * Gives the seed client with the active-loan flag a real active loan: a first loan of $2,000
 * taken today, due in 15 days, signed, with its schedule row, so the loan screens and the
 * repayment recipes (README "Loans and repayment") work on a fresh database. Idempotent.
 */
export async function seedActiveLoan(db: Kysely<Database>, now: Date): Promise<void> {
  const client = await db.selectFrom('clients').select('id').where('email', '=', SEED_ACTIVE_LOAN_EMAIL).executeTakeFirst()
  if (!client) return
  const existing = await db.selectFrom('loans').select('id').where('client_id', '=', client.id).executeTakeFirst()
  if (existing) return
  const today = mexicoToday(now)
  const due = addDays(today, 15)
  const offer = priceLoan({ principal: 2000, sequenceType: 'first', today, dueDate: due })
  const at = stamp(now)
  const fees = toCents(offer.serviceFee.amount) + toCents(offer.processingFee) + toCents(offer.withdrawalFee) + toCents(offer.invoicingFee)
  const money = { principal: toCents(offer.principal), interest: toCents(offer.interest.amount), fees, vat: toCents(offer.vat.amount), total: toCents(offer.total) }
  await db.transaction().execute(async (trx) => {
    const application = await trx
      .insertInto('applications')
      .values({
        hashed_id: randomBytes(8).toString('hex'),
        client_id: client.id,
        status: 4,
        desired_amount: money.principal,
        principal_amount: money.principal,
        loan_amount: money.total,
        term_days: offer.term,
        salary_cycle: 'biweekly',
        first_repayment_option: offer.endDate,
        second_repayment_option: null,
        repayment_date: offer.endDate,
        sequence_type: 'first',
        promo_code: null,
        affiliate: null,
        io_bb: null,
        juicy_session_id: null,
        hotjar_user_id: null,
        idempotency_key: null,
        decision_reason: 'seed',
        decided_at: at,
        signed_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const loan = await trx
      .insertInto('loans')
      .values({ client_id: client.id, application_id: application.id, status: 4, ...money, start_date: toWireDate(today), due_date: offer.endDate, paid_amount: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('loan_schedule').values({ loan_id: loan.id, due_date: offer.endDate, ...money, paid: 0, status: 'pending', created_at: at, updated_at: at }).execute()
  })
}
