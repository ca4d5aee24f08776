import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Violation } from '../../api'
import { formPath } from '../accounts/forms'
import { isEmail, normalizeEmail, normalizeName, normalizePhone } from '../accounts/normalize'
import { nameViolation } from '../accounts/person-name'
import { isUniqueViolation, stamp, type Database, type ReferralNotCounted, type ReferralStatus } from '../db'
import { identityOf, mailbox, sharedIdentity } from './identity'
import { checkDestination, deliverCode } from '../accounts/codes'
import type { Services } from '../services'
import { invitationLink, invitationText } from '../../src/domain/referral'

/**
 * A referral as the client reads it: 'not_counted', with its reason, when the friend signed up but
 * the referral does not count (the same person as the referrer, or a phone not yet verified).
 */
export interface Referral {
  id: number
  name: string
  phone: string | null
  email: string | null
  code: string
  status: ReferralStatus | 'not_counted'
  reason: ReferralNotCounted | null
  createdAt: string
}

export interface ReferralInput {
  name?: string | undefined
  phone?: string | null | undefined
  email?: string | null | undefined
}

type Result =
  | { ok: true; referral: Referral; changedContact?: boolean }
  | { ok: false; violations: Violation[] }
  | { ok: false; reason: 'not_found' | 'not_pending' }

const fail = (path: string, status: string, message: string): Violation => ({ propertyPath: formPath(path), status, message })

interface ReferralRow {
  id: number
  name: string
  phone: string | null
  email: string | null
  code: string
  status: ReferralStatus
  not_counted_reason: ReferralNotCounted | null
  created_at: string
}

function toReferral(row: ReferralRow): Referral {
  const reason = row.status === 'registered' ? row.not_counted_reason : null
  return {
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    code: row.code,
    status: reason ? 'not_counted' : row.status,
    reason,
    createdAt: row.created_at,
  }
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

  const referrer = await db
    .selectFrom('clients')
    .select(['email', 'mobile_phone'])
    .where('id', '=', referrerId)
    .executeTakeFirstOrThrow()
  if (phone && phone === referrer.mobile_phone) violations.push(fail('phone', 'own_contact', 'This is your own phone.'))
  // The same mailbox under another spelling (`ana+amigo@…`) is one's own too.
  if (email && mailbox(email) === mailbox(referrer.email))
    violations.push(fail('email', 'own_contact', 'This is your own e-mail.'))
  if (violations.length) return { violations, values: null }

  const clients = await db
    .selectFrom('clients')
    .select(['email', 'mobile_phone'])
    .where((eb) => eb.or([eb('mobile_phone', '=', phone ?? ''), eb('email', '=', email ?? '')]))
    .execute()
  if (phone && clients.some((client) => client.mobile_phone === phone))
    violations.push(fail('phone', 'already_client', 'Already a client.'))
  if (email && clients.some((client) => client.email === email))
    violations.push(fail('email', 'already_client', 'Already a client.'))

  let mine = db.selectFrom('referrals').select(['phone', 'email']).where('referrer_client_id', '=', referrerId)
  if (exceptId !== undefined) mine = mine.where('id', '!=', exceptId)
  const earlier = await mine.where((eb) => eb.or([eb('phone', '=', phone ?? ''), eb('email', '=', email ?? '')])).execute()
  if (phone && earlier.some((row) => row.phone === phone)) violations.push(fail('phone', 'not_unique', 'Already referred.'))
  if (email && earlier.some((row) => row.email === email)) violations.push(fail('email', 'not_unique', 'Already referred.'))
  return violations.length ? { violations, values: null } : { violations, values: { name, phone, email } }
}

/**
 * Brings the referrer's referrals up to date, on every read: a pending one whose phone or e-mail
 * has since signed up becomes 'registered' with that invitee; a registered one counts only when
 * the invitee is another person (./identity.ts) whose phone was verified, else it carries the
 * reason. 'same_person' is final (a later look cannot make two accounts of one person two people);
 * 'phone_not_verified' goes once the invitee verifies the phone; what the invitee adds later (a
 * CURP, a document) may still show a counted referral to be the referrer's own. Rewarded
 * referrals stay as they are.
 */
