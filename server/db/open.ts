import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import type { DialectName } from './dialect'
import type { Database } from './schema'

export interface Storage {
  db: Kysely<Database>
  dialect: DialectName
  /** Where the data lives, for the start-up banner; never contains a password. */
  description: string
  close: () => Promise<void>
}

export type StorageOptions =
  /** A PostgreSQL URL (`postgres://user:pass@host:5432/db`). */
  | { postgresUrl: string; poolSize?: number }
  /** A SQLite file, created with its directory when missing; ':memory:' for a throwaway one. */
  | { sqliteFile: string }

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i

/** DATABASE_URL=postgres://... selects PostgreSQL; anything else means the SQLite file. */
export function storageOptionsFromEnv(env: NodeJS.ProcessEnv, defaultSqliteFile: string): StorageOptions {
  const url = env.DATABASE_URL?.trim()
  if (url && POSTGRES_URL.test(url)) {
    const poolSize = Number(env.DATABASE_POOL_SIZE)
    return { postgresUrl: url, ...(Number.isInteger(poolSize) && poolSize > 0 ? { poolSize } : {}) }
  }
  if (url) throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for the SQLite file.')
  return { sqliteFile: defaultSqliteFile }
}

/** Opens the database; run migrations (./migrate.ts) before serving from it. */
export function openStorage(options: StorageOptions): Storage {
  return 'postgresUrl' in options ? openPostgres(options.postgresUrl, options.poolSize) : openSqlite(options.sqliteFile)
}

function openSqlite(file: string): Storage {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const database = new SQLite(file)
  // WAL lets readers go on while one writer writes; the ERP is one process on one file.
  database.pragma('journal_mode = WAL')
  // SQLite ignores foreign keys unless asked, per connection.
  database.pragma('foreign_keys = ON')
  // A writer waits for the lock instead of failing at once when a backup or a CLI holds it.
  database.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  return { db, dialect: 'sqlite', description: `SQLite ${file}`, close: () => db.destroy() }
}

function openPostgres(url: string, poolSize = 10): Storage {
  // pg loads only for PostgreSQL: a server on SQLite never holds its memory.
  const pg = createRequire(import.meta.url)('pg') as typeof import('pg')
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle connection can fail (the database restarts, an administrator ends it): pg emits that on
  // the pool, and without a listener it would crash the process. The pool replaces the connection.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', message: `PostgreSQL idle connection: ${error.message}` })),
  )
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const where = new URL(url)
  return {
    db,
    dialect: 'postgres',
    description: `PostgreSQL ${where.hostname}:${where.port || 5432}${where.pathname}`,
    close: () => db.destroy(),
  }
}
