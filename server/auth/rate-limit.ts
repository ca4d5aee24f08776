import type { Kysely } from 'kysely'
import type { Database } from '../db'
import { stamp, stampBefore } from '../db'

/** At most `max` events per `windowMs`, counted over a sliding window. */
export interface Limit {
  max: number
  windowMs: number
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Sliding-window limits stored in the database, so every server process on one PostgreSQL
 * counts the same events. One row per event; counting is an indexed range scan, and only a
 * refusal reads which event has to leave the window before the next one is allowed.
 */
export async function checkLimit(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitCheck> {
  const count = await countHits(db, bucket, key, limit.windowMs, now)
  if (count < limit.max) return { allowed: true }
  // Free again when the oldest of the newest `max` events leaves the window.
  const since = stampBefore(now, limit.windowMs)
  const pivot = await db
    .selectFrom('rate_limit_hits')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .offset(count - limit.max)
    .limit(1)
    .executeTakeFirst()
  const oldest = Date.parse(pivot?.created_at ?? stamp(now))
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)) }
}

/** Events of `key` in `bucket` within the last `windowMs`. */
export async function countHits(db: Kysely<Database>, bucket: string, key: string, windowMs: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', stampBefore(now, windowMs))
    .executeTakeFirst()
  // pg answers count(*) as a string (bigint); SQLite as a number.
  return Number(row?.count ?? 0)
}

export async function recordHit(db: Kysely<Database>, bucket: string, key: string, now: Date): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values({ bucket, key, created_at: stamp(now) })
    .execute()
}

/** Forgets a key's events, e.g. an identifier's failed logins after a successful one. */
export async function clearHits(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('key', '=', key).execute()
}

/** Drops events older than any window (a day), on the write path instead of a scheduler. */
export async function pruneHits(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('created_at', '<', stampBefore(now, 24 * 60 * 60 * 1000))
    .execute()
}
