import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support'

/**
 * The security rules in a real browser and on the real build: no secret in what is shipped, a
 * Content-Security-Policy that blocks inline scripts, cookies with the right flags, and the
 * security headers on pages and API answers.
 */

const port = Number(process.env.E2E_PORT ?? 3100)
// The build this run serves (playwright.config.ts builds into E2E_DIST, else dist/).
const distDir = process.env.E2E_DIST ?? 'dist'
// The dev JWT secret the test ERP generated (server/auth/secret.ts), in its data directory.
const jwtSecretFile = join(tmpdir(), `lana-clara-e2e-${port}`, 'jwt-secret')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** What must never reach a browser: keys, key defaults of the server, database addresses. */
const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ['a private key', /-----BEGIN (?:RSA |EC |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/],
  ["the card hash key's default (server/accounts/banking.ts)", /lana-clara:card:v1/],
  ['a server secret variable', /\b(?:JWT_SECRET|CARD_HASH_KEY|DATABASE_URL|PGPASSWORD)\b/],
  ['a database URL', /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis):\/\/[^\s'"`]+/],
  ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a password hash', /\$(?:2[aby]|scrypt|argon2id?)\$/],
  ['the seed passwords', /Clara2024|Admin2024/],
]

test.describe('the built bundle', () => {
  test('holds no secret: no key, no server secret or its default, no database URL', async () => {
    expect(existsSync(distDir), `the build at ${distDir}`).toBe(true)
    const shipped = filesUnder(distDir).filter((path) => /\.(?:js|mjs|css|html|json|txt|webmanifest)$/.test(path))
    expect(shipped.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(5)
    const secret = existsSync(jwtSecretFile) ? readFileSync(jwtSecretFile, 'utf8').trim() : null
    const found: string[] = []
    for (const path of shipped) {
      const text = readFileSync(path, 'utf8')
      for (const [name, pattern] of SECRET_PATTERNS)
        if (pattern.test(text)) found.push(`${path}: ${name} (${pattern.exec(text)?.[0]})`)
      if (secret && text.includes(secret)) found.push(`${path}: the ERP's JWT secret`)
    }
    expect(found).toEqual([])
  })

  test('serves no source map and no server code to the browser', async ({ request }) => {
    const html = await (await request.get('/es')).text()
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    // Every script of the build, not only the page's: a chunk loaded later would name its map too.
    const chunks = filesUnder(join(distDir, 'assets'))
      .filter((path) => path.endsWith('.js'))
      .map((path) => `/assets/${path.slice(join(distDir, 'assets').length + 1)}`)
    expect(chunks.length).toBeGreaterThan(5)
    for (const src of new Set([...scripts, ...chunks])) {
      const js = await (await request.get(src)).text()
      expect(js).not.toMatch(/server\/auth|better-sqlite3|from"pg"|jwtVerify/)
      expect(js, src).not.toMatch(/sourceMappingURL/)
      // A map the build may keep beside its script is never served.
      expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404)
    }
    for (const path of ['/server/auth/secret.ts', '/.env', '/data/jwt-secret', '/package.json']) {
      const answer = await request.get(path)
      expect(answer.headers()['content-type'] ?? '', path).not.toMatch(/javascript|typescript|octet-stream/)
      expect(await answer.text(), path).not.toMatch(/JWT_SECRET|"dependencies"/)
    }
  })
})

test.describe('Content-Security-Policy', () => {
  test('blocks an inline script and an inline event handler in the browser, reporting each', async ({ page }) => {
    await page.goto('/es')
    await expect(page.locator('main')).toBeVisible()
    await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>
      const violations: string[] = []
      flags.__violations = violations
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.__handlerRan = true')
      image.src = 'data:image/png;base64,broken'
      document.body.append(image)
    })
    // The browser reports each blocked inline script: both reports arrive (the script, the handler).
    const read = () =>
      page.evaluate(() => {
        const flags = window as unknown as Record<string, unknown>
        return {
          inline: flags.__inlineRan === true,
          handler: flags.__handlerRan === true,
          violations: flags.__violations as string[],
        }
      })
    await expect.poll(async () => (await read()).violations.length).toBeGreaterThanOrEqual(2)
    const outcome = await read()
    expect(outcome.inline).toBe(false)
    expect(outcome.handler).toBe(false)
    // One report for the script element, one for the handler attribute.
    expect(outcome.violations).toContainEqual(expect.stringMatching(/^script-src(?:-elem)? inline$/))
    expect(outcome.violations).toContainEqual(expect.stringMatching(/^script-src(?:-attr)? inline$/))
  })

  test('lets the app itself run: it has no inline script of its own', async ({ page, consoleErrors }) => {
    const blocked: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
    })
    await page.goto('/es')
    await expect(page.locator('main')).toBeVisible()
    const inlineScripts = await page
      .locator('script:not([src])')
      .evaluateAll(
        (scripts) =>
          scripts.filter((script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''))
            .length,
      )
    expect(inlineScripts).toBe(0)
    expect(blocked).toEqual([])
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])
  })
})

