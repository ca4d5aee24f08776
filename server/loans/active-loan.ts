import { addDays, differenceInCalendarDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { fromWireDate } from '../../src/domain/dates'
import {
  EXTENSION_DAYS,
  extensionsOf,
  isSequenceType,
  owedOn,
  PRICE_LISTS,
  toPesos,
  type ContractTerms,
  type LoanLedger,
  type Owed,
} from '../../src/domain/pricing'
import { discountOf } from '../applications/pricing'
import type { Database, LoanRow, RolloverRow } from '../db'
import { mexicoToday } from '../pricing/today'
import { cashPayoutOf } from './cash-payout'
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
 * The loan's repayments so far, each on the Mexico City day it counts on: a card charge or a
 * transfer the day it was paid, a cash slip the day it was issued (it keeps the figure printed on
 * it while it is valid). Extension fees are not repayments.
 */
export async function ledgerOf(db: Kysely<Database>, loan: LoanRow, terms: ContractTerms): Promise<LoanLedger> {
  const payoutDay = fromWireDate(loan.start_date)
  const dueDay = fromWireDate(loan.due_date)
  if (!payoutDay || !dueDay) throw new Error(`loan ${loan.id} has unreadable dates`)
  const rows = await db
    .selectFrom('payments')
    .select(['method', 'amount', 'created_at', 'paid_at'])
    .where('loan_id', '=', loan.id)
    .where('rollover_id', 'is', null)
    .where('status', '=', 'paid')
    .execute()
  const payments = rows.map((row) => ({
    day: mexicoToday(new Date(row.method === 'cash' ? row.created_at : (row.paid_at ?? row.created_at))),
    cents: row.amount,
  }))
  return { terms, payoutDay, dueDay, payments }
}

/**
 * What closes the loan if paid on the Mexico City day of `at` (docs/PRICING.md, "Paying early" and
 * "Paying late"), cents, with the days of use it counts, the contract it was worked from and the
 * late charges so far. Up to the due date never above what is still owed under the contract;
 * after it, late interest is owed on top. A closed loan owes nothing.
 */
export async function settlementOf(
  db: Kysely<Database>,
  loan: LoanRow,
  at: Date,
): Promise<{ cents: number; days: number; terms: ContractTerms; owed: Owed; lateTomorrow: number }> {
  const terms = await contractTermsOf(db, loan)
  const ledger = await ledgerOf(db, loan, terms)
  const today = mexicoToday(at)
  const owed = owedOn(ledger, today)
  // What one more day adds in late charges if nothing is paid today (0 before the eve of the due date, 0 once capped).
  const lateTomorrow = owedOn(ledger, addDays(today, 1)).late.total - owed.late.total
  if (loan.status !== LOAN_ACTIVE) return { cents: 0, days: owed.days, terms, owed, lateTomorrow: 0 }
  const cents = owed.lateDays > 0 ? owed.total : Math.min(owed.total, outstandingOf(loan))
  return { cents, days: owed.days, terms, owed, lateTomorrow }
}

/** What an instalment that is paid owes late: nothing. */
export const NOTHING_LATE: Owed = {
  days: 0,
  lateDays: 0,
  late: { interest: 0, fee: 0, vat: 0, total: 0 },
  lateOwed: 0,
  principalOwed: 0,
  total: 0,
}

/** The late charges on the wire (docs/API.md "Paying late"), pesos. */
export function lateView(owed: Owed, lateTomorrow: number) {
  return {
    days: owed.lateDays,
    interest: toPesos(owed.late.interest),
    fee: toPesos(owed.late.fee),
    vat: toPesos(owed.late.vat),
    owed: toPesos(owed.lateOwed),
    nextDay: toPesos(lateTomorrow),
  }
}

/** The extensions on offer for the loan's current due date (docs/PRICING.md, formula 8), with type. */
export async function offeredExtensions(db: Kysely<Database>, loan: LoanRow, now: Date) {
  const dueDate = fromWireDate(loan.due_date)
  if (!dueDate) throw new Error(`loan ${loan.id} has no readable due date`)
  // An overdue loan is not extended: an extension counts from the due date, already passed, and
  // would wipe the late interest owed since; the borrower pays what is owed today.
  if (dueDaysOf(loan.due_date, now) < 0) return []
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

/** How the loan money reached the client: in cash at a network's branch, else by SPEI (never both). */
async function payoutsOf(db: Kysely<Database>, loan: LoanRow, now: Date) {
  const cashPayout = await cashPayoutOf(db, loan.id, now)
  return { payout: cashPayout ? null : await payoutOf(db, loan, now), cashPayout }
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
    late: lateView(settlement.owed, settlement.lateTomorrow),
    startDate: loan.start_date,
    dueDate: loan.due_date,
    repaymentInvoice: {
      // Once late, what is owed grows past the contract's figure: the invoice asks for all of it.
      amount: toPesos(settlement.owed.lateDays > 0 ? settlement.cents : outstanding),
      dueDate: loan.due_date,
      dueDays: dueDaysOf(loan.due_date, now),
      status: outstanding === 0 && settlement.cents === 0 ? ('paid' as const) : ('unpaid' as const),
    },
    rollovers: rollovers.map(rolloverView),
    extensions: loan.status === LOAN_ACTIVE ? await offeredExtensions(db, loan, now) : [],
    ...(await payoutsOf(db, loan, now)),
  }
}
