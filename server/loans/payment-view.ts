import { toPesos } from '../../src/domain/pricing'
import type { PaymentRow } from '../db'

/** A payment on the wire (api/routes/loans.ts `Payment`). */
export function paymentView(payment: PaymentRow) {
  return {
    id: payment.id,
    method: payment.method,
    reference: payment.reference,
    amount: toPesos(payment.amount),
    status: payment.status,
    purpose: payment.rollover_id === null ? ('repayment' as const) : ('rollover' as const),
    expiresAt: payment.expires_at,
    createdAt: payment.created_at,
    paidAt: payment.paid_at,
  }
}
