import type { Violation } from '../../api'
import { hashPassword } from '../auth/password'
import { checkLimit, pruneHits, recordHit } from '../auth/rate-limit'
import { endClientSessions } from '../auth/session-store'
import { stamp } from '../db'
import type { Services } from '../services'
import { findClientByIdentifier } from './clients'
import { sendCode } from './codes'
import { Rule, violation } from './forms'
import { parseIdentifier } from './normalize'
import { passwordViolations } from './password-rules'

export type RecoveryRequest = { ok: true } | { ok: false; violations: Violation[] } | { ok: false; retryAfterSeconds: number }

const BUCKET = 'password_recovery'

/**
 * Sends a reset link to the account's e-mail or phone, whichever the login names. Every answer is
 * the same whether the account exists or not: the limits per login and per client address count
 * every request alike before the account is looked up (their 429 says nothing about it), and
 * a code limit that holds a link back answers like a link sent; any difference would tell a
 * stranger that the account exists.
 */
export async function requestRecovery(services: Services, login: string, address: string): Promise<RecoveryRequest> {
  const identifier = parseIdentifier(login)
  if (!identifier) return { ok: false, violations: [violation('login', login.trim() === '' ? Rule.required : Rule.invalidIdentifier)] }
  const { db, limits } = services
  const now = services.now()
  const keys = [
    [`login:${identifier.value}`, limits.recoveryPerLogin],
    [`ip:${address}`, limits.recoveryPerAddress],
  ] as const
  for (const [key, limit] of keys) {
    const check = await checkLimit(db, BUCKET, key, limit, now)
    if (!check.allowed) return { ok: false, retryAfterSeconds: check.retryAfterSeconds }
  }
  for (const [key] of keys) await recordHit(db, BUCKET, key, now)
  await pruneHits(db, now)
  const client = await findClientByIdentifier(db, identifier)
  if (client) {
    await sendCode(services, { channel: identifier.kind === 'email' ? 'email' : 'sms', destination: identifier.value, purpose: 'password_recovery' }, address)
  }
  return { ok: true }
}

export type ResetResult = { ok: true } | { ok: false; violations: Violation[] }

/**
 * Sets a new password with a recovery link's token. The link works once; every session of the
 * account ends with it, so whoever knew the old password is logged out.
 */
export async function resetPassword(services: Services, token: string, password: string): Promise<ResetResult> {
  const rules = passwordViolations('password', password)
  if (rules.length > 0) return { ok: false, violations: rules }
  const { db } = services
  const now = services.now()
  const invalid: ResetResult = { ok: false, violations: [violation('token', Rule.invalidToken)] }
  const link = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', 'password_recovery')
    .where('code', '=', token)
    .where('used_at', 'is', null)
    .where('expires_at', '>', stamp(now))
    .executeTakeFirst()
  if (!link) return invalid
  const identifier = parseIdentifier(link.destination)
  const client = identifier ? await findClientByIdentifier(db, identifier) : undefined
  if (!client) return invalid
  const hash = await hashPassword(password, services.passwordCost)
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('verification_codes')
      .set({ used_at: stamp(now) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (used.numUpdatedRows === 0n) return invalid
    await trx.updateTable('clients').set({ password_hash: hash, updated_at: stamp(now) }).where('id', '=', client.id).execute()
    // Every session of the account ends with the old password, refreshed tokens included.
    await endClientSessions(trx, client.id, 'password_reset', now)
    return { ok: true } as const
  })
}
