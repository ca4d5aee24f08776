import { createHash } from 'node:crypto'
import { addDays } from 'date-fns'
import type { Kysely, Transaction } from 'kysely'
import { fromWireDate, toWireDate } from '../../src/domain/dates'
import { priceLoan, toCents, type SequenceType } from '../../src/domain/pricing'
import type { Database, PaymentMethod, SalaryCycle } from '../db'
import { mexicoToday } from '../pricing/today'
import { LOAN_ACTIVE, LOAN_PAID } from './active-loan'
import { newPaymentReference } from './payment-reference'

/** The seed client with an active loan (server/seed.ts). */
export const SEED_ACTIVE_LOAN_EMAIL = 'activa@example.mx'
/** The seed client with one paid loan and none active (server/seed.ts). */
export const SEED_REPEATED_EMAIL = 'repetida@example.mx'

/** One loan of a seed client's history, priced with the list of its sequence type. */
interface SeedLoan {
  /** Whole pesos. */
  principal: number
  sequenceType: SequenceType
  /** yyyy-mm-dd */
  start: string
  /** yyyy-mm-dd, a pay date of the client's cycle. */
  due: string
  /** Paid in full that day by that method: a closed loan (status 5). Absent: the active loan (status 4). */
  paid?: { on: string; method: PaymentMethod }
}

interface SeedHistory {
  email: string
  salaryCycle: SalaryCycle
  /** Oldest first; `today` is the seed day in Mexico. */
  loans(today: Date): SeedLoan[]
}

/**
 * The loans behind the seed clients' profiles, as rows: each a completed application, its loan,
 * its schedule row and, once paid, the payment that closed it. Closed loans lie on fixed days
 * after the client's sign-up and fall due on a pay date of their cycle; the active loan is taken
 * on the seed day and falls due 15 days later, so the loan screens and the repayment recipes
 * (docs/API.md "Loans and repayment") work on a fresh database.
 */
const HISTORIES: readonly SeedHistory[] = [
  {
    // Semi-monthly on the 15th and the 30th.
    email: SEED_REPEATED_EMAIL,
    salaryCycle: 'semi_monthly',
    loans: () => [
      {
        principal: 3000,
        sequenceType: 'first',
        start: '2024-06-03',
        due: '2024-06-15',
        paid: { on: '2024-06-14', method: 'spei' },
      },
    ],
  },
  {
    // Biweekly on the Fridays in step with its pay reference date 2025-02-07.
    email: SEED_ACTIVE_LOAN_EMAIL,
    salaryCycle: 'biweekly',
    loans: (today) => [
      {
        principal: 1500,
        sequenceType: 'first',
        start: '2024-03-08',
        due: '2024-03-22',
        paid: { on: '2024-03-22', method: 'cash' },
      },
      {
        principal: 2500,
        sequenceType: 'repeated',
        start: '2024-09-06',
        due: '2024-09-20',
        paid: { on: '2024-09-19', method: 'spei' },
      },
      { principal: 2000, sequenceType: 'repeated', start: toWireDate(today), due: toWireDate(addDays(today, 15)) },
    ],
  },
]

/** Fixed per client and loan, so seeding twice (or two processes at once) finds the first row. */
function seedHashedId(email: string, index: number): string {
  return createHash('sha256').update(`seed-application:${email}:${index}`).digest('hex').slice(0, 16)
}

/** An instant on a calendar day: 11:00 in Mexico City. */
function onDay(date: string): string {
  return `${date}T17:00:00.000Z`
}

function wireDate(value: string): Date {
  const date = fromWireDate(value)
  if (!date) throw new Error(`not a date: ${value}`)
  return date
}

/** The application, loan, schedule row and payment of one seed loan; false when it was seeded before. */
async function insertSeedLoan(
  trx: Transaction<Database>,
  clientId: number,
  history: SeedHistory,
  loan: SeedLoan,
  index: number,
): Promise<boolean> {
  const offer = priceLoan({
    principal: loan.principal,
    sequenceType: loan.sequenceType,
    today: wireDate(loan.start),
    dueDate: wireDate(loan.due),
  })
  const fees =
    toCents(offer.serviceFee.amount) + toCents(offer.processingFee) + toCents(offer.withdrawalFee) + toCents(offer.invoicingFee)
  const money = {
    principal: toCents(offer.principal),
    interest: toCents(offer.interest.amount),
    fees,
    vat: toCents(offer.vat.amount),
    total: toCents(offer.total),
  }
  const taken = onDay(loan.start)
  const application = await trx
    .insertInto('applications')
    .values({
      hashed_id: seedHashedId(history.email, index),
      client_id: clientId,
      status: 4,
      desired_amount: money.principal,
      principal_amount: money.principal,
      loan_amount: money.total,
      term_days: offer.term,
      salary_cycle: history.salaryCycle,
      first_repayment_option: loan.due,
      second_repayment_option: null,
      repayment_date: loan.due,
      sequence_type: loan.sequenceType,
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
    .returning('id')
    .executeTakeFirst()
  if (!application) return false
  const paidAt = loan.paid ? onDay(loan.paid.on) : null
  const row = await trx
    .insertInto('loans')
    .values({
      client_id: clientId,
      application_id: application.id,
      status: loan.paid ? LOAN_PAID : LOAN_ACTIVE,
      ...money,
      start_date: loan.start,
      due_date: loan.due,
      paid_amount: loan.paid ? money.total : 0,
      created_at: taken,
      updated_at: paidAt ?? taken,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('loan_schedule')
    .values({
      loan_id: row.id,
      due_date: loan.due,
      ...money,
      paid: loan.paid ? money.total : 0,
      status: loan.paid ? 'paid' : 'pending',
      created_at: taken,
      updated_at: paidAt ?? taken,
    })
    .execute()
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
  return true
}

/**
 * Gives the seed clients their loan histories (HISTORIES) and sets their loan columns from them:
 * `closed_loans_count` the paid loans, `has_active_loan` whether one is active, the same columns
 * repayment keeps in step (server/loans/payments.ts). Idempotent: a history already seeded is
 * left alone.
 */
export async function seedLoans(db: Kysely<Database>, now: Date): Promise<void> {
  const today = mexicoToday(now)
  for (const history of HISTORIES) {
    const client = await db.selectFrom('clients').select('id').where('email', '=', history.email).executeTakeFirst()
    if (!client) continue
    const loans = history.loans(today)
    await db.transaction().execute(async (trx) => {
      for (const [index, loan] of loans.entries()) {
        if (!(await insertSeedLoan(trx, client.id, history, loan, index))) return
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
  }
}
