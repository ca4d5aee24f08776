import type { Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * The first answer of a creating call sent with an Idempotency-Key, replayed to its
 * retries (server/idempotency.ts) on the calls whose rows carry no key of their own (referrals,
 * documents, contacts, identity sessions, cards). `status` is null while the first call is
 * under way; one row per client, call and key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('idempotent_answers'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('idempotent_answers_once', ['client_id', 'route', 'key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotent_answers').execute()
}
