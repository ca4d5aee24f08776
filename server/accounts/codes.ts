import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { CodeChannel, Database, VerificationCodeRow } from '../db'
import { stamp, stampAfter, stampBefore } from '../db'
import { addressCounterKey } from '../auth/abuse'
import { checkLimit, pruneHits, recordHit } from '../auth/rate-limit'
import type { Services } from '../services'
import { BRAND } from '../../src/domain/facts'
import { Rule } from './forms'

/**
 * Codes and links "sent" by SMS or e-mail. Nothing leaves the machine: each one is a row of
 * verification_codes, which is at once the development outbox and what the limits count.
 */

export type Purpose =
  'phone_verification' | 'email_verification' | 'password_recovery' | 'admin_mfa' | 'agreement' | 'referral_invitation'

const MINUTE = 60_000

/**
 * How long each kind of code may be used. A recovery link lasts as long as the longest
 * per-destination window (a day, services.limits.codePerDestinationDay): whenever a limit holds a
 * new link back, one sent within that window still works, so a stranger's requests can never
 * leave the owner without a working link. A reset ends every other link to the destination.
 */
export const LIFETIME_MS: Record<Purpose, number> = {
  phone_verification: 10 * MINUTE,
  email_verification: 10 * MINUTE,
  password_recovery: 24 * 60 * MINUTE,
  admin_mfa: 5 * MINUTE,
  agreement: 10 * MINUTE,
  // An invitation proves nothing: its row is the message sent, kept as long as a code lives in
  // the outbox, and its "code" is the referral's own.
  referral_invitation: 30 * 24 * 60 * MINUTE,
}

