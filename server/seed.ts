import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword, type ScryptCost } from './auth/password'
import { recordConsents } from './accounts/consents'
import type { ConsentKind, ConsentMethod, Database, NewClient, NewUser } from './db'
import { stamp } from './db'
import { seedAffiliateLeads } from './affiliates/leads'
import { seedLoans } from './loans/seed-loan'
import { seedRegistrations } from './seed-registration'

/**
 * Seed accounts for development and QA: one of each kind of visitor the product treats
 * differently. Fixed, public passwords: the seed runs only outside production (server/boot.ts).
 * docs/ERP.md lists the same table; keep them in step.
 */

export interface SeedAccount {
  kind: 'admin' | 'client'
  email: string
  /** Ten digits, clients only. */
  phone?: string
  password: string
  /** What this account is for, as printed at start. */
  role: string
}

const CLIENT_PASSWORD = 'Clara2024'
const ADMIN_PASSWORD = 'Admin2024'
/** The mfa admin's phone: not a login, only where the MFA code goes by SMS (outbox). */
export const MFA_ADMIN_PHONE = '5510000009'

interface SeedClient {
  account: SeedAccount
  row: Omit<NewClient, 'uuid' | 'password_hash' | 'created_at' | 'updated_at'>
}

interface SeedUser {
  account: SeedAccount
  row: Omit<NewUser, 'password_hash' | 'created_at' | 'updated_at'>
}

const PERSON = {
  middle_name: null,
  language: 'es',
  fake: 1,
  consent_marketing: 0,
  email_verified_at: null,
} as const

const USERS: SeedUser[] = [
  {
    account: { kind: 'admin', email: 'admin@lanaclara.mx', password: ADMIN_PASSWORD, role: 'back-office admin' },
    row: { email: 'admin@lanaclara.mx', first_name: 'Alma', last_name: 'Administradora', mfa_enabled: 0, mobile_phone: null },
  },
  {
    account: {
      kind: 'admin',
      email: 'mfa@lanaclara.mx',
      password: ADMIN_PASSWORD,
      role: `back-office admin with mfa (code by SMS to ${MFA_ADMIN_PHONE}: read it in the outbox)`,
    },
    row: {
      email: 'mfa@lanaclara.mx',
      first_name: 'Mario',
      last_name: 'Seguridad',
      mfa_enabled: 1,
      mobile_phone: MFA_ADMIN_PHONE,
    },
  },
]

const CLIENTS: SeedClient[] = [
  {
    account: {
      kind: 'client',
      email: 'nueva@example.mx',
      phone: '5510000001',
      password: CLIENT_PASSWORD,
      role: 'first-time client, mid-registration',
    },
    row: {
      ...PERSON,
      email: 'nueva@example.mx',
      mobile_phone: '5510000001',
      curp: 'GORA950312MDFNDN04',
      first_name: 'Ana',
      last_names: 'González Rodríguez',
      birth_date: '1995-03-12',
      status: 1,
      // Registered, no employment or pay cycle yet: the flow continues at work_info.
      salary_cycle: null,
      pay_reference_date: null,
      pay_semi_monthly_days: null,
      pay_day_of_month: null,
      consent_terms_at: '2025-01-10T16:00:00.000Z',
      consent_privacy_at: '2025-01-10T16:00:00.000Z',
      consent_credit_bureau_at: '2025-01-10T16:00:00.000Z',
      phone_verified_at: '2025-01-10T16:01:00.000Z',
    },
  },
  {
    account: {
      kind: 'client',
      email: 'repetida@example.mx',
      phone: '5510000002',
      password: CLIENT_PASSWORD,
      role: 'repeated client, one closed loan',
    },
    row: {
      ...PERSON,
      email: 'repetida@example.mx',
      mobile_phone: '5510000002',
      curp: 'MELB880704HJCRPR07',
      first_name: 'Bruno',
      last_names: 'Méndez López',
      birth_date: '1988-07-04',
      status: 1,
      salary_cycle: 'semi_monthly',
      pay_reference_date: '2025-02-15',
      pay_semi_monthly_days: '15,30',
      pay_day_of_month: null,
      consent_terms_at: '2024-06-01T15:00:00.000Z',
      consent_privacy_at: '2024-06-01T15:00:00.000Z',
      consent_credit_bureau_at: '2024-06-01T15:00:00.000Z',
      phone_verified_at: '2024-06-01T15:01:00.000Z',
    },
  },
  {
    account: {
      kind: 'client',
      email: 'activa@example.mx',
      phone: '5510000003',
      password: CLIENT_PASSWORD,
      role: 'client with an active loan, two paid before',
    },
    row: {
      ...PERSON,
      email: 'activa@example.mx',
      mobile_phone: '5510000003',
      curp: 'RAHC910220MNLMRR04',
      first_name: 'Carmen',
      last_names: 'Ramírez Hernández',
      birth_date: '1991-02-20',
      status: 1,
      salary_cycle: 'biweekly',
      pay_reference_date: '2025-02-07',
      pay_semi_monthly_days: null,
      pay_day_of_month: null,
      consent_terms_at: '2024-03-01T15:00:00.000Z',
      consent_privacy_at: '2024-03-01T15:00:00.000Z',
      consent_credit_bureau_at: '2024-03-01T15:00:00.000Z',
      phone_verified_at: '2024-03-01T15:01:00.000Z',
    },
  },
  {
    account: {
      kind: 'client',
      email: 'bloqueada@example.mx',
      phone: '5510000004',
      password: CLIENT_PASSWORD,
      role: "blocked client ('User is blocked.')",
    },
    row: {
      ...PERSON,
      email: 'bloqueada@example.mx',
      mobile_phone: '5510000004',
      curp: 'SAVD000101MDFNLNA6',
      first_name: 'Diana',
      last_names: 'Sánchez Vela',
      birth_date: '2000-01-01',
      status: 2,
      salary_cycle: 'monthly',
      pay_reference_date: '2025-02-01',
      pay_semi_monthly_days: null,
      pay_day_of_month: 1,
      consent_terms_at: '2024-09-01T15:00:00.000Z',
      consent_privacy_at: '2024-09-01T15:00:00.000Z',
      consent_credit_bureau_at: '2024-09-01T15:00:00.000Z',
      phone_verified_at: '2024-09-01T15:01:00.000Z',
    },
  },
]

