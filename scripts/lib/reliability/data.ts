/**
 * The data checks of `npm run reliability`, read straight from the ERP's database after a run:
 * every write the ERP acknowledged is there once, nothing unacknowledged was made twice, nothing
 * is half-written, and the schema is at the latest migration.
 */
import { sql } from 'kysely'
import { openStorage, type StorageOptions } from '../../../server/db'
import { migrations } from '../../../server/db/migrations'
import type { Journey } from './load'

export interface DataCheck {
  /** Rows looked at: the run's clients, applications, loans and schedule rows. */
  rows: number
  /** What is wrong, one line each; empty when the data holds. */
  problems: string[]
}

export interface CheckOptions {
  /**
   * 'exact' (a run without a crash): a refused sign-up or application left no row.
   * 'acknowledged' (after kill -9): what was acknowledged is there; a write in flight may or may not be.
   */
  mode: 'exact' | 'acknowledged'
}

const RUN_EMAILS = 'rel%'

export async function checkData(
  storage: StorageOptions,
  journeys: readonly Journey[],
  { mode }: CheckOptions,
): Promise<DataCheck> {
  const { db, dialect, close } = openStorage(storage)
  const problems: string[] = []
  try {
    const clients = await db.selectFrom('clients').select(['id', 'email']).where('email', 'like', RUN_EMAILS).execute()
    const ids = clients.map((client) => client.id)
    const applications = ids.length
      ? await db
          .selectFrom('applications')
          .select(['id', 'client_id', 'status', 'idempotency_key', 'principal_amount', 'loan_amount', 'term_days'])
          .where('client_id', 'in', ids)
          .execute()
      : []
    const loans = ids.length
      ? await db
          .selectFrom('loans')
          .select(['id', 'client_id', 'application_id', 'status', 'total'])
          .where('client_id', 'in', ids)
          .execute()
      : []
    const loanIds = loans.map((loan) => loan.id)
    const schedule = loanIds.length
      ? await db.selectFrom('loan_schedule').select(['id', 'loan_id', 'total']).where('loan_id', 'in', loanIds).execute()
      : []
    const flagged = ids.length
      ? await db.selectFrom('clients').select(['id']).where('id', 'in', ids).where('has_active_loan', '=', 1).execute()
      : []

    const byEmail = new Map<string, number[]>()
    for (const client of clients) byEmail.set(client.email, [...(byEmail.get(client.email) ?? []), client.id])
    const applicationsOf = new Map<number, typeof applications>()
    for (const row of applications) applicationsOf.set(row.client_id, [...(applicationsOf.get(row.client_id) ?? []), row])
    const loansOf = new Map<number, typeof loans>()
    for (const loan of loans) loansOf.set(loan.application_id, [...(loansOf.get(loan.application_id) ?? []), loan])

    for (const journey of journeys) {
      const email = journey.person.email.toLowerCase()
      const rows = byEmail.get(email) ?? []
      if (rows.length > 1) problems.push(`${email}: ${rows.length} clients`)
      if (journey.clientId !== null && !rows.includes(journey.clientId))
        problems.push(`${email}: acknowledged client ${journey.clientId} is missing`)
      if (mode === 'exact' && journey.clientId === null && rows.length > 0)
        problems.push(`${email}: a refused sign-up left a client`)
      const own = rows.flatMap((id) => applicationsOf.get(id) ?? [])
      if (journey.applicationId === -1) problems.push(`${email}: one key answered two applications`)
      if (own.length > 1) problems.push(`${email}: ${own.length} applications`)
      if (journey.applicationId !== null && journey.applicationId !== -1) {
        const row = own.find((application) => application.id === journey.applicationId)
        if (!row) problems.push(`${email}: acknowledged application ${journey.applicationId} is missing`)
        else if (row.idempotency_key !== journey.key) problems.push(`${email}: application ${row.id} lost its key`)
      }
      if (mode === 'exact' && journey.applicationId === null && own.length > 0)
        problems.push(`${email}: a refused application left a row`)
      if (journey.loanId !== null && !loans.some((loan) => loan.id === journey.loanId))
        problems.push(`${email}: acknowledged loan ${journey.loanId} is missing`)
    }

    // No half-written rows, acknowledged or not.
    for (const row of applications) {
      if (!(row.principal_amount > 0 && row.loan_amount >= row.principal_amount && row.term_days > 0))
        problems.push(`application ${row.id}: amounts or term missing`)
      const made = loansOf.get(row.id) ?? []
      // An application is completed (4) exactly when it became a loan: one transaction does both.
      if (made.length > 1) problems.push(`application ${row.id}: ${made.length} loans`)
      if ((row.status === 4) !== (made.length === 1))
        problems.push(`application ${row.id}: status ${row.status} with ${made.length} loans`)
    }
    for (const loan of loans) {
      const rows = schedule.filter((entry) => entry.loan_id === loan.id)
      if (rows.length !== 1 || rows[0]!.total !== loan.total)
        problems.push(`loan ${loan.id}: ${rows.length} schedule rows, or totals that differ`)
      if (!flagged.some((client) => client.id === loan.client_id))
        problems.push(`loan ${loan.id}: its client is not marked as having an active loan`)
    }
    if (flagged.length !== new Set(loans.map((loan) => loan.client_id)).size)
      problems.push('clients marked with an active loan they do not have')

    // The schema: every migration recorded once, none unknown.
    const recorded = (await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute()) as Array<{ name: string }>
    const expected = Object.keys(migrations).sort()
    const names = recorded.map((row) => row.name).sort()
    if (JSON.stringify(names) !== JSON.stringify(expected)) problems.push(`migrations recorded: ${names.join(', ')}`)
    if (dialect === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)
      const verdict = integrity.rows.map((row) => row.integrity_check).join(', ')
      if (verdict !== 'ok') problems.push(`SQLite integrity check: ${verdict}`)
    }
    return { rows: clients.length + applications.length + loans.length + schedule.length, problems }
  } finally {
    await close()
  }
}

/** Retried creations (./faults.ts): each owner has exactly one row of its kind. */
export async function checkRetried(
  storage: StorageOptions,
  retried: ReadonlyArray<{ table: 'applications' | 'rollovers'; owner: number }>,
): Promise<DataCheck> {
  const { db, close } = openStorage(storage)
  const problems: string[] = []
  try {
    for (const { table, owner } of retried) {
      const rows =
        table === 'applications'
          ? await db.selectFrom('applications').select('id').where('client_id', '=', owner).execute()
          : await db.selectFrom('rollovers').select('id').where('loan_id', '=', owner).execute()
      if (rows.length !== 1) problems.push(`${table} of ${owner}: ${rows.length} rows after a retried creation`)
    }
    return { rows: retried.length, problems }
  } finally {
    await close()
  }
}
