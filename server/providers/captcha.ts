import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { stamp, stampBefore, type Database } from '../db'

/*
 * The captcha (its site key is configured) behind a small adapter. The
 * real provider is Cloudflare Turnstile: the browser renders its widget with the site key and
 * hands the form a token; the ERP redeems the token once with the secret at siteverify. Without
 * a secret a captcha can never pass (fail closed). With dev tools on and no secret, a stand-in
 * takes its place: its browser script is served by the ERP (GET /web/dev/captcha/api.js) and its
 * tokens are checked here, steerable like the other simulated providers.
 */

/** What the form was for: the widget is rendered with it as `action`, and the answer must name the same. */
export type CaptchaAction = 'login' | 'signup' | 'recover' | 'code'

/** A siteverify answer, in the provider's own error codes (`timeout-or-duplicate`, `invalid-input-response`, ...). */
export interface CaptchaCheck {
  success: boolean
  errorCodes: string[]
}

export interface CaptchaVerifier {
  readonly provider: 'turnstile' | 'dev'
  /** False when no token can ever pass: production without a secret. */
  readonly configured: boolean
  /** Where the browser loads the widget from, for the Content-Security-Policy (none for the stand-in: same origin). */
  readonly cspHosts: readonly string[]
  /** Redeems a token, once. `remoteIp` is the client address the ERP reads. */
  verify(token: string, context: { remoteIp?: string; action: CaptchaAction }): Promise<CaptchaCheck>
}

/** Turnstile's siteverify, and the host its widget script and frames come from. */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
export const TURNSTILE_HOST = 'https://challenges.cloudflare.com'
/** Turnstile refuses longer tokens; a longer one is not worth a call. */
export const MAX_TOKEN_LENGTH = 2048
/** How long a Turnstile token lasts: the stand-in's last as long. */
export const TOKEN_LIFETIME_MS = 300_000

const failed = (...errorCodes: string[]): CaptchaCheck => ({ success: false, errorCodes })

export interface TurnstileOptions {
  secret: string
  verifyUrl?: string
  /** A fetch double for tests. */
  fetch?: typeof fetch
  /** The longest wait for siteverify; a captcha that cannot be checked does not pass. */
  timeoutMs?: number
}

/**
 * Cloudflare Turnstile, spoken exactly: POST siteverify with `secret`, `response`, `remoteip` and
 * an `idempotency_key` (so a retried call after a lost answer is not read as a replay); the answer
 * is `{ success, 'error-codes', challenge_ts, hostname, action, cdata }`. An answer naming another
 * action is a token solved for another form, and fails. Any fault reaching siteverify fails too.
 */
export function turnstileVerifier(options: TurnstileOptions): CaptchaVerifier {
  const url = options.verifyUrl ?? TURNSTILE_VERIFY_URL
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5_000
  return {
    provider: 'turnstile',
    configured: true,
    cspHosts: [TURNSTILE_HOST],
    async verify(token, { remoteIp, action }) {
      if (token === '') return failed('missing-input-response')
      if (token.length > MAX_TOKEN_LENGTH) return failed('invalid-input-response')
      const body = {
        secret: options.secret,
        response: token,
        idempotency_key: randomUUID(),
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      }
      let answer: unknown
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const response = await send(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(timeoutMs),
          })
          answer = await response.json()
          break
        } catch {
          // No answer: once more with the same idempotency key, then the captcha does not pass.
          answer = undefined
        }
      }
      if (!answer || typeof answer !== 'object') return failed('internal-error')
      const {
        success,
        'error-codes': codes,
        action: solvedFor,
      } = answer as { success?: unknown; 'error-codes'?: unknown; action?: unknown }
      const errorCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : []
      if (success !== true) return failed(...(errorCodes.length > 0 ? errorCodes : ['invalid-input-response']))
      if (typeof solvedFor === 'string' && solvedFor !== '' && solvedFor !== action) return failed('action-mismatch')
      return { success: true, errorCodes: [] }
    },
  }
}

/** Production without a secret: nothing passes, and the start says so. */
export function unconfiguredCaptcha(): CaptchaVerifier {
  return {
    provider: 'turnstile',
    configured: false,
    cspHosts: [],
    verify: async () => failed('missing-input-secret'),
  }
}

/**
 * The stand-in's tokens: `dev-pass.<issued at, ms>.<random>` passes once, within the lifetime
 * of a Turnstile token; `dev-fail.` followed by anything always fails (a test's way of sending a
 * token the provider refuses). The stand-in script in the browser writes the first kind when its
 * checkbox is ticked.
 */
export const DEV_PASS_PREFIX = 'dev-pass.'
export const DEV_FAIL_PREFIX = 'dev-fail.'

/** A token the stand-in will accept once, issued at `now` (the ERP's clock in tests). */
export function devPassToken(now: Date = new Date()): string {
  return `${DEV_PASS_PREFIX}${now.getTime()}.${randomBytes(12).toString('base64url')}`
}

