import { addDays, subDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { toWireDate } from '../../src/domain/dates'
import { stamp, type Database, type LoanRow } from '../db'
import { mexicoToday } from '../pricing/today'
import { contractTermsOf, LOAN_ACTIVE } from './active-loan'

/**
 * Development steering: the active loan `loanId` made `days` Mexico City days late today, as if it
 * had been paid out that much earlier. Its term is kept (payout and due dates both move back), so
 * its contract's figures stay true and only the late days change. Undefined without such a loan.
 */
export async function steerOverdue(db: Kysely<Database>, loanId: number, days: number, now: Date): Promise<LoanRow | undefined> {
  const loan = await db
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', loanId)
    .where('status', '=', LOAN_ACTIVE)
    .executeTakeFirst()
  if (!loan) return undefined
  const { termDays } = await contractTermsOf(db, loan)
  const due = subDays(mexicoToday(now), days)
  const dates = { start_date: toWireDate(addDays(due, -termDays)), due_date: toWireDate(due) }
  const at = stamp(now)
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('loan_schedule')
      .set({ due_date: dates.due_date, updated_at: at })
      .where('loan_id', '=', loan.id)
      .execute()
    return trx
      .updateTable('loans')
      .set({ ...dates, updated_at: at })
      .where('id', '=', loan.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}
