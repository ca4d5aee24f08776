import type { Kysely } from 'kysely'
import { withId } from './helpers'

/**
 * `cash_payout_voids`: the payout references a loan collected in cash no longer pays against. An
 * expired reference that was never collected is replaced by a new one (its `cash_payouts` row then
 * carries the new reference and deadline); the old one is kept here, with when it was issued,
 * until when it could be collected and when it was voided. A reference is unique here too, so a
 * voided reference is never issued again.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('cash_payout_voids'))
    .addColumn('cash_payout_id', 'integer', (col) => col.notNull().references('cash_payouts.id'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('voided_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('cash_payout_voids_payout').on('cash_payout_voids').column('cash_payout_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cash_payout_voids').execute()
}
