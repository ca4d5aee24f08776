import type { Page } from '@playwright/test'
import { REGISTRATION } from '../support/journey'
import { apiLogin, BASE_URL, bearer, chooseLoan, expect, newClient, test, useToken, violations } from './support'

/*
 * What a borrower meets when she trusts the product with her money: the loan falls due on the pay
 * days she declared. At 375 px and 1280 px, as a person would use it.
 */

const select = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label.replace(/[?()¿]/g, '\\$&')}$`) })

async function choose(page: Page, label: string, option: string) {
  await expect(select(page, label)).toBeEnabled()
  await select(page, label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** The calculator's choice as its cookie keeps it: what the application is made from. */
async function calculatorChoice(page: Page) {
  const cookie = (await page.context().cookies(BASE_URL)).find((candidate) => candidate.name === 'calculator')
  const value = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { payCycle?: string; payDates?: string }
  return { payCycle: value.payCycle, payDates: value.payDates }
}

for (const width of [375, 1280]) {
  test(`the pay days declared at the employment step are the ones the application falls due on, at ${width} px`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const client = await newClient(request)
    const token = await apiLogin(request, client.email, client.password)
    const address = await request.put('/web/private/client/complete-step-two', { headers: bearer(token), data: REGISTRATION.address })
    expect(address.status(), await address.text()).toBe(200)
    // Chosen in the calculator as a guest: every two weeks, the first day on offer.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await chooseLoan(page, { amount: 3000, payCycle: 'biweekly', payDates: tomorrow, promoCode: null })
    await useToken(page, token)
    await page.goto('/es/registration/employment')
    await expect(page.getByRole('heading', { level: 1, name: 'Tu empleo e ingresos' })).toBeVisible()
    await expect(select(page, '¿Cada cuándo te pagan?')).toHaveAccessibleName(/^Catorcenal/)

    // At the employment step she says how she is really paid: twice a month, on the 15th and the 30th.
    await choose(page, 'Situación laboral', 'Empleado de tiempo completo')
    await choose(page, 'Puesto', 'Cajero')
    await page.getByLabel('Nombre de la empresa').fill('Farmacias del Centro')
    await page.getByLabel('Teléfono del trabajo').pressSequentially(REGISTRATION.employment.workPhone)
    await page.getByLabel('Ingreso mensual').pressSequentially('15000')
    await choose(page, '¿Cada cuándo te pagan?', 'Quincenal')
    await choose(page, 'Días en que te pagan', '15/30')
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)

    // The application is made from the calculator's choice: it now holds her declared pay days.
    expect(await calculatorChoice(page)).toEqual({ payCycle: 'semi_monthly', payDates: '15,30' })
    const profile = await request.get('/web/private/client/client', { headers: bearer(token) })
    const saved = ((await profile.json()) as { data: { salaryCycle: string; payDate: { semiMonthlyPayDates: number[] } } }).data
    expect([saved.salaryCycle, saved.payDate.semiMonthlyPayDates]).toEqual(['semi_monthly', [15, 30]])
    expect(consoleErrors).toEqual([])
  })
}
