import { sql, type Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * `consents`: every consent a client gave, as a record of what was accepted rather than a flag:
 * the kind (terms, privacy, credit_bureau, marketing), the version of the text accepted, when,
 * from which address and device (the User-Agent as sent, cut to a length), and how (`checkbox`,
 * or `nip_sms`: the credit-bureau authorisation given by entering the code sent by SMS).
 * Rows are never updated nor deleted: the client's foreign key has no cascade, so a client with
 * consents cannot be deleted either. The clients' consent columns (0008) stay and are still filled.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('consents'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('method', 'text', (col) => col.notNull())
    .addCheckConstraint('consents_kind_known', sql`kind in ('terms', 'privacy', 'credit_bureau', 'marketing')`)
    .addCheckConstraint('consents_method_known', sql`method in ('checkbox', 'nip_sms')`)
    .execute()
  await db.schema.createIndex('consents_client').on('consents').columns(['client_id', 'kind']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consents').execute()
}
