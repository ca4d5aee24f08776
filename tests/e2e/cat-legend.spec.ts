import type { APIRequestContext, Page } from '@playwright/test'
import { chooseLoan, expect, registeredClient, test, useToken, violations } from './support'

/**
 * The CAT legend wherever a cost is shown: the calculator, the apply page and the offer page. The
 * figures are the ones a person reads, worked by hand: the CAT promedio is the CAT of a first loan
 * of $3000 for 15 days, (3590 / 3000)^(360/15) − 1 = 7336.3 %; a first loan's interest is 1 % a
 * day, 360 % a year, and late interest 1 % a day, 360 % a year; both dates dd/mm/yyyy.
 */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/pw-cat'

const AVERAGE =
  'CAT promedio 7336.3 % sin IVA, para fines informativos y de comparación. Calculado el 01/11/2026, vigente hasta el 30/04/2027.'

/** The legend of an offer whose CAT is `cat` (as its figures show it): a first loan's rates. */
const firstLoanRates = (cat: string) =>
  `CAT de este préstamo ${cat} % sin IVA; tasa de interés ordinaria anual fija 360 % sin IVA; tasa de interés moratoria anual 360 % sin IVA.`

const legend = (page: Page) => page.getByTestId('cat-legend')

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function signedInWithLoanChosen(page: Page, request: APIRequestContext, tag?: string) {
  const client = await registeredClient(request, true, tag)
  await useToken(page, client.token)
  await chooseLoan(page)
  return client
}

test.describe('the CAT legend', () => {
  for (const width of [375, 1280]) {
    test(`the calculator states the CAT promedio and the offer's CAT and annual rates under its figures at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await chooseLoan(page)
      await page.goto('/es/')
      await expect(page.getByTestId('figure-Recibes')).toHaveText('$3000')
      const cat = (await page.getByTestId('figure-CAT').innerText()).replace('%', '')
      expect(cat).toMatch(/^\d+\.\d$/)
      await expect(legend(page)).toHaveText(`${firstLoanRates(cat)}${AVERAGE}`)
      await legend(page).scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/calculator-${width}.png` })
      await fitsTheScreen(page)
      expect(await violations(page)).toEqual([])
    })
  }

  test('the apply page states it under what the loan costs', async ({ page, request }) => {
    await signedInWithLoanChosen(page, request)
    await page.goto('/es/application/apply')
    await expect(page.getByRole('heading', { level: 1, name: 'Solicita tu préstamo' })).toBeVisible()
    const row = page.locator('.application-figures dd').last()
    await expect(row).toHaveText(/^\d+\.\d % sin IVA$/)
    const cat = (await row.innerText()).replace(' % sin IVA', '')
    await expect(legend(page)).toHaveText(`${firstLoanRates(cat)}${AVERAGE}`)
    await page.setViewportSize({ width: 375, height: 900 })
    await legend(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/apply-375.png` })
    await fitsTheScreen(page)
    expect(await violations(page)).toEqual([])
  })

  test('the offer page states it under the offered loan’s figures', async ({ page, request }) => {
    await signedInWithLoanChosen(page, request, 'decrease')
    await page.goto('/es/application/apply')
    await page.getByRole('button', { name: 'Solicitar $3000' }).click()
    await expect(page).toHaveURL(/\/es\/application\/offer-decrease$/)
    await expect(page.getByTestId('offer-offered')).toHaveText('$1500')
    const row = page.locator('.application-figures dd').last()
    await expect(row).toHaveText(/^\d+\.\d % sin IVA$/)
    const cat = (await row.innerText()).replace(' % sin IVA', '')
    await expect(legend(page)).toHaveText(`${firstLoanRates(cat)}${AVERAGE}`)
    await page.setViewportSize({ width: 375, height: 900 })
    await legend(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/offer-375.png` })
    await fitsTheScreen(page)
    expect(await violations(page)).toEqual([])
  })
})
