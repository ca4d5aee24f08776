import type { Violation } from '../../api'
import { hashPassword } from '../auth/password'
import { addressCounterKey, record, screen, type Screening } from '../auth/abuse'
import { pruneHits } from '../auth/rate-limit'
import { endClientSessions } from '../auth/session-store'
import { stamp } from '../db'
import type { Services } from '../services'
import { findClientByIdentifier } from './clients'
import { BRAND } from '../../src/domain/facts'
import { lifetimeText, sendCode } from './codes'
import { Rule, violation } from './forms'
import { parseIdentifier } from './normalize'
import { passwordViolations } from './password-rules'

export type RecoveryRequest =
  { ok: true } | { ok: false; violations: Violation[] } | { ok: false; screening: Exclude<Screening, { ok: true }> }

const BUCKET = 'password_recovery'

/**
 * Sends a reset link to the account's e-mail or phone, whichever the login names. Every answer is
 * the same whether the account exists or not. Past 3 requests an hour naming the login, or 200
 * from the address, a request needs a captcha; one that passes it is always served, so a
 * stranger's requests never stop the owner from recovering. Those counters, and the flood
 * refusal of an address, count every request alike before the account is looked up (their
 * answers say nothing about it). A link goes out within the per-destination code limits; one held
 * back answers like one sent, and a link sent earlier within those windows still works (links
 * last a day, see LIFETIME_MS in ./codes.ts).
 */
export async function requestRecovery(
  services: Services,
  login: string,
  address: string,
  captchaToken?: string,
): Promise<RecoveryRequest> {
  const identifier = parseIdentifier(login)
  if (!identifier)
    return { ok: false, violations: [violation('login', login.trim() === '' ? Rule.required : Rule.invalidIdentifier)] }
  const { db, limits } = services
  const byLogin = { bucket: BUCKET, key: `login:${identifier.value}`, limit: limits.recoveryCaptchaPerLogin }
  const addressKey = addressCounterKey(address)
  const screening = await screen(services, {
    refuseWhen: [{ bucket: BUCKET, key: addressKey, limit: limits.recoveryFloodPerAddress }],
    captchaWhen: [byLogin, { bucket: BUCKET, key: addressKey, limit: limits.recoveryCaptchaPerAddress }],
    captchaToken,
    action: 'recover',
    address,
  })
  if (!screening.ok) return { ok: false, screening }
  await record(services, [byLogin, { bucket: BUCKET, key: addressKey }])
  await pruneHits(db, services.now())
  const client = await findClientByIdentifier(db, identifier)
  if (client) {
    // The recovery counters limit the address: the code budget of the address is left alone, or
    // what it spent would differ between known and unknown logins.
    await sendCode(
      services,
      {
        channel: identifier.kind === 'email' ? 'email' : 'sms',
        destination: identifier.value,
        purpose: 'password_recovery',
        // A whole link, tappable on a phone: the site's public address, not a path.
        text: (token) =>
          `${BRAND}: para crear una contraseña nueva abre ${services.publicUrl}/es/recover?token=${token} (vence en ${lifetimeText('password_recovery')}).`,
      },
      address,
      { address: 'own' },
    )
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
    // Every other link to the destination ends with this reset: a link lasts a day, and one
    // left lying in an inbox must not open the account again.
    await trx
      .updateTable('verification_codes')
      .set({ used_at: stamp(now) })
      .where('purpose', '=', 'password_recovery')
      .where('destination', '=', link.destination)
      .where('used_at', 'is', null)
      .execute()
    await trx
      .updateTable('clients')
      .set({ password_hash: hash, updated_at: stamp(now) })
      .where('id', '=', client.id)
      .execute()
    // Every session of the account ends with the old password, refreshed tokens included.
    await endClientSessions(trx, client.id, 'password_reset', now)
    return { ok: true } as const
  })
}
