import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, parseHosts } from '../../server/security'
import { testServer } from './support/harness'

// A built front end: a page, a script and the source map a build may leave beside it.
const staticDir = await mkdtemp(join(tmpdir(), 'dist-security-'))
await mkdir(join(staticDir, 'assets'))
await writeFile(join(staticDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
await writeFile(join(staticDir, 'assets', 'index-Ab12.js'), 'export const x = 1\n')
await writeFile(
  join(staticDir, 'assets', 'index-Ab12.js.map'),
  '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret"]}',
)
await writeFile(join(staticDir, 'robots.txt.map'), '{}')
const server = await testServer({ cspExtraHosts: [], staticDir })
const { app } = server
afterAll(() => rm(staticDir, { recursive: true, force: true }))

/** The features the product uses: the camera (the ID photo) and the position (the address step's "Share my location") for its own pages; none other, for anyone. */
const PERMISSIONS: Array<[string, string]> = [
  ['camera', '(self)'],
  ['geolocation', '(self)'],
  ['microphone', '()'],
  ['payment', '()'],
  ['usb', '()'],
  ['serial', '()'],
  ['hid', '()'],
  ['display-capture', '()'],
  ['fullscreen', '()'],
  ['publickey-credentials-get', '()'],
  ['accelerometer', '()'],
  ['gyroscope', '()'],
  ['magnetometer', '()'],
]

function permissionsOf(header: string | null): Map<string, string> {
  return new Map((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string]))
}

const BASE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

describe('security headers', () => {
  it.each([
    '/web/health',
    '/web/unknown',
    '/web/private/client/client',
    '/es/',
    '/es/registration',
    '/assets/index-Ab12.js',
    '/assets/missing.js',
  ])('are set on %s', async (path) => {
    const response = await app.request(path)
    expect(response.headers.get('Content-Security-Policy')).toBe(BASE_POLICY)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    const permissions = permissionsOf(response.headers.get('Permissions-Policy'))
    for (const [feature, allowed] of PERMISSIONS) expect(permissions.get(feature), feature).toBe(allowed)
  })

  it('denies every feature of the Permissions-Policy but the camera and the position, which only the site itself may use', async () => {
    const permissions = permissionsOf((await app.request('/es/')).headers.get('Permissions-Policy'))
    expect(permissions.size).toBeGreaterThanOrEqual(PERMISSIONS.length)
    expect([...permissions].filter(([, allowed]) => allowed !== '()')).toEqual([
      ['camera', '(self)'],
      ['geolocation', '(self)'],
    ])
  })

  it('allows no inline script', () => {
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('adds integration hosts to the directives integrations need', () => {
    const policy = contentSecurityPolicy(parseHosts('https://www.googletagmanager.com, *.hotjar.com'))
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("frame-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("default-src 'self';")
  })

  it('refuses a host that could smuggle in a directive', () => {
    expect(() => parseHosts("evil.com; script-src 'unsafe-inline'")).toThrow(/invalid sources/)
    expect(parseHosts(undefined)).toEqual([])
  })
})

describe('source maps', () => {
  it.each(['/assets/index-Ab12.js.map', '/robots.txt.map', '/assets/missing.js.map', '/es/page.map'])(
    'are never served: %s is 404',
    async (path) => {
      const response = await app.request(path)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('sourcesContent')
    },
  )

  it('leave the scripts they belong to served', async () => {
    expect((await app.request('/assets/index-Ab12.js')).status).toBe(200)
  })
})
