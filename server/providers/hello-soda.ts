import { createHash, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Violation } from '../../api'
import { Rule, violation } from '../accounts/forms'
import { isEmail, normalizeEmail, normalizeName, normalizePhone } from '../accounts/normalize'
import { stamp, type Database } from '../db'

/*
 * The simulated HelloSoda (POST /web/public/util/hello-soda): a social and identity
 * score of a guest from their e-mail, phone and name. Nothing leaves the machine. The score is a
 * pure function of the normalised inputs (the same guest always scores the same), unless QA
 * steered it with PUT /web/dev/hello-soda/steering (dev tools only), as Veriff decisions are
 * steered (./veriff.ts). Every check is stored with its id.
 */

/** Scores run 0..1000; the verdict bands. */
export const HELLO_SODA_MAX_SCORE = 1000
export const PASS_FROM = 600
export const REVIEW_FROM = 300

export type Verdict = 'pass' | 'review' | 'fail'

export function verdictOf(score: number): Verdict {
  return score >= PASS_FROM ? 'pass' : score >= REVIEW_FROM ? 'review' : 'fail'
}

export interface Subject {
  /** Lower-cased. */
  email: string | null
  /** Ten digits. */
  phone: string | null
  /** Trimmed, single spaces, lower-cased. */
  name: string | null
}

/** The default score: the first four bytes of SHA-256 over the normalised inputs, modulo 1001. */
export function defaultScore(subject: Subject): number {
  const digest = createHash('sha256')
    .update(`hello-soda|${subject.email ?? ''}|${subject.phone ?? ''}|${subject.name ?? ''}`)
    .digest()
  return digest.readUInt32BE(0) % (HELLO_SODA_MAX_SCORE + 1)
}

/** The guest's data in one spelling: at least an e-mail or a phone, each well formed. */
export function checkSubject(input: {
  email?: string | undefined
  phone?: string | undefined
  name?: string | undefined
}): { ok: true; subject: Subject } | { ok: false; violations: Violation[] } {
  const violations: Violation[] = []
  const email = normalizeEmail(input.email ?? '')
  const rawPhone = (input.phone ?? '').trim()
  const phone = rawPhone === '' ? null : normalizePhone(rawPhone)
  if (email === '' && rawPhone === '')
    violations.push(
      violation('email', Rule.required, 'An e-mail or a phone is required.'),
      violation('phone', Rule.required, 'An e-mail or a phone is required.'),
    )
  if (email !== '' && !isEmail(email)) violations.push(violation('email', Rule.invalidMail))
  if (rawPhone !== '' && !phone) violations.push(violation('phone', Rule.invalidPhone))
  if (violations.length > 0) return { ok: false, violations }
  const name = normalizeName(input.name ?? '').toLowerCase()
  return { ok: true, subject: { email: email || null, phone, name: name || null } }
}

/** The score QA set for the e-mail (first) or the phone, if any. */
async function steeredScore(db: Kysely<Database>, subject: Subject): Promise<number | undefined> {
  for (const key of [subject.email, subject.phone]) {
    if (!key) continue
    const row = await db.selectFrom('hello_soda_steering').select('score').where('subject', '=', key).executeTakeFirst()
    if (row) return Number(row.score)
  }
  return undefined
}

export interface HelloSodaCheck {
  checkId: string
  score: number
  verdict: Verdict
  checkedAt: string
}

export async function runCheck(db: Kysely<Database>, subject: Subject, now: Date): Promise<HelloSodaCheck> {
  const steered = await steeredScore(db, subject)
  const score = steered ?? defaultScore(subject)
  const row = {
    id: `hs_${randomUUID()}`,
    email: subject.email,
    phone: subject.phone,
    name: subject.name,
    score,
    verdict: verdictOf(score),
    steered: steered === undefined ? 0 : 1,
    created_at: stamp(now),
  }
  await db.insertInto('hello_soda_checks').values(row).execute()
  return { checkId: row.id, score, verdict: row.verdict, checkedAt: row.created_at }
}

/** QA: the next checks of these subjects answer `score`; null removes the steering. */
export async function steer(db: Kysely<Database>, subject: Subject, score: number | null, now: Date): Promise<string[]> {
  const keys = [subject.email, subject.phone].filter((key): key is string => key !== null)
  for (const key of keys) {
    if (score === null) {
      await db.deleteFrom('hello_soda_steering').where('subject', '=', key).execute()
      continue
    }
    const values = { score, updated_at: stamp(now) }
    await db
      .insertInto('hello_soda_steering')
      .values({ subject: key, ...values })
      .onConflict((oc) => oc.column('subject').doUpdateSet(values))
      .execute()
  }
  return keys
}

/**
 * The simulated HelloSoda's reading of an ID photo's metrics, sent by the ID step with
 * POST logger/metrics (`id_photo.width` and `id_photo.height`, in pixels, as the browser drew the
 * photo): a photo whose shorter side is below MIN_ID_PHOTO_SIDE cannot show a document's text, and
 * the metrics fail (`hs_metric_failed`, which the upload step shows at the file). Metrics without
 * both dimensions (a HEIC photo the browser cannot draw) are not judged.
 */
export const MIN_ID_PHOTO_SIDE = 100

export function idPhotoMetricsFail(entries: ReadonlyArray<{ name: string; value: number }>): boolean {
  const width = entries.find((entry) => entry.name === 'id_photo.width')?.value
  const height = entries.find((entry) => entry.name === 'id_photo.height')?.value
  if (width === undefined || height === undefined) return false
  return Math.min(width, height) < MIN_ID_PHOTO_SIDE
}
