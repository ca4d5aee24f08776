import { inspect } from 'node:util'
import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely'
import { migrations } from './migrations'

// A static provider: the list is compiled in, so no directory scan that a bundler could break.
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : inspect(error)}`, {
      cause: error,
    })
  }
  return (results ?? []).map((result) => result.migrationName)
}

/**
 * Brings the schema up to date; answers the names of the migrations it ran. Safe to run from
 * several processes at once: Kysely takes a lock table first.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateToLatest())
}

/** Undoes every migration (tests prove each `down`). */
export async function migrateToNothing(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateTo(NO_MIGRATIONS))
}
