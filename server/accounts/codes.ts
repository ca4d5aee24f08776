import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { CodeChannel, Database, VerificationCodeRow } from '../db'
import { stamp, stampAfter, stampBefore } from '../db'
import { checkLimit, recordHit } from '../auth/rate-limit'
import type { Services } from '../services'
import { Rule } from './forms'

/**
 * Codes and links "sent" by SMS or e-mail. Nothing leaves the machine: each one is a row of
 * verification_codes, which is at once the development outbox and what the limits count.
 */

export type Purpose = 'phone_verification' | 'email_verification' | 'password_recovery' | 'admin_mfa' | 'agreement'

const MINUTE = 60_000

/** How long each kind of code may be used. */
const LIFETIME_MS: Record<Purpose, number> = {
  phone_verification: 10 * MINUTE,
  email_verification: 10 * MINUTE,
  password_recovery: 60 * MINUTE,
  admin_mfa: 5 * MINUTE,
  agreement: 10 * MINUTE,
}

/** Spec part 9: verification codes have 3 digits. Admin codes guard more, so they get 6. */
function newCode(purpose: Purpose): string {
  if (purpose === 'password_recovery') return randomBytes(32).toString('base64url')
  const digits = purpose === 'admin_mfa' ? 6 : 3
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/** The texts are in Spanish, the product's language. */
function messageFor(purpose: Purpose, code: string): string {
  switch (purpose) {
    case 'password_recovery':
      return `Lana Clara: para crear una contraseña nueva abre /es/recover?token=${code} (vence en 1 hora).`
    case 'admin_mfa':
      return `Lana Clara back office: tu código de acceso es ${code}. Vence en 5 minutos.`
    case 'agreement':
      return `Lana Clara: tu código para firmar tu contrato de préstamo es ${code}. Vence en 10 minutos.`
    default:
      return `Lana Clara: tu código de verificación es ${code}. Vence en 10 minutos.`
  }
}

export interface CodeRequest {
  channel: CodeChannel
  /** Already normalised: ten digits or a lower-cased e-mail. */
  destination: string
  purpose: Purpose
}

export type Sent = { ok: true; record: VerificationCodeRow; retryAfterSeconds: number }
export type Refused = {
  ok: false
  rule: typeof Rule.alreadySent | typeof Rule.dayLimit | 'too_many_requests'
  retryAfterSeconds: number
}

/** Writes a code to the outbox, without limits (admin mfa: the login before it is limited). */
export async function deliverCode(db: Kysely<Database>, request: CodeRequest, now: Date): Promise<VerificationCodeRow> {
  const code = newCode(request.purpose)
  return db
    .insertInto('verification_codes')
    .values({
      ...request,
      code,
      message: messageFor(request.purpose, code),
      created_at: stamp(now),
      expires_at: stampAfter(now, LIFETIME_MS[request.purpose]),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Sends a code within the limits of spec part 5: one per destination per minute
 * (`already_sent_in_last_minutes`), five per destination per 24 hours
 * (`request_count_by_day_exceed`), and a cap per client address over all destinations.
 * A destination's limits count per purpose: a phone code just after sign-up must not hold back
 * a recovery link the client asks for next.
 */
export async function sendCode(services: Services, request: CodeRequest, address: string): Promise<Sent | Refused> {
  const { db, limits } = services
  const now = services.now()
  const burst = await countSince(db, request, now, limits.codePerDestinationBurst.windowMs)
  if (burst.count >= limits.codePerDestinationBurst.max) {
    return {
      ok: false,
      rule: Rule.alreadySent,
      retryAfterSeconds: secondsUntil(burst.oldest, limits.codePerDestinationBurst.windowMs, now),
    }
  }
  const day = await countSince(db, request, now, limits.codePerDestinationDay.windowMs)
  if (day.count >= limits.codePerDestinationDay.max) {
    return {
      ok: false,
      rule: Rule.dayLimit,
      retryAfterSeconds: secondsUntil(day.oldest, limits.codePerDestinationDay.windowMs, now),
    }
  }
  const addressKey = `ip:${address}`
  const byAddress = await checkLimit(db, 'code_request', addressKey, limits.codePerAddress, now)
  if (!byAddress.allowed) return { ok: false, rule: 'too_many_requests', retryAfterSeconds: byAddress.retryAfterSeconds }
  await recordHit(db, 'code_request', addressKey, now)
  const record = await deliverCode(db, request, now)
  return { ok: true, record, retryAfterSeconds: Math.ceil(limits.codePerDestinationBurst.windowMs / 1000) }
}

async function countSince(db: Kysely<Database>, { destination, purpose }: CodeRequest, now: Date, windowMs: number) {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .where('created_at', '>', stampBefore(now, windowMs))
    .executeTakeFirst()
  // pg answers count(*) as a string (bigint); SQLite as a number.
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? stamp(now) }
}

function secondsUntil(oldest: string, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(oldest) + windowMs - now.getTime()) / 1000))
}