export const SEED_ACCOUNTS: readonly SeedAccount[] = [...USERS, ...CLIENTS].map((seed) => seed.account)

/** True when no account exists yet: a fresh database. */
/**
 * A seed client's consents as records at the instants its columns give: terms and privacy by
 * checkbox, the credit-bureau authorisation by the phone code when the phone was verified, from
 * the loopback address.
 */
async function seedConsents(db: Kysely<Database>, clientId: number, row: SeedClient['row']): Promise<void> {
  const origin = { ip: '127.0.0.1', userAgent: null }
  const at = (instant: string | null | undefined) => (instant ? new Date(instant) : null)
  const given: Array<[ConsentKind[], ConsentMethod, Date | null]> = [
    [['terms', 'privacy'], 'checkbox', at(row.consent_terms_at)],
    [
      ['credit_bureau'],
      'nip_sms',
      row.consent_credit_bureau_at ? at(row.phone_verified_at ?? row.consent_credit_bureau_at) : null,
    ],
  ]
  for (const [kinds, method, instant] of given) if (instant) await recordConsents(db, clientId, kinds, method, origin, instant)
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const client = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst()
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  return !client && !user
}

/**
 * Inserts the seed accounts that are missing. Idempotent: an account whose e-mail exists is
 * left alone (ON CONFLICT DO NOTHING), also when two processes seed at once.
 * Answers how many rows were inserted.
 */
export async function seed(db: Kysely<Database>, cost: ScryptCost, now: Date): Promise<number> {
  let inserted = 0
  const at = stamp(now)
  for (const { account, row } of USERS) {
    const result = await db
      .insertInto('users')
      .values({ ...row, password_hash: await hashPassword(account.password, cost), created_at: at, updated_at: at })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (result) inserted += 1
  }
  for (const { account, row } of CLIENTS) {
    const result = await db
      .insertInto('clients')
      .values({
        ...row,
        uuid: randomUUID(),
        password_hash: await hashPassword(account.password, cost),
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (result) inserted += 1
    if (result) await seedConsents(db, result.id, row)
  }
  // The repeated and active-loan clients' loans, which set their loan columns (not counted as accounts).
  await seedLoans(db, now)
  // Those who borrowed before have their registration, a checked ID and a CLABE on file.
  await seedRegistrations(db, now)
  // A demo affiliate lead for GET /web/public/affiliate/leads/demo-lead.
  await seedAffiliateLeads(db, now)
  return inserted
}
