/**
 * `npm run bench:server`: the reference ERP under load on loopback. After npm run build:server,
 * starts the production bundle with plain node (as npm start does) in its own process on a fresh
 * database, then measures, in one run, the offer endpoint against the trivial health route of
 * the same server at 50 connections, and samples the server's memory meanwhile.
 * Prints the figures with the targets; writes them to bench-results/server.json.
 * Targets are printed, never asserted by a test. `npm run bench` imports benchServer().
 */
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { payDateOptions } from '../src/domain/pay-dates'
import { mexicoToday } from '../server/pricing/today'
import { startErp } from './lib/erp'
import { table, verdict, writeResults, type Verdict } from './lib/report'

const CONNECTIONS = 50

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

export interface RouteLoad {
  title: string
  path: string
  requestsPerSecond: number
  p99Ms: number
  peakRssMb: number
}

export interface ServerFigures {
  connections: number
  seconds: number
  health: RouteLoad
  offer: RouteLoad
  /** Offer throughput over health throughput. */
  ratio: number
  /** Peak resident memory in MB over both loads. */
  memory: number
}

async function load(base: string, pid: number, seconds: number, title: string, path: string): Promise<RouteLoad> {
  // Warm up the route (JIT, caches) before measuring.
  await autocannon({ url: base + path, connections: 10, duration: 2 })
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250)
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: seconds })
  clearInterval(sampler)
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { title, path, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, peakRssMb: Math.round(peak) }
}

/** Starts the production bundle on `port`, loads health then the offer route, and stops it. */
export async function benchServer({ port, seconds }: { port: number; seconds: number }): Promise<ServerFigures> {
  const bundle = 'dist-server/main.mjs'
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build:server (npm run bench:server does)`)
  const erp = await startErp({ port })
  try {
    const pid = erp.process.pid!
    const payDates = payDateOptions('biweekly', mexicoToday(new Date()))[0]!.value
    const health = await load(erp.base, pid, seconds, 'health', '/web/health')
    const offer = await load(erp.base, pid, seconds, 'offer', `/web/public/arithmetic/offer/stl/first/3000/biweekly/${payDates}`)
    const ratio = offer.requestsPerSecond / health.requestsPerSecond
    const memory = Math.max(health.peakRssMb, offer.peakRssMb)
    return { connections: CONNECTIONS, seconds, health, offer, ratio, memory }
  } finally {
    await erp.stop()
  }
}

export interface Target {
  name: string
  value: string
  target: string
  verdict: Verdict
}

/** The targets of the ERP under load. */
export function serverTargets(f: ServerFigures): Target[] {
  return [
    {
      name: 'offer / health throughput',
      value: `${(f.ratio * 100).toFixed(0)}%`,
      target: '≥ 50%',
      verdict: verdict(f.ratio >= 0.5),
    },
    { name: 'offer p99', value: `${f.offer.p99Ms} ms`, target: '< 20 ms', verdict: verdict(f.offer.p99Ms < 20) },
    { name: 'server memory (peak RSS)', value: `${f.memory} MB`, target: '< 200 MB', verdict: verdict(f.memory < 200) },
  ]
}

function print(f: ServerFigures): void {
  console.log(`\nReference ERP on loopback, ${f.connections} connections, ${f.seconds} s per route`)
  const loads = [f.health, f.offer].map((r) => [r.title, r.requestsPerSecond.toFixed(0), String(r.p99Ms), String(r.peakRssMb)])
  console.log(table(['route', 'req/s', 'p99 ms', 'peak RSS MB'], loads, new Set([1, 2, 3])))
  console.log()
  const targets = serverTargets(f).map((t) => [t.name, t.value, t.target, t.verdict])
  console.log(table(['figure', 'value', 'target', 'verdict'], targets, new Set([1])))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchServer({
    port: Number(process.env.BENCH_PORT ?? 3198),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  })
  print(figures)
  writeResults('server.json', figures)
}
