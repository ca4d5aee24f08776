import type { Kysely } from 'kysely'
import { decoyHash, DEFAULT_COST, type ScryptCost } from './auth/password'
import { TRUST_NONE, type TrustProxy } from './auth/client-address'
import type { Limit } from './auth/rate-limit'
import { createTokens, MIN_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS, type Tokens } from './auth/tokens'
import type { CashProvider } from '../src/domain/cash-payout'
import { SHIPPED_CASH_PROVIDERS } from '../src/domain/facts/cash-payout'
import type { Database } from './db'
import { devClock } from './dev/clock'
import { createFaults, type Faults } from './faults'
import { devCaptcha, unconfiguredCaptcha, type CaptchaVerifier } from './providers/captcha'

/**
 * The limits against abuse, in one place; docs/SECURITY.md explains each.
 * A limit never locks an account's owner out: past a `...Captcha...` threshold the call asks for
 * a captcha instead of refusing, and a person who passes it is served. Only `...Flood...`
 * limits refuse outright (429), at rates far beyond what one carrier address carries (mobile
 * carriers in Mexico put many customers behind one address: CGNAT).
 */
export interface Limits {
  /** Failed logins of one account (e-mail or phone, known or not) before its logins need a captcha. */
  loginCaptchaPerAccount: Limit
  /** Failed logins from one address before every login from it needs a captcha. */
  loginCaptchaPerAddress: Limit
  /** Failed logins from one address refused outright: a flood no captcha excuses. */
  loginFloodPerAddress: Limit
  /** Sign-ups from one address (created, or refused as already taken) before the next needs a captcha. */
  signUpCaptchaPerAddress: Limit
  /** Sign-ups from one address refused outright. */
  signUpFloodPerAddress: Limit
  /** Codes to one destination: `already_sent_in_last_minutes`. */
  codePerDestinationBurst: Limit
  /** Codes to one destination in an hour: also `already_sent_in_last_minutes`. */
  codePerDestinationHour: Limit
  /** Codes to one destination in a day: `request_count_by_day_exceed`. */
  codePerDestinationDay: Limit
  /** Codes asked for from one address (sign-up's included) before the next needs a captcha. */
  codeCaptchaPerAddress: Limit
  /** Codes asked for from one address refused outright (`too_many_requests`). */
  codeFloodPerAddress: Limit
  /** Codes a signed-in client asks for, to any destinations (`too_many_requests`). */
  codePerClient: Limit
  /** Wrong guesses before a code dies. */
  codeAttempts: number
  /** Recovery requests naming one login, known or not, before the next needs a captcha. */
  recoveryCaptchaPerLogin: Limit
  /** Recovery requests from one address before the next needs a captcha. */
  recoveryCaptchaPerAddress: Limit
  /** Recovery requests from one address refused outright. */
  recoveryFloodPerAddress: Limit
  /** Lookups that tell whether someone is a client or a promo code exists, per address (429). */
  lookupPerAddress: Limit
  /** The same lookups per signed-in client (429). */
  lookupPerClient: Limit
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const DEFAULT_LIMITS: Limits = {
  loginCaptchaPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginCaptchaPerAddress: { max: 300, windowMs: HOUR },
  loginFloodPerAddress: { max: 2000, windowMs: HOUR },
  signUpCaptchaPerAddress: { max: 300, windowMs: HOUR },
  signUpFloodPerAddress: { max: 1500, windowMs: HOUR },
  codePerDestinationBurst: { max: 1, windowMs: MINUTE },
  codePerDestinationHour: { max: 3, windowMs: HOUR },
  codePerDestinationDay: { max: 10, windowMs: DAY },
  codeCaptchaPerAddress: { max: 300, windowMs: HOUR },
  codeFloodPerAddress: { max: 1500, windowMs: HOUR },
  codePerClient: { max: 10, windowMs: HOUR },
  codeAttempts: 5,
  recoveryCaptchaPerLogin: { max: 3, windowMs: HOUR },
  recoveryCaptchaPerAddress: { max: 300, windowMs: HOUR },
  recoveryFloodPerAddress: { max: 1500, windowMs: HOUR },
  lookupPerAddress: { max: 100, windowMs: HOUR },
  lookupPerClient: { max: 30, windowMs: HOUR },
}

/** What every handler works with. Built once at start (server/boot.ts) or per test file. */
export interface Services {
  db: Kysely<Database>
  tokens: Tokens
  /** The clock: tests move it to cross windows and expiries. */
  now: () => Date
  passwordCost: ScryptCost
  /** A hash to verify against when an account does not exist (see decoyHash). */
  decoy: () => Promise<string>
  /** The development outbox and other dev endpoints answer; otherwise they are 404. */
  devTools: boolean
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY; server/auth/client-address.ts). */
  trustProxy: TrustProxy
  limits: Limits
  /** Checks captcha tokens (server/providers/captcha.ts). */
  captcha: CaptchaVerifier
  /** The fault injection rules (server/faults.ts); applied only with dev tools on. */
  faults: Faults
  /** The site's public address (PUBLIC_URL), without a trailing slash: links sent by SMS and e-mail start with it. */
  publicUrl: string
  /** The cash payout networks this deployment offers (ERP_CASH_PROVIDERS; server/loans/cash-payout.ts). */
  cashProviders: readonly CashProvider[]
  /**
   * A call may name its own time ahead of the clock (server/dev/clock.ts): only with dev tools on a
   * server started with ERP_DEV_CLOCK=1, so that a browser test sees a token expire without
   * waiting out its life.
   */
  devClock: boolean
}

