import type { Context } from 'hono'
import { endSessionRow, findSession, openSession } from '../auth/session-store'
import type { Claims, IssuedToken, TokenSubject } from '../auth/tokens'
import type { ClientRow, UserRow } from '../db'
import type { Services } from '../services'

/**
 * Who a session is opened for. `generation` is the client's session generation read with the
 * password the login checked (server/auth/session-store.ts); back-office users have none.
 */
export interface SessionSubject extends TokenSubject {
  generation?: number
}

export function clientSubject(client: ClientRow): SessionSubject {
  return {
    accountType: 'client',
    id: client.id,
    firstName: client.first_name,
    email: client.email,
    generation: client.session_generation,
  }
}

export function userSubject(user: UserRow): SessionSubject {
  return { accountType: 'user', id: user.id, firstName: user.first_name, email: user.email }
}

export interface SignOptions {
  /** An mfa token: one step of a back-office login, no session of its own yet. */
  mfa?: boolean
  /** A token of this open session (a refresh, or the session a password change continues on). */
  sid?: string
}

/**
 * Signs a token. Without `sid` (a login) it opens a session first; with one it signs another
 * token of that session. Either way the token expires no later than the session does.
 */
export async function signToken(services: Services, subject: SessionSubject, options: SignOptions = {}): Promise<IssuedToken> {
  const { generation, ...claims } = subject
  if (options.mfa) return services.tokens.issue(claims, { mfa: true })
  const session = options.sid
    ? await findSession(services.db, options.sid)
    : await openSession(services.db, subject, generation ?? 0, services.now())
  // A session that vanished between the guard and here: the token is refused at its first use.
  const notAfter = new Date(session ? session.expires_at : services.now())
  return services.tokens.issue(claims, { sid: session?.id ?? options.sid, notAfter })
}

/**
 * Issues a token and puts it in the answer's Authorization header too: the front end replaces
 * its token with any Authorization header it receives.
 */
export async function issueToken(
  services: Services,
  c: Context,
  subject: SessionSubject,
  options?: SignOptions,
): Promise<IssuedToken> {
  const issued = await signToken(services, subject, options)
  c.header('Authorization', `Bearer ${issued.token}`)
  return issued
}

/** Logs a session out: its row ends, so every token of it, refreshed or not, is refused. */
export function endSession(services: Services, claims: Claims): Promise<void> {
  return endSessionRow(services.db, claims.sid, 'logout', services.now())
}
