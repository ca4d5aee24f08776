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

type ClientColumns = Omit<
  NewClient,
  | 'uuid'
  | 'password_hash'
  | 'created_at'
  | 'updated_at'
  | 'consent_terms_at'
  | 'consent_privacy_at'
  | 'consent_credit_bureau_at'
  | 'phone_verified_at'
>

interface SeedClient {
  account: SeedAccount
  /**
   * When the client signed up: the account's creation, the consents of the sign-up form and,
   * a minute later, the phone code that authorised the credit-bureau consultation. Everything
   * else of their story comes after it (server/seed-registration.ts, server/loans/seed-loan.ts).
   */
  signedUp: (now: Date) => Date
  row: ClientColumns
}

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const fixed = (instant: string) => () => new Date(instant)

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
      role: 'first-time client, mid-registration: signed up yesterday, her details to confirm next (new_client_created)',
    },
    // Yesterday: the texts she accepted are the ones the ERP shows now.
    signedUp: (now) => new Date(now.getTime() - DAY_MS),
    row: {
      ...PERSON,
      email: 'nueva@example.mx',
      mobile_phone: '5510000001',
      curp: 'GORA950312MDFNDN04',
      first_name: 'Ana',
      last_names: 'González Rodríguez',
      birth_date: '1995-03-12',
      status: 1,
      // Signed up and verified her phone, nothing more: no registration step done, so no pay cycle yet.
      salary_cycle: null,
      pay_reference_date: null,
      pay_semi_monthly_days: null,
      pay_day_of_month: null,
    },
  },
  {
    account: {
      kind: 'client',
      email: 'repetida@example.mx',
      phone: '5510000002',
      password: CLIENT_PASSWORD,
      role: 'repeated client: one loan in June 2024, repaid; may apply again (no_loan_page)',
    },
    signedUp: fixed('2024-06-01T15:00:00.000Z'),
    row: {
      ...PERSON,
      email: 'repetida@example.mx',
      mobile_phone: '5510000002',
      curp: 'MELB880704HJCRPR07',
      first_name: 'Bruno',
      last_names: 'Méndez López',
      birth_date: '1988-07-04',
      status: 1,
      // Paid on the 15th and the 30th; the reference date is the first pay day her loan fell due on.
      salary_cycle: 'semi_monthly',
      pay_reference_date: '2024-06-15',
      pay_semi_monthly_days: '15,30',
      pay_day_of_month: null,
    },
  },
  {
    account: {
      kind: 'client',
      email: 'activa@example.mx',
      phone: '5510000003',
      password: CLIENT_PASSWORD,
      role: 'client with an active loan taken today, due on her next payday; two repaid in 2024 (loan_page)',
    },
    signedUp: fixed('2024-03-01T15:00:00.000Z'),
    row: {
      ...PERSON,
      email: 'activa@example.mx',
      mobile_phone: '5510000003',
      curp: 'RAHC910220MNLMRR04',
      first_name: 'Carmen',
      last_names: 'Ramírez Hernández',
      birth_date: '1991-02-20',
      status: 1,
      // Paid every other Friday: the reference date is the Friday her first loan was taken on.
      salary_cycle: 'biweekly',
      pay_reference_date: '2024-03-08',
      pay_semi_monthly_days: null,
      pay_day_of_month: null,
    },
  },
  {
    account: {
      kind: 'client',
      email: 'efectivo@example.mx',
      phone: '5510000005',
      password: CLIENT_PASSWORD,
      role: 'first-time client without a bank account: signed up yesterday, took her first loan today to collect in cash at Telecomm; its reference awaits collection (loan_page)',
    },
    // Yesterday, as nueva: she registered and sent her documents that day, and signed this morning.
    signedUp: (now) => new Date(now.getTime() - DAY_MS),
    row: {
      ...PERSON,
      email: 'efectivo@example.mx',
      mobile_phone: '5510000005',
      curp: 'TOVE930518MDFRZL07',
      first_name: 'Elena',
      last_names: 'Torres Vázquez',
      birth_date: '1993-05-18',
      status: 1,
      // Paid on the 15th and the last day of the month, as she said at the job step.
      salary_cycle: 'semi_monthly',
      pay_reference_date: null,
      pay_semi_monthly_days: '15,30',
      pay_day_of_month: null,
    },
  },
  {
    account: {
      kind: 'client',
      email: 'bloqueada@example.mx',
      phone: '5510000004',
      password: CLIENT_PASSWORD,
      role: "blocked client, signed up in September 2024 ('User is blocked.')",
    },
    signedUp: fixed('2024-09-01T15:00:00.000Z'),
    row: {
      ...PERSON,
      email: 'bloqueada@example.mx',
      mobile_phone: '5510000004',
      curp: 'SAVD000101MDFNLNA6',
      first_name: 'Diana',
      last_names: 'Sánchez Vela',
      birth_date: '2000-01-01',
      status: 2,
      // Blocked before she registered: no pay cycle on file.
      salary_cycle: null,
      pay_reference_date: null,
      pay_semi_monthly_days: null,
      pay_day_of_month: null,
    },
  },
]

export const SEED_ACCOUNTS: readonly SeedAccount[] = [...USERS, ...CLIENTS].map((seed) => seed.account)

/** The sign-up instants of a seed client's row: its consents and its phone verification. */
function signUpColumns(signedUp: Date) {
  const instant = signedUp.toISOString()
  return {
    consent_terms_at: instant,
    consent_privacy_at: instant,
    consent_credit_bureau_at: instant,
    phone_verified_at: new Date(signedUp.getTime() + MINUTE_MS).toISOString(),
  }
}

/**
 * A seed client's consents as sign-up records them: terms and privacy by checkbox when the form
 * was sent, the credit-bureau authorisation by the phone code a minute later, from the loopback
 * address.
 */
async function seedConsents(db: Kysely<Database>, clientId: number, signedUp: Date): Promise<void> {
  const origin = { ip: '127.0.0.1', userAgent: null }
  const given: Array<[ConsentKind[], ConsentMethod, Date]> = [
    [['terms', 'privacy'], 'checkbox', signedUp],
    [['credit_bureau'], 'nip_sms', new Date(signedUp.getTime() + MINUTE_MS)],
  ]
  for (const [kinds, method, instant] of given) await recordConsents(db, clientId, kinds, method, origin, instant)
}

/** True when no account exists yet: a fresh database. */
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
  for (const { account, row, signedUp } of CLIENTS) {
    const signUp = signedUp(now)
    const result = await db
      .insertInto('clients')
      .values({
        ...row,
        ...signUpColumns(signUp),
        uuid: randomUUID(),
        password_hash: await hashPassword(account.password, cost),
        created_at: stamp(signUp),
        updated_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (result) inserted += 1
    if (result) await seedConsents(db, result.id, signUp)
  }
  // Those who borrowed registered, had their ID checked and gave a CLABE (or not, to collect in cash) before their first loan.
  await seedRegistrations(db, now)
  // Then their loans, which set their loan columns (not counted as accounts).
  await seedLoans(db, now)
  // A demo affiliate lead for GET /web/public/affiliate/leads/demo-lead.
  await seedAffiliateLeads(db, now)
  return inserted
}