async function refreshReferrals(db: Kysely<Database>, referrerId: number): Promise<void> {
  const rows = await db
    .selectFrom('referrals')
    .select(['id', 'phone', 'email', 'status', 'invitee_client_id', 'not_counted_reason'])
    .where('referrer_client_id', '=', referrerId)
    .where('status', 'in', ['pending', 'registered'])
    .where((eb) => eb.or([eb('not_counted_reason', 'is', null), eb('not_counted_reason', '!=', 'same_person')]))
    .execute()
  if (rows.length === 0) return
  const referrer = await identityOf(db, referrerId)
  if (!referrer) return
  for (const row of rows) {
    const inviteeId = row.invitee_client_id ?? (await inviteeOf(db, row.phone, row.email))
    if (inviteeId === null) continue
    const invitee = await identityOf(db, inviteeId)
    const verified = await db.selectFrom('clients').select('phone_verified_at').where('id', '=', inviteeId).executeTakeFirst()
    const reason: ReferralNotCounted | null =
      inviteeId === referrerId || !invitee || sharedIdentity(referrer, invitee) !== null
        ? 'same_person'
        : verified?.phone_verified_at
          ? null
          : 'phone_not_verified'
    if (row.status === 'registered' && row.invitee_client_id === inviteeId && row.not_counted_reason === reason) continue
    await db
      .updateTable('referrals')
      .set({ status: 'registered', invitee_client_id: inviteeId, not_counted_reason: reason })
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'registered'])
      .execute()
  }
}

/**
 * A counted referral becomes `rewarded` once its friend has a loan (the agreement signed): the
 * reward (src/domain/referral.ts) is owed from then on. Not-counted ones never are.
 */
async function rewardReferrals(db: Kysely<Database>, referrerId: number): Promise<void> {
  await db
    .updateTable('referrals')
    .set({ status: 'rewarded' })
    .where('referrer_client_id', '=', referrerId)
    .where('status', '=', 'registered')
    .where('not_counted_reason', 'is', null)
    .where('invitee_client_id', 'in', (eb) => eb.selectFrom('loans').select('client_id'))
    .execute()
}

/**
 * Sends the friend the invitation with its link: by SMS when a phone was given, else by e-mail,
 * through the outbox like every message. Within the destination's limits for invitations (many
 * referrers naming one phone must not flood it): a held-back invitation is not sent, the referral
 * stays as made, and the answer is false.
 */
export async function sendInvitation(services: Services, referrerId: number, referral: Referral): Promise<boolean> {
  const destination = referral.phone ?? referral.email
  if (!destination) return false
  const referrer = await services.db
    .selectFrom('clients')
    .select('first_name')
    .where('id', '=', referrerId)
    .executeTakeFirstOrThrow()
  const request = {
    channel: referral.phone ? ('sms' as const) : ('email' as const),
    destination,
    purpose: 'referral_invitation' as const,
    code: referral.code,
    text: () => invitationText(referrer.first_name ?? '', invitationLink(services.publicUrl, referral.code)),
  }
  if (await checkDestination(services, request)) return false
  await deliverCode(services.db, request, services.now())
  return true
}

/** The client who signed up with the referral's phone (first) or e-mail, if any. */
async function inviteeOf(db: Kysely<Database>, phone: string | null, email: string | null): Promise<number | null> {
  if (phone) {
    const byPhone = await db.selectFrom('clients').select('id').where('mobile_phone', '=', phone).executeTakeFirst()
    if (byPhone) return byPhone.id
  }
  if (email) {
    const byEmail = await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirst()
    if (byEmail) return byEmail.id
  }
  return null
}

export async function listReferrals(db: Kysely<Database>, referrerId: number): Promise<Referral[]> {
  await refreshReferrals(db, referrerId)
  await rewardReferrals(db, referrerId)
  const rows = await db.selectFrom('referrals').selectAll().where('referrer_client_id', '=', referrerId).orderBy('id').execute()
  return rows.map(toReferral)
}

export async function createReferral(db: Kysely<Database>, referrerId: number, input: ReferralInput, now: Date): Promise<Result> {
  const { violations, values } = await check(db, referrerId, {
    name: input.name ?? '',
    phone: input.phone ?? null,
    email: input.email ?? null,
  })
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

export async function updateReferral(
  db: Kysely<Database>,
  referrerId: number,
  id: number,
  input: ReferralInput,
): Promise<Result> {
  await refreshReferrals(db, referrerId)
  const current = await db
    .selectFrom('referrals')
    .selectAll()
    .where('id', '=', id)
    .where('referrer_client_id', '=', referrerId)
    .executeTakeFirst()
  if (!current) return { ok: false, reason: 'not_found' }
  if (current.status !== 'pending') return { ok: false, reason: 'not_pending' }
  const merged = {
    name: input.name ?? current.name,
    phone: input.phone === undefined ? current.phone : input.phone,
    email: input.email === undefined ? current.email : input.email,
  }
  const { violations, values } = await check(db, referrerId, merged, id)
  if (!values) return { ok: false, violations }
  const row = await db
    .updateTable('referrals')
    .set(values)
    .where('id', '=', id)
    .where('referrer_client_id', '=', referrerId)
    .returningAll()
    .executeTakeFirstOrThrow()
  const changedContact = row.phone !== current.phone || row.email !== current.email
  return { ok: true, referral: toReferral(row), changedContact }
}
