import { ADMIN_PASSWORD, apiLogin, CLIENT_PASSWORD, expect, signIn, test, useToken } from './support'

test.describe('site frame', () => {
  test('on a wide screen the navigation shows and the menu button does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/es/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
  })

  test('the print layout has no header or footer', async ({ page }) => {
    await page.goto('/es/print')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('the footer carries contacts and the legal lines', async ({ page }) => {
    await page.goto('/es/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { name: 'Atención a clientes' })).toBeVisible()
    await expect(footer.getByRole('heading', { name: 'Cobranza' })).toBeVisible()
    await expect(footer).toContainText('para fines informativos y de comparación')
    await expect(footer).toContainText('CONDUSEF')
    await expect(footer.getByRole('link', { name: 'Aviso de privacidad' })).toBeVisible()
  })

  test('a logged-in client sees a profile menu with the first name', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'activa@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/')
    const menu = page.getByRole('button', { name: /Carmen/ })
    await expect(menu).toBeVisible()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible()
    // Escape closes the list and gives the focus back to its button; Tab walks through it.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeHidden()
    await expect(menu).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Mi préstamo' })).toBeVisible()
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull()
  })

  test('without a first name the header shows the e-mail before the at sign', async ({ page }) => {
    // Every real account has a first name by now; the ERP's answers to this unsigned session are
    // shaped by hand: the account, and the flow that a signed-in client's page polls.
    await page.route('**/web/private/client/client', (route) =>
      route.fulfill({ json: { data: { id: 8, email: 'jperez@correo.mx', firstName: null, status: 1 } } }),
    )
    const flow = { step: 'new_client_created', status: 'active', errors: [] }
    await page.route('**/web/private/client/flow', (route) => route.fulfill({ json: { data: flow } }))
    const registration = { done: [], todo: ['details', 'address', 'employment', 'reference'], percent: 10 }
    await page.route('**/web/private/client/client-journey/current', (route) =>
      route.fulfill({
        json: { data: { applicationId: null, backOfficeCompletionPending: false, flow, loanId: null, registration } },
      }),
    )
    await signIn(page, { sub: '8', account_type: 'client', mfa: false, email: 'jperez@correo.mx' })
    // A page without the calculator, whose own private calls would meet this unsigned token.
    await page.goto('/es/preguntas-frecuentes')
    await expect(page.getByRole('button', { name: /jperez/ })).toBeVisible()
  })

  test('a stored token carrying mfa is discarded', async ({ page }) => {
    await signIn(page, { sub: '8', account_type: 'client', mfa: true, firstName: 'Eva' })
    await page.goto('/es/')
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible()
  })

  test('registration pages show the progress bar', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'nueva@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/registration/address')
    await expect(page.getByRole('progressbar', { name: 'Avance de tu solicitud' })).toHaveAttribute('aria-valuenow', '20')
  })

  test('only admins see the debug block of the error page', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
    await page.goto('/es/no-existe')
    await expect(page.getByText('Información de depuración')).toBeVisible()
    await expect(page.getByTestId('debug-status')).toHaveText('404')
  })
})

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the drawer opens with navigation and contacts and closes with Escape', async ({ page }) => {
    await page.goto('/es/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menú' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: '55 4161 2020' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/es/')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Contacto' }).click()
    await expect(page).toHaveURL(/\/es\/contactos$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('no page is wider than the screen', async ({ page }) => {
    for (const path of ['/es/', '/es/preguntas-frecuentes', '/es/documentos', '/es/como-pagar-tu-prestamo']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  test("a content page's column is its own: the frame around every page adds no width limit or margin of its own", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/es/preguntas-frecuentes')
    // The main area's content box, where every page's own column lies.
    const contentBox = () =>
      page.getByRole('main').evaluate((main) => {
        const style = getComputedStyle(main)
        const box = main.getBoundingClientRect()
        const left = parseFloat(style.paddingLeft)
        return { x: box.x + left, width: box.width - left - parseFloat(style.paddingRight) }
      })
    const area = await contentBox()
    expect(await page.getByRole('article').boundingBox()).toMatchObject(area)
  })
})

test.describe('popups', () => {
  test('the CAT explanation opens as a popup and closes on route change', async ({ page }) => {
    await page.goto('/es/')
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click()
    await expect(page).toHaveURL(/\/es\/contactos$/)
    await page.goBack()
    await page.getByRole('button', { name: '¿Qué es el CAT?' }).click()
    const popup = page.getByRole('dialog', { name: '¿Qué es el CAT?' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('Banco de México')
    // The browser's forward button changes the route with the popup open.
    await page.goForward()
    await expect(page).toHaveURL(/\/es\/contactos$/)
    await expect(popup).toBeHidden()
  })

  test('the popup closes with its close button and gives focus back', async ({ page }) => {
    await page.goto('/es/')
    const opener = page.getByRole('button', { name: '¿Qué es el CAT?' })
    await opener.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
})
