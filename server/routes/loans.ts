import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  applyForRollover,
  chargeRollover,
  chooseRollover,
  createRolloverDocument,
  getActiveLoan,
  getBarcode,
  getPaymentMethod,
  getPaymentSchedule,
  getSpeiInstructions,
  markPaymentPaid,
  repayByCard,
  signRollover,
  steerOverdue,
  steerPayout,
} from '../../api'
import { toCents, toPesos } from '../../src/domain/pricing'
import { clabeBank } from '../../src/domain/clabe'
import { LEGAL_NAME } from '../../src/domain/facts'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { LoanRow } from '../db'
import { findActiveLoan, lateView, loanView, NOTHING_LATE, rolloverView, settlementOf } from '../loans/active-loan'
import { barcodeSvg } from '../loans/barcode'
import { registeredCard } from '../loans/card'
import { createTemporaryDownload } from '../loans/documents'
import { cardChargeRefusal } from '../loans/direct-debit-consent'
import { paymentView } from '../loans/payment-view'
import { signatureOriginOf } from '../loans/signature-events'
import { ownRollover, rolloverDocument, signRollover as signExtension } from '../loans/rollover-application'
import { cashExpiry, createPayment, settlePayment } from '../loans/payments'
import { chooseRollover as choose, unpaidRollover } from '../loans/rollovers'
import { paymentClabe } from '../loans/spei'
import { steerPayout as steer } from '../loans/payout'
import { steerOverdue as makeOverdue } from '../loans/overdue'
import { idempotencyKeyOf } from '../idempotency'
import type { Services } from '../services'

const noActiveLoan = (c: Context) => refuse(c, 404, 'No active loan.', { code: 'no_active_loan' })

