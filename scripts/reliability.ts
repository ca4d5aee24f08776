/**
 * `npm run reliability`: the reference ERP's production bundle on
 * loopback, bounded in count and time, through
 *   1. faults set with its fault switch and met by the front end's HTTP layer (scripts/lib/reliability/faults.ts),
 *   2. the contract fuzzer's invalid inputs over HTTP, counting 5xx answers (…/bad-inputs.ts),
 *   3. sign-up and application by many concurrent people on one server with SQLite (…/load.ts),
 *   4. the same on two server processes sharing one throwaway PostgreSQL cluster,
 *   5. kill -9 in the middle of writes, a restart on the same data, and the data checked (…/crash.ts),
 *   6. the abuse limits: many people behind one address, a stranger against an owner, codes to one
 *      phone, and a captcha that fails closed without its secret (…/abuse.ts).
 * Every run is checked in the database (…/data.ts): each acknowledged write once, no row made twice
 * or half. Prints one table and writes reports/reliability.json; exits 1 when anything falls short.
 * RELIABILITY_PEOPLE (default 100) sets the people of each load; ports 3710-3716 (RELIABILITY_PORT).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { PG_BIN, startPostgresCluster } from '../tests/server/support/postgres-cluster'
import { runToEnd, startErp, TRUST_LOOPBACK, type Erp } from './lib/erp'
import { runAbuse, type AbuseRun } from './lib/reliability/abuse'
import { sendBadInputs, type BadInputRun } from './lib/reliability/bad-inputs'
import { crashAndRestart, type CrashRun } from './lib/reliability/crash'
import { checkData, checkRetried, type DataCheck } from './lib/reliability/data'
import { runFaultScenarios, type FaultScenario } from './lib/reliability/faults'
import { send } from './lib/reliability/http'
import { runJourneys } from './lib/reliability/load'
import { table } from './lib/report'

const PORT = Number(process.env.RELIABILITY_PORT ?? 3710)
const PEOPLE = Number(process.env.RELIABILITY_PEOPLE ?? 100)
const WIDTH = 20
/** The whole run never takes longer than this: the servers are stopped and the run fails. */
const DEADLINE_MS = 6 * 60_000

interface LoadRun {
  servers: number
  storage: string
  people: number
  requests: number
  errors: number
  p99Ms: number
  seconds: number
  failures: string[]
  check: DataCheck
}

const started = Date.now()
const running = new Set<Erp>()
const stopAll = () => Promise.all([...running].map((erp) => erp.stop()))
const deadline = setTimeout(() => {
  console.error(`reliability: over ${DEADLINE_MS / 60_000} minutes, stopping`)
  void stopAll().finally(() => process.exit(1))
}, DEADLINE_MS)

async function erp(options: Parameters<typeof startErp>[0]): Promise<Erp> {
  const server = await startErp(options)
  running.add(server)
  return { ...server, stop: async () => (running.delete(server), server.stop()) }
}

const step = (title: string) => console.log(`… ${title} (${Math.round((Date.now() - started) / 1000)} s)`)

