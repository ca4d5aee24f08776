import { verifyPassword } from '../auth/password'
import { checkLimit, clearHits, pruneHits, recordHit } from '../auth/rate-limit'
import type { ClientRow, UserRow } from '../db'
import type { Services } from '../services'
import { findClientByIdentifier } from './clients'
import { normalizeEmail, parseIdentifier } from './normalize'
import { findUserByEmail } from './users'

export type LoginCheck<T> = { ok: true; account: T } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'limited'; retryAfterSeconds: number }

const BUCKET = 'login_failure'

/**
 * Runs one credential check under the login limits: refused up front once the identifier or
 * the address has too many recent failures; a failure counts against both; a success clears
 * the identifier's count (not the address's, which may be shared with an attacker).
 */
async function limited<T>(
  services: Services,
  identifierKey: string,
  address: string,
  check: () => Promise<T | null>,
): Promise<LoginCheck<T>> {
  const { db, limits } = services
  const now = services.now()
  const keys = [`id:${identifierKey}`, `ip:${address}`] as const
  const byIdentifier = await checkLimit(db, BUCKET, keys[0], limits.loginPerIdentifier, now)
  const byAddress = await checkLimit(db, BUCKET, keys[1], limits.loginPerAddress, now)
  for (const result of [byIdentifier, byAddress]) {
    if (!result.allowed) return { ok: false, reason: 'limited', retryAfterSeconds: result.retryAfterSeconds }
  }
  const account = await check()
  if (account === null) {
    for (const key of keys) await recordHit(db, BUCKET, key, now)
    await pruneHits(db, now)
    return { ok: false, reason: 'invalid' }
  }
  await clearHits(db, BUCKET, keys[0])
  return { ok: true, account }
}

/** Verifies a password against a hash, or against the decoy when there is no account. */
async function passwordMatches(services: Services, password: string, hash: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, hash ?? (await services.decoy()))
  return matches && hash !== undefined
}

/** A client by e-mail or phone and password (spec part 7, public client login). */
export function checkClientLogin(services: Services, login: string, password: string, address: string): Promise<LoginCheck<ClientRow>> {
  const identifier = parseIdentifier(login)
  const key = identifier ? `client:${identifier.value}` : `client:${login.trim().toLowerCase()}`
  return limited(services, key, address, async () => {
    const client = identifier ? await findClientByIdentifier(services.db, identifier) : undefined
    return (await passwordMatches(services, password, client?.password_hash)) ? (client ?? null) : null
  })
}

/** A back-office user by e-mail and password. */
export function checkUserLogin(services: Services, login: string, password: string, address: string): Promise<LoginCheck<UserRow>> {
  const email = normalizeEmail(login)
  return limited(services, `user:${email}`, address, async () => {
    const user = await findUserByEmail(services.db, email)
    return (await passwordMatches(services, password, user?.password_hash)) ? (user ?? null) : null
  })
}
