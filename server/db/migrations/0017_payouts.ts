import { sql, type Kysely } from 'kysely'
import { withId, withTimestamps } from './helpers'

/**
 * `payouts`: the loan money's SPEI transfer to the borrower, one per loan, made when the
 * agreement is signed: where it goes (kind, last digits, bank; never the whole CLABE), how much
 * (cents), its state (sent, in_transit, received, returned) and since when (`state_at`, from
 * which the simulated SPEI's clock counts), the tracking key once in transit, when it is expected
 * and when it arrived or came back. `held` (0/1): QA stopped the clock (dev steering).
 * Loans signed before this migration have no row and read as received.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('payouts'))
      .addColumn('loan_id', 'integer', (col) => col.notNull().unique().references('loans.id'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('destination_kind', 'text')
      .addColumn('destination_last_digits', 'text')
      .addColumn('destination_bank', 'text')
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('state_at', 'text', (col) => col.notNull())
      .addColumn('tracking_key', 'text')
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addColumn('expected_by', 'text', (col) => col.notNull())
      .addColumn('received_at', 'text')
      .addColumn('returned_at', 'text')
      .addColumn('return_reason', 'text')
      .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('payouts_state_known', sql`state in ('sent', 'in_transit', 'received', 'returned')`)
      .addCheckConstraint(
        'payouts_destination_kind_known',
        sql`destination_kind is null or destination_kind in ('clabe', 'card')`,
      ),
  ).execute()
  await db.schema.createIndex('payouts_client').on('payouts').column('client_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payouts').execute()
}