async function faultsAndBadInputs(): Promise<{ scenarios: FaultScenario[]; badInputs: BadInputRun; check: DataCheck }> {
  step('faults, then bad inputs')
  const dataDir = mkdtempSync(join(tmpdir(), 'lana-clara-faults-'))
  try {
    const server = await erp({ port: PORT, dataDir, seed: true, env: { ERP_DEV_TOOLS: '1', ...TRUST_LOOPBACK } })
    let result
    try {
      const { scenarios, retried, journeys } = await runFaultScenarios(server.base, 1)
      const client = await send(server.base, 'POST', '/web/public/client/login', {
        body: { login: journeys[3]!.person.email, password: journeys[3]!.person.password },
      })
      const admin = await send(server.base, 'POST', '/web/public/user/login', {
        body: { login: 'admin@lanaclara.mx', password: 'Admin2024' },
      })
      const badInputs = await sendBadInputs(server.base, { client: client.body.data.token, admin: admin.body?.data?.token })
      result = { scenarios, retried, journeys, badInputs }
    } finally {
      await server.stop()
    }
    const storage = { sqliteFile: join(dataDir, 'erp.sqlite') }
    const data = await checkData(storage, result.journeys, { mode: 'acknowledged' })
    const retried = await checkRetried(storage, result.retried)
    return {
      scenarios: result.scenarios,
      badInputs: result.badInputs,
      check: { rows: data.rows + retried.rows, problems: [...data.problems, ...retried.problems] },
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function loadOnSqlite(): Promise<LoadRun> {
  step(`load: ${PEOPLE} people on one server (SQLite)`)
  const dataDir = mkdtempSync(join(tmpdir(), 'lana-clara-load-'))
  try {
    const server = await erp({ port: PORT + 1, dataDir, env: TRUST_LOOPBACK })
    const began = Date.now()
    let run
    try {
      run = await runJourneys({ bases: [server.base], people: PEOPLE, width: WIDTH })
    } finally {
      await server.stop()
    }
    const seconds = (Date.now() - began) / 1000
    const check = await checkData({ sqliteFile: join(dataDir, 'erp.sqlite') }, run.journeys, { mode: 'exact' })
    return {
      servers: 1,
      storage: 'SQLite',
      people: PEOPLE,
      requests: run.timings.ms.length,
      errors: run.timings.errors,
      p99Ms: run.timings.p99(),
      seconds,
      failures: run.timings.failures,
      check,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function loadOnPostgres(): Promise<LoadRun | null> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    console.log(`… no PostgreSQL server binaries in ${PG_BIN} (set PG_BIN): the two-server load is skipped`)
    return null
  }
  step(`load: ${PEOPLE} people on two servers sharing one PostgreSQL`)
  const cluster = await startPostgresCluster()
  try {
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE reliability')
    await admin.end()
    const url = new URL(cluster.url)
    url.pathname = '/reliability'
    const env = { DATABASE_URL: url.toString(), ...TRUST_LOOPBACK }
    // Both start at once: both migrate the empty database (Kysely's lock lets one do it).
    const servers = await Promise.all([erp({ port: PORT + 2, env }), erp({ port: PORT + 3, env })])
    const began = Date.now()
    let run
    try {
      run = await runJourneys({ bases: servers.map((server) => server.base), people: PEOPLE, width: WIDTH, first: 1 })
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
    const seconds = (Date.now() - began) / 1000
    const check = await checkData({ postgresUrl: url.toString(), poolSize: 2 }, run.journeys, { mode: 'exact' })
    return {
      servers: 2,
      storage: 'PostgreSQL',
      people: PEOPLE,
      requests: run.timings.ms.length,
      errors: run.timings.errors,
      p99Ms: run.timings.p99(),
      seconds,
      failures: run.timings.failures,
      check,
    }
  } finally {
    cluster.stop()
  }
}

async function crash(): Promise<CrashRun> {
  step('kill -9 in the middle of writes, restart, check')
  return crashAndRestart(PORT + 4, { people: PEOPLE * 2, width: WIDTH, killAtSignature: Math.ceil(PEOPLE / 3) })
}

async function abuse(): Promise<AbuseRun> {
  step('abuse limits: 200 people behind one address, a stranger against an owner, codes to one phone')
  return runAbuse(PORT + 5, { people: 200, width: WIDTH })
}

async function main(): Promise<number> {
  step('building the server bundle')
  await runToEnd('npx', ['tsx', 'scripts/build-server.ts'])
  const faults = await faultsAndBadInputs()
  const sqlite = await loadOnSqlite()
  const postgres = await loadOnPostgres()
  const crashed = await crash()
  const abused = await abuse()

  const survived = faults.scenarios.filter((scenario) => scenario.survived)
  const injected = faults.scenarios.reduce((sum, scenario) => sum + scenario.injected, 0)
  const survivedInjected = survived.reduce((sum, scenario) => sum + scenario.injected, 0)
  const fiveHundreds = faults.badInputs.fiveHundreds.length
  const loads = postgres ? [sqlite, postgres] : [sqlite]
  const loadProblems = loads.reduce((sum, run) => sum + run.check.problems.length, 0) + faults.check.problems.length
  const problems = [...faults.check.problems, ...loads.flatMap((run) => run.check.problems), ...crashed.check.problems]
  const loadLine = (run: LoadRun) =>
    `${run.requests} requests, ${run.errors} errors, p99 ${run.p99Ms} ms (${run.people} people, ${Math.round(run.requests / run.seconds)} req/s)`
  const rows: string[][] = [
    [
      'faults',
      `${injected} injected in ${faults.scenarios.length} scenarios, ${survivedInjected} survived (${survived.length}/${faults.scenarios.length} scenarios)`,
      survived.length === faults.scenarios.length ? 'pass' : 'FAIL',
    ],
    [
      'bad inputs',
      `${faults.badInputs.tried} tried, ${fiveHundreds} answers of 5xx, server ${faults.badInputs.healthy ? 'up' : 'DOWN'} after`,
      fiveHundreds === 0 && faults.badInputs.healthy ? 'pass' : 'FAIL',
    ],
    ['load, 1 server, SQLite', loadLine(sqlite), sqlite.errors === 0 ? 'pass' : 'FAIL'],
    postgres
      ? ['load, 2 servers, PostgreSQL', loadLine(postgres), postgres.errors === 0 ? 'pass' : 'FAIL']
      : ['load, 2 servers, PostgreSQL', `skipped: no PostgreSQL in ${PG_BIN}`, 'skipped'],
    [
      'rows lost or duplicated',
      `${loads.map((run) => run.check.rows).join(' + ')} rows checked after the loads, ${faults.check.rows} after the faults: ${loadProblems} problems`,
      loadProblems === 0 ? 'pass' : 'FAIL',
    ],
    [
      'kill -9 mid-write',
      `${crashed.acknowledged} acknowledged writes, ${crashed.cutOff} calls cut off, ${crashed.resent} journeys taken up again after restart, ${crashed.check.rows} rows checked: ${crashed.check.problems.length} problems`,
      crashed.check.problems.length === 0 ? 'pass' : 'FAIL',
    ],
    [
      'abuse',
      `${abused.carrier.served}/${abused.carrier.people} behind one address served (${abused.carrier.asked} captchas, ${abused.carrier.refused} refused); ` +
        `owner after a stranger: ${abused.owner.loginAsked}, with captcha ${abused.owner.loginWithCaptcha}, recovery ${abused.owner.recoveryWithCaptcha}; ` +
        `codes to one phone: ${abused.codes.inHour} in the hour, then 429 for ${Math.round(abused.codes.retryAfterSeconds / 60)} min; ` +
        `no secret: ${abused.failClosed.above}`,
      abused.problems.length === 0 ? 'pass' : 'FAIL',
    ],
  ]
  console.log(`\n${table(['check', 'result', 'verdict'], rows)}\n`)
  for (const scenario of faults.scenarios)
    console.log(
      `  ${scenario.survived ? 'survived' : 'FAILED  '}  ${scenario.name} (${scenario.injected} injected)${scenario.survived ? '' : `: ${scenario.detail}`}`,
    )
  for (const line of faults.badInputs.fiveHundreds.slice(0, 20)) console.log(`  5xx: ${line}`)
  for (const line of problems.slice(0, 20)) console.log(`  data: ${line}`)
  for (const run of loads) for (const line of run.failures) console.log(`  load error (${run.storage}): ${line}`)
  for (const line of abused.problems) console.log(`  abuse: ${line}`)

  mkdirSync('reports', { recursive: true })
  const path = join('reports', 'reliability.json')
  const figures = {
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    faults,
    sqlite,
    postgres,
    crash: crashed,
    abuse: abused,
  }
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`\n${path}, ${figures.seconds} s`)
  return rows.every((row) => row[2] !== 'FAIL') ? 0 : 1
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  clearTimeout(deadline)
  await stopAll()
}
