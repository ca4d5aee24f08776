import type { Page } from '@playwright/test'
import type { IntegrationsConfig } from '../../src/api/integrations'
import { chooseLoan, expect, registeredClient, test, useToken, violations } from './support'

/**
 * The integrations against local stand-ins of their vendors: the ERP's configuration answer is
 * stubbed to switch them on, and each vendor's script is a few lines that act as its browser API
 * (no vendor is reachable from the test machines). docs/INTEGRATIONS.md describes each one.
 */

// The vendors' hosts are not in the ERP's Content-Security-Policy (no integration is configured on the test ERP).
test.use({ bypassCSP: true })

const SHOTS = '/tmp/shots-integrations'

const OFF: IntegrationsConfig = {
  release: 'e2e-release',
  errorReporting: null,
  tagManager: null,
  chat: null,
  recording: null,
  scoring: null,
  fingerprint: null,
  captcha: null,
  externalLogin: null,
}

const DSN = 'https://e2ekey@o1.ingest.sentry.test/42'
const SCORING = 'https://score.juicyscore.test/static/js.js'
const FINGERPRINT = 'https://fp.iovation.test/loader.js'

/** Serves the configuration answer and the stand-ins; returns the error reports Sentry's endpoint received. */
async function standIns(page: Page, config: Partial<IntegrationsConfig>) {
  const reports: string[] = []
  const requested: string[] = []
  await page.route('**/web/public/config/integrations', (route) => route.fulfill({ json: { data: { ...OFF, ...config } } }))
  const script = (body: string) => ({ contentType: 'text/javascript', body })
  await page.route('https://www.googletagmanager.com/gtm.js**', (route) => route.fulfill(script('window.gtmStandIn = true')))
  await page.route(SCORING, (route) =>
    route.fulfill(script("window.juicyScoreApi = { getSessionId: () => Promise.resolve('juicy-e2e-session') }")),
  )
  // iovation's loader: its blackbox grows over three reads until finished; then the loader is
  // gone (getBlackbox answers nothing), so what an application carries can only come from the
  // flow's state, where each token collected was kept.
  await page.route(FINGERPRINT, (route) =>
    route.fulfill(
      script(`
        window.iovationReads = 0
        window.IGLOO.getBlackbox = () => {
          window.iovationReads += 1
          if (window.iovationReads > 3) return undefined
          return window.iovationReads < 3
            ? { blackbox: '0400-e2e-partial', finished: false }
            : { blackbox: '0400-e2e-blackbox', finished: true }
        }`),
    ),
  )
  await page.route('https://client.crisp.chat/l.js', (route) => {
    requested.push('crisp')
    return route.fulfill(script('window.crispStandIn = JSON.stringify(window.$crisp.filter((c) => c[0] !== "on"))'))
  })
  await page.route('https://static.hotjar.com/c/**', (route) => {
    requested.push('hotjar')
    return route.fulfill(script("window.hj.globals = { get: (key) => (key === 'userId' ? 'hj-e2e-user' : undefined) }"))
  })
  await page.route('https://o1.ingest.sentry.test/**', (route) => {
    reports.push(route.request().postData() ?? '')
    return route.fulfill({ status: 200, json: { id: 'x' } })
  })
  return { reports, requested }
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])

test('the tag manager hears the key steps, the application carries the scoring session and the blackbox, and errors are reported without personal data', async ({
  page,
  request,
}) => {
  const { reports } = await standIns(page, {
    tagManager: { containerId: 'GTM-E2E' },
    errorReporting: { dsn: DSN, environment: 'e2e' },
    scoring: { scriptUrl: SCORING },
    fingerprint: { scriptUrl: FINGERPRINT },
  })
  const client = await registeredClient(request, true, 'accept')
  await useToken(page, client.token)
  await chooseLoan(page)
  await page.goto('/es/application/apply')
  // The integrations start once the page is interactive: the container's snippet is the first entry.
  await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
  await expect.poll(() => page.evaluate(() => 'juicyScoreApi' in window)).toBe(true)
  // The fingerprint's collection finished (read three times, a second apart), and the loader answers no more.
  await expect.poll(() => page.evaluate(() => (window as unknown as { iovationReads?: number }).iovationReads ?? 0)).toBe(3)
  expect(
    await page.evaluate(() => (window as unknown as { IGLOO: { getBlackbox: () => unknown } }).IGLOO.getBlackbox()),
  ).toBeUndefined()

  const creation = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/web/private/client/application'))
  await page.getByRole('button', { name: 'Solicitar $3000' }).click()
  const payload = (await creation).postDataJSON() as { juicySessionId: string; iovation: { ioBB: string } }
  expect(payload.juicySessionId).toBe('juicy-e2e-session')
  // The finished blackbox, as the flow's state kept it.
  expect(payload.iovation).toEqual({ ioBB: '0400-e2e-blackbox' })
  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'application_created' })
  // Names only: no entry carries an amount, a name or an e-mail.
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/3000|Paola|@/)

  // An error nobody caught, whose message holds the client's e-mail, reaches Sentry scrubbed, with the release tag.
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new Error(`Could not show ${email}`)
    })
  }, client.email)
  await expect.poll(() => reports.length).toBeGreaterThan(0)
  const event = JSON.parse(reports[0]!.split('\n')[2]!) as Record<string, unknown>
  expect(event).toMatchObject({
    release: 'e2e-release',
    environment: 'e2e',
    tags: { source: 'error' },
    exception: { values: [{ type: 'Error', value: 'Could not show [email]' }] },
  })
  expect(reports[0]).not.toContain(client.email)
})

test('the chat opens from the frame with the client’s name, and recording starts only once allowed, every field masked', async ({
  page,
  request,
}) => {
  const { requested } = await standIns(page, {
    chat: { websiteId: '0d4c5b6a-1234-4cde-8f00-123456789abc' },
    recording: { siteId: 3456789 },
  })
  const client = await registeredClient(request, true)
  await useToken(page, client.token)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/es/')
  const consent = page.getByRole('region', { name: 'Grabación de la sesión' })
  await expect(consent).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/consent-375.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('button', { name: 'Chatea con nosotros' })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/consent-1280.png` })
  expect(requested).toEqual([])

  await consent.getByRole('button', { name: 'Permitir la grabación' }).click()
  await expect(consent).toBeHidden()
  await expect.poll(() => requested).toEqual(['hotjar'])
  const fields = page.locator('#main input, #main select, #main textarea')
  expect(await fields.count()).toBeGreaterThan(0)
  await expect(page.locator('#main input:not([data-hj-suppress])')).toHaveCount(0)
  await expect(page.locator('#main select:not([data-hj-suppress])')).toHaveCount(0)

  await page.getByRole('button', { name: 'Chatea con nosotros' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { crispStandIn?: string }).crispStandIn)).toBeTruthy()
  const commands = JSON.parse(
    await page.evaluate(() => (window as unknown as { crispStandIn: string }).crispStandIn),
  ) as unknown[]
  expect(commands).toEqual([
    ['safe', true],
    ['set', 'user:nickname', ['Paola']],
    ['do', 'chat:show'],
    ['do', 'chat:open'],
  ])

  // At phone width the launcher is in the menu; the answer is remembered, so no question shows again.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Chatea con nosotros' })).toBeVisible()
  await expect(consent).toBeHidden()
  await page.screenshot({ path: `${SHOTS}/drawer-375.png` })
})
