/**
 * `npm run bench:server`: the reference ERP under load on loopback. After npm run build:server,
 * starts the production bundle with plain node (as npm start does) in its own process on a fresh
 * database, then measures, in one run, the offer endpoint against the trivial health route of
 * the same server at 50 connections, and samples the server's memory meanwhile.
 * Prints the figures with the targets (issue 3); writes them to bench-results/server.json.
 * Targets are printed, never asserted by a test.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { payDateOptions } from '../src/domain/pay-dates'
import { mexicoToday } from '../server/pricing/today'

const port = Number(process.env.BENCH_PORT ?? 3198)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'lana-clara-bench-'))

// The production bundle with the flags npm start gives it (package.json): young generation
// capped at 8 MB per semi-space instead of 16, which keeps some 15 MB of garbage out of memory.
const bundle = 'dist-server/main.mjs'
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build:server (npm run bench:server does)`)
const server = spawn(process.execPath, ['--max-semi-space-size=8', bundle], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ERP_DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret' },
})

/** Resident memory of the server process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

async function waitForServer(): Promise<void> {
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/web/health`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server did not start')
}

async function load(title: string, path: string) {
  // Warm up the route (JIT, caches) before measuring.
  await autocannon({ url: base + path, connections: 10, duration: 2 })
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 250)
  const result = await autocannon({ url: base + path, connections, duration: seconds })
  clearInterval(sampler)
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { title, path, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, peakRssMb: Math.round(peak) }
}

try {
  await waitForServer()
  const payDates = payDateOptions('biweekly', mexicoToday(new Date()))[0]!.value
  const health = await load('health', '/web/health')
  const offer = await load('offer', `/web/public/arithmetic/offer/stl/first/3000/biweekly/${payDates}`)
  const ratio = offer.requestsPerSecond / health.requestsPerSecond
  const memory = Math.max(health.peakRssMb, offer.peakRssMb)
  const verdict = (ok: boolean) => (ok ? 'pass' : 'falls short')

  console.log(`\nReference ERP on loopback, ${connections} connections, ${seconds} s per route`)
  console.log('route'.padEnd(10), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'peak RSS MB'.padStart(12))
  for (const r of [health, offer]) {
    console.log(r.title.padEnd(10), r.requestsPerSecond.toFixed(0).padStart(10), String(r.p99Ms).padStart(8), String(r.peakRssMb).padStart(12))
  }
  console.log(`\noffer throughput / health throughput: ${(ratio * 100).toFixed(0)}% (target at least 50%): ${verdict(ratio >= 0.5)}`)
  console.log(`offer p99: ${offer.p99Ms} ms (target under 20 ms): ${verdict(offer.p99Ms < 20)}`)
  console.log(`server memory: ${memory} MB (target under 200 MB): ${verdict(memory < 200)}`)

  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/server.json', JSON.stringify({ at: new Date().toISOString(), connections, seconds, health, offer, ratio, memory }, null, 2))
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