export type CodeCheck = 'ok' | 'wrong' | 'missing'

/**
 * Why a guess did or did not pass: `wrong` tells how many guesses the code has left (0: this
 * guess used the last one, the code is dead); `expired` and `exhausted` describe the latest code
 * to the destination; `missing` means there is none, or it was already used.
 */
export type DetailedCodeCheck =
  | { result: 'ok' }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'expired' }
  | { result: 'exhausted' }
  | { result: 'missing' }

/**
 * Checks a guess against the latest code of `purpose` sent to `destination`, and only that one:
 * a newer code replaces older ones, and a dead newest code does not bring an older one back.
 * A wrong guess counts against the code; at services.limits.codeAttempts it dies, so three
 * digits cannot be walked through.
 */
export async function consumeCodeDetailed(
  services: Services,
  destination: string,
  purpose: Purpose,
  guess: string,
): Promise<DetailedCodeCheck> {
  const { db } = services
  const limit = services.limits.codeAttempts
  const now = stamp(services.now())
  const latest = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!latest || latest.used_at !== null) return { result: 'missing' }
  if (latest.attempts >= limit) return { result: 'exhausted' }
  if (latest.expires_at <= now) return { result: 'expired' }
  if (!sameCode(latest.code, guess.trim())) {
    // Counted in the database, not from the row read above: parallel guesses each cost one.
    const counted = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', limit)
      .returning('attempts')
      .executeTakeFirst()
    return counted ? { result: 'wrong', attemptsLeft: limit - counted.attempts } : { result: 'exhausted' }
  }
  // Only the request that flips used_at wins; a parallel one with the same code loses.
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', limit)
    .executeTakeFirst()
  return used.numUpdatedRows > 0n ? { result: 'ok' } : { result: 'missing' }
}

/** What a refused code guess says at the `code` field. */
export interface CodeRefusal {
  rule: Rule
  message: string
}

/**
 * The refusal of a checked guess, or null when it was right: a typo tells the tries left; a code
 * dead of wrong guesses, expired, or not waiting at all each has its rule. `dead` and `missing`
 * say what to do next in the caller's words (log in again, ask for a new code).
 */
export function codeRefusal(check: DetailedCodeCheck, words: { dead: string; missing: string }): CodeRefusal | null {
  switch (check.result) {
    case 'ok':
      return null
    case 'wrong':
      return check.attemptsLeft > 0
        ? {
            rule: Rule.codeWrong,
            message: `The code is not right. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
          }
        : { rule: Rule.codeAttemptsExceeded, message: words.dead }
    case 'exhausted':
      return { rule: Rule.codeAttemptsExceeded, message: words.dead }
    case 'expired':
      return { rule: Rule.codeExpired, message: 'The code has expired. Ask for a new one.' }
    case 'missing':
      return { rule: Rule.codeExpired, message: words.missing }
  }
}

/**
 * consumeCodeDetailed for callers that only need to know whether to go on: an expired or used-up
 * code reads as `missing`, like no code at all.
 */
export async function consumeCode(services: Services, destination: string, purpose: Purpose, guess: string): Promise<CodeCheck> {
  const check = await consumeCodeDetailed(services, destination, purpose, guess)
  return check.result === 'ok' || check.result === 'wrong' ? check.result : 'missing'
}

function sameCode(expected: string, guess: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(guess)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The newest messages, to one destination or to all: what GET /web/dev/outbox shows. */
export function readOutbox(db: Kysely<Database>, destination: string | undefined, limit: number): Promise<VerificationCodeRow[]> {
  let query = db.selectFrom('verification_codes').selectAll()
  if (destination) query = query.where('destination', '=', destination)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
}
