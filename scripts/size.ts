/**
 * Prints the JavaScript each route loads before it is interactive, as a browser sees it:
 * builds the app when needed, starts the server on loopback, opens each route in Chromium and
 * adds up the script responses (raw and gzip). The budget is printed, never asserted by a test.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const HOME_BUDGET_KB = 150
const port = Number(process.env.SIZE_PORT ?? 3199)
const base = `http://127.0.0.1:${port}`
const routes = [
  ['home', '/es/'],
  ['registration', '/es/registration'],
  ['login', '/es/ingresar'],
  ['faq', '/es/preguntas-frecuentes'],
  ['profile', '/es/profile'],
] as const

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
}

// Node itself runs the server, so that killing it ends the server (npx would leave it running).
const node = (script: string, env: NodeJS.ProcessEnv) => run(process.execPath, ['--import', 'tsx', script], env)

async function waitFor(url: string, ms = 30_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not answer at ${url}`)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
  await new Promise<void>((resolve, reject) =>
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))),
  )
}
const server = node('server/main.ts', { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' })
try {
  await waitFor(`${base}/web/health`)
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const rows: { route: string; files: number; raw: number; gzip: number }[] = []
  for (const [name, path] of routes) {
    const page = await browser.newPage()
    const scripts = new Set<string>()
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    let raw = 0
    let gzip = 0
    for (const file of scripts) {
      const body = readFileSync(join('dist', file))
      raw += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    rows.push({ route: `${name} (${path})`, files: scripts.size, raw, gzip })
    if (process.argv.includes('--files')) for (const file of scripts) console.log(`  ${name}: ${file} ${kb(gzipSync(readFileSync(join('dist', file)), { level: 9 }).length)} KB gzip`)
    await page.close()
  }
  await browser.close()
  console.log('\nJavaScript loaded before the page is interactive')
  console.log('route'.padEnd(40), 'files'.padStart(6), 'raw KB'.padStart(9), 'gzip KB'.padStart(9))
  for (const r of rows) console.log(r.route.padEnd(40), String(r.files).padStart(6), kb(r.raw).padStart(9), kb(r.gzip).padStart(9))
  const home = rows[0]!
  const verdict = home.gzip / 1024 <= HOME_BUDGET_KB ? 'pass' : 'falls short'
  console.log(`\nhome initial JavaScript: ${kb(home.gzip)} KB gzip, budget ${HOME_BUDGET_KB} KB: ${verdict}`)
} finally {
  server.kill('SIGTERM')
}
