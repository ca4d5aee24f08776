import { sql, type Kysely } from 'kysely'
import { withId, withTimestamps } from './helpers'

/**
 * Applications, the loans signed applications become, and each loan's repayment schedule.
 * Statuses are the product's numeric application and loan status codes, so the wire
 * value and the stored value are the same number. Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('applications'))
      // Public identifier (`hashedId` on the wire): random, never derived from the id.
      .addColumn('hashed_id', 'text', (col) => col.notNull().unique())
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
      // Money in cents. desired: what the client asked for; principal: what is lent once the
      // decision and any offer approval are done; loan: principal plus the cost of credit.
      .addColumn('desired_amount', 'integer', (col) => col.notNull())
      .addColumn('principal_amount', 'integer', (col) => col.notNull())
      .addColumn('loan_amount', 'integer', (col) => col.notNull())
      .addColumn('term_days', 'integer', (col) => col.notNull())
      // What the decision offers (yhat increase/decrease, special offer), pending the client's approval.
      .addColumn('offered_amount', 'integer')
      .addColumn('offered_term_days', 'integer')
      .addColumn('salary_cycle', 'text', (col) => col.notNull())
      .addColumn('first_repayment_option', 'text', (col) => col.notNull())
      .addColumn('second_repayment_option', 'text')
      // The pay date the client chose to repay on (one of the two options), yyyy-mm-dd.
      .addColumn('repayment_date', 'text', (col) => col.notNull())
      .addColumn('sequence_type', 'text', (col) => col.notNull())
      .addColumn('promo_code', 'text')
      .addColumn('payment_method', 'text', (col) => col.notNull().defaultTo('bank_transfer'))
      // Affiliate data as received, JSON text.
      .addColumn('affiliate', 'text')
      .addColumn('io_bb', 'text')
      .addColumn('juicy_session_id', 'text')
      .addColumn('hotjar_user_id', 'text')
      .addColumn('idempotency_key', 'text')
      // How the decision was reached (rule or steering), for the back office and QA.
      .addColumn('decision_reason', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('signed_at', 'text')
      .addCheckConstraint('applications_status_known', sql`status in (1, 2, 3, 4, 5, 6, 7, 13, 14, 17, 18, 23, 401)`)
      .addCheckConstraint('applications_payment_method_known', sql`payment_method in ('bank_transfer')`),
  ).execute()
  // A retried request with the same key answers the first application (NULL keys never collide).
  await db.schema
    .createIndex('applications_client_idempotency_key')
    .on('applications')
    .columns(['client_id', 'idempotency_key'])
    .unique()
    .execute()
  await db.schema.createIndex('applications_client_created').on('applications').columns(['client_id', 'created_at']).execute()

  await withTimestamps(
    withId(db, db.schema.createTable('loans'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id'))
      .addColumn('application_id', 'integer', (col) => col.notNull().unique().references('applications.id'))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(4))
      // Cents: principal + interest + fees + vat = total.
      .addColumn('principal', 'integer', (col) => col.notNull())
      .addColumn('interest', 'integer', (col) => col.notNull())
      .addColumn('fees', 'integer', (col) => col.notNull())
      .addColumn('vat', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('paid_amount', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('loans_status_known', sql`status in (1, 2, 3, 4, 5, 6, 8, 9, 10)`),
  ).execute()
  await db.schema.createIndex('loans_client_status').on('loans').columns(['client_id', 'status']).execute()

  // One row per instalment: this product has a single repayment; rollovers may add rows later.
  await withTimestamps(
    withId(db, db.schema.createTable('loan_schedule'))
      .addColumn('loan_id', 'integer', (col) => col.notNull().references('loans.id'))
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('principal', 'integer', (col) => col.notNull())
      .addColumn('interest', 'integer', (col) => col.notNull())
      .addColumn('fees', 'integer', (col) => col.notNull())
      .addColumn('vat', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
      // Free text on purpose (no check) so later migrations can add states: 'pending', 'paid', ...
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending')),
  ).execute()
  await db.schema.createIndex('loan_schedule_loan_due').on('loan_schedule').columns(['loan_id', 'due_date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['loan_schedule', 'loans', 'applications']) {
    await db.schema.dropTable(table).execute()
  }
}
