import type { Page } from '@playwright/test'
import { ADMIN_PASSWORD, apiLogin, expect, test, useToken, violations } from './support'

/**
 * The loan journey's overview (/es/dev/journey), for admins: the borrower's way from the home page
 * to repaying and extending, as the machines define it; each screen with its picture and a link to
 * its state in the machine's diagram; a screen opened in the tab followed.
 */

const box = (page: Page, id: string) => page.locator(`[data-journey-box="${id}"]`)

async function asAdmin(page: Page, request: Parameters<typeof apiLogin>[0]) {
  await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
  await page.goto('/es/dev/journey')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recorrido del préstamo')
  await expect(page.getByText('Acomodando el recorrido…')).toHaveCount(0, { timeout: 20_000 })
}

test.describe('the loan journey overview', () => {
  test('shows the journey from the home page to the loan, each screen pictured and linked to its state in its diagram', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await asAdmin(page, request)
    // The journey's landmarks, each a box with its screen's name in Spanish.
    for (const [id, name] of [
      ['calculator.active', 'Préstamos personales en línea'],
      ['registration.signUp', 'Crea tu cuenta'],
      ['application.decided.accepted', 'Tu préstamo está aprobado'],
      ['registration.summary', null],
      ['loan.repaying', null],
      ['loan.extending', null],
    ] as const) {
      await expect(box(page, id), id).toHaveCount(1)
      if (name) await expect(box(page, id).getByRole('heading', { level: 3 })).toHaveText(name)
    }
    await expect(box(page, 'application.following.evaluating').getByRole('heading')).toHaveText('Decisión')
    // A state's Spanish description; the hand-over from the home page's button leaves its part and enters the next.
    await expect(box(page, 'registration.signUp')).toContainText('La cuenta')
    const exit = page.locator('[data-journey-port="out:calculator.active→registration.signUp"]')
    await expect(exit).toContainText('Solicitar, sin cuenta')
    await expect(page.locator('[data-journey-port="in:calculator.active→registration.signUp"]')).toContainText(
      'Desde: Préstamos personales en línea',
    )
    await exit.getByRole('link', { name: /Sigue en: Crea tu cuenta/ }).click()
    await expect(page).toHaveURL(/#box-registration\.signUp$/)
    await expect(box(page, 'registration.signUp')).toBeInViewport()
    // A decision's branches say what each checks.
    await expect(page.locator('[data-from="application.decided.showing"][data-to="application.decided.rejected"]')).toContainText(
      'si no',
    )
    // The pictures the journeys took, loaded; zoomed out to 50 %, the pictures stay and the words that would be too small hide.
    const pictured = page.locator('img.dev-journey__thumb')
    expect(await pictured.count()).toBeGreaterThan(10)
    for (const image of await pictured.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }

    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: '50 %' }).click()
    await expect(page.getByRole('button', { name: '50 %' })).toHaveAttribute('aria-pressed', 'true')
    await expect(box(page, 'registration.signUp').locator('.dev-journey__description')).toBeHidden()
    await expect(box(page, 'registration.signUp').locator('img')).toBeVisible()
    await page.getByRole('button', { name: '100 %' }).click()

    // Every box links to its own state in the diagrams: each such state is drawn there.
    const links = await page
      .locator('[data-journey-box] a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href')!))
    expect(links.length).toBe(await page.locator('[data-journey-box]').count())
    await box(page, 'application.following').getByRole('link', { name: 'En su diagrama: application · following' }).click()
    await expect(page).toHaveURL(/\/es\/dev\/flows#state-application\.following$/)
    await expect(page.getByText('Acomodando el diagrama…')).toHaveCount(0, { timeout: 20_000 })
    const chosen = page.locator('[data-machine="application"] [data-state="application.following"]')
    await expect(chosen).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[data-machine="application"]')).toBeInViewport()
    const targets = links.map((href) => decodeURIComponent(href.split('#state-')[1]!))
    // Each machine is laid out in turn: every state linked to is drawn once they all are.
    await expect
      .poll(
        async () => {
          const drawn = new Set(
            await page
              .locator('svg [data-state]')
              .evaluateAll((states) => states.map((state) => state.getAttribute('data-state'))),
          )
          return targets.filter((state) => !drawn.has(state))
        },
        { timeout: 30_000 },
      )
      .toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('following a borrower in another tab, her screen is marked and another screen opens there', async ({ page, request }) => {
    test.setTimeout(60_000)
    await asAdmin(page, request)
    // The borrower's tab shares the browser's storage: it starts without the admin's session, a guest on the home page.
    const other = await page.context().newPage()
    await other.addInitScript(() => window.localStorage.removeItem('auth.token'))
    await other.goto('/es/')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Préstamos en línea, claros desde el principio')

    const follow = page.getByLabel('Estados en vivo de')
    await expect(follow.locator('option', { hasText: 'Pestaña 1: /es/' })).toHaveCount(1)
    await follow.selectOption({ label: 'Pestaña 1: /es/' })
    // The home page's calculator is on screen there.
    await expect(box(page, 'calculator.active')).toHaveAttribute('data-active', 'true')
    await expect(box(page, 'calculator.active')).toContainText('aquí ahora')

    await box(page, 'registration.signUp').getByRole('button', { name: 'Abrir «Crea tu cuenta» en la pestaña seguida' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Se pidió a la pestaña seguida abrir «Crea tu cuenta».' }),
    ).toBeVisible()
    await expect(other).toHaveURL(/\/es\/registration$/)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Crea tu cuenta')
    // Without a tab followed, no screen offers to open.
    await follow.selectOption({ label: 'Esta pestaña' })
    await expect(page.getByRole('button', { name: /en la pestaña seguida/ })).toHaveCount(0)
  })
})
