import type { APIRequestContext, Response } from '@playwright/test'
import {
  apiLogin,
  applyThroughErp,
  blockClient,
  CLIENT_PASSWORD,
  confirmDetails,
  decideApplication,
  expect,
  freshClabe,
  newClient,
  readyToSign,
  registerClabe,
  registeredClient,
  test,
  useSandboxCookie,
  useToken,
  violations,
} from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The server-driven flow against the reference ERP: the flow entry
 * and the flow-page guard, a step changed on the server moving the open page within one polling
 * period (10 s), a blocked client logged out, and the flow's own screens with axe at 375 px.
 * Steps are steered through the ERP's own calls: registration steps two to four, an application
 * whose decision the back office sets (docs/API.md "Decisions"), a CLABE saved.
 */

/** An answer of the app's own GET flow that reports `step` (one whose body cannot be read is not it). */
function answering(step: string) {
  return async (response: Response) => {
    if (new URL(response.url()).pathname !== '/web/private/client/flow') return false
    const body = (await response.json().catch(() => null)) as { data?: { step?: string } } | null
    return body?.data?.step === step
  }
}

async function flowOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/web/private/client/flow', { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { step: string; status: string } }).data
}

let serial = 0

/** A 16-digit card number passing Luhn that no other client has. */
function freshCard(): string {
  serial += 1
  const first15 = `4152${`${Date.now()}${serial}${process.pid}`.slice(-11)}`
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 === 1 ? 2 : 1)
      return sum + (n > 9 ? n - 9 : n)
    }, 0) %
      10 ===
    0
  const check = [...Array(10).keys()].find((d) => luhn(`${first15}${d}`))!
  return `${first15}${check}`
}

