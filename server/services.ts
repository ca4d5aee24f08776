import type { Kysely } from 'kysely'
import { decoyHash, DEFAULT_COST, type ScryptCost } from './auth/password'
import type { Limit } from './auth/rate-limit'
import { createTokens, MIN_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS, type Tokens } from './auth/tokens'
import type { Database } from './db'
import { createFaults, type Faults } from './faults'

/** The limits of spec parts 5 and 6 that the ERP enforces; see docs/ERP.md. */
export interface Limits {
  /** Failed logins per identifier (e-mail or phone). */
  loginPerIdentifier: Limit
  /** Failed logins per client address: higher, as many people may share one address. */
  loginPerAddress: Limit
  /** Codes to one destination: `already_sent_in_last_minutes`. */
  codePerDestinationBurst: Limit
  /** Codes to one destination: `request_count_by_day_exceed`. */
  codePerDestinationDay: Limit
  /** Codes requested from one client address, to any destinations: stops SMS bombing. */
  codePerAddress: Limit
  /** Wrong guesses before a code dies. */
  codeAttempts: number
  /** Recovery requests naming one login, whether or not it is an account's. */
  recoveryPerLogin: Limit
  /** Recovery requests from one client address, for any logins, known or not. */
  recoveryPerAddress: Limit
}

const MINUTE = 60_000

export const DEFAULT_LIMITS: Limits = {
  loginPerIdentifier: { max: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 20, windowMs: 15 * MINUTE },
  codePerDestinationBurst: { max: 1, windowMs: MINUTE },
  codePerDestinationDay: { max: 5, windowMs: 24 * 60 * MINUTE },
  codePerAddress: { max: 30, windowMs: 60 * MINUTE },
  codeAttempts: 5,
  recoveryPerLogin: { max: 5, windowMs: 60 * MINUTE },
  recoveryPerAddress: { max: 20, windowMs: 60 * MINUTE },
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
  /** Read the client address from X-Forwarded-For (behind a proxy you trust), not the socket. */
  trustProxy: boolean
  limits: Limits
  /** The fault injection rules (server/faults.ts); applied only with dev tools on. */
  faults: Faults
}

export interface ServicesOptions {
  db: Kysely<Database>
  jwtSecret: Uint8Array
  now?: () => Date
  passwordCost?: ScryptCost
  devTools?: boolean
  trustProxy?: boolean
  limits?: Partial<Limits>
  /** How long a full token lasts; TOKEN_TTL_SECONDS (15 minutes) by default. */
  tokenTtlSeconds?: number
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
  const now = options.now ?? (() => new Date())
  const passwordCost = options.passwordCost ?? DEFAULT_COST
  let decoy: Promise<string> | undefined
  return {
    db: options.db,
    tokens: createTokens(options.jwtSecret, now, options.tokenTtlSeconds),
    now,
    passwordCost,
    decoy: () => (decoy ??= decoyHash(passwordCost)),
    devTools: options.devTools ?? false,
    trustProxy: options.trustProxy ?? false,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    faults: createFaults(),
  }
}
