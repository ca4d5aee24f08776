import { sql, type Kysely } from 'kysely'
import { withId, withTimestamps } from './helpers'

/**
 * Accounts: clients, back-office users, revoked tokens, the code outbox and rate-limit hits.
 * Written once; later changes go in new migration files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('clients'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('mobile_phone', 'text', (col) => col.notNull().unique())
      // Unique but optional: several clients may not have given it yet (NULLs never collide).
      .addColumn('curp', 'text', (col) => col.unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text')
      .addColumn('middle_name', 'text')
      .addColumn('last_names', 'text')
      .addColumn('birth_date', 'text')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('es'))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('fake', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('salary_cycle', 'text')
      .addColumn('pay_reference_date', 'text')
      .addColumn('pay_semi_monthly_days', 'text')
      .addColumn('pay_day_of_month', 'integer')
      .addColumn('closed_loans_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('has_active_loan', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('consent_terms_at', 'text')
      .addColumn('consent_privacy_at', 'text')
      .addColumn('consent_marketing', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('phone_verified_at', 'text')
      .addColumn('email_verified_at', 'text')
      .addColumn('sessions_valid_after', 'text')
      .addCheckConstraint('clients_status_known', sql`status between 1 and 5`),
  ).execute()

  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('mfa_enabled', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute()

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('verification_codes_channel_known', sql`channel in ('sms', 'email')`)
    .execute()
  // The limits count a destination's recent codes; the outbox lists them newest first.
  await db.schema
    .createIndex('verification_codes_destination_created')
    .on('verification_codes')
    .columns(['destination', 'created_at'])
    .execute()
  // Recovery links are looked up by their token.
  await db.schema.createIndex('verification_codes_purpose_code').on('verification_codes').columns(['purpose', 'code']).execute()

  await withId(db, db.schema.createTable('rate_limit_hits'))
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limit_hits_bucket_key_created')
    .on('rate_limit_hits')
    .columns(['bucket', 'key', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rate_limit_hits', 'verification_codes', 'revoked_tokens', 'users', 'clients']) {
    await db.schema.dropTable(table).execute()
  }
}
