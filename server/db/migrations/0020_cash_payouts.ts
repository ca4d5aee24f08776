import type { Kysely } from 'kysely'
import { withId, withTimestamps } from './helpers'

/**
 * The loan collected in cash (src/domain/cash-payout.ts). `applications.cash_provider`: the
 * network an accepted client without a CLABE or card chose to collect at (null until chosen).
 * `cash_payouts`: one per loan paid out in cash, issued when the agreement is signed: the
 * network, the amount (cents), the reference the branch pays against (unique), when it was issued
 * and until when it can be collected, and when it was collected.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('cash_provider', 'text').execute()
  await withTimestamps(
    withId(db, db.schema.createTable('cash_payouts'))
      .addColumn('loan_id', 'integer', (col) => col.notNull().unique().references('loans.id'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('collected_at', 'text'),
  ).execute()
  await db.schema.createIndex('cash_payouts_client').on('cash_payouts').column('client_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cash_payouts').execute()
  await db.schema.alterTable('applications').dropColumn('cash_provider').execute()
}
