import type { Kysely } from 'kysely'
import type { Database } from '../db'
import { stamp } from '../db'

/**
 * Revoked token ids (jti): an mfa token once exchanged for a full one. Full tokens end with their
 * session instead (./session-store.ts). A revoked id only has to be remembered until the token
 * has expired; after that the signature check refuses it anyway.
 */
export async function revoke(db: Kysely<Database>, ids: readonly string[], expiresAt: Date, now: Date): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  await db
    .insertInto('revoked_tokens')
    .values(unique.map((jti) => ({ jti, expires_at: stamp(expiresAt) })))
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute()
  // Housekeeping on the write path keeps the table small without a scheduler.
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', stamp(now)).execute()
}

export async function isRevoked(db: Kysely<Database>, ids: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('jti', 'in', [...ids])
    .executeTakeFirst()
  return row !== undefined
}
