import type { Kysely } from 'kysely'

/**
 * `client_details.id_document_expires_at`: the expiry date (yyyy-mm-dd) of the identity document
 * the client uploaded, as typed on the ID step (PUT save/nationalIdentificator). Null until given.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('client_details').addColumn('id_document_expires_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('client_details').dropColumn('id_document_expires_at').execute()
}
