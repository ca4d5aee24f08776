import type { Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * The proof of every loan.
 *
 * `signature_events`: one row per signature, written in the transaction that signs: whose (client),
 * what (the loan, and the rollover for an extension's agreement), when, from which address and
 * device (the User-Agent header, at most 512 characters), and where its one-time code went
 * (channel and the destination masked, e.g. `** **** **34`; both null for a signature without
 * code, as an extension's agreement is signed today).
 *
 * `signed_documents`: the PDF bytes of each signed document as they were rendered at signing,
 * served unchanged ever after. One row per document (`subject`: `loan:<id>` or
 * `rollover:<id>`) and kind ('agreement', ...); `sha256` is the hex SHA-256 of the bytes (the
 * public check looks it up), `content_sha256` the hex SHA-256 of the canonical content the
 * agreement prints. Content is base64 text, as uploads store it (0005): the same column and value
 * on SQLite and PostgreSQL. `signature_id` is null for documents of loans signed before this
 * migration: they are stored the first time they are served.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('signature_events'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
    .addColumn('loan_id', 'integer', (col) => col.notNull().references('loans.id'))
    .addColumn('rollover_id', 'integer', (col) => col.references('rollovers.id'))
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('code_channel', 'text')
    .addColumn('code_destination', 'text')
    .execute()
  await db.schema.createIndex('signature_events_loan').on('signature_events').column('loan_id').execute()

  await withId(db, db.schema.createTable('signed_documents'))
    .addColumn('loan_id', 'integer', (col) => col.notNull().references('loans.id'))
    .addColumn('rollover_id', 'integer', (col) => col.references('rollovers.id'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('signature_id', 'integer', (col) => col.references('signature_events.id'))
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('content_sha256', 'text')
    .addColumn('content_base64', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('signed_documents_subject_kind', ['subject', 'kind'])
    .execute()
  await db.schema.createIndex('signed_documents_sha256').on('signed_documents').column('sha256').execute()
  await db.schema.createIndex('signed_documents_loan').on('signed_documents').column('loan_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signed_documents').execute()
  await db.schema.dropTable('signature_events').execute()
}