/** Verification codes have 3 digits. Admin codes guard more, so they get 6. */
function newCode(purpose: Purpose): string {
  if (purpose === 'password_recovery') return randomBytes(32).toString('base64url')
  const digits = purpose === 'admin_mfa' ? 6 : 3
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/** How long a code of `purpose` lasts, as a Spanish text reads it: "10 minutos", "24 horas". */
export function lifetimeText(purpose: Purpose): string {
  const minutes = LIFETIME_MS[purpose] / MINUTE
  if (minutes % 60 !== 0) return `${minutes} minutos`
  const hours = minutes / 60
  return hours === 1 ? '1 hora' : `${hours} horas`
}

/** The texts are in Spanish, the product's language; the brand and the lifetimes come from their one source. */
function messageFor(purpose: Purpose, code: string): string {
  const expiry = `Vence en ${lifetimeText(purpose)}.`
  switch (purpose) {
    case 'password_recovery':
      return `${BRAND}: para crear una contraseña nueva abre /es/recover?token=${code} (vence en ${lifetimeText(purpose)}).`
    case 'admin_mfa':
      return `${BRAND} back office: tu código de acceso es ${code}. ${expiry}`
    case 'agreement':
      return `${BRAND}: tu código para firmar tu contrato de préstamo es ${code}. ${expiry}`
    default:
      return `${BRAND}: tu código de verificación es ${code}. ${expiry}`
  }
}

/**
 * The code that verifies the client's own phone at sign-up is also the NIP of the credit-bureau
 * authorisation: its SMS says so, and entering it records that consent (./consents.ts).
 */
export function bureauNipMessage(code: string): string {
  const minutes = LIFETIME_MS.phone_verification / MINUTE
  return `${BRAND}: tu código (NIP) es ${code}. Al ingresarlo confirmas tu teléfono y autorizas a ${BRAND} a consultar tu historial crediticio en las sociedades de información crediticia. Vence en ${minutes} minutos.`
}

export interface CodeRequest {
  channel: CodeChannel
  /** Already normalised: ten digits or a lower-cased e-mail. */
  destination: string
  purpose: Purpose
  /** What the code approves, when it approves one thing only: it is checked again when used. */
  subject?: string
  /** The text to send, when the purpose's own is not enough (an agreement states its figures). */
  text?: (code: string) => string
  /** A code chosen by the caller (an invitation carries its referral's code), else a new one. */
  code?: string
}

export type Sent = { ok: true; record: VerificationCodeRow; retryAfterSeconds: number }
export type Refused = {
  ok: false
  rule: typeof Rule.alreadySent | typeof Rule.dayLimit | 'too_many_requests'
  retryAfterSeconds: number
}

/** Writes a code to the outbox, without limits (admin mfa: the login before it is limited). */
export async function deliverCode(db: Kysely<Database>, request: CodeRequest, now: Date): Promise<VerificationCodeRow> {
  const { text, subject, code: chosen, ...sent } = request
  const code = chosen ?? newCode(request.purpose)
  return db
    .insertInto('verification_codes')
    .values({
      ...sent,
      subject: subject ?? null,
      code,
      message: text ? text(code) : messageFor(request.purpose, code),
      created_at: stamp(now),
      expires_at: stampAfter(now, LIFETIME_MS[request.purpose]),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** What else limits a send beside its destination. */
export interface SendOptions {
  /** The signed-in client asking: counted against limits.codePerClient (`too_many_requests`). */
  clientId?: number
  /**
   * How the client address's code budget applies: `flood` (the default) refuses only a flood
   * and counts the send; `screened`: the caller screened the address against this budget already
   * (captcha threshold and flood, server/auth/abuse.ts), the send is only counted; `own`: the
   * caller limits the address with counters of its own (recovery), this budget is left alone.
   */
  address?: 'flood' | 'screened' | 'own'
}

/** The code-request counters of one address (an IPv6 address by its /64). */
export function codeAddressCounters(services: Services, address: string) {
  const key = addressCounterKey(address)
  return {
    flood: { bucket: CODE_BUCKET, key, limit: services.limits.codeFloodPerAddress },
    captcha: { bucket: CODE_BUCKET, key, limit: services.limits.codeCaptchaPerAddress },
  }
}

const CODE_BUCKET = 'code_request'

/**
 * The per-destination limits of every code send, for one purpose: one code a minute
 * (`already_sent_in_last_minutes`), three an hour (the same rule) and ten a day
 * (`request_count_by_day_exceed`). When several hold, the refusal is the one that frees last: its
 * Retry-After is when a code may really go. A destination's limits count per purpose: a
 * stranger's sign-up codes to a phone must never hold back its owner's recovery link.
 */
export async function checkDestination(services: Services, request: CodeRequest): Promise<Refused | null> {
  const { db, limits } = services
  const now = services.now()
  const windows = [
    [limits.codePerDestinationBurst, Rule.alreadySent],
    [limits.codePerDestinationHour, Rule.alreadySent],
    [limits.codePerDestinationDay, Rule.dayLimit],
  ] as const
  const longest = Math.max(...windows.map(([limit]) => limit.windowMs))
  const sent = await sentSince(db, request, now, longest)
  let refused: Refused | null = null
  for (const [limit, rule] of windows) {
    const inWindow = sent.filter((at) => Date.parse(at) > now.getTime() - limit.windowMs)
    if (inWindow.length < limit.max) continue
    const retryAfterSeconds = secondsUntil(inWindow[inWindow.length - limit.max]!, limit.windowMs, now)
    if (!refused || retryAfterSeconds >= refused.retryAfterSeconds) refused = { ok: false, rule, retryAfterSeconds }
  }
  return refused
}

/**
 * Sends a code within the limits: the destination's (checkDestination); a signed-in client's
 * count over every destination; and the client address's (see SendOptions.address): by default
 * only a flood from the address is refused here, so a code to one's own destination after a
 * login (mfa, the agreement) is never held back by others sharing the address; a public form
 * that can show a captcha screens the address itself first.
 */
export async function sendCode(
  services: Services,
  request: CodeRequest,
  address: string,
  options: SendOptions = {},
): Promise<Sent | Refused> {
  const { db, limits } = services
  const now = services.now()
  const destination = await checkDestination(services, request)
  if (destination) return destination
  const byAddress = codeAddressCounters(services, address)
  const clientKey = options.clientId === undefined ? undefined : `client:${options.clientId}`
  if (clientKey) {
    const byClient = await checkLimit(db, CODE_BUCKET, clientKey, limits.codePerClient, now)
    if (!byClient.allowed) return { ok: false, rule: 'too_many_requests', retryAfterSeconds: byClient.retryAfterSeconds }
  }
  const gate = options.address ?? 'flood'
  if (gate === 'flood') {
    const flood = await checkLimit(db, CODE_BUCKET, byAddress.flood.key, byAddress.flood.limit, now)
    if (!flood.allowed) return { ok: false, rule: 'too_many_requests', retryAfterSeconds: flood.retryAfterSeconds }
  }
  if (gate !== 'own') await recordHit(db, CODE_BUCKET, byAddress.flood.key, now)
  if (clientKey) await recordHit(db, CODE_BUCKET, clientKey, now)
  await pruneHits(db, now)
  const record = await deliverCode(db, request, now)
  return { ok: true, record, retryAfterSeconds: Math.ceil(limits.codePerDestinationBurst.windowMs / 1000) }
}

/** When the codes of `purpose` went to the destination within the window, oldest first. */
async function sentSince(
  db: Kysely<Database>,
  { destination, purpose }: CodeRequest,
  now: Date,
  windowMs: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .where('created_at', '>', stampBefore(now, windowMs))
    .orderBy('created_at', 'asc')
    .execute()
  return rows.map((row) => row.created_at)
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
  | { result: 'other_subject' }

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
  /** What the code must have been sent to approve; a code sent for something else never passes. */
  subject?: string,
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
  // Checked before the guess, so that it costs no try: the code is right, its figures are not.
  if (subject !== undefined && latest.subject !== subject) return { result: 'other_subject' }
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
    case 'other_subject':
      return { rule: Rule.codeForOtherTerms, message: 'This code was sent for other figures. Ask for a new one.' }
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

/**
 * Development only: a destination's messages as if sent `ms` earlier (sent and expiry instants
 * alike), so that a tester skips the wait between codes instead of sitting through it. Answers
 * how many messages moved.
 */
export async function rewindOutbox(db: Kysely<Database>, destination: string, ms: number): Promise<number> {
  const rows = await db
    .selectFrom('verification_codes')
    .select(['id', 'created_at', 'expires_at'])
    .where('destination', '=', destination)
    .execute()
  const earlier = (at: string) => stamp(new Date(Date.parse(at) - ms))
  for (const row of rows) {
    await db
      .updateTable('verification_codes')
      .set({ created_at: earlier(row.created_at), expires_at: earlier(row.expires_at) })
      .where('id', '=', row.id)
      .execute()
  }
  return rows.length
}
