import { sql, type Kysely } from 'kysely'

/**
 * A client has at most one active application (any status but completed 4, canceled
 * 5, rejected 6 and terminated 23). The look-up before an insert cannot hold that when two
 * creations with different keys race (found by `npm run reliability`); this partial
 * unique index does, on SQLite and PostgreSQL alike. The statuses are CLOSED_STATUSES of
 * server/applications/store.ts, written out: a migration never changes once it has run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('applications_one_open_per_client')
    .on('applications')
    .column('client_id')
    .unique()
    .where(sql.ref('status'), 'not in', [4, 5, 6, 23])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_one_open_per_client').execute()
}
