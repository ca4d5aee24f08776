import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isUniqueViolation,
  migrateToLatest,
  migrateToNothing,
  openStorage,
  stamp,
  stampAfter,
  stampBefore,
  storageOptionsFromEnv,
} from '../../server/db'
import { migrations } from '../../server/db/migrations'
import { openTestServer, testServer } from './support/harness'

const server = await testServer()
const { db } = server

const TABLES = ['clients', 'users', 'revoked_tokens', 'sessions', 'verification_codes', 'rate_limit_hits']

async function tableNames(): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables.map((table) => table.name)
}

function client(n: number, overrides: Record<string, unknown> = {}) {
  const at = stamp(server.clock.now())
  return {
    uuid: `uuid-${n}`,
    email: `storage${n}@example.mx`,
    mobile_phone: `77${String(n).padStart(8, '0')}`,
    curp: null,
    password_hash: 'x',
    first_name: 'Ana',
    middle_name: null,
    last_names: 'Prueba',
    birth_date: '1990-01-15',
    salary_cycle: null,
    pay_reference_date: null,
    pay_semi_monthly_days: null,
    pay_day_of_month: null,
    consent_terms_at: at,
    consent_privacy_at: at,
    phone_verified_at: null,
    email_verified_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  }
}

describe(`storage on ${server.dialect}`, () => {
  it('has run every migration, in order', async () => {
    const ran = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`)
      .execute()
    expect(ran.map((row) => row.name)).toEqual(Object.keys(migrations).sort())
    expect(await tableNames()).toEqual(expect.arrayContaining(TABLES))
  })

  it('runs nothing on a second start', async () => {
    expect(await migrateToLatest(db)).toEqual([])
  })

  it('fills defaults: status 1 (active), not fake, no loans, Spanish', async () => {
    const row = await db.insertInto('clients').values(client(1)).returningAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 1,
      fake: 0,
      closed_loans_count: 0,
      has_active_loan: 0,
      language: 'es',
      consent_marketing: 0,
    })
    expect(typeof row.id).toBe('number')
  })

  it.each([
    ['e-mail', { email: 'storage1@example.mx' }],
    ['phone', { mobile_phone: '7700000001' }],
    ['uuid', { uuid: 'uuid-1' }],
  ])('refuses a second client with the same %s, recognisably', async (_, overrides) => {
    const error = await db
      .insertInto('clients')
      .values(client(2, overrides))
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(isUniqueViolation(error)).toBe(true)
  })

  it('allows many clients without a CURP but only one per CURP', async () => {
    await db.insertInto('clients').values(client(3)).execute()
    await db
      .insertInto('clients')
      .values(client(4, { curp: 'ABCD900115MDFRRN01' }))
      .execute()
    const error = await db
      .insertInto('clients')
      .values(client(5, { curp: 'ABCD900115MDFRRN01' }))
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(isUniqueViolation(error)).toBe(true)
  })

  it('refuses an unknown client status', async () => {
    await expect(
      db
        .insertInto('clients')
        .values(client(6, { status: 9 }))
        .execute(),
    ).rejects.toThrow()
  })

  it('does not take other errors for duplicates', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false)
    expect(isUniqueViolation(null)).toBe(false)
  })

  it('stores instants as ISO text that sorts in time order', () => {
    const now = new Date('2025-01-31T18:04:05.123Z')
    expect(stamp(now)).toBe('2025-01-31T18:04:05.123Z')
    expect(stampBefore(now, 1000) < stamp(now)).toBe(true)
    expect(stampAfter(now, 1000)).toBe('2025-01-31T18:04:06.123Z')
  })
})

describe('migrations up and down', () => {
  it('undo every table and redo them', async () => {
    const scratch = await openTestServer()
    try {
      expect(await migrateToNothing(scratch.db)).toEqual(Object.keys(migrations).reverse())
      const left = (await scratch.db.introspection.getTables()).map((table) => table.name)
      for (const table of TABLES) expect(left).not.toContain(table)
      expect(await migrateToLatest(scratch.db)).toEqual(Object.keys(migrations))
    } finally {
      await scratch.close()
    }
  })
})

describe('choosing the database from the environment', () => {
  it('uses PostgreSQL for a postgres URL and the SQLite file otherwise', () => {
    expect(storageOptionsFromEnv({ DATABASE_URL: 'postgres://u:p@db:5432/erp' }, 'x.sqlite')).toEqual({
      postgresUrl: 'postgres://u:p@db:5432/erp',
    })
    expect(storageOptionsFromEnv({ DATABASE_URL: 'postgresql://db/erp', DATABASE_POOL_SIZE: '3' }, 'x.sqlite')).toEqual({
      postgresUrl: 'postgresql://db/erp',
      poolSize: 3,
    })
    expect(storageOptionsFromEnv({}, 'data/erp.sqlite')).toEqual({ sqliteFile: 'data/erp.sqlite' })
    expect(() => storageOptionsFromEnv({ DATABASE_URL: 'mysql://db/erp' }, 'x.sqlite')).toThrow(/postgres/)
  })

  it('describes a PostgreSQL database without its password', async () => {
    const storage = openStorage({ postgresUrl: 'postgres://erp:s3cret@db.internal:6543/erp' })
    expect(storage.description).toBe('PostgreSQL db.internal:6543/erp')
    await storage.close()
  })
})

describe.skipIf(server.dialect !== 'sqlite')('the SQLite file', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('is created with its directory, in WAL mode with foreign keys on', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'erp-'))
    dirs.push(dir)
    const storage = openStorage({ sqliteFile: join(dir, 'nested', 'erp.sqlite') })
    await migrateToLatest(storage.db)
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(storage.db)
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(storage.db)
    expect(journal.rows[0]?.journal_mode).toBe('wal')
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1)
    await storage.close()
  })
})
