import type { Kysely } from 'kysely'

/**
 * The identity check of the client's ID document: the ERP submits an uploaded ID document to the
 * identity provider itself (a session with the document it checks), and in development QA
 * steers the provider's decision per client e-mail before the check runs, as it steers the
 * HelloSoda score (migration 0005 `hello_soda_steering`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('identity_sessions').addColumn('document_id', 'integer').execute()
  await db.schema
    .createTable('identity_steering')
    .addColumn('subject', 'text', (col) => col.primaryKey())
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('identity_steering').execute()
  await db.schema.alterTable('identity_sessions').dropColumn('document_id').execute()
}
