import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { VERIFF_REVIEW_SECONDS } from '../../api/routes/providers'
import { stamp, type Database, type IdentitySessionTable } from '../db'

/** The simulated Veriff (see api/routes/providers.ts for the default decision and steering). */
export type Decision = 'approved' | 'declined' | 'resubmission_requested'

type Row = Pick<IdentitySessionTable, 'id' | 'status' | 'decision' | 'created_at'>

const urlOf = (id: string) => `https://veriff.simulated.invalid/v/${id}`

function toSession(row: Row) {
  return {
    id: row.id,
    url: urlOf(row.id),
    status: row.status as 'created' | 'decided',
    decision: row.decision as Decision | null,
    createdAt: row.created_at,
  }
}

export async function createSession(db: Kysely<Database>, clientId: number, now: Date) {
  const row = { id: randomUUID(), client_id: clientId, status: 'created', decision: null, created_at: stamp(now), updated_at: stamp(now) }
  await db.insertInto('identity_sessions').values(row).execute()
  return toSession(row)
}

/** The default decision: a session left alone for VERIFF_REVIEW_SECONDS counts as submitted and approved. */
async function settle(db: Kysely<Database>, row: Row, now: Date): Promise<Row> {
  if (row.status !== 'created' || now.getTime() - Date.parse(row.created_at) < VERIFF_REVIEW_SECONDS * 1000) return row
  await db.updateTable('identity_sessions').set({ status: 'decided', decision: 'approved', updated_at: stamp(now) }).where('id', '=', row.id).execute()
  return { ...row, status: 'decided', decision: 'approved' }
}

const columns = ['id', 'status', 'decision', 'created_at'] as const

export async function latestSession(db: Kysely<Database>, clientId: number, now: Date) {
  const row = await db.selectFrom('identity_sessions').select(columns).where('client_id', '=', clientId).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst()
  return row ? toSession(await settle(db, row, now)) : null
}

export async function sessionOfClient(db: Kysely<Database>, clientId: number, id: string, now: Date) {
  const row = await db.selectFrom('identity_sessions').select(columns).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst()
  return row ? toSession(await settle(db, row, now)) : null
}

/** QA steering: decide now, whatever the clock. */
export async function decide(db: Kysely<Database>, id: string, decision: Decision, now: Date) {
  const row = await db
    .updateTable('identity_sessions')
    .set({ status: 'decided', decision, updated_at: stamp(now) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst()
  return row ? toSession(row) : null
}
