import { PostgresAdapter, type Kysely } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/**
 * Which database a Kysely instance talks to. Migrations need it for the few DDL details the two
 * disagree on (generated ids); queries should not.
 */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
