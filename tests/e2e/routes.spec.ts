import { apiLogin, CLIENT_PASSWORD, ES_TITLES, expect, isPrivatePath, test, useToken } from './support'

test.describe('every route of the product', () => {
  for (const [path, title] of Object.entries(ES_TITLES)) {
    // The flow entry moves on to the client's step by itself: tests/e2e/flow.spec.ts.
    if (path === '/es/flow') continue
    // An application stage is shown only to a client whose application stands there (any other
    // ends on the page the application projects): each is seen by such a client, with its title,
    // in tests/e2e/application-projection.spec.ts.
    if (path.startsWith('/es/application/') && path !== '/es/application/apply') continue
    // The agreement shows only while one stands to be signed (any other client is led on): it is
    // seen by an approved client, with its title, in tests/e2e/summary.spec.ts.
    if (path === '/es/registration/summary') continue
    // The external login's page shows only at step facebook, which the reference ERP never
    // reports: it is seen in sandbox mode, in tests/e2e/flow.spec.ts.
    if (path === '/es/flow/facebook-login') continue
    // The documents under review and the payout pages fit a client whose agreement stands to be
    // signed (her ID's check running; her payout to set): each is seen by such a client, with its
    // title, in tests/e2e/flow.spec.ts.
    // The client's reference reads at any step but one that leads elsewhere first (her names to
    // confirm, a flow completed): it is seen, with its title, in tests/e2e/flow.spec.ts too.
    if (
      ['/es/flow/document-verification', '/es/flow/payment', '/es/flow/direct-debit-information', '/es/flow/reference'].includes(
        path,
      )
    )
      continue
    test(`${path} renders its own screen in Spanish without console errors`, async ({ page, request, consoleErrors }) => {
      // The client area is a client's own: it is seen signed in by a client at a stage the page fits
      // (any other is led to the page her stage projects): my loan by a client with a loan (without
      // one it leads to no-loan); apply by a registered client with nothing under way (one
      // mid-registration is led to her due step); the rest, the details to confirm among them, by
      // one mid-registration.
      const client = path.endsWith('/my-loan')
        ? 'activa@example.mx'
        : // No-loan is the page of a repeated client's step: a client mid-registration is moved on to
          // her due step as soon as the flow answers.
          path === '/es/application/apply' || path === '/es/profile/no-loan'
          ? 'repetida@example.mx'
          : 'nueva@example.mx'
      if (isPrivatePath(path)) await useToken(page, await apiLogin(request, client, CLIENT_PASSWORD))
      await page.goto(path)
      await expect(page).toHaveTitle(`${title} · Lana Clara`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      expect(consoleErrors).toEqual([])
    })
  }

  test('/ lands on the Spanish home page with header and footer', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/es\/$/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('SOFOM, E.N.R.')
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('an unknown path shows the Spanish 404 page with helpful links', async ({ page }) => {
    const response = await page.goto('/es/no-existe')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pudimos encontrar esta página')
    await expect(page).toHaveTitle('Página no encontrada · Lana Clara')
    await expect(page.getByRole('link', { name: 'Preguntas frecuentes' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'ayuda@lanaclara.mx' }).first()).toBeVisible()
    await expect(page.getByText('Información de depuración')).toHaveCount(0)
    // Its links work (the page is not left inert like a page being navigated away from).
    await page.getByRole('main').getByRole('link', { name: 'Preguntas frecuentes' }).click()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
  })

  test('a path without a locale opens the Spanish page', async ({ page }) => {
    await page.goto('/preguntas-frecuentes')
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
  })

  test('a document that does not exist fails its validity check and shows the 404 page', async ({ page }) => {
    await page.goto('/es/documentos?doc=no-existe')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pudimos encontrar esta página')
    await expect(page).toHaveTitle('Página no encontrada · Lana Clara')
  })

  test('the English site is served under /en/', async ({ page }) => {
    await page.goto('/en/preguntas-frecuentes')
    await expect(page).toHaveTitle('Frequently asked questions · Lana Clara')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('links move between pages without a full reload', async ({ page }) => {
    await page.goto('/es/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preguntas frecuentes' }).click()
    await expect(page).toHaveURL(/\/es\/preguntas-frecuentes$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })
})
