import type { Kysely } from 'kysely'
import { isUniqueViolation, stamp, stampAfter, type Database, type PaymentMethod, type PaymentRow } from '../db'
import { settledCharges } from '../../src/domain/pricing'
import { LOAN_ACTIVE, LOAN_PAID, settlementOf } from './active-loan'
import { newPaymentReference } from './payment-reference'

/** A cash reference is good for three days, as convenience-store networks usually allow. */
export const CASH_REFERENCE_MS = 3 * 24 * 60 * 60 * 1000

export interface NewPayment {
  loanId: number
  rolloverId: number | null
  method: PaymentMethod
  /** Cents. */
  amount: number
  idempotencyKey: string | null
  expiresAt: string | null
}

/**
 * Records a payment reference. With an Idempotency-Key already used on this loan, the first
 * payment is answered instead (`created: false`): a retried call never creates a second one.
 */
export async function createPayment(
  db: Kysely<Database>,
  now: Date,
  payment: NewPayment,
): Promise<{ payment: PaymentRow; created: boolean }> {
  if (payment.idempotencyKey) {
    const earlier = await byKey(db, payment.loanId, payment.idempotencyKey)
    if (earlier) return { payment: earlier, created: false }
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await db
        .insertInto('payments')
        .values({
          loan_id: payment.loanId,
          rollover_id: payment.rolloverId,
          method: payment.method,
          reference: newPaymentReference(),
          amount: payment.amount,
          status: 'pending',
          idempotency_key: payment.idempotencyKey,
          expires_at: payment.expiresAt,
          created_at: stamp(now),
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { payment: row, created: true }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Two concurrent calls with one key: the other one won, answer its payment.
      if (payment.idempotencyKey) {
        const earlier = await byKey(db, payment.loanId, payment.idempotencyKey)
        if (earlier) return { payment: earlier, created: false }
      }
      if (attempt >= 3) throw error // a reference collision four times running is not chance
    }
  }
}

function byKey(db: Kysely<Database>, loanId: number, key: string) {
  return db.selectFrom('payments').selectAll().where('loan_id', '=', loanId).where('idempotency_key', '=', key).executeTakeFirst()
}

/** A cash reference's expiry from now. */
export function cashExpiry(now: Date): string {
  return stampAfter(now, CASH_REFERENCE_MS)
}

export type Settlement =
  | { ok: true; payment: PaymentRow; alreadyPaid: boolean }
  | { ok: false; reason: 'not_found' | 'expired' | 'not_payable' | 'amount_too_low' }

/**
 * The payment provider reports a reference paid (the simulated provider of /web/dev, or a card
 * charge). A repayment adds to what the loan has received and closes the loan once all of it is
 * in (status 5); a rollover fee marks the rollover's invoice paid and moves the
 * loan's due date. Paying a reference twice changes nothing the second time.
 */
export async function settlePayment(
  db: Kysely<Database>,
  now: Date,
  reference: string,
  amountCents?: number,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst()
    if (!payment) return { ok: false, reason: 'not_found' } as const
    if (payment.status === 'paid') return { ok: true, payment, alreadyPaid: true } as const
    if (payment.status === 'expired' || (payment.expires_at && payment.expires_at <= stamp(now)))
      return { ok: false, reason: 'expired' } as const
    const loan = await trx.selectFrom('loans').selectAll().where('id', '=', payment.loan_id).executeTakeFirstOrThrow()
    if (loan.status !== LOAN_ACTIVE) return { ok: false, reason: 'not_payable' } as const
    const amount = amountCents ?? payment.amount
    const at = stamp(now)

    if (payment.rollover_id !== null) {
      const rollover = await trx
        .selectFrom('rollovers')
        .selectAll()
        .where('id', '=', payment.rollover_id)
        .executeTakeFirstOrThrow()
      if (rollover.invoice_status !== 'unpaid') return { ok: false, reason: 'not_payable' } as const
      // A rollover moves the due date only against its whole fee.
      if (amount < rollover.fee) return { ok: false, reason: 'amount_too_low' } as const
      await trx
        .updateTable('rollovers')
        .set({ invoice_status: 'paid', status: 'active', paid_at: at })
        .where('id', '=', rollover.id)
        .execute()
      await trx.updateTable('loans').set({ due_date: rollover.new_due_date, updated_at: at }).where('id', '=', loan.id).execute()
      await trx
        .updateTable('loan_schedule')
        .set({ due_date: rollover.new_due_date, updated_at: at })
        .where('loan_id', '=', loan.id)
        .where('status', '=', 'pending')
        .execute()
    } else {
      if (amount <= 0) return { ok: false, reason: 'amount_too_low' } as const
      const paid = loan.paid_amount + amount
      // Paying early costs only the days used, paying late costs late interest (docs/PRICING.md): the
      // loan closes once the payment reaches what settled it on the day its amount was quoted. A cash slip states its amount for
      // as long as it is valid, so it keeps its day's figure; a card charge or a transfer counts today.
      const quoted = payment.method === 'cash' ? new Date(payment.created_at) : now
      const settlement = await settlementOf(trx, loan, quoted)
      const closed = amount >= settlement.cents
      const { owed } = settlement
      // A loan settled early costs what was charged: its interest and IVA are those of the days used.
      // One settled late costs its late charges too: its interest, fees and IVA include them.
      const charged = closed && owed.lateDays === 0 ? settledCharges(settlement.terms, settlement.days) : null
      const cost =
        charged && charged.total < loan.total
          ? { interest: charged.interest, vat: charged.vat, total: charged.total }
          : closed && owed.late.total > 0
            ? {
                interest: loan.interest + owed.late.interest,
                fees: loan.fees + owed.late.fee,
                vat: loan.vat + owed.late.vat,
                total: loan.total + owed.late.total,
              }
            : {}
      await trx
        .updateTable('loans')
        .set({ paid_amount: paid, status: closed ? LOAN_PAID : LOAN_ACTIVE, ...cost, updated_at: at })
        .where('id', '=', loan.id)
        .execute()
      await trx
        .updateTable('loan_schedule')
        .set({
          paid: Math.min(paid, cost.total ?? loan.total),
          ...cost,
          ...(closed ? { status: 'paid' } : {}),
          updated_at: at,
        })
        .where('loan_id', '=', loan.id)
        .execute()
      if (closed) {
        // Nothing else can be paid on a closed loan.
        await trx
          .updateTable('payments')
          .set({ status: 'expired' })
          .where('loan_id', '=', loan.id)
          .where('status', '=', 'pending')
          .where('id', '!=', payment.id)
          .execute()
        await trx
          .updateTable('rollovers')
          .set({ invoice_status: 'draft' })
          .where('loan_id', '=', loan.id)
          .where('invoice_status', '=', 'unpaid')
          .execute()
        const stillActive = await trx
          .selectFrom('loans')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('client_id', '=', loan.client_id)
          .where('status', '=', LOAN_ACTIVE)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('clients')
          .set((eb) => ({
            closed_loans_count: eb('closed_loans_count', '+', 1),
            has_active_loan: Number(stillActive.count) > 0 ? 1 : 0,
            updated_at: at,
          }))
          .where('id', '=', loan.client_id)
          .execute()
      }
    }
    const settled = await trx
      .updateTable('payments')
      .set({ status: 'paid', paid_at: at, amount })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { ok: true, payment: settled, alreadyPaid: false } as const
  })
}
