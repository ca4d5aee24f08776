import type { Kysely } from 'kysely'

/**
 * `rollovers.signed_at`: when the client signed the extension's agreement (convenio de prórroga).
 * Its fee can be paid only once it is signed, and its agreement says "Firmado electrónicamente"
 * only from then on. Null: not signed yet.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rollovers').addColumn('signed_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rollovers').dropColumn('signed_at').execute()
}
