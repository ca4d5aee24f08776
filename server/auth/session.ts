import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AccountType, Claims } from './tokens'

/** The caller, as the guards (./guard.ts) established it from a verified token. */
export interface Session {
  accountType: AccountType
  /** The client's id for 'client', the admin's id for 'user'. */
  id: number
  claims: Claims
}

declare module 'hono' {
  interface ContextVariableMap {
    session: Session
  }
}

/**
 * The caller of a guarded route. Only routes under a guarded prefix have one; asking elsewhere is
 * a programming error, answered 401 rather than trusted.
 */
export function sessionOf(c: Context): Session {
  const session = c.get('session') as Session | undefined
  if (!session) throw new HTTPException(401, { message: 'Authentication required.' })
  return session
}

/** The id of the client calling a /web/private/client/* route. */
export function clientIdOf(c: Context): number {
  const session = sessionOf(c)
  if (session.accountType !== 'client') throw new HTTPException(403, { message: 'Only clients may call this.' })
  return session.id
}

/** The id of the admin calling a back-office route. */
export function adminIdOf(c: Context): number {
  const session = sessionOf(c)
  if (session.accountType !== 'user') throw new HTTPException(403, { message: 'Only back-office users may call this.' })
  return session.id
}
