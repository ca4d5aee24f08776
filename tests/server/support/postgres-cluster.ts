import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrateToLatest, openStorage } from '../../../server/db'

/**
 * Global setup of the server-postgres project: a throwaway PostgreSQL cluster on loopback for
 * the run, with a migrated template database. Each test file then creates its own database in it,
 * a copy of the template (harness.ts). Stopped by its own pg_ctl, never by a broad kill.
 */

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const FIRST_PORT = 54329

function freePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && port < FIRST_PORT + 100) resolve(freePort(port + 1))
      else reject(error)
    })
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)))
  })
}

/** initdb refuses to run as root: as root, run the binaries as the `postgres` user. */
function runner(): (binary: string, args: string[]) => void {
  if (process.getuid?.() !== 0) {
    return (binary, args) => execFileSync(join(PG_BIN, binary), args, { stdio: 'pipe' })
  }
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`
  return (binary, args) =>
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [join(PG_BIN, binary), ...args].map(quote).join(' ')], {
      stdio: 'pipe',
    })
}

export interface PostgresCluster {
  /** A superuser URL of the cluster's `postgres` database. */
  url: string
  stop(): void
}

/** Starts a throwaway cluster on a free loopback port (also used by `npm run reliability`). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'lanaclara-pg-'))
  const run = runner()
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort(FIRST_PORT)
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  // Durability is worthless for a throwaway cluster; without it the suite runs faster.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * The database every test file's database is copied from (harness.ts): migrated once here, so a
 * file's own database costs a copy instead of every migration. Nothing connects to it after this,
 * as PostgreSQL's copy requires.
 */
const TEMPLATE_DATABASE = 'lc_template'

async function migratedTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${TEMPLATE_DATABASE}`
  const storage = openStorage({ postgresUrl: url.toString(), poolSize: 1 })
  try {
    await migrateToLatest(storage.db)
  } finally {
    await storage.close()
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster()
  try {
    await migratedTemplate(cluster.url)
  } catch (error) {
    cluster.stop()
    throw error
  }
  project.provide('postgresUrl', cluster.url)
  project.provide('postgresTemplate', TEMPLATE_DATABASE)
  return async () => cluster.stop()
}