export interface DevCaptcha extends CaptchaVerifier {
  readonly provider: 'dev'
  /** The next `count` verifications fail whatever the token (PUT /web/dev/captcha/steering). */
  failNext(count: number): void
  /** Verifications still steered to fail. */
  steeredFailures(): number
}

const SPENT_BUCKET = 'captcha_dev_spent'

/**
 * The stand-in's verification. A passing token is spent in rate_limit_hits, so it is refused the
 * second time by every server process on the database (`timeout-or-duplicate`, as Turnstile
 * answers a replay); the rows go with the day's pruning. Steering is per process, like the fault
 * switch.
 */
export function devCaptcha(db: Kysely<Database>, now: () => Date): DevCaptcha {
  let steered = 0
  return {
    provider: 'dev',
    configured: true,
    cspHosts: [],
    failNext(count) {
      steered = Math.max(0, Math.floor(count))
    },
    steeredFailures: () => steered,
    async verify(token) {
      if (token === '') return failed('missing-input-response')
      if (steered > 0) {
        steered -= 1
        return failed('invalid-input-response')
      }
      if (!token.startsWith(DEV_PASS_PREFIX) || token.length > MAX_TOKEN_LENGTH) return failed('invalid-input-response')
      const issuedAt = Number(token.slice(DEV_PASS_PREFIX.length).split('.')[0])
      const at = now()
      if (
        !Number.isFinite(issuedAt) ||
        issuedAt <= at.getTime() - TOKEN_LIFETIME_MS ||
        issuedAt > at.getTime() + TOKEN_LIFETIME_MS
      ) {
        return failed('timeout-or-duplicate')
      }
      const spent = await db
        .selectFrom('rate_limit_hits')
        .select('id')
        .where('bucket', '=', SPENT_BUCKET)
        .where('key', '=', token)
        .where('created_at', '>', stampBefore(at, 2 * TOKEN_LIFETIME_MS))
        .executeTakeFirst()
      if (spent) return failed('timeout-or-duplicate')
      await db
        .insertInto('rate_limit_hits')
        .values({ bucket: SPENT_BUCKET, key: token, created_at: stamp(at) })
        .execute()
      return { success: true, errorCodes: [] }
    },
  }
}

export interface CaptchaEnvironment {
  env: NodeJS.ProcessEnv
  devTools: boolean
  db: Kysely<Database>
  now: () => Date
}

/**
 * From the environment:
 * - CAPTCHA_PROVIDER: `turnstile` or `dev` (the stand-in, dev tools only); by default `turnstile`
 *   when CAPTCHA_SECRET is set, else `dev` with dev tools on, else an unconfigured Turnstile;
 * - CAPTCHA_SECRET: the Turnstile secret key;
 * - CAPTCHA_VERIFY_URL: siteverify's address (default Cloudflare's), e.g. a company proxy.
 * A combination that cannot work stops the start.
 */
export function captchaFromEnv({ env, devTools, db, now }: CaptchaEnvironment): CaptchaVerifier {
  const provider = env.CAPTCHA_PROVIDER?.trim().toLowerCase() || undefined
  const secret = env.CAPTCHA_SECRET?.trim() || undefined
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim() || undefined
  if (provider !== undefined && provider !== 'turnstile' && provider !== 'dev') {
    throw new Error(`CAPTCHA_PROVIDER must be "turnstile" or "dev" (got "${env.CAPTCHA_PROVIDER}").`)
  }
  if (verifyUrl !== undefined && !/^https?:\/\/\S+$/.test(verifyUrl))
    throw new Error(`CAPTCHA_VERIFY_URL must be an http(s) address (got "${verifyUrl}").`)
  if (provider === 'dev' || (provider === undefined && !secret && devTools)) {
    if (!devTools)
      throw new Error(
        'CAPTCHA_PROVIDER=dev is the development stand-in: it needs the dev tools (not NODE_ENV=production, or ERP_DEV_TOOLS=1).',
      )
    return devCaptcha(db, now)
  }
  if (!secret) return unconfiguredCaptcha()
  return turnstileVerifier({ secret, ...(verifyUrl ? { verifyUrl } : {}) })
}

/** One line for the start-up log: which captcha runs, and a warning when none can pass. */
export function describeCaptcha(captcha: CaptchaVerifier): { level: 'info' | 'warn'; message: string } {
  if (captcha.provider === 'dev') {
    return {
      level: 'info',
      message: 'Captcha: the development stand-in (GET /web/dev/captcha/api.js; tokens dev-pass.* pass once, dev-fail.* fail).',
    }
  }
  if (!captcha.configured) {
    return {
      level: 'warn',
      message:
        'Captcha: CAPTCHA_SECRET is not set, so no captcha can pass (fail closed). Logins, sign-ups, codes and recoveries that cross a limit will be refused until it is configured.',
    }
  }
  return { level: 'info', message: 'Captcha: Cloudflare Turnstile.' }
}
