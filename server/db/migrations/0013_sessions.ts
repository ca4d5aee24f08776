import { sql, type Kysely } from 'kysely'

/**
 * Sessions end exactly (docs/SECURITY.md "Sessions"):
 * - `sessions`: one row per login, named by the `sid` every token of that login carries, refresh
 *   after refresh. The guard refuses a token whose row has ended (logout, a password change or
 *   reset), has passed its absolute end (`expires_at`, 12 hours after the login) or is missing.
 *   `account_type` is 'client' or 'user' (a back-office admin), so `account_id` has no foreign key.
 * - `clients.session_generation`: raised by every password change or reset. A session is born
 *   with the generation its login read together with the password hash, and the guard refuses
 *   a client session of another generation: a login that checked the old password while the
 *   change was under way cannot open a session that outlives it.
 * - `clients.sessions_valid_after` goes: it compared the token's issue second with the change,
 *   so a token issued or refreshed in the same second survived.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_type', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addCheckConstraint('sessions_account_type_known', sql`account_type in ('client', 'user')`)
    .addCheckConstraint(
      'sessions_end_reason_known',
      sql`end_reason is null or end_reason in ('logout', 'password_changed', 'password_reset', 'account_completed')`,
    )
    .execute()
  await db.schema.createIndex('sessions_account').on('sessions').columns(['account_type', 'account_id', 'ended_at']).execute()

  await db.schema
    .alterTable('clients')
    .addColumn('session_generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('clients').dropColumn('sessions_valid_after').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').addColumn('sessions_valid_after', 'text').execute()
  await db.schema.alterTable('clients').dropColumn('session_generation').execute()
  await db.schema.dropTable('sessions').execute()
}
