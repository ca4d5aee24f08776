import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The tables of the reference ERP, as Kysely sees them. Conventions, the same on SQLite and
 * PostgreSQL so that one query runs on both:
 * - instants are ISO-8601 UTC text (`2025-01-31T18:04:05.123Z`, see ./time.ts): they sort as
 *   text, and neither driver turns them into Date objects behind our back;
 * - calendar dates (birth dates, pay dates) are `yyyy-mm-dd` text, as on the wire;
 * - money is integer cents (MXN), so no float ever touches an amount;
 * - flags are integers 0/1, because SQLite has no boolean and pg would hand back true/false.
 * Each migration in ./migrations adds to these types; the types follow the latest migration.
 */

/** Spec part 4: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
export type ClientStatus = 1 | 2 | 3 | 4 | 5

/** Spec part 4, pay cycle values. */
export type SalaryCycle = 'weekly' | 'biweekly' | 'semi_monthly' | 'monthly'

export interface ClientTable {
  id: Generated<number>
  /** Public identifier, stable and not guessable, for integrations. */
  uuid: string
  /** Lower-cased. */
  email: string
  /** Ten digits, no country code. */
  mobile_phone: string
  /** Upper-cased; null until the client gives it. */
  curp: string | null
  password_hash: string
  first_name: string | null
  middle_name: string | null
  last_names: string | null
  birth_date: string | null
  /** 'es' or 'en': the language messages to this client are written in. */
  language: Generated<string>
  status: Generated<ClientStatus>
  /** A test account (seed data, QA): spec part 3 `fake`. */
  fake: Generated<number>
  salary_cycle: SalaryCycle | null
  /** The client's next pay date, `yyyy-mm-dd`: the reference the pay-date options start from. */
  pay_reference_date: string | null
  /** Semi-monthly pay days as `d1,d2` (e.g. `15,30`). */
  pay_semi_monthly_days: string | null
  /** Monthly pay day, 1..31. */
  pay_day_of_month: number | null
  /** Stand-ins until loans have their own table (a later migration derives them from loans). */
  closed_loans_count: Generated<number>
  has_active_loan: Generated<number>
  consent_terms_at: string | null
  consent_privacy_at: string | null
  consent_marketing: Generated<number>
  phone_verified_at: string | null
  email_verified_at: string | null
  /** Tokens issued before this instant are refused (set when the password changes). */
  sessions_valid_after: string | null
  created_at: string
  updated_at: string
}

/** Back-office users (admins): token account_type 'user'. */
export interface UserTable {
  id: Generated<number>
  email: string
  password_hash: string
  first_name: string
  last_name: string
  /** 1: login answers an mfa token and e-mails a code; the code buys the full token. */
  mfa_enabled: Generated<number>
  created_at: string
  updated_at: string
}

/** Logged-out tokens and sessions; a row may go once its expires_at has passed. */
export interface RevokedTokenTable {
  jti: string
  expires_at: string
}

export type CodeChannel = 'sms' | 'email'

/**
 * Every code or link the ERP sends. Nothing leaves the machine: this table is the outbox that
 * development tools read (GET /web/dev/outbox), and the record the code limits count.
 */
export interface VerificationCodeTable {
  id: Generated<number>
  channel: CodeChannel
  /** Ten-digit phone or lower-cased e-mail. */
  destination: string
  code: string
  /** What the code proves, e.g. 'phone_verification', 'password_recovery', 'admin_mfa'. */
  purpose: string
  /** The text as it would have been sent. */
  message: string
  created_at: string
  expires_at: string
  used_at: string | null
  /** Wrong guesses so far; the code dies at the limit. */
  attempts: Generated<number>
}

/** One row per counted event (a failed login, a code sent), counted over a sliding window. */
export interface RateLimitHitTable {
  id: Generated<number>
  /** What is limited, e.g. 'login_failure'. */
  bucket: string
  /** Who is limited, e.g. 'id:ana@example.mx' or 'ip:10.0.0.1'. */
  key: string
  created_at: string
}

export interface Database {
  clients: ClientTable
  users: UserTable
  revoked_tokens: RevokedTokenTable
  verification_codes: VerificationCodeTable
  rate_limit_hits: RateLimitHitTable
}

export type ClientRow = Selectable<ClientTable>
export type NewClient = Insertable<ClientTable>
export type ClientUpdate = Updateable<ClientTable>
export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type VerificationCodeRow = Selectable<VerificationCodeTable>
