import { sql, type Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * Uploads, simulated identity and open-banking providers, referrals, metrics and behaviour
 * tracking. Document content is stored as base64 TEXT: the same column type and the
 * same value on SQLite and PostgreSQL (no blob/bytea driver differences), at a 4/3 size cost
 * that the 10 MB upload limit keeps bounded. Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('client_documents'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('content_base64', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('client_documents_client').on('client_documents').columns(['client_id', 'type']).execute()

  await db.schema
    .createTable('upload_finalisation')
    .addColumn('client_id', 'integer', (col) => col.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('missing', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('upload_finalisation_state_known', sql`state in ('empty', 'done', 'error')`)
    .execute()

  await db.schema
    .createTable('identity_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('decision', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('identity_sessions_client').on('identity_sessions').column('client_id').execute()

  await db.schema
    .createTable('open_banking')
    .addColumn('client_id', 'integer', (col) => col.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('link_id', 'text')
    .addColumn('institution', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('referrals'))
    .addColumn('referrer_client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('referrals_status_known', sql`status in ('pending', 'registered', 'rewarded')`)
    .execute()
  await db.schema.createIndex('referrals_referrer').on('referrals').column('referrer_client_id').execute()

  await withId(db, db.schema.createTable('metrics'))
    .addColumn('client_id', 'integer', (col) => col.references('clients.id').onDelete('cascade'))
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('tracking_sessions')
    .addColumn('reference_number', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('tracking_sessions_client').on('tracking_sessions').column('client_id').execute()

  await db.schema
    .createTable('tracking_chunks')
    .addColumn('reference_number', 'text', (col) =>
      col.notNull().references('tracking_sessions.reference_number').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tracking_chunks_pk', ['reference_number', 'seq'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'tracking_chunks',
    'tracking_sessions',
    'metrics',
    'referrals',
    'open_banking',
    'identity_sessions',
    'upload_finalisation',
    'client_documents',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