test.describe('flow routing', () => {
  test('a guest opening a flow page goes to registration with the progress at 30 %', async ({ page, consoleErrors }) => {
    await page.goto('/es/flow/payment')
    await expect(page).toHaveURL(/\/es\/registration$/)
    await expect(page.getByRole('progressbar', { name: 'Avance de tu solicitud' })).toHaveAttribute('aria-valuenow', '30')
    await page.goto('/es/flow')
    await expect(page).toHaveURL(/\/es\/registration$/)
    expect(consoleErrors).toEqual([])
  })

  test('new_client_created with the names not confirmed (the sign-up phone never verified): the details screen confirms them, then the flow goes on to apply', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const client = await registeredClient(request, false)
    expect((await flowOf(request, client.token)).step).toBe('new_client_created')
    await useToken(page, client.token)
    await page.goto('/es/flow')
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Paola')
    await keepThumbnail(page, 'details')
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('')
    await page.getByRole('button', { name: 'Confirmar y continuar' }).click()
    await expect(page.getByRole('textbox', { name: 'Apellidos' })).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page)).toEqual([])
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Prueba Flujo')
    await page.getByRole('button', { name: 'Confirmar y continuar' }).click()
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
    expect((await flowOf(request, client.token)).step).toBe('new_client_created')
    const profile = await request.get('/web/private/client/client', { headers: { Authorization: `Bearer ${client.token}` } })
    expect(((await profile.json()) as { data: { info: { lastNames: string } } }).data.info.lastNames).toBe('Prueba Flujo')
    expect(consoleErrors).toEqual([])
  })

  test('the flow entry shows its loading state, then the screen of the step', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    // Everything before signing done but a CLABE or card: the flow stands at direct_debit_information.
    await readyToSign(request, client, { payout: true })
    await applyThroughErp(request, client.token)
    expect(await flowOf(request, client.token)).toEqual(
      expect.objectContaining({ step: 'direct_debit_information', status: 'active' }),
    )
    await useToken(page, client.token)
    // The entry's answer is held until its loading state has been seen.
    let release: () => void = () => undefined
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/web/private/client/flow', async (route) => {
      await seen
      await route.continue()
    })
    await page.goto('/es/flow')
    await expect(page.getByRole('status').filter({ hasText: 'Estamos revisando en qué paso va tu solicitud' })).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/es\/flow\/direct-debit-information$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Domiciliación de tus pagos' })).toBeVisible()
    await expect(page).toHaveTitle('Autorización de domiciliación · Lana Clara')
    // No card yet: the payment screen is where to register one.
    await expect(page.getByRole('link', { name: 'Registrar una tarjeta o CLABE' })).toHaveAttribute('href', '/es/flow/payment')
    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('the flow entry without an answer from the ERP says so with the ways on, and tries again on request', async ({
    page,
    request,
  }) => {
    const client = await registeredClient(request)
    await useToken(page, client.token)
    // No answer to the step, as with the network down; every later ask is answered again.
    await page.route('**/web/private/client/flow', (route) => route.abort('internetdisconnected'))
    await page.goto('/es/flow')
    await expect(page.getByText('No pudimos consultar en qué paso va tu solicitud.', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/es/contactos')
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/es/profile')
    expect(await violations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: '/tmp/pw-flow/entry-failed-375.png', fullPage: true })
    await page.unroute('**/web/private/client/flow')
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
  })

  test('a completed flow goes to application loading, which shows the decision', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    await applyThroughErp(request, client.token, 'rejected')
    expect(await flowOf(request, client.token)).toEqual(expect.objectContaining({ step: 'reject_page', status: 'completed' }))
    await useToken(page, client.token)
    const loading = page.waitForURL(/\/es\/application\/loading$/)
    await page.goto('/es/flow')
    await loading
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    expect(consoleErrors).toEqual([])
  })

  test('a step changed on the server moves the open page within one polling period', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    // Everything before signing done but a CLABE or card: the flow stands at direct_debit_information.
    await readyToSign(request, client, { payout: true })
    await applyThroughErp(request, client.token)
    await useToken(page, client.token)
    // The page's clock: its poll is brought on (one period, 10 s) rather than waited for.
    await page.clock.install()
    const first = page.waitForResponse(answering('direct_debit_information'))
    await page.goto('/es/flow/direct-debit-information')
    await expect(page.getByRole('heading', { level: 1, name: 'Domiciliación de tus pagos' })).toBeVisible()
    // The page has read the flow once; then the step changes on the server: a CLABE is saved. The
    // app's next poll reads the new step, and its answer moves the page.
    await first
    const moved = page.waitForResponse(answering('otp_agreement'), { timeout: 15_000 })
    const saved = await request.post('/web/private/client/bank/saveAccountNumber', {
      headers: { Authorization: `Bearer ${client.token}` },
      data: { accountNumber: freshClabe() },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    expect((await flowOf(request, client.token)).step).toBe('otp_agreement')
    await page.clock.runFor(10_000)
    await moved
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    expect(consoleErrors).toEqual([])
  })

  test('a client reading the FAQ stays there when the step changes: a banner leads on to the step', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const client = await registeredClient(request)
    await readyToSign(request, client, { payout: true })
    await applyThroughErp(request, client.token)
    await useToken(page, client.token)
    await page.clock.install()
    const first = page.waitForResponse(answering('direct_debit_information'))
    await page.goto('/es/preguntas-frecuentes')
    await first
    const moved = page.waitForResponse(answering('otp_agreement'), { timeout: 15_000 })
    await registerClabe(request, client.token)
    // The app's next poll, brought on.
    await page.clock.runFor(10_000)
    await moved
    const banner = page.getByRole('status').filter({ hasText: 'Tu solicitud avanzó.' })
    await expect(banner).toBeVisible()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
    await banner.getByRole('link', { name: 'Continúa tu solicitud' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    await expect(page.getByText('Tu solicitud avanzó.')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  // A completed flow or the verification step goes to application loading, also when a poll finds it.
  for (const { outcome, flow, shows } of [
    { outcome: 'decision_error', flow: { step: 'verification', status: 'active' }, shows: /\/es\/application\/loading$/ },
    { outcome: 'rejected', flow: { step: 'reject_page', status: 'completed' }, shows: /\/es\/application\/rejected$/ },
  ] as const) {
    test(`an open flow page goes to application loading within one polling period once the flow is at ${flow.step}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const client = await registeredClient(request)
      await readyToSign(request, client, { payout: true })
      const id = await applyThroughErp(request, client.token)
      await useToken(page, client.token)
      await page.clock.install()
      const first = page.waitForResponse(answering('direct_debit_information'))
      await page.goto('/es/flow/direct-debit-information')
      await expect(page.getByRole('heading', { level: 1, name: 'Domiciliación de tus pagos' })).toBeVisible()
      await first
      // Armed before the decision: the app's next poll (one period, 10 s, brought on by the page's
      // clock) reads it, and its answer moves the page to loading, which may go on at once to what
      // the decision shows.
      const moved = page.waitForResponse(answering(flow.step), { timeout: 15_000 })
      const loading = page.waitForURL(/\/es\/application\/loading$/, { timeout: 20_000 })
      await decideApplication(request, id, outcome)
      expect(await flowOf(request, client.token)).toEqual(expect.objectContaining(flow))
      await page.clock.runFor(10_000)
      await moved
      await loading
      // Loading follows the application to what the decision shows.
      await expect(page).toHaveURL(shows)
      if (outcome === 'decision_error')
        await expect(page.getByRole('alert').filter({ hasText: 'No pudimos terminar de evaluar tu solicitud.' })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  }

  test('a client whose registration is not finished is sent to its step from a flow page', async ({ page, request }) => {
    const client = await newClient(request)
    const token = await apiLogin(request, client.email, client.password)
    await confirmDetails(request, token)
    expect((await flowOf(request, token)).step).toBe('address')
    await useToken(page, token)
    await page.goto('/es/flow/details')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    // The registration start page pushes a signed-in client on to the step too.
    await page.goto('/es/registration')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
  })

  test('a client blocked by the back office is logged out on a flow page', async ({ page, request }) => {
    const client = await registeredClient(request)
    await useToken(page, client.token)
    await page.goto('/es/profile')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await blockClient(request, client.id)
    await page.goto('/es/flow')
    await expect(page).toHaveURL(/\/es\/ingresar/)
    expect(await page.evaluate(() => window.localStorage.getItem('auth.token'))).toBeNull()
  })
})

test.describe('the flow screens', () => {
  // The reference ERP never answers step facebook (server/accounts/flow-step.ts has no such step): sandbox mode simulates it.
  test('facebook: the external login carries the query of the page the client was on and the application id', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await useSandboxCookie(page)
    await useToken(page, await apiLogin(request, 'nueva@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/flow/payment?utm_source=x&utm_campaign=julio')
    const panel = page.getByRole('navigation', { name: 'Panel del modo sandbox' })
    await panel.getByRole('button', { name: 'facebook', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/flow\/facebook-login\?utm_source=x&utm_campaign=julio$/)
    await expect(page).toHaveTitle('Continuar con Facebook · Lana Clara')
    const login = page.getByRole('link', { name: 'Ingresar con Facebook' })
    // The simulated application is number 1; the client id is the ERP's (FACEBOOK_APP_ID, playwright.config.ts).
    const expected = 'https://www.facebook.com/dialog/oauth?utm_source=x&utm_campaign=julio&client_id=1234567890&applicationId=1'
    await expect(login).toHaveAttribute('href', expected)
    await page.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Facebook</title>' }),
    )
    await login.click()
    await page.waitForURL(expected)
    expect(consoleErrors).toEqual([])
  })

  test("facebook: the link waits for the ERP's configuration, asked for once, and says the login is off without a Facebook app or a configuration", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await useSandboxCookie(page)
    await useToken(page, await apiLogin(request, 'nueva@example.mx', CLIENT_PASSWORD))
    // The configuration is held until the page shows it waits; then the ERP's answer, with another app.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route('**/web/public/config/integrations', async (route) => {
      asked += 1
      const answer = await route.fetch()
      const { data } = (await answer.json()) as { data: Record<string, unknown> }
      await held
      await route.fulfill({
        response: answer,
        json: { data: { ...data, externalLogin: { appId: '5550001112', loginUrl: 'https://login.example/dialog' } } },
      })
    })
    await page.goto('/es/flow/facebook-login')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu identidad con Facebook' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ingresar con Facebook' })).toHaveCount(0)
    release()
    await expect(page.getByRole('link', { name: 'Ingresar con Facebook' })).toHaveAttribute(
      'href',
      'https://login.example/dialog?client_id=5550001112&applicationId=1',
    )
    await page.screenshot({ path: '/tmp/pw-flow/facebook-1280.png', fullPage: true })
    // The page's request and the one every page makes once idle are one.
    await page.waitForLoadState('networkidle')
    expect(asked).toBe(1)

    // Without a Facebook app the login is off: the page says so and links to the contacts.
    const other = await page.context().newPage()
    await other.route('**/web/public/config/integrations', async (route) => {
      const answer = await route.fetch()
      const { data } = (await answer.json()) as { data: Record<string, unknown> }
      await route.fulfill({ response: answer, json: { data: { ...data, externalLogin: null } } })
    })
    await other.goto('/es/flow/facebook-login')
    await expect(other.getByText('Ingresar con Facebook no está disponible por ahora.')).toBeVisible()
    await expect(other.getByRole('link', { name: 'contáctanos' })).toHaveAttribute('href', '/es/contactos')
    await other.setViewportSize({ width: 375, height: 800 })
    await other.screenshot({ path: '/tmp/pw-flow/facebook-off-375.png', fullPage: true })
    await expect(other.getByRole('link', { name: 'Ingresar con Facebook' })).toHaveCount(0)

    // A configuration the ERP fails to give leaves the login off too, never the error page.
    const failing = await page.context().newPage()
    await failing.route('**/web/public/config/integrations', (route) => route.fulfill({ status: 500, json: {} }))
    await failing.goto('/es/flow/facebook-login')
    await expect(failing.getByText('Ingresar con Facebook no está disponible por ahora.')).toBeVisible()
    await expect(failing.getByRole('link', { name: 'Ingresar con Facebook' })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('direct debit: consent to card charges, then the flow goes on', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    // Everything before signing done but a CLABE or card: the flow stands at direct_debit_information.
    await readyToSign(request, client, { payout: true })
    await applyThroughErp(request, client.token)
    const number = freshCard()
    const card = await request.post('/web/private/client/direct-debit/debit-credit-card', {
      headers: { Authorization: `Bearer ${client.token}` },
      data: { cardNumber: number, expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, holder: 'PAOLA PRUEBA' },
    })
    expect(card.status(), await card.text()).toBe(200)
    const lastFour = number.slice(-4)
    await useToken(page, client.token)
    // The card is saved: the step is otp_agreement, so the page is opened directly.
    await page.goto('/es/flow/direct-debit-information')
    await expect(page.getByText(`terminación ${lastFour}`)).toBeVisible()
    await page.getByRole('button', { name: 'Autorizar la domiciliación' }).click()
    await expect(page.getByText('Marca la casilla para autorizar la domiciliación.')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('checkbox').check({ force: true })
    await page.getByRole('button', { name: 'Autorizar la domiciliación' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    const details = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    expect(
      ((await details.json()) as { data: { banking: { directDebitConsent: unknown } } }).data.banking.directDebitConsent,
    ).toEqual(expect.objectContaining({ lastFour, textVersion: 'domiciliacion-2025-06' }))
    expect(consoleErrors).toEqual([])
  })

  test('payment: the registration disbursement form, then the flow routes on', async ({ page, request, consoleErrors }) => {
    const client = await registeredClient(request)
    // Everything before signing done but a CLABE or card: the flow stands at direct_debit_information.
    await readyToSign(request, client, { payout: true })
    await applyThroughErp(request, client.token)
    await useToken(page, client.token)
    await page.goto('/es/flow/payment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Cómo recibes tu dinero · Lana Clara')
    await page.getByRole('textbox', { name: 'CLABE' }).fill(freshClabe())
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/summary$/)
    expect(consoleErrors).toEqual([])
  })

  for (const width of [1280, 375]) {
    test(`details, reference and document verification read well at ${width} px`, async ({ page, request, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 })
      // Approved, the identity check of her ID still running: her documents are under review.
      const client = await registeredClient(request)
      await readyToSign(request, client, { identity: true })
      await applyThroughErp(request, client.token, 'accepted', 3000)
      await useToken(page, client.token)
      await page.goto('/es/flow/details')
      await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible()
      await expect(page.getByText(client.email)).toBeVisible()
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: `/tmp/pw-flow/details-${width}.png`, fullPage: true })
      await page.goto('/es/flow/reference')
      await expect(page.getByText('Rosa Prueba Gómez')).toBeVisible()
      await expect(page).toHaveTitle('Una referencia personal · Lana Clara')
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: `/tmp/pw-flow/reference-${width}.png`, fullPage: true })
      await page.goto('/es/flow/document-verification')
      await expect(page.getByRole('heading', { level: 1, name: 'Estamos verificando tu identidad' })).toBeVisible()
      await expect(page).toHaveTitle('Verificación de documentos · Lana Clara')
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: `/tmp/pw-flow/documents-${width}.png`, fullPage: true })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow).toBe(false)
      expect(consoleErrors).toEqual([])
    })
  }
})
