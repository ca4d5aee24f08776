import type { Kysely } from 'kysely'
import { toCents } from '../../src/domain/pricing'
import { isUniqueViolation, stamp, type Database, type LoanRow, type RolloverRow } from '../db'
import { offeredExtensions } from './active-loan'

export type RolloverChoice = { ok: true; rollover: RolloverRow; created: boolean } | { ok: false; reason: 'unknown_extension' }

/**
 * The client chooses an extension of the active loan (PUT loan/active/rollover): a rollover with
 * an unpaid invoice for its fee. The due date does not move yet; it moves when the fee is paid
 * (server/loans/payments.ts). A still-unpaid earlier choice turns into a draft invoice: only the
 * latest choice is payable. The same Idempotency-Key answers the first rollover.
 */
export async function chooseRollover(
  db: Kysely<Database>,
  now: Date,
  loan: LoanRow,
  days: number,
  idempotencyKey: string | null,
): Promise<RolloverChoice> {
  if (idempotencyKey) {
    const earlier = await byKey(db, loan.id, idempotencyKey)
    if (earlier) return { ok: true, rollover: earlier, created: false }
  }
  const extension = (await offeredExtensions(db, loan, now)).find((offered) => offered.days === days)
  if (!extension) return { ok: false, reason: 'unknown_extension' }
  try {
    const rollover = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('rollovers')
        .set({ invoice_status: 'draft', status: 'superseded' })
        .where('loan_id', '=', loan.id)
        .where('invoice_status', '=', 'unpaid')
        .execute()
      await trx
        .updateTable('payments')
        .set({ status: 'expired' })
        .where('loan_id', '=', loan.id)
        .where('rollover_id', 'is not', null)
        .where('status', '=', 'pending')
        .execute()
      return trx
        .insertInto('rollovers')
        .values({
          loan_id: loan.id,
          type: extension.type,
          days,
          fee: toCents(extension.amount),
          fee_without_vat: toCents(extension.amount_without_vat),
          status: 'pending',
          invoice_status: 'unpaid',
          new_due_date: extension.endDate,
          idempotency_key: idempotencyKey,
          created_at: stamp(now),
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
    return { ok: true, rollover, created: true }
  } catch (error) {
    const earlier = idempotencyKey && isUniqueViolation(error) ? await byKey(db, loan.id, idempotencyKey) : undefined
    if (earlier) return { ok: true, rollover: earlier, created: false }
    throw error
  }
}

function byKey(db: Kysely<Database>, loanId: number, key: string) {
  return db
    .selectFrom('rollovers')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

/** The loan's payable rollover (the latest choice whose invoice is unpaid), if any. */
export function unpaidRollover(db: Kysely<Database>, loanId: number) {
  return db
    .selectFrom('rollovers')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('invoice_status', '=', 'unpaid')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}
