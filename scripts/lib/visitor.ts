/**
 * A visitor of the built app for the measuring scripts: a fresh browser context in Mexico City's
 * Spanish, and the pages it opens, waited on until the app has taken them over.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'

/** The calculator's 'Total a pagar' figure, shown once an offer is on screen. */
export const TOTAL = '[data-testid="figure-Total a pagar"]'

/** A context with nothing stored (no cookie, no draft, no session), as a first visit. */
export function visitorContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' })
}

/**
 * Opens a page of the app and waits until the app has taken over its rendered HTML (inert until
 * then: a press before would do nothing) and the network is idle.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('#root[inert]').waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
}

/** Opens the home page and picks the 'Quincenal' pay cycle: the calculator then shows an offer. */
export async function openCalculator(page: Page, base: string): Promise<void> {
  await openPage(page, `${base}/es/`)
  await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Quincenal' })
  await page.locator(TOTAL).waitFor()
  await page.waitForLoadState('networkidle')
}
