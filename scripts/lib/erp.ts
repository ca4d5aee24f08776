/**
 * Child processes for the measuring scripts (size, bench, bench:server): a command run to its end,
 * and the reference ERP started on loopback on a fresh database, then stopped with its data.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs a command with the terminal's output; resolves when it exits with 0. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Polls a URL until it answers 2xx. */
export async function waitForOk(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`nothing answered at ${url}`)
}

/** Sends SIGTERM and waits for the exit; SIGKILL after `ms`. */
export function stopProcess(child: ChildProcess, ms = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export interface ErpOptions {
  port: number
  /**
   * 'bundle' (default): dist-server/main.mjs with plain node and the flags npm start gives it, in
   * production mode; it serves dist/ as well. 'source': server/main.ts through tsx, in development mode.
   */
  entry?: 'bundle' | 'source'
  /** Production mode has no seed accounts; true creates them anyway (ERP_SEED=1). */
  seed?: boolean
  /** Where the data lives; the caller's to keep (a restart on the same data) and remove. Default: a fresh one, removed at stop. */
  dataDir?: string
  /** More environment: DATABASE_URL, ERP_DEV_TOOLS=1, TRUST_LOOPBACK, CAPTCHA_SECRET, ... */
  env?: NodeJS.ProcessEnv
}

export interface Erp {
  base: string
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * The scripts call the ERP directly on loopback and name each person's address in
 * X-Forwarded-For: the ERP trusts that peer as its proxy, as a deployment trusts its own.
 */
export const TRUST_LOOPBACK = { TRUST_PROXY: 'loopback' } as const

/** The secret a production start requires; the database it signs for is thrown away. */
const BENCH_JWT_SECRET = 'bench-only-secret-bench-only-secret'

/** Starts the reference ERP on 127.0.0.1 on a database of its own, and waits for it to answer. */
export async function startErp({
  port,
  entry = 'bundle',
  seed = false,
  dataDir: ownDir,
  env: extra = {},
}: ErpOptions): Promise<Erp> {
  const dataDir = ownDir ?? mkdtempSync(join(tmpdir(), 'lana-clara-bench-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ERP_DATA_DIR: dataDir,
  }
  // Node itself runs the server, so that stopping it ends the server (npx would leave it running).
  const args =
    entry === 'bundle'
      ? // Young generation capped at 8 MB per semi-space, as in npm start (package.json).
        ['--max-semi-space-size=8', 'dist-server/main.mjs']
      : ['--import', 'tsx', 'server/main.ts']
  if (entry === 'bundle')
    Object.assign(env, { NODE_ENV: 'production', JWT_SECRET: BENCH_JWT_SECRET, ...(seed ? { ERP_SEED: '1' } : {}) })
  Object.assign(env, extra)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env })
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcess(child)
    if (!ownDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the ERP exited with ${code} before answering`))),
  )
  try {
    await Promise.race([waitForOk(`${base}/web/health`), exited])
  } catch (error) {
    await stop()
    throw error
  }
  exited.catch(() => {})
  return { base, process: child, stop }
}
