import type { Context } from 'hono'
import type { CaptchaAction } from '../providers/captcha'
import type { Services } from '../services'
import { limitKeyOf } from './client-address'
import { authenticate, bearerToken } from './guard'
import { checkLimit, recordHit, type Limit } from './rate-limit'
import { refuse } from './refuse'

/**
 * The gate in front of a public call that strangers could abuse (logins, sign-ups, codes,
 * recoveries): counters read from rate_limit_hits decide whether the call is refused (a flood),
 * needs a captcha (a threshold crossed), or goes on. What the counters count is up to the caller,
 * which records its events after the call (see `record`).
 */

/** One counter: events of `key` in `bucket`, against `limit`. */
export interface Counter {
  bucket: string
  key: string
  limit: Limit
}

export type Screening =
  | { ok: true; captchaPassed: boolean }
  | { ok: false; status: 429; retryAfterSeconds: number }
  | { ok: false; status: 428; code: 'captcha_required' | 'captcha_invalid' }

export interface ScreenRequest {
  /** Any of these at its limit refuses the call outright (429 with Retry-After). */
  refuseWhen: readonly Counter[]
  /** Any of these at its limit makes the call need a captcha. */
  captchaWhen: readonly Counter[]
  /** The token the form sent, if any. Only redeemed when a captcha is needed: it is single-use. */
  captchaToken: string | undefined
  action: CaptchaAction
  /** The client address, handed to the provider as `remoteip`. */
  address: string
}

/**
 * Screens one call. Nothing here depends on whether an account exists, so two logins that are
 * and are not accounts are screened alike. A refusal comes before the captcha, and the captcha
 * before any credential is looked at: a caller without a valid token learns nothing else.
 */
export async function screen(services: Services, request: ScreenRequest): Promise<Screening> {
  const now = services.now()
  for (const counter of request.refuseWhen) {
    const check = await checkLimit(services.db, counter.bucket, counter.key, counter.limit, now)
    if (!check.allowed) return { ok: false, status: 429, retryAfterSeconds: check.retryAfterSeconds }
  }
  let needed = false
  for (const counter of request.captchaWhen) {
    if (!(await checkLimit(services.db, counter.bucket, counter.key, counter.limit, now)).allowed) {
      needed = true
      break
    }
  }
  if (!needed) return { ok: true, captchaPassed: false }
  const token = request.captchaToken?.trim() ?? ''
  if (token === '') return { ok: false, status: 428, code: 'captcha_required' }
  const verdict = await services.captcha.verify(token, { remoteIp: request.address, action: request.action })
  return verdict.success ? { ok: true, captchaPassed: true } : { ok: false, status: 428, code: 'captcha_invalid' }
}

/** Counts one event against each counter's bucket and key. */
export async function record(services: Services, counters: readonly Pick<Counter, 'bucket' | 'key'>[]): Promise<void> {
  const now = services.now()
  const seen = new Set<string>()
  for (const { bucket, key } of counters) {
    // A flood counter and a captcha counter often share one bucket and key: one event, one row.
    if (seen.has(`${bucket}\u0000${key}`)) continue
    seen.add(`${bucket}\u0000${key}`)
    await recordHit(services.db, bucket, key, now)
  }
}

/** The key of an address in a per-address counter (an IPv6 address counts by its /64). */
export function addressCounterKey(address: string): string {
  return `ip:${limitKeyOf(address)}`
}

const CAPTCHA_MESSAGES = {
  captcha_required: 'Confirm you are not a robot: solve the captcha and send again.',
  captcha_invalid: 'The captcha could not be confirmed. Solve it again and send again.',
} as const

/** The answer of a call the gate stopped: 428 for a captcha, 429 with Retry-After for a flood. */
export function refuseScreening(c: Context, screening: Exclude<Screening, { ok: true }>, floodMessage: string) {
  if (screening.status === 429) {
    return refuse(c, 429, floodMessage, { code: 'too_many_requests', retryAfterSeconds: screening.retryAfterSeconds })
  }
  return refuse(c, 428, CAPTCHA_MESSAGES[screening.code], { code: screening.code })
}

/**
 * The signed-in client behind a public call, when it came with a valid full client token (the
 * profile's e-mail change calls public routes): such a caller is limited per client, not asked
 * for a captcha. Anything else is a guest.
 */
export async function signedInClientId(services: Services, c: Context): Promise<number | undefined> {
  const token = bearerToken(c)
  if (!token) return undefined
  const result = await authenticate(services, token)
  if (!result.ok || result.claims.mfa || result.claims.account_type !== 'client') return undefined
  return Number(result.claims.sub)
}
