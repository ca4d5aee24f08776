/**
 * The JavaScript each route loads before it is interactive, as a browser sees it: every script the
 * page fetches from the app until the network is idle, sized from the build (raw and gzip -9).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'

export interface RouteSpec {
  name: string
  path: string
  /** Opened by a signed-in client (the seed account of `SEED_CLIENT`). */
  signedIn?: boolean
}

export const ROUTES: readonly RouteSpec[] = [
  { name: 'home', path: '/es/' },
  { name: 'registration', path: '/es/registration' },
  { name: 'login', path: '/es/ingresar' },
  { name: 'faq', path: '/es/preguntas-frecuentes' },
  { name: 'profile', path: '/es/profile', signedIn: true },
]

/** A seed client of the reference ERP (server/seed.ts). */
export const SEED_CLIENT = { login: 'nueva@example.mx', password: 'Clara2024' }

/** Where the app keeps the session token (src/app/storage.ts). */
const TOKEN_KEY = 'auth.token'

export interface FileSize {
  file: string
  raw: number
  gzip: number
}

export interface RouteScripts {
  name: string
  path: string
  /** Where the page ended up (a guard may redirect). */
  landedOn: string
  files: FileSize[]
  raw: number
  gzip: number
}

/** Debian's Chromium where present (CI, these machines); Playwright's own browser otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The Chromium to run: Debian's, or else Playwright's own (a developer's laptop). */
export function chromiumPath(): string {
  return existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : chromium.executablePath()
}

export function launchChromium(): Promise<Browser> {
  const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking']
  return chromium.launch({ executablePath: chromiumPath(), args })
}

/** Signs the seed client in through the ERP and returns the token. */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/web/public/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEED_CLIENT),
  })
  const body = (await response.json()) as { data?: { token?: string } }
  if (!response.ok || !body.data?.token) throw new Error(`login as ${SEED_CLIENT.login} answered ${response.status}`)
  return body.data.token
}

const sizes = new Map<string, FileSize>()

/** Raw and gzip -9 size of a built file (what the server sends compressed). */
export function sizeOf(distDir: string, file: string): FileSize {
  const known = sizes.get(join(distDir, file))
  if (known) return known
  const body = readFileSync(join(distDir, file))
  const size = { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  sizes.set(join(distDir, file), size)
  return size
}

export function total(files: readonly FileSize[]): { raw: number; gzip: number } {
  return files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 })
}

/** Opens a route in a fresh context (empty cache) and lists the app's scripts it fetched. */
async function scriptsOf(
  browser: Browser,
  base: string,
  route: RouteSpec,
  token: string | null,
): Promise<{ files: string[]; landedOn: string }> {
  const context = await browser.newContext()
  try {
    if (token) await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token])
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.origin === base && url.pathname.endsWith('.js')) files.add(url.pathname)
    })
    await page.goto(base + route.path, { waitUntil: 'networkidle' })
    return { files: [...files], landedOn: new URL(page.url()).pathname }
  } finally {
    await context.close()
  }
}

/** Measures each route; signs the seed client in for the routes that need it. */
export async function measureRoutes(
  browser: Browser,
  base: string,
  distDir: string,
  routes: readonly RouteSpec[] = ROUTES,
): Promise<RouteScripts[]> {
  const token = routes.some((r) => r.signedIn) ? await signIn(base) : null
  const rows: RouteScripts[] = []
  for (const route of routes) {
    const { files, landedOn } = await scriptsOf(browser, base, route, route.signedIn ? token : null)
    const sized = files.map((file) => sizeOf(distDir, file))
    rows.push({ name: route.name, path: route.path, landedOn, files: sized, ...total(sized) })
  }
  return rows
}

/**
 * What each route loads beyond what every measured route loads (entry, router, layout, catalog):
 * its own chunks, shared ones included (the form kit counts for login and registration alike).
 */
export function ownScripts(rows: readonly RouteScripts[]): Map<string, FileSize[]> {
  const everywhere = rows
    .map((r) => new Set(r.files.map((f) => f.file)))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))))
  return new Map(rows.map((r) => [r.name, r.files.filter((f) => !everywhere.has(f.file))]))
}
