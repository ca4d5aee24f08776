import type { Kysely } from 'kysely'
import type { Application } from '../../api'
import { APPLICATION_STATUS, CLOSED_STATUSES as CLOSED } from '../../src/domain/application-status'
import { isSequenceType, toPesos, type SequenceType } from '../../src/domain/pricing'
import type { ApplicationRow, ApplicationStatus, ClientRow, Database } from '../db'
import { amountRange } from '../pricing/offer-request'

/** An application is active unless canceled, completed, rejected or terminated (src/domain/application-status.ts). */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = CLOSED

/** The application statuses, one table for the ERP and the front end (src/domain/application-status.ts). */
export const STATUS = APPLICATION_STATUS satisfies Record<string, ApplicationStatus>

/** Loan status 4: active. */
export const LOAN_ACTIVE = 4

/** The client's open application (at most one exists, see ./create.ts), newest first. */
export function activeApplicationOf(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('status', 'not in', [...CLOSED_STATUSES])
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The client's latest application of any status: what `application/actual` answers. */
export function latestApplicationOf(db: Kysely<Database>, clientId: number) {
  return db.selectFrom('applications').selectAll().where('client_id', '=', clientId).orderBy('id', 'desc').executeTakeFirst()
}

/** One application of this client; undefined for another client's (answered 404, never 403). */
export function ownApplication(db: Kysely<Database>, clientId: number, id: number) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst()
}

export async function hasActiveLoan(db: Kysely<Database>, client: ClientRow): Promise<boolean> {
  if (client.has_active_loan === 1) return true
  const loan = await db
    .selectFrom('loans')
    .select('id')
    .where('client_id', '=', client.id)
    .where('status', '=', LOAN_ACTIVE)
    .executeTakeFirst()
  return loan !== undefined
}

/** The client type: first (no closed loans, no active loan), additional (active loan), else repeated. */
export function sequenceTypeOf(client: ClientRow, activeLoan: boolean): SequenceType {
  if (activeLoan) return 'additional'
  return client.closed_loans_count > 0 ? 'repeated' : 'first'
}

/** The amounts this client may ask for: the calculator range of its sequence type. */
export function limitsOf(sequenceType: SequenceType) {
  return amountRange(sequenceType)
}

/** Monthly income in whole pesos from the client details (migration 0004), null when not given. */
export async function monthlyIncomeOf(db: Kysely<Database>, clientId: number): Promise<number | null> {
  const details = await db
    .selectFrom('client_details')
    .select('monthly_income_cents')
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  const cents = details?.monthly_income_cents
  return cents === null || cents === undefined ? null : Math.floor(cents / 100)
}

/** The application as the API answers it, pesos on the wire. */
export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    status: row.status,
    hashedId: row.hashed_id,
    desiredLoanAmount: { amount: toPesos(row.desired_amount) },
    principalAmount: { amount: toPesos(row.principal_amount) },
    loanAmount: { amount: toPesos(row.loan_amount) },
    term: { value: row.term_days, unit: 'day' },
    offeredAmount: row.offered_amount === null ? null : { amount: toPesos(row.offered_amount) },
    salaryCycle: row.salary_cycle,
    payDates: { first_repayment_option: row.first_repayment_option, second_repayment_option: row.second_repayment_option },
    createdAt: row.created_at,
  }
}

/** The sequence type an application was priced for (stored as text). */
export function sequenceTypeOfRow(row: ApplicationRow): SequenceType {
  return isSequenceType(row.sequence_type) ? row.sequence_type : 'first'
}
