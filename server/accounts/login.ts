import { addressCounterKey, record, screen, type Counter, type Screening } from '../auth/abuse'
import { verifyPassword } from '../auth/password'
import { clearHits, pruneHits } from '../auth/rate-limit'
import type { ClientRow, UserRow } from '../db'
import type { Services } from '../services'
import { findClientByIdentifier } from './clients'
import { normalizeEmail, parseIdentifier } from './normalize'
import { findUserByEmail } from './users'

export type LoginCheck<T> =
  | { ok: true; account: T }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'screened'; screening: Exclude<Screening, { ok: true }> }

/** Where the caller is and what it sent beside the credentials. */
export interface LoginAttempt {
  address: string
  captchaToken?: string | undefined
}

const BUCKET = 'login_failure'

/**
 * Runs one credential check under the login limits. Failures count per account (the identifier,
 * whether or not it is an account's) and per address. Past the account's threshold, or the
 * address's, the login needs a captcha: it is never refused for the account, so its owner, who
 * passes the captcha with the right password, always gets in. Only a flood of failures from one
 * address is refused (429). The captcha is checked before the password, so a caller without a
 * valid token never learns whether the password was right. A success clears the account's count
 * (not the address's, which may be shared with an attacker).
 */
async function limited<T>(
  services: Services,
  identifierKey: string,
  attempt: LoginAttempt,
  check: () => Promise<T | null>,
): Promise<LoginCheck<T>> {
  const { limits } = services
  const account: Counter = { bucket: BUCKET, key: `id:${identifierKey}`, limit: limits.loginCaptchaPerAccount }
  const addressKey = addressCounterKey(attempt.address)
  const screening = await screen(services, {
    refuseWhen: [{ bucket: BUCKET, key: addressKey, limit: limits.loginFloodPerAddress }],
    captchaWhen: [account, { bucket: BUCKET, key: addressKey, limit: limits.loginCaptchaPerAddress }],
    captchaToken: attempt.captchaToken,
    action: 'login',
    address: attempt.address,
  })
  if (!screening.ok) return { ok: false, reason: 'screened', screening }
  const found = await check()
  if (found === null) {
    await record(services, [account, { bucket: BUCKET, key: addressKey }])
    await pruneHits(services.db, services.now())
    return { ok: false, reason: 'invalid' }
  }
  await clearHits(services.db, BUCKET, account.key)
  return { ok: true, account: found }
}

/** Verifies a password against a hash, or against the decoy when there is no account. */
async function passwordMatches(services: Services, password: string, hash: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, hash ?? (await services.decoy()))
  return matches && hash !== undefined
}

/** A client by e-mail or phone and password (the public client login). */
export function checkClientLogin(
  services: Services,
  login: string,
  password: string,
  attempt: LoginAttempt,
): Promise<LoginCheck<ClientRow>> {
  const identifier = parseIdentifier(login)
  const key = identifier ? `client:${identifier.value}` : `client:${login.trim().toLowerCase()}`
  return limited(services, key, attempt, async () => {
    const client = identifier ? await findClientByIdentifier(services.db, identifier) : undefined
    return (await passwordMatches(services, password, client?.password_hash)) ? (client ?? null) : null
  })
}

/** A back-office user by e-mail and password. */
export function checkUserLogin(
  services: Services,
  login: string,
  password: string,
  attempt: LoginAttempt,
): Promise<LoginCheck<UserRow>> {
  const email = normalizeEmail(login)
  return limited(services, `user:${email}`, attempt, async () => {
    const user = await findUserByEmail(services.db, email)
    return (await passwordMatches(services, password, user?.password_hash)) ? (user ?? null) : null
  })
}
