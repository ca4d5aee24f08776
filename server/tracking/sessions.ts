import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { MAX_TRACKING_CHUNKS, MAX_TRACKING_SESSIONS_READ } from '../../api/routes/tracking'
import { isUniqueViolation, stamp, type Database } from '../db'

/** The message when tracking is stopped (or fed) before a successful start. */
export const NOT_STARTED = 'Tracking has not been succesfully started'

/** Issues a reference number for the client: random, so it cannot be guessed across clients. */
export async function issueReference(db: Kysely<Database>, clientId: number, now: Date) {
  const referenceNumber = `TR-${randomBytes(12).toString('hex').toUpperCase()}`
  const startedAt = stamp(now)
  await db
    .insertInto('tracking_sessions')
    .values({ reference_number: referenceNumber, client_id: clientId, started_at: startedAt })
    .execute()
  return { referenceNumber, startedAt }
}

/** Marks the client's own open session verified; any other number is simply not verified. */
export async function verifyReference(db: Kysely<Database>, clientId: number, referenceNumber: string): Promise<boolean> {
  const result = await db
    .updateTable('tracking_sessions')
    .set({ verified: 1 })
    .where('reference_number', '=', referenceNumber)
    .where('client_id', '=', clientId)
    .where('completed', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export type ChunkResult =
  | { ok: true; completed: boolean }
  | { ok: false; reason: 'not_found' | 'not_started' | 'completed' | 'duplicate_seq' | 'too_many_chunks' }

export async function storeChunk(
  db: Kysely<Database>,
  clientId: number,
  referenceNumber: string,
  chunk: { seq: number; complete?: boolean | undefined; events: unknown[] },
  now: Date,
): Promise<ChunkResult> {
  const session = await db
    .selectFrom('tracking_sessions')
    .select(['verified', 'completed'])
    .where('reference_number', '=', referenceNumber)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  if (!session) return { ok: false, reason: 'not_found' }
  if (!Number(session.verified)) return { ok: false, reason: 'not_started' }
  if (Number(session.completed)) return { ok: false, reason: 'completed' }
  const { count } = await db
    .selectFrom('tracking_chunks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('reference_number', '=', referenceNumber)
    .executeTakeFirstOrThrow()
  if (Number(count) >= MAX_TRACKING_CHUNKS) return { ok: false, reason: 'too_many_chunks' }
  try {
    await db
      .insertInto('tracking_chunks')
      .values({
        reference_number: referenceNumber,
        seq: chunk.seq,
        payload: JSON.stringify(chunk.events),
        created_at: stamp(now),
      })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate_seq' }
    throw error
  }
  if (chunk.complete)
    await db.updateTable('tracking_sessions').set({ completed: 1 }).where('reference_number', '=', referenceNumber).execute()
  return { ok: true, completed: Boolean(chunk.complete) }
}

/** What the ERP keeps of a client's tracking: their sessions, newest first, each with its chunks in seq order. */
export async function readClientTracking(db: Kysely<Database>, clientId: number) {
  const sessions = await db
    .selectFrom('tracking_sessions')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('started_at', 'desc')
    .orderBy('reference_number')
    .limit(MAX_TRACKING_SESSIONS_READ)
    .execute()
  const references = sessions.map((session) => session.reference_number)
  const chunks =
    references.length === 0
      ? []
      : await db.selectFrom('tracking_chunks').selectAll().where('reference_number', 'in', references).orderBy('seq').execute()
  return sessions.map((session) => ({
    referenceNumber: session.reference_number,
    startedAt: session.started_at,
    verified: Boolean(Number(session.verified)),
    completed: Boolean(Number(session.completed)),
    chunks: chunks
      .filter((chunk) => chunk.reference_number === session.reference_number)
      .map((chunk) => ({ seq: Number(chunk.seq), createdAt: chunk.created_at, events: JSON.parse(chunk.payload) as unknown[] })),
  }))
}