/** The active loan, rollovers, repayment by card, SPEI and cash, and the simulated payment provider. */
export function mountLoans(app: OpenAPIHono, services: Services): void {
  const { db } = services

  /** What a payment for `purpose` is for: the rollover fee, or (part of) what settles the loan today. */
  async function payable(loan: LoanRow, purpose: 'repayment' | 'rollover', amount: number | undefined) {
    if (purpose === 'rollover') {
      const rollover = await unpaidRollover(db, loan.id)
      if (!rollover) return { ok: false as const, code: 'no_unpaid_rollover', message: 'No unpaid rollover.' }
      // No money moves for an extension whose agreement is not signed.
      if (!rollover.signed_at)
        return { ok: false as const, code: 'rollover_not_signed', message: "Sign the extension's agreement first." }
      return { ok: true as const, rolloverId: rollover.id, cents: rollover.fee }
    }
    // Paying early costs only the days used, paying late its late charges: today's settlement is all
    // that may be asked for.
    const owed = (await settlementOf(db, loan, services.now())).cents
    const cents = amount === undefined ? owed : toCents(amount)
    if (cents > owed)
      return { ok: false as const, code: 'amount_above_outstanding', message: 'The amount is above what is owed.' }
    return { ok: true as const, rolloverId: null, cents }
  }

  app.openapi(getActiveLoan, async (c) => {
    const loan = await findActiveLoan(db, clientIdOf(c))
    if (!loan) return noActiveLoan(c)
    return c.json({ data: await loanView(db, loan, services.now()) }, 200)
  })

  app.openapi(chooseRollover, async (c) => {
    const loan = await findActiveLoan(db, clientIdOf(c))
    if (!loan) return noActiveLoan(c)
    const result = await choose(db, services.now(), loan, c.req.valid('json').days, idempotencyKeyOf(c))
    if (!result.ok)
      return refuse(c, 400, 'Not an extension on offer.', {
        code: 'invalid_request',
        violations: [{ propertyPath: 'days', status: 'invalid_choice' }],
      })
    return c.json({ data: { rollover: rolloverView(result.rollover), loan: await loanView(db, loan, services.now()) } }, 200)
  })

  app.openapi(getPaymentSchedule, async (c) => {
    const loan = await findActiveLoan(db, clientIdOf(c))
    if (!loan) return noActiveLoan(c)
    const rows = await db.selectFrom('loan_schedule').selectAll().where('loan_id', '=', loan.id).orderBy('due_date').execute()
    // A single repayment: the pending instalment owes what settles the loan today, late charges included.
    const settlement = await settlementOf(db, loan, services.now())
    const schedule = rows.map((row) => ({
      id: row.id,
      dueDate: row.due_date,
      principal: toPesos(row.principal),
      interest: toPesos(row.interest),
      fees: toPesos(row.fees),
      vat: toPesos(row.vat),
      total: toPesos(row.total),
      paid: toPesos(row.paid),
      status: row.status,
      late: row.status === 'paid' ? lateView(NOTHING_LATE, 0) : lateView(settlement.owed, settlement.lateTomorrow),
      owedToday: row.status === 'paid' ? 0 : toPesos(settlement.cents),
    }))
    return c.json({ data: schedule }, 200)
  })

  app.openapi(getBarcode, async (c) => {
    const loan = await findActiveLoan(db, clientIdOf(c))
    if (!loan) return noActiveLoan(c)
    const body = c.req.valid('json') ?? {}
    const what = await payable(loan, body.purpose ?? 'repayment', body.amount)
    if (!what.ok) return refuse(c, 409, what.message, { code: what.code })
    const now = services.now()
    const { payment } = await createPayment(db, now, {
      loanId: loan.id,
      rolloverId: what.rolloverId,
      method: 'cash',
      amount: what.cents,
      idempotencyKey: idempotencyKeyOf(c),
      expiresAt: cashExpiry(now),
    })
    return c.json({ data: { ...paymentView(payment), barcodeSvg: barcodeSvg(payment.reference) } }, 200)
  })

  /** A simulated card charge: a payment by card settled at once (a retry with its key is answered, not charged). */
  async function chargeCard(c: Context, loan: LoanRow, rolloverId: number | null, cents: number) {
    const now = services.now()
    const { payment, created } = await createPayment(db, now, {
      loanId: loan.id,
      rolloverId,
      method: 'card',
      amount: cents,
      idempotencyKey: idempotencyKeyOf(c),
      expiresAt: null,
    })
    const settled = created ? await settlePayment(db, now, payment.reference) : undefined
    const after = await db.selectFrom('loans').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow()
    const final = settled?.ok
      ? settled.payment
      : ((await db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirst()) ?? payment)
    return { payment: paymentView(final), loan: await loanView(db, after, now) }
  }

  app.openapi(repayByCard, async (c) => {
    const clientId = clientIdOf(c)
    const key = idempotencyKeyOf(c)
    // A retried charge whose first attempt closed the loan still answers the first charge.
    const loan = (await findActiveLoan(db, clientId)) ?? (key ? await loanOfKey(clientId, key) : undefined)
    if (!loan) return noActiveLoan(c)
    const cardRefused = await cardChargeRefusal(db, clientId)
    if (cardRefused) return refuse(c, 409, cardRefused.message, { code: cardRefused.code })
    if (loan.status !== 4) return c.json({ data: await chargeCard(c, loan, null, 0) }, 200)
    const what = await payable(loan, 'repayment', c.req.valid('json')?.amount)
    if (!what.ok) return refuse(c, 409, what.message, { code: what.code })
    return c.json({ data: await chargeCard(c, loan, null, what.cents) }, 200)
  })

  /** The loan a payment with this key belongs to, among the client's own loans. */
  async function loanOfKey(clientId: number, key: string) {
    return db
      .selectFrom('payments')
      .innerJoin('loans', 'loans.id', 'payments.loan_id')
      .selectAll('loans')
      .where('loans.client_id', '=', clientId)
      .where('payments.idempotency_key', '=', key)
      .executeTakeFirst()
  }

  app.openapi(chargeRollover, async (c) => {
    const clientId = clientIdOf(c)
    const loan = await findActiveLoan(db, clientId)
    if (!loan) return noActiveLoan(c)
    const cardRefused = await cardChargeRefusal(db, clientId)
    if (cardRefused) return refuse(c, 409, cardRefused.message, { code: cardRefused.code })
    const key = idempotencyKeyOf(c)
    const earlier = key
      ? await db
          .selectFrom('payments')
          .select('id')
          .where('loan_id', '=', loan.id)
          .where('idempotency_key', '=', key)
          .executeTakeFirst()
      : undefined
    if (earlier) return c.json({ data: await chargeCard(c, loan, null, 0) }, 200)
    const what = await payable(loan, 'rollover', undefined)
    if (!what.ok) return refuse(c, 409, what.message, { code: what.code })
    return c.json({ data: await chargeCard(c, loan, what.rolloverId, what.cents) }, 200)
  })

  app.openapi(getSpeiInstructions, async (c) => {
    const loan = await findActiveLoan(db, clientIdOf(c))
    if (!loan) return noActiveLoan(c)
    const now = services.now()
    // One standing SPEI reference per loan for today's settlement (a new one after a partial payment
    // or on a later day: the amount grows with the days used), or for the signed extension's fee.
    const what = await payable(loan, c.req.valid('query').purpose ?? 'repayment', undefined)
    if (!what.ok) return refuse(c, 409, what.message, { code: what.code })
    const open = await db
      .selectFrom('payments')
      .selectAll()
      .where('loan_id', '=', loan.id)
      .where('method', '=', 'spei')
      .where('status', '=', 'pending')
      .where((eb) => (what.rolloverId === null ? eb('rollover_id', 'is', null) : eb('rollover_id', '=', what.rolloverId)))
      .where('amount', '=', what.cents)
      .executeTakeFirst()
    const payment =
      open ??
      (
        await createPayment(db, now, {
          loanId: loan.id,
          rolloverId: what.rolloverId,
          method: 'spei',
          amount: what.cents,
          idempotencyKey: null,
          expiresAt: null,
        })
      ).payment
    const clabe = paymentClabe(loan.id)
    return c.json(
      {
        data: {
          clabe,
          // Named as every bank is named in the product; the beneficiary is the lender's legal name.
          bank: clabeBank(clabe.slice(0, 3))?.name ?? '',
          beneficiary: LEGAL_NAME,
          reference: payment.reference.slice(-7),
          concept: `Pago ${payment.reference}`,
          amount: toPesos(what.cents),
          payment: paymentView(payment),
        },
      },
      200,
    )
  })

  app.openapi(getPaymentMethod, async (c) => {
    const clientId = clientIdOf(c)
    const accounts = await db
      .selectFrom('bank_accounts')
      .select(['clabe', 'bank_code'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute()
    const card = await registeredCard(db, clientId)
    return c.json(
      {
        data: {
          paymentMethod: 'bank_transfer' as const,
          bank_transfer: accounts.map((account) => ({ clabe: account.clabe, bankCode: account.bank_code })),
          card: card ? { lastFour: card.last_four } : null,
          repaymentMethods: [...(card ? (['card'] as const) : []), 'spei' as const, 'cash' as const],
        },
      },
      200,
    )
  })

  app.openapi(signRollover, async (c) => {
    const { loanId, rolloverId } = c.req.valid('param')
    const rollover = await ownRollover(db, clientIdOf(c), loanId, rolloverId)
    if (!rollover) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const signed = await signExtension(db, rollover, clientIdOf(c), signatureOriginOf(c, services.trustProxy), services.now())
    if (!signed) return refuse(c, 409, 'This extension can no longer be signed.', { code: 'rollover_not_signable' })
    return c.json({ data: rolloverView(signed) }, 200)
  })

  app.openapi(applyForRollover, async (c) => {
    const { loanId, rolloverId } = c.req.valid('param')
    const rollover = await ownRollover(db, clientIdOf(c), loanId, rolloverId)
    if (!rollover) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: { id: rollover.id, loanId, status: rollover.status, rollover: rolloverView(rollover) } }, 200)
  })

  app.openapi(createRolloverDocument, async (c) => {
    const clientId = clientIdOf(c)
    const { loanId, rolloverId, applicationId } = c.req.valid('param')
    const rollover = applicationId === rolloverId ? await ownRollover(db, clientId, loanId, rolloverId) : undefined
    if (!rollover) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const now = services.now()
    const doc = await rolloverDocument(db, clientId, loanId, rollover.id, now)
    const download = await createTemporaryDownload(db, clientId, doc.id, now)
    const url = `/web/private/client/document/download-temporary/${download.id}`
    return c.json(
      {
        data: {
          documentId: doc.id,
          type: 'rollover_agreement' as const,
          title: doc.title,
          temporaryId: download.id,
          url,
          expiresAt: download.expires_at,
        },
      },
      200,
    )
  })

  app.openapi(markPaymentPaid, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const amount = c.req.valid('json')?.amount
    const result = await settlePayment(
      db,
      services.now(),
      c.req.valid('param').reference,
      amount === undefined ? undefined : toCents(amount),
    )
    if (!result.ok) {
      if (result.reason === 'not_found') return refuse(c, 404, 'No such payment reference.', { code: 'not_found' })
      return refuse(c, 409, `The payment cannot be applied: ${result.reason}.`, { code: result.reason })
    }
    return c.json({ data: { payment: paymentView(result.payment), alreadyPaid: result.alreadyPaid } }, 200)
  })

  app.openapi(steerOverdue, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const now = services.now()
    const loan = await makeOverdue(db, c.req.valid('param').loanId, c.req.valid('json').days, now)
    if (!loan) return refuse(c, 404, 'No such active loan.', { code: 'not_found' })
    return c.json({ data: await loanView(db, loan, now) }, 200)
  })

  app.openapi(steerPayout, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const result = await steer(db, c.req.valid('param').loanId, c.req.valid('json'), services.now())
    if (result.ok) return c.json({ data: result.payout }, 200)
    if (result.status === 404) return refuse(c, 404, 'This loan has no payout record.', { code: result.code })
    const message =
      result.code === 'payout_settled' ? 'The payout is received or returned already.' : 'A payout only moves forward.'
    return refuse(c, 409, message, { code: result.code })
  })
}
