import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

/** Who a token speaks for. account_type 'user' is a back-office admin. */
export type AccountType = 'client' | 'user'

/** The claims the ERP signs; the front end reads sub, account_type, mfa, exp, firstName, email. */
export interface Claims {
  sub: string
  account_type: AccountType
  /** True: only a second factor may follow; every private route refuses it. */
  mfa: boolean
  /** This token's id: an exchanged mfa token is revoked by it. */
  jti: string
  /**
   * The session (one login) this token belongs to, kept through refreshes: the guard refuses
   * the token once that session has ended (server/auth/session-store.ts).
   */
  sid: string
  iat: number
  exp: number
  firstName?: string
  email?: string
}

export interface TokenSubject {
  accountType: AccountType
  id: number
  firstName?: string | null
  email?: string | null
}

export interface IssuedToken {
  token: string
  claims: Claims
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' }

/** Short-lived: the front end refreshes every 4 minutes, so 15 leaves slack. */
export const TOKEN_TTL_SECONDS = 15 * 60
/** The shortest lifetime ERP_TOKEN_TTL_SECONDS may set: below it a refresh could not keep up. */
export const MIN_TOKEN_TTL_SECONDS = 30
/**
 * An mfa token only has to last while the admin reads the code, but longer than the code itself
 * (5 minutes) so an expired code is told apart from an expired login, and a resent code can be used.
 */
export const MFA_TOKEN_TTL_SECONDS = 10 * 60

const ALGORITHM = 'HS256'

export interface IssueOptions {
  mfa?: boolean
  /** The session the token belongs to; its own jti when absent (an mfa token has no session). */
  sid?: string
  /** The token expires no later than this instant (its session's end), rounded down to a second. */
  notAfter?: Date
}

export interface Tokens {
  /** How long a full (non-mfa) token lasts. */
  ttlSeconds: number
  issue(subject: TokenSubject, options?: IssueOptions): Promise<IssuedToken>
  verify(token: string): Promise<Verified>
}

/**
 * Signs and verifies HS256 tokens with `secret`, reading the time from `now` (tests move it).
 * Full tokens last `ttlSeconds` (TOKEN_TTL_SECONDS unless ERP_TOKEN_TTL_SECONDS says otherwise).
 */
export function createTokens(secret: Uint8Array, now: () => Date, ttlSeconds: number = TOKEN_TTL_SECONDS): Tokens {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < MIN_TOKEN_TTL_SECONDS) {
    throw new Error(`The token lifetime must be a whole number of seconds, at least ${MIN_TOKEN_TTL_SECONDS}.`)
  }
  return {
    ttlSeconds,
    async issue(subject, options = {}) {
      const mfa = options.mfa === true
      const iat = Math.floor(now().getTime() / 1000)
      const jti = randomUUID()
      const claims: Claims = {
        sub: String(subject.id),
        account_type: subject.accountType,
        mfa,
        jti,
        sid: options.sid ?? jti,
        iat,
        exp: Math.min(
          iat + (mfa ? MFA_TOKEN_TTL_SECONDS : ttlSeconds),
          options.notAfter ? Math.floor(options.notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY,
        ),
        ...(subject.firstName ? { firstName: subject.firstName } : {}),
        ...(subject.email ? { email: subject.email } : {}),
      }
      const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(secret)
      return { token, claims }
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          // Pinning the algorithm refuses `alg: none` and key-confusion tricks.
          algorithms: [ALGORITHM],
          currentDate: now(),
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        })
        const claims = readClaims(payload)
        return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' }
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
      }
    },
  }
}

/** A signed payload is still checked for shape: a token signed by an older release may differ. */
function readClaims(payload: Record<string, unknown>): Claims | null {
  const { sub, account_type, mfa, jti, sid, iat, exp, firstName, email } = payload
  if (typeof sub !== 'string' || !/^\d+$/.test(sub)) return null
  if (account_type !== 'client' && account_type !== 'user') return null
  if (typeof mfa !== 'boolean' || typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null
  return {
    sub,
    account_type,
    mfa,
    jti,
    sid: typeof sid === 'string' ? sid : jti,
    iat,
    exp,
    ...(typeof firstName === 'string' ? { firstName } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  }
}
