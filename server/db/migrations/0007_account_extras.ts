import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { withId } from './helpers'

/**
 * What the remaining account calls store (docs/API.md "Client account and flow"):
 * - `clients.origin` ('web' for sign-up, 'back_office' for a client an agent created) and
 *   `clients.account_completed_at`: a back-office client completes the account (own password,
 *   consents) through PUT complete-back-office-client;
 * - `direct_debit_consents`: the client's authorisation to charge one registered card (its last
 *   four digits, the address it came from, the version of the text the client accepted);
 * - `client_limits`: the available amount PUT yhat/limit computed, with the facts it came from;
 * - `hello_soda_checks` and `hello_soda_steering`: the simulated HelloSoda checks and QA's
 *   steering of the next ones.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('web'))
    .execute()
  await db.schema.alterTable('clients').addColumn('account_completed_at', 'text').execute()

  await withId(db, db.schema.createTable('direct_debit_consents'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    // The consent covers this card only: a new card needs a new consent.
    .addColumn('card_id', 'integer', (col) => col.notNull().references('debit_cards.id').onDelete('cascade'))
    .addColumn('last_four', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('direct_debit_consents_card')
    .on('direct_debit_consents')
    .columns(['client_id', 'card_id'])
    .execute()

  await db.schema
    .createTable('client_limits')
    .addColumn('client_id', 'integer', (col) => col.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('available_cents', 'integer', (col) => col.notNull())
    .addColumn('min_cents', 'integer', (col) => col.notNull())
    .addColumn('max_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    // The facts the limit was computed from; a limit whose facts changed since is not used.
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('computed_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('hello_soda_checks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('name', 'text')
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('verdict', 'text', (col) => col.notNull())
    .addColumn('steered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('hello_soda_checks_verdict_known', sql`verdict in ('pass', 'review', 'fail')`)
    .execute()

  await db.schema
    .createTable('hello_soda_steering')
    // A lower-cased e-mail or a ten-digit phone.
    .addColumn('subject', 'text', (col) => col.primaryKey())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['hello_soda_steering', 'hello_soda_checks', 'client_limits', 'direct_debit_consents']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('clients').dropColumn('account_completed_at').execute()
  await db.schema.alterTable('clients').dropColumn('origin').execute()
}