export interface ServicesOptions {
  db: Kysely<Database>
  jwtSecret: Uint8Array
  now?: () => Date
  passwordCost?: ScryptCost
  devTools?: boolean
  trustProxy?: TrustProxy
  limits?: Partial<Limits>
  /** By default the development stand-in with dev tools on, else one that never passes. */
  captcha?: CaptchaVerifier
  /** How long a full token lasts; TOKEN_TTL_SECONDS (15 minutes) by default. */
  tokenTtlSeconds?: number
  /** The site's public address; http://localhost:3000 by default. */
  publicUrl?: string
  /** The cash payout networks offered; the product's shipped list by default. */
  cashProviders?: readonly CashProvider[]
  /** A call may name its own time ahead of the clock (ERP_DEV_CLOCK; ignored without dev tools). */
  devClock?: boolean
}

/**
 * PUBLIC_URL: the address people open the site at (https://lanaclara.mx in production), for the
 * links the product sends by SMS and e-mail, which a phone must be able to tap. Unset: the
 * local address the server listens on. Anything but an http(s) address stops the start.
 */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`PUBLIC_URL must be the site's address, such as https://lanaclara.mx (got "${raw}").`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must be an http or https address (got "${raw}").`)
  return url.origin + url.pathname.replace(/\/+$/, '')
}

/**
 * ERP_TOKEN_TTL_SECONDS: a shorter token lifetime, so an end-to-end test can watch tokens expire
 * and be refreshed. Unset means 15 minutes; anything but a whole number of at least 30 stops the
 * start, rather than running with a lifetime nobody asked for.
 */
export function tokenTtlFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.ERP_TOKEN_TTL_SECONDS?.trim()
  if (!raw) return TOKEN_TTL_SECONDS
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds < MIN_TOKEN_TTL_SECONDS) {
    throw new Error(`ERP_TOKEN_TTL_SECONDS must be a whole number of seconds, at least ${MIN_TOKEN_TTL_SECONDS} (got "${raw}").`)
  }
  return seconds
}

export function createServices(options: ServicesOptions): Services {
  const devTools = options.devTools ?? false
  const devClockOn = devTools && options.devClock === true
  const clock = options.now ?? (() => new Date())
  const now = devClockOn ? devClock(clock) : clock
  const passwordCost = options.passwordCost ?? DEFAULT_COST
  let decoy: Promise<string> | undefined
  return {
    db: options.db,
    tokens: createTokens(options.jwtSecret, now, options.tokenTtlSeconds),
    now,
    passwordCost,
    decoy: () => (decoy ??= decoyHash(passwordCost)),
    devTools,
    trustProxy: options.trustProxy ?? TRUST_NONE,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    captcha: options.captcha ?? (devTools ? devCaptcha(options.db, now) : unconfiguredCaptcha()),
    faults: createFaults(),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    cashProviders: options.cashProviders ?? SHIPPED_CASH_PROVIDERS,
    devClock: devClockOn,
  }
}