test.describe('cookies', () => {
  test('the app sets its own cookies site-wide with SameSite=Lax, never HttpOnly-less tokens, and no server cookie', async ({
    page,
    context,
  }) => {
    const setCookies: string[] = []
    page.on('response', (response) => {
      const header = response.headers()['set-cookie']
      if (header) setCookies.push(`${response.url()}: ${header}`)
    })
    await page.goto('/es?utm_source=google&utm_campaign=security')
    await expect(page.locator('main')).toBeVisible()
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('affiliate')
    const cookies = await context.cookies()
    for (const cookie of cookies) {
      expect(cookie.sameSite, cookie.name).toBe('Lax')
      expect(cookie.path, cookie.name).toBe('/')
      // Secure only on https (src/app/cookies.ts; tests/unit/cookies.test.ts checks it): this run is http on loopback.
      expect(cookie.secure, cookie.name).toBe(false)
      // No token in a cookie a script can read: tokens live in storage, sent as a bearer header.
      expect(cookie.value, cookie.name).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
      expect(cookie.expires, `${cookie.name} expires`).toBeGreaterThan(Date.now() / 1000)
    }
    // The ERP sets no cookie at all: nothing for a cross-site request to ride on.
    expect(setCookies).toEqual([])
  })
})

test.describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, what).toContain("script-src 'self'")
    expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/)
    expect(policy, what).toContain("frame-ancestors 'none'")
    expect(policy, what).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['x-frame-options'], what).toBe('DENY')
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    const permissions = headers['permissions-policy'] ?? ''
    // The camera and the position for the site itself (the ID photo, the address step), never the microphone or payments.
    expect(permissions, what).toContain('camera=(self)')
    expect(permissions, what).toContain('geolocation=(self)')
    for (const denied of ['microphone=()', 'payment=()', 'usb=()']) expect(permissions, what).toContain(denied)
  }

  test('are on HTML pages, assets and API answers, refusals included', async ({ request, page }) => {
    for (const path of ['/es', '/en', '/es/login', '/es/no-such-page']) {
      const answer = await request.get(path)
      expect(answer.headers()['content-type'], path).toContain('text/html')
      expectSecurityHeaders(answer.headers(), path)
    }
    for (const path of ['/web/health', '/web/public/config/calculator', '/web/private/client/client', '/web/unknown']) {
      const answer = await request.get(path)
      expect(answer.headers()['content-type'], path).toContain('application/json')
      expectSecurityHeaders(answer.headers(), path)
    }
    // A private answer, a refusal here, is never stored.
    expect((await request.get('/web/private/client/client')).headers()['cache-control']).toBe('no-store')
    const document = await page.goto('/es')
    expectSecurityHeaders((await document?.allHeaders()) ?? {}, 'the document the browser loaded')
    const html = await (await request.get('/es')).text()
    const asset = /<script[^>]+src="([^"]+)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const script = await request.get(asset ?? '')
    expect(script.headers()['x-content-type-options']).toBe('nosniff')
    expect(script.headers()['content-type']).toMatch(/javascript/)
  })

  test('the browser applies the Permissions-Policy: it knows every feature named, and allows the camera and the position only', async ({
    page,
  }) => {
    const document = await page.goto('/es')
    const header = (await document?.allHeaders())?.['permissions-policy'] ?? ''
    const named = header.split(',').map((part) => part.trim().split('=')[0] ?? '')
    expect(named.length).toBeGreaterThan(10)
    const applied = await page.evaluate((features) => {
      // Chromium's view of the document's policy (document.featurePolicy).
      const policy = (
        window.document as unknown as { featurePolicy: { features(): string[]; allowsFeature(name: string): boolean } }
      ).featurePolicy
      const known = policy.features()
      return {
        unknown: features.filter((name) => !known.includes(name)),
        allowed: features.filter((name) => policy.allowsFeature(name)),
      }
    }, named)
    // A feature the browser does not know would be ignored, denying nothing.
    expect(applied.unknown).toEqual([])
    expect(applied.allowed).toEqual(['camera', 'geolocation'])
  })
})
