import { differenceInCalendarDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { fromWireDate } from '../../src/domain/dates'
import {
  amountToSettle,
  daysUsed,
  EXTENSION_DAYS,
  extensionsOf,
  isSequenceType,
  PRICE_LISTS,
  toPesos,
  type ContractTerms,
} from '../../src/domain/pricing'
import { discountOf } from '../applications/pricing'
import type { Database, LoanRow, RolloverRow } from '../db'
import { mexicoToday } from '../pricing/today'
import { payoutOf } from './payout'

/** Loan status 4: the one loan a client repays. */
export const LOAN_ACTIVE = 4
/** Loan status 5: paid. */
export const LOAN_PAID = 5

/** The client's active loan, or undefined: every read filters by the token's client. */
export async function findActiveLoan(db: Kysely<Database>, clientId: number): Promise<LoanRow | undefined> {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('status', '=', LOAN_ACTIVE)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** What is still owed, cents. */
export function outstandingOf(loan: LoanRow): number {
  return Math.max(0, loan.total - loan.paid_amount)
}

/**
 * A rollover's type is expensive or cheap: the shortest extension is the cheap one (the
 * lowest fee); the longer ones cost more in total and are the expensive ones.
 */
export function rolloverTypeOf(days: number): 'cheap' | 'expensive' {
  return days === EXTENSION_DAYS[0] ? 'cheap' : 'expensive'
}

/** The price list the loan was priced with (its application's sequence type; first when unknown). */
export async function priceListOf(db: Kysely<Database>, loan: LoanRow) {
  return (await contractTermsOf(db, loan)).prices
}

/**
 * The loan's contract as it was priced at signing: its principal, its term (the application's, as
 * signed: a later extension moves the due date, not the term), the price list of its sequence type
 * and its promo code's discount.
 */
export async function contractTermsOf(db: Kysely<Database>, loan: LoanRow): Promise<ContractTerms> {
  const application = await db
    .selectFrom('applications')
    .select(['sequence_type', 'promo_code', 'term_days'])
    .where('id', '=', loan.application_id)
    .executeTakeFirst()
  const sequence = isSequenceType(application?.sequence_type) ? application.sequence_type : 'first'
  const start = fromWireDate(loan.start_date)
  const due = fromWireDate(loan.due_date)
  const signedTerm = application?.term_days ?? (start && due ? differenceInCalendarDays(due, start) : 1)
  return {
    principalCents: loan.principal,
    termDays: Math.max(1, signedTerm),
    prices: PRICE_LISTS[sequence],
    discount: discountOf(application?.promo_code ?? null, sequence),
  }
}

/**
 * What closes the loan if paid on the Mexico City day of `at` (docs/PRICING.md, "Paying early"),
 * cents, with the days of use it counts and the contract it was worked from. Never above what is
 * still owed under the contract.
 */
export async function settlementOf(
  db: Kysely<Database>,
  loan: LoanRow,
  at: Date,
): Promise<{ cents: number; days: number; terms: ContractTerms }> {
  const payout = fromWireDate(loan.start_date)
  if (!payout) throw new Error(`loan ${loan.id} has no readable start date`)
  const days = daysUsed(payout, mexicoToday(at))
  const terms = await contractTermsOf(db, loan)
  return { cents: Math.min(amountToSettle(terms, days, loan.paid_amount), outstandingOf(loan)), days, terms }
}

/** The extensions on offer for the loan's current due date (docs/PRICING.md, formula 8), with type. */
export async function offeredExtensions(db: Kysely<Database>, loan: LoanRow) {
  const dueDate = fromWireDate(loan.due_date)
  if (!dueDate) throw new Error(`loan ${loan.id} has no readable due date`)
  return extensionsOf(loan.principal, dueDate, await priceListOf(db, loan)).map((extension) => ({
    ...extension,
    type: rolloverTypeOf(extension.days),
  }))
}

/** Days from Mexico's today to a yyyy-mm-dd date (negative once overdue): the wire's repaymentInvoice.dueDays. */
export function dueDaysOf(dueDate: string, now: Date): number {
  const due = fromWireDate(dueDate)
  if (!due) throw new Error(`unreadable due date ${dueDate}`)
  return differenceInCalendarDays(due, mexicoToday(now))
}

/** A rollover on the wire: its status, its type (expensive or cheap) and its invoices. */
export function rolloverView(rollover: RolloverRow) {
  return {
    id: rollover.id,
    status: rollover.status,
    type: rollover.type,
    days: rollover.days,
    fee: toPesos(rollover.fee),
    feeWithoutVat: toPesos(rollover.fee_without_vat),
    newDueDate: rollover.new_due_date,
    createdAt: rollover.created_at,
    paidAt: rollover.paid_at,
    signedAt: rollover.signed_at,
    // One invoice per rollover: its fee.
    invoices: [
      {
        id: rollover.id,
        status: rollover.invoice_status,
        amount: toPesos(rollover.fee),
        amountWithoutVat: toPesos(rollover.fee_without_vat),
      },
    ],
  }
}

/** The loan as GET loan/active answers it. Amounts in pesos. */
export async function loanView(db: Kysely<Database>, loan: LoanRow, now: Date) {
  const rollovers = await db.selectFrom('rollovers').selectAll().where('loan_id', '=', loan.id).orderBy('id').execute()
  const outstanding = outstandingOf(loan)
  const settlement = await settlementOf(db, loan, now)
  return {
    id: loan.id,
    status: loan.status,
    principal: toPesos(loan.principal),
    interest: toPesos(loan.interest),
    fees: toPesos(loan.fees),
    vat: toPesos(loan.vat),
    total: toPesos(loan.total),
    paidAmount: toPesos(loan.paid_amount),
    outstanding: toPesos(outstanding),
    settleToday: { amount: toPesos(settlement.cents), days: settlement.days },
    startDate: loan.start_date,
    dueDate: loan.due_date,
    repaymentInvoice: {
      amount: toPesos(outstanding),
      dueDate: loan.due_date,
      dueDays: dueDaysOf(loan.due_date, now),
      status: outstanding === 0 ? ('paid' as const) : ('unpaid' as const),
    },
    rollovers: rollovers.map(rolloverView),
    extensions: loan.status === LOAN_ACTIVE ? await offeredExtensions(db, loan) : [],
    payout: await payoutOf(db, loan, now),
  }
}
