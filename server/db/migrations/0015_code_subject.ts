import type { Kysely } from 'kysely'

/**
 * `verification_codes.subject`: what a code was sent to approve, when it approves one thing only.
 * An agreement's code carries the application and the figures its SMS stated (amount, total, due
 * date), and signs nothing else: not another amount, nor the same loan repriced on another day.
 * Null for codes that prove a phone, an e-mail or a login.
 * Written once; later changes go in new files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('subject', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_codes').dropColumn('subject').execute()
}
