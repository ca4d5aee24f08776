import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Violation } from '../../api'
import { formPath } from '../accounts/forms'
import { isEmail, normalizeEmail, normalizeName, normalizePhone } from '../accounts/normalize'
import { nameViolation } from '../accounts/person-name'
import { isUniqueViolation, stamp, type Database, type ReferralStatus } from '../db'

export interface Referral {
  id: number
  name: string
  phone: string | null
  email: string | null
  code: string
  status: ReferralStatus
  createdAt: string
}

export interface ReferralInput {
  name?: string | undefined
  phone?: string | null | undefined
  email?: string | null | undefined
}

type Result = { ok: true; referral: Referral } | { ok: false; violations: Violation[] } | { ok: false; reason: 'not_found' | 'not_pending' }

const fail = (path: string, status: string, message: string): Violation => ({ propertyPath: formPath(path), status, message })

function toReferral(row: { id: number; name: string; phone: string | null; email: string | null; code: string; status: ReferralStatus; created_at: string }): Referral {
  return { id: Number(row.id), name: row.name, phone: row.phone, email: row.email, code: row.code, status: row.status, createdAt: row.created_at }
}

/** Checks a referral's fields against the rules of api/routes/referrals.ts. */
async function check(db: Kysely<Database>, referrerId: number, input: Required<ReferralInput>, exceptId?: number) {
  const violations: Violation[] = []
  const name = normalizeName(input.name ?? '')
  const rawPhone = input.phone?.trim() ?? ''
  const rawEmail = input.email?.trim() ?? ''
  const phone = rawPhone ? normalizePhone(rawPhone) : null
  const email = rawEmail ? normalizeEmail(rawEmail) : null
  if (!name) violations.push(fail('name', 'required', 'This value is required.'))
  else {
    const broken = nameViolation('name', name)
    if (broken) violations.push(broken)
  }
  if (!rawPhone && !rawEmail) violations.push(fail('phone', 'required', 'A phone or an e-mail is required.'))
  if (rawPhone && !phone) violations.push(fail('phone', 'invalid_phone', 'Ten digits.'))
  if (email && !isEmail(email)) violations.push(fail('email', 'invalid_mail', 'Not an e-mail.'))
  if (violations.length) return { violations, values: null }

  const referrer = await db.selectFrom('clients').select(['email', 'mobile_phone']).where('id', '=', referrerId).executeTakeFirstOrThrow()
  if (phone && phone === referrer.mobile_phone) violations.push(fail('phone', 'own_contact', 'This is your own phone.'))
  if (email && email === referrer.email) violations.push(fail('email', 'own_contact', 'This is your own e-mail.'))
  if (violations.length) return { violations, values: null }

  const clients = await db
    .selectFrom('clients')
    .select(['email', 'mobile_phone'])
    .where((eb) => eb.or([eb('mobile_phone', '=', phone ?? ''), eb('email', '=', email ?? '')]))
    .execute()
  if (phone && clients.some((client) => client.mobile_phone === phone)) violations.push(fail('phone', 'already_client', 'Already a client.'))
  if (email && clients.some((client) => client.email === email)) violations.push(fail('email', 'already_client', 'Already a client.'))

  let mine = db.selectFrom('referrals').select(['phone', 'email']).where('referrer_client_id', '=', referrerId)
  if (exceptId !== undefined) mine = mine.where('id', '!=', exceptId)
  const earlier = await mine.where((eb) => eb.or([eb('phone', '=', phone ?? ''), eb('email', '=', email ?? '')])).execute()
  if (phone && earlier.some((row) => row.phone === phone)) violations.push(fail('phone', 'not_unique', 'Already referred.'))
  if (email && earlier.some((row) => row.email === email)) violations.push(fail('email', 'not_unique', 'Already referred.'))
  return violations.length ? { violations, values: null } : { violations, values: { name, phone, email } }
}

/** Pending referrals whose contact has since signed up become 'registered'. */
async function markRegistered(db: Kysely<Database>, referrerId: number): Promise<void> {
  await db
    .updateTable('referrals')
    .set({ status: 'registered' })
    .where('referrer_client_id', '=', referrerId)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('clients').select('clients.id').whereRef('clients.mobile_phone', '=', 'referrals.phone')),
        eb.exists(eb.selectFrom('clients').select('clients.id').whereRef('clients.email', '=', 'referrals.email')),
      ]),
    )
    .execute()
}

export async function listReferrals(db: Kysely<Database>, referrerId: number): Promise<Referral[]> {
  await markRegistered(db, referrerId)
  const rows = await db.selectFrom('referrals').selectAll().where('referrer_client_id', '=', referrerId).orderBy('id').execute()
  return rows.map(toReferral)
}

export async function createReferral(db: Kysely<Database>, referrerId: number, input: ReferralInput, now: Date): Promise<Result> {
  const { violations, values } = await check(db, referrerId, { name: input.name ?? '', phone: input.phone ?? null, email: input.email ?? null })
  if (!values) return { ok: false, violations }
  for (;;) {
    const code = randomBytes(5).toString('hex').toUpperCase()
    try {
      const row = await db
        .insertInto('referrals')
        .values({ referrer_client_id: referrerId, ...values, code, status: 'pending', created_at: stamp(now) })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { ok: true, referral: toReferral(row) }
    } catch (error) {
      // A code collision (1 in 10^12): draw again.
      if (!isUniqueViolation(error)) throw error
    }
  }
}

export async function updateReferral(db: Kysely<Database>, referrerId: number, id: number, input: ReferralInput): Promise<Result> {
  await markRegistered(db, referrerId)
  const current = await db.selectFrom('referrals').selectAll().where('id', '=', id).where('referrer_client_id', '=', referrerId).executeTakeFirst()
  if (!current) return { ok: false, reason: 'not_found' }
  if (current.status !== 'pending') return { ok: false, reason: 'not_pending' }
  const merged = {
    name: input.name ?? current.name,
    phone: input.phone === undefined ? current.phone : input.phone,
    email: input.email === undefined ? current.email : input.email,
  }
  const { violations, values } = await check(db, referrerId, merged, id)
  if (!values) return { ok: false, violations }
  const row = await db.updateTable('referrals').set(values).where('id', '=', id).where('referrer_client_id', '=', referrerId).returningAll().executeTakeFirstOrThrow()
  return { ok: true, referral: toReferral(row) }
}
