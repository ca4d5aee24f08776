import type { Migration } from 'kysely'
import * as accounts from './0001_accounts'

/**
 * Every migration, in order. Kysely runs them by name, sorted, and records each in
 * `kysely_migration`. To change the schema, add a file `NNNN_what.ts` exporting up/down and list
 * it here; never edit a listed one, it has already run somewhere.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
}
