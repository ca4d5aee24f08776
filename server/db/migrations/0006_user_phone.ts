import type { Kysely } from 'kysely'

/**
 * A mobile phone for back-office users, for the MFA of their login: the MFA code goes to it by
 * SMS; a user without one still gets the code by e-mail. Ten digits, no country code, like
 * clients.mobile_phone; not unique, as two admins may share a work phone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_phone', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mobile_phone').execute()
}
