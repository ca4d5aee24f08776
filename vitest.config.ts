import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The server tests run twice: on SQLite (project `app`, with everything else) and on a
// throwaway PostgreSQL cluster (project `server-postgres`), when its server binaries exist.
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const hasPostgres = existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'))
if (!hasPostgres) {
  console.log(
    `[vitest] No PostgreSQL server binaries in ${PG_BIN} (set PG_BIN): skipping the server-postgres project; server tests run on SQLite only.`,
  )
}

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    environment: 'node',
    // A worker imports the modules once for all its files, not once per file: the server and
    // its reference data are most of the suite's time otherwise (docs/TESTING.md). Each server
    // test file opens its own database and clock (tests/server/support/harness.ts), so no state
    // is shared but the modules' own constants.
    isolate: false,
    // vitest's own default is a worker fewer than the cores, which on CI's two is one: the other
    // core idles but for the runner's own small share (docs/TESTING.md). Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts'],
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: ['tests/server/**/*.test.ts'],
                globalSetup: ['tests/server/support/postgres-cluster.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
