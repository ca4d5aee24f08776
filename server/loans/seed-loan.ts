import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { toWireDate } from '../../src/domain/dates'
import { defaultPayDate, repaymentDates, savedPayDay, type SavedPayDay } from '../../src/domain/pay-dates'
import { priceLoan, toCents, type SequenceType } from '../../src/domain/pricing'
import { stamp, type ClientRow, type Database, type PaymentMethod } from '../db'
import { mexicoToday } from '../pricing/today'
import type { CashProviderCode } from '../../src/domain/cash-payout'
import { LOAN_ACTIVE, LOAN_PAID } from './active-loan'
import { issueCashPayout } from './cash-payout'
import { newPaymentReference } from './payment-reference'
import { recordSignature } from './signature-events'
import { loanTarget, storeSignedDocuments } from './signed-documents'

/** The seed client with an active loan (server/seed.ts). */
export const SEED_ACTIVE_LOAN_EMAIL = 'activa@example.mx'
/** The seed client with one paid loan and none active (server/seed.ts). */
export const SEED_REPEATED_EMAIL = 'repetida@example.mx'
/** The seed client whose active loan waits to be collected in cash (server/seed.ts). */
export const SEED_CASH_EMAIL = 'efectivo@example.mx'

/** One loan of a seed client's history, priced with the list of its sequence type. */
interface SeedLoan {
  /** Whole pesos. */
  principal: number
  sequenceType: SequenceType
  /** The signature: the application's decision and signing, the loan's creation and its start day in Mexico. */
  signedAt: Date
  /** Paid in full that day (yyyy-mm-dd) by that method: a closed loan (status 5). Absent: the active loan (status 4). */
  paid?: { on: string; method: PaymentMethod }
  /**
   * Collected in cash at this network, chosen before signing: signing issued its payout reference
   * (server/loans/cash-payout.ts). Absent: paid out to the client's CLABE.
   */
  cashAt?: CashProviderCode
}

interface SeedHistory {
  email: string
  /** Oldest first; `now` is the seed's instant. */
  loans(now: Date): SeedLoan[]
}

/** An instant on a calendar day: 11:00 in Mexico City. */
function onDay(date: string): Date {
  return new Date(`${date}T17:00:00.000Z`)
}

/**
 * The loans behind the seed clients' profiles, as rows: each a completed application, its loan,
 * its schedule row, its signature with the documents stored at it, and, once paid, the payment
 * that closed it. Each loan falls due as the calculator would have made it fall due on the day it
 * was taken: on the client's first pay date at least the shortest term away (src/domain/pay-dates.ts).
 * The closed loans lie in 2024, after the client's registration and documents
 * (server/seed-registration.ts); the active loan is signed at the seed's instant, so the loan
 * screens and the repayment recipes (docs/API.md "Loans and repayment") work on a fresh database.
 */
const HISTORIES: readonly SeedHistory[] = [
  {
    // Semi-monthly on the 15th and the 30th: due 2024-06-15.
    email: SEED_REPEATED_EMAIL,
    loans: () => [
      { principal: 3000, sequenceType: 'first', signedAt: onDay('2024-06-03'), paid: { on: '2024-06-14', method: 'spei' } },
    ],
  },
  {
    // Every other Friday from 2024-03-08: due 2024-03-22 and 2024-09-20, then her next payday.
    email: SEED_ACTIVE_LOAN_EMAIL,
    loans: (now) => [
      { principal: 1500, sequenceType: 'first', signedAt: onDay('2024-03-08'), paid: { on: '2024-03-22', method: 'cash' } },
      { principal: 2500, sequenceType: 'repeated', signedAt: onDay('2024-09-06'), paid: { on: '2024-09-19', method: 'spei' } },
      { principal: 2000, sequenceType: 'repeated', signedAt: now },
    ],
  },
  {
    // Semi-monthly on the 15th and the 30th, no CLABE: her first loan, signed at the seed's instant,
    // waits at Telecomm with its reference for the days a reference lasts.
    email: SEED_CASH_EMAIL,
    loans: (now) => [{ principal: 2500, sequenceType: 'first', signedAt: now, cashAt: 'telecomm' }],
  },
]

/** The pay days a seed client declared (their row's pay columns), as the profile reads them. */
export function seedPayDay(
  client: Pick<ClientRow, 'salary_cycle' | 'pay_reference_date' | 'pay_semi_monthly_days' | 'pay_day_of_month'>,
): SavedPayDay | null {
  return savedPayDay(client.salary_cycle, {
    referenceDate: client.pay_reference_date,
    semiMonthlyPayDates: client.pay_semi_monthly_days?.split(',').map(Number) ?? null,
    dateOfMonth: client.pay_day_of_month,
  })
}

/** The option of `day`'s pay-date list that pays on the declared pay days: what the calculator chose that day. */
export function payDateOn(payDay: SavedPayDay, day: Date): string {
  const option = defaultPayDate(payDay.cycle, day, { saved: payDay })
  if (!option) throw new Error(`no pay-date option of ${payDay.cycle} on ${toWireDate(day)}`)
  return option
}

/** Fixed per client and loan, so seeding twice (or two processes at once) finds the first row. */
function seedHashedId(email: string, index: number): string {
  return createHash('sha256').update(`seed-application:${email}:${index}`).digest('hex').slice(0, 16)
}

interface SeedBorrower {
  id: number
  email: string
  mobilePhone: string
  payDay: SavedPayDay
}

/**
 * The application, loan, schedule row, signature (with its stored documents) and payment of one
 * seed loan; null when it was seeded before, else the loan's id.
 */
