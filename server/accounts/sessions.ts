import type { Context } from 'hono'
import { revoke } from '../auth/revocation'
import type { Claims, IssuedToken, TokenSubject } from '../auth/tokens'
import type { ClientRow, UserRow } from '../db'
import type { Services } from '../services'

export function clientSubject(client: ClientRow): TokenSubject {
  return { accountType: 'client', id: client.id, firstName: client.first_name, email: client.email }
}

export function userSubject(user: UserRow): TokenSubject {
  return { accountType: 'user', id: user.id, firstName: user.first_name, email: user.email }
}

/**
 * Issues a token and puts it in the answer's Authorization header too: the front end replaces
 * its token with any Authorization header it receives (spec part 4).
 */
export async function issueToken(
  services: Services,
  c: Context,
  subject: TokenSubject,
  options?: { mfa?: boolean; sid?: string },
): Promise<IssuedToken> {
  const issued = await services.tokens.issue(subject, options)
  c.header('Authorization', `Bearer ${issued.token}`)
  return issued
}

/**
 * Logs a session out: the token's own id and its session id, which every token refreshed from
 * the same login carries. All of them were issued before now, so all expire within one
 * lifetime from now; the revocation need not be kept longer.
 */
export function endSession(services: Services, claims: Claims): Promise<void> {
  const now = services.now()
  return revoke(services.db, [claims.jti, claims.sid], new Date(now.getTime() + services.tokens.ttlSeconds * 1000), now)
}
