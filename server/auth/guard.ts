import type { Context, MiddlewareHandler } from 'hono'
import type { Services } from '../services'
import { refuse } from './refuse'
import { isRevoked } from './revocation'
import { findSession, sessionRefusal } from './session-store'
import type { Session } from './session'
import type { AccountType, Claims } from './tokens'

/** The known message a blocked client is refused with. */
export { USER_BLOCKED } from '../../src/domain/problem'
import { USER_BLOCKED } from '../../src/domain/problem'
const BLOCKED_STATUS = 2

/**
 * `generation`: the session's client generation (server/auth/session-store.ts); null for an mfa
 * token, which has no session.
 */
export type Authenticated = { ok: true; claims: Claims; generation: number | null } | { ok: false; code: string; message: string }

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * A token the ERP signed, unexpired, of an open session (not logged out, not ended by a password
 * change, within its 12 hours) or an mfa token not yet exchanged; mfa and account type are the
 * caller's to judge (the mfa exchange wants exactly the tokens the guards refuse).
 */
export async function authenticate(services: Services, token: string | null): Promise<Authenticated> {
  if (!token) return { ok: false, code: 'unauthenticated', message: 'Authentication required.' }
  const verified = await services.tokens.verify(token)
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? { ok: false, code: 'token_expired', message: 'The token has expired.' }
      : { ok: false, code: 'invalid_token', message: 'The token is not valid.' }
  }
  const { claims } = verified
  if (claims.mfa) {
    // One step of a back-office login, without a session yet: revoked once exchanged.
    if (await isRevoked(services.db, [claims.jti]))
      return { ok: false, code: 'token_revoked', message: 'The token has been revoked.' }
    return { ok: true, claims, generation: null }
  }
  const session = await findSession(services.db, claims.sid)
  const refusal = sessionRefusal(session, { accountType: claims.account_type, id: Number(claims.sub) }, services.now())
  if (refusal) return { ok: false, ...refusal }
  return { ok: true, claims, generation: session?.generation ?? null }
}

/**
 * Lets through only a full (non-mfa) token of `accountType` whose account still exists and may
 * act, and sets `session` for the handler (read it with clientIdOf / adminIdOf / sessionOf).
 * 401 when the caller is not authenticated, 403 when authenticated but not allowed.
 */
export function requireAccount(services: Services, accountType: AccountType): MiddlewareHandler {
  return async (c, next) => {
    const result = await authenticate(services, bearerToken(c))
    if (!result.ok) return refuse(c, 401, result.message, { code: result.code })
    const { claims } = result
    if (claims.mfa) return refuse(c, 401, 'The second factor of the login is still missing.', { code: 'mfa_required' })
    if (claims.account_type !== accountType) {
      return refuse(c, 403, accountType === 'client' ? 'Only clients may call this.' : 'Only back-office users may call this.', {
        code: 'forbidden',
      })
    }
    const id = Number(claims.sub)
    const refusal =
      accountType === 'client' ? await refuseClient(services, c, id, result.generation) : await refuseAdmin(services, c, id)
    if (refusal) return refusal
    const session: Session = { accountType, id, claims }
    c.set('session', session)
    await next()
  }
}

async function refuseClient(services: Services, c: Context, id: number, generation: number | null) {
  const client = await services.db
    .selectFrom('clients')
    .select(['status', 'session_generation'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!client) return refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
  // A session opened with a password that has changed since (its login raced the change).
  if (generation !== client.session_generation) return refuse(c, 401, 'The token has been revoked.', { code: 'token_revoked' })
  if (client.status === BLOCKED_STATUS) return refuse(c, 403, USER_BLOCKED, { code: 'user_blocked' })
  return null
}

async function refuseAdmin(services: Services, c: Context, id: number) {
  const user = await services.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()
  return user ? null : refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
}

/** Guards every route under /web/private/client. */
export const requireClient = (services: Services): MiddlewareHandler => requireAccount(services, 'client')

/** Guards every back-office route (/web/private/back-office, /web/private/user). */
export const requireAdmin = (services: Services): MiddlewareHandler => requireAccount(services, 'user')