async function insertSeedLoan(
  trx: Transaction<Database>,
  client: SeedBorrower,
  loan: SeedLoan,
  index: number,
): Promise<number | null> {
  const start = mexicoToday(loan.signedAt)
  const dates = repaymentDates(client.payDay.cycle, payDateOn(client.payDay, start), start)
  if (!dates) throw new Error(`no repayment date for the seed loan ${index} of ${client.email}`)
  const offer = priceLoan({ principal: loan.principal, sequenceType: loan.sequenceType, today: start, dueDate: dates.dueDate })
  const fees =
    toCents(offer.serviceFee.amount) + toCents(offer.processingFee) + toCents(offer.withdrawalFee) + toCents(offer.invoicingFee)
  const money = {
    principal: toCents(offer.principal),
    interest: toCents(offer.interest.amount),
    fees,
    vat: toCents(offer.vat.amount),
    total: toCents(offer.total),
  }
  const taken = stamp(loan.signedAt)
  const application = await trx
    .insertInto('applications')
    .values({
      hashed_id: seedHashedId(client.email, index),
      client_id: client.id,
      status: 4,
      desired_amount: money.principal,
      principal_amount: money.principal,
      loan_amount: money.total,
      term_days: offer.term,
      salary_cycle: client.payDay.cycle,
      first_repayment_option: dates.first_repayment_option,
      second_repayment_option: dates.second_repayment_option,
      repayment_date: dates.first_repayment_option,
      sequence_type: loan.sequenceType,
      cash_provider: loan.cashAt ?? null,
      promo_code: null,
      affiliate: null,
      io_bb: null,
      juicy_session_id: null,
      hotjar_user_id: null,
      idempotency_key: null,
      decision_reason: 'seed',
      decided_at: taken,
      signed_at: taken,
      created_at: taken,
      updated_at: taken,
    })
    .onConflict((conflict) => conflict.column('hashed_id').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!application) return null
  const paidAt = loan.paid ? stamp(onDay(loan.paid.on)) : null
  const row = await trx
    .insertInto('loans')
    .values({
      client_id: client.id,
      application_id: application.id,
      status: loan.paid ? LOAN_PAID : LOAN_ACTIVE,
      ...money,
      start_date: toWireDate(start),
      due_date: dates.first_repayment_option,
      paid_amount: loan.paid ? money.total : 0,
      created_at: taken,
      updated_at: paidAt ?? taken,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  // Its payout reference, issued at the signature as signing issues it.
  if (loan.cashAt && !(await issueCashPayout(trx, application, row, loan.signedAt)))
    throw new Error(`the seed loan ${index} of ${client.email} is not collected in cash: the client has an account`)
  await trx
    .insertInto('loan_schedule')
    .values({
      loan_id: row.id,
      due_date: dates.first_repayment_option,
      ...money,
      paid: loan.paid ? money.total : 0,
      status: loan.paid ? 'paid' : 'pending',
      created_at: taken,
      updated_at: paidAt ?? taken,
    })
    .execute()
  // Signed as the agreement step signs: with the code sent by SMS to the client's phone.
  await recordSignature(trx, {
    clientId: client.id,
    loanId: row.id,
    rolloverId: null,
    signedAt: taken,
    origin: { ip: '127.0.0.1', userAgent: '' },
    codePhone: client.mobilePhone,
  })
  if (loan.paid && paidAt) {
    await trx
      .insertInto('payments')
      .values({
        loan_id: row.id,
        rollover_id: null,
        method: loan.paid.method,
        reference: newPaymentReference(),
        amount: money.total,
        status: 'paid',
        idempotency_key: null,
        expires_at: null,
        created_at: paidAt,
        paid_at: paidAt,
      })
      .execute()
  }
  return row.id
}

/**
 * Gives the seed clients their loan histories (HISTORIES) and sets their loan columns from them:
 * `closed_loans_count` the paid loans, `has_active_loan` whether one is active, the same columns
 * repayment keeps in step (server/loans/payments.ts). Then stores each loan's signed documents
 * as signing does, at the signature's instant. Idempotent: a history already seeded is left alone.
 */
export async function seedLoans(db: Kysely<Database>, now: Date): Promise<void> {
  for (const history of HISTORIES) {
    const client = await db.selectFrom('clients').selectAll().where('email', '=', history.email).executeTakeFirst()
    if (!client) continue
    const payDay = seedPayDay(client)
    if (!payDay) throw new Error(`the seed client ${history.email} has no pay days`)
    const borrower = { id: client.id, email: client.email, mobilePhone: client.mobile_phone, payDay }
    const loans = history.loans(now)
    const signed: Array<{ loanId: number; signedAt: Date }> = []
    await db.transaction().execute(async (trx) => {
      for (const [index, loan] of loans.entries()) {
        const loanId = await insertSeedLoan(trx, borrower, loan, index)
        if (loanId === null) return
        signed.push({ loanId, signedAt: loan.signedAt })
      }
      await trx
        .updateTable('clients')
        .set({
          closed_loans_count: loans.filter((loan) => loan.paid).length,
          has_active_loan: loans.some((loan) => !loan.paid) ? 1 : 0,
        })
        .where('id', '=', client.id)
        .execute()
    })
    for (const { loanId, signedAt } of signed) {
      const signature = await db
        .selectFrom('signature_events')
        .select('id')
        .where('loan_id', '=', loanId)
        .executeTakeFirstOrThrow()
      await storeSignedDocuments(db, loanTarget(loanId), signature.id, signedAt)
    }
  }
}
