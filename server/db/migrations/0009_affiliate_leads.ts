import type { Kysely } from 'kysely'

/**
 * Affiliate leads (`GET /web/public/affiliate/leads/{id}`): a landing record an
 * affiliate partner made, carrying the affiliate data (src/domain/affiliate.ts), which the front end reads
 * by the lead's id to fill its affiliate cookie. One column per field, so leads can be counted
 * by partner and campaign; the partner is required, every other field optional.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('affiliate_leads')
    // Random and unguessable (or a seed's fixed id): the id is all a landing URL carries.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('utm_partner', 'text', (col) => col.notNull())
    .addColumn('gclid', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('my_source', 'text')
    .addColumn('my_content', 'text')
    .addColumn('my_campaign', 'text')
    .addColumn('my_medium', 'text')
    // The admin who registered it; null for seed leads.
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('affiliate_leads_partner').on('affiliate_leads').columns(['utm_partner', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('affiliate_leads').execute()
}
