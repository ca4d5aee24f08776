import { sql, type Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * Repayment and documents of the active loan: payments (one per reference a client may pay:
 * card, SPEI or cash), rollovers (an extension chosen, with its invoice), the documents a client
 * downloads and the short-lived ids of temporary downloads. Written once; later changes go in new migration files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('rollovers'))
    .addColumn('loan_id', 'integer', (col) => col.notNull().references('loans.id').onDelete('cascade'))
    // A rollover's type is expensive or cheap.
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull())
    .addColumn('fee_without_vat', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // A rollover's invoice is unpaid or draft; 'paid' once its fee came in.
    .addColumn('invoice_status', 'text', (col) => col.notNull())
    .addColumn('new_due_date', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addCheckConstraint('rollovers_type_known', sql`type in ('expensive', 'cheap')`)
    .addUniqueConstraint('rollovers_idempotency', ['loan_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('rollovers_loan').on('rollovers').column('loan_id').execute()

  await withId(db, db.schema.createTable('payments'))
    .addColumn('loan_id', 'integer', (col) => col.notNull().references('loans.id').onDelete('cascade'))
    // A payment of a rollover fee names its rollover; a repayment of the loan has none.
    .addColumn('rollover_id', 'integer', (col) => col.references('rollovers.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    // The payment reference (the number under the barcode, the SPEI concept): unique everywhere.
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // A retried creating call with the same key answers the first payment (never a second charge).
    .addColumn('idempotency_key', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addCheckConstraint('payments_method_known', sql`method in ('card', 'spei', 'cash')`)
    .addCheckConstraint('payments_status_known', sql`status in ('pending', 'paid', 'expired')`)
    .addUniqueConstraint('payments_idempotency', ['loan_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('payments_loan').on('payments').column('loan_id').execute()

  await withId(db, db.schema.createTable('documents'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('loan_id', 'integer', (col) => col.references('loans.id').onDelete('cascade'))
    .addColumn('rollover_id', 'integer', (col) => col.references('rollovers.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('documents_client').on('documents').column('client_id').execute()

  await db.schema
    .createTable('temporary_downloads')
    // Random and unguessable: the id is the only thing the download link carries.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('temporary_downloads').execute()
  await db.schema.dropTable('documents').execute()
  await db.schema.dropTable('payments').execute()
  await db.schema.dropTable('rollovers').execute()
}
