import type { Kysely } from 'kysely'

/**
 * The client's authorisation to query the credit bureau (a Mexican lender needs it
 * before looking up a borrower's credit history), a required consent at sign-up and at
 * back-office completion like terms and privacy: the instant it was given. Nullable, as the
 * clients created before it, and back-office clients until they complete the account, have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').addColumn('consent_credit_bureau_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('consent_credit_bureau_at').execute()
}
