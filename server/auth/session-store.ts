import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, SessionEndReason, SessionRow } from '../db'
import { stamp, stampAfter } from '../db'
import type { AccountType } from './tokens'

/**
 * Server-side sessions (migration 0012). A login opens one; every token of that login, refresh
 * after refresh, carries its id as `sid`, and the guard reads the row on every call. Ending a
 * session is one row update, so it takes effect for the very next call, whatever the tokens'
 * issue times: no clock rounding decides whether a token survives.
 */

/** A session cannot be renewed past this: 12 hours after the login, log in again. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000

export interface SessionAccount {
  accountType: AccountType
  id: number
}

/**
 * Opens a session for `account`. For a client, `generation` is the clients.session_generation
 * read together with the password hash the login checked; a password change since then has
 * raised it, and the session is refused from its first call. `expiresAt` keeps the end of the
 * session this one succeeds (a password change keeps the login's deadline); by default the
 * session ends SESSION_MAX_AGE_MS from now.
 */
export async function openSession(
  db: Kysely<Database>,
  account: SessionAccount,
  generation: number,
  now: Date,
  expiresAt: string = stampAfter(now, SESSION_MAX_AGE_MS),
): Promise<SessionRow> {
  // Housekeeping on the write path, per account: a session past its end is refused missing or not.
  await db
    .deleteFrom('sessions')
    .where('account_type', '=', account.accountType)
    .where('account_id', '=', account.id)
    .where('expires_at', '<', stamp(now))
    .execute()
  const row: SessionRow = {
    id: randomUUID(),
    account_type: account.accountType,
    account_id: account.id,
    generation,
    created_at: stamp(now),
    expires_at: expiresAt,
    ended_at: null,
    end_reason: null,
  }
  await db.insertInto('sessions').values(row).execute()
  return row
}

export function findSession(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Ends one session (logout): every token carrying its id is refused from now on. */
export async function endSessionRow(db: Kysely<Database>, id: string, reason: SessionEndReason, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: stamp(now), end_reason: reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute()
}

/**
 * Ends every session of a client (a password change or reset) and raises the client's session
 * generation, which also refuses a session a login is opening at this moment with the old
 * password. Run it in the transaction that changes the password. Answers the new generation,
 * the one a session opened from now on must carry.
 */
export async function endClientSessions(
  db: Kysely<Database>,
  clientId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<number> {
  const raised = await db
    .updateTable('clients')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', clientId)
    .returning('session_generation')
    .executeTakeFirst()
  await db
    .updateTable('sessions')
    .set({ ended_at: stamp(now), end_reason: reason })
    .where('account_type', '=', 'client')
    .where('account_id', '=', clientId)
    .where('ended_at', 'is', null)
    .execute()
  return raised?.session_generation ?? 0
}

export type SessionRefusal = { code: 'token_revoked' | 'session_expired'; message: string }

/**
 * Why a full token of `sid` may not act, or null when its session is open. A missing row is a
 * token of an older release (before sessions had rows) or of a session removed after its end.
 */
export function sessionRefusal(row: SessionRow | undefined, account: SessionAccount, now: Date): SessionRefusal | null {
  if (!row || row.account_type !== account.accountType || row.account_id !== account.id) {
    return { code: 'token_revoked', message: 'The session of this token is not known.' }
  }
  if (row.ended_at !== null) return { code: 'token_revoked', message: 'The token has been revoked.' }
  if (row.expires_at <= stamp(now))
    return { code: 'session_expired', message: 'The session has reached its 12-hour limit: log in again.' }
  return null
}
