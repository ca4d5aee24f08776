import type { Kysely } from 'kysely'
import { withId, withTimestamps } from './helpers'

/**
 * The client's own data given during registration and afterwards:
 * one `client_details` row per client (address, employment, the relative reference, the national
 * identifier, the last geo position and the registration progress stamps), additional contacts,
 * bank accounts (CLABE) and debit cards. Pay cycle and pay dates stay on `clients` (0001).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db.schema
      .createTable('client_details')
      .addColumn('client_id', 'integer', (col) => col.primaryKey().references('clients.id').onDelete('cascade'))
      // Ids of server/reference/geography.
      .addColumn('region_id', 'text')
      .addColumn('city_id', 'text')
      .addColumn('district_id', 'text')
      .addColumn('ward_id', 'text')
      .addColumn('street', 'text')
      .addColumn('exterior_number', 'text')
      .addColumn('interior_number', 'text')
      .addColumn('postal_code', 'text')
      // Keys of server/reference/employment.ts.
      .addColumn('employment_status', 'text')
      .addColumn('employment_position', 'text')
      .addColumn('company_name', 'text')
      .addColumn('work_phone', 'text')
      .addColumn('monthly_income_cents', 'integer')
      .addColumn('relative_full_name', 'text')
      .addColumn('relative_phone', 'text')
      // RFC or CURP (`nationalIdentificator` on the wire).
      .addColumn('national_identificator', 'text')
      .addColumn('geo_lat', 'double precision')
      .addColumn('geo_lng', 'double precision')
      .addColumn('geo_at', 'text')
      // Registration progress: when each step was completed.
      .addColumn('details_at', 'text')
      .addColumn('address_at', 'text')
      .addColumn('employment_at', 'text')
      .addColumn('reference_at', 'text')
      .addColumn('finished_at', 'text'),
  ).execute()

  await withId(db, db.schema.createTable('client_contacts'))
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('client_contacts_client').on('client_contacts').column('client_id').execute()

  await withTimestamps(
    withId(db, db.schema.createTable('bank_accounts'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
      // Unique across clients: 'CLABE is already registered to someone else!'
      .addColumn('clabe', 'text', (col) => col.notNull().unique())
      .addColumn('bank_code', 'text', (col) => col.notNull())
      .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('bank_accounts_client').on('bank_accounts').column('client_id').execute()

  await withTimestamps(
    withId(db, db.schema.createTable('debit_cards'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('last_four', 'text', (col) => col.notNull())
      // A keyed hash of the full number: uniqueness without ever storing the PAN in clear.
      .addColumn('number_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expiry_month', 'integer', (col) => col.notNull())
      .addColumn('expiry_year', 'integer', (col) => col.notNull())
      .addColumn('holder', 'text', (col) => col.notNull()),
  ).execute()
  await db.schema.createIndex('debit_cards_client').on('debit_cards').column('client_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['debit_cards', 'bank_accounts', 'client_contacts', 'client_details']) {
    await db.schema.dropTable(table).execute()
  }
}
