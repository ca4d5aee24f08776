import { sql, type Kysely } from 'kysely'

/**
 * A referral counts only for another person whose phone was verified (docs/SECURITY.md
 * "Referrals"):
 * - `referrals.invitee_client_id`: the client who signed up with the referral's phone or e-mail,
 *   kept once found (null while the referral is pending);
 * - `referrals.not_counted_reason`: why a registered referral does not count: 'same_person' (the
 *   invitee shares an identity the ERP knows with the referrer; final) or 'phone_not_verified'
 *   (until the invitee verifies the phone). Null: it counts (or is still pending).
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('referrals')
    .addColumn('invitee_client_id', 'integer', (col) => col.references('clients.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('referrals')
    .addColumn('not_counted_reason', 'text', (col) => col.check(sql`not_counted_reason in ('same_person', 'phone_not_verified')`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referrals').dropColumn('not_counted_reason').execute()
  await db.schema.alterTable('referrals').dropColumn('invitee_client_id').execute()
}
