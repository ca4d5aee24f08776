import { ADMIN_PASSWORD, apiLogin, expect, test, useToken } from './support'

test.describe('failures', () => {
  test('a failed script-chunk load reloads the page exactly once, then shows the error page', async ({ page }) => {
    let loads = 0
    page.on('load', () => loads++)
    await page.route(/\/assets\/preguntas-frecuentes-[^/]*\.js$/, (route) => route.abort())
    await page.goto('/es/preguntas-frecuentes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos haciendo mejoras')
    // Nothing more is loading (no third load on its way): the page rests on the error page.
    await page.waitForLoadState('networkidle')
    expect(loads).toBe(2)
  })

  test('a chunk that loads after the reload shows the page', async ({ page }) => {
    let loads = 0
    let documents = 0
    page.on('load', () => loads++)
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    // The chunk is missing for the first page only, as after a deploy.
    await page.route(/\/assets\/preguntas-frecuentes-[^/]*\.js$/, (route) => (documents === 1 ? route.abort() : route.continue()))
    await page.goto('/es/preguntas-frecuentes')
    await expect(page).toHaveTitle('Preguntas frecuentes · Lana Clara')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Estamos haciendo mejoras')
    expect(loads).toBe(2)
  })

  test("an ERP answer of 500 or above shows the full error page 'ERP response {status} {path}'", async ({ page }) => {
    await page.route('**/web/public/config/calculator', (route) => route.fulfill({ status: 502, body: '{}' }))
    await page.goto('/es/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos haciendo mejoras')
  })

  test('admins see the ERP failure in the debug block', async ({ page, request }) => {
    await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
    await page.route('**/web/public/config/calculator', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto('/es/')
    await expect(page.getByTestId('debug-status')).toHaveText('503')
    await expect(page.getByTestId('debug-message')).toHaveText('ERP response 503 /web/public/config/calculator')
  })

  test('the error page clears when the user moves to another page', async ({ page }) => {
    await page.route('**/web/public/config/calculator', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto('/es/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos haciendo mejoras')
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preguntas frecuentes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
  })
})
