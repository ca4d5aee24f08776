import type { Page } from '@playwright/test'
import { REGISTRATION } from '../support/journey'
import {
  apiLogin,
  applyThroughErp,
  BASE_URL,
  bearer,
  choose,
  chooseLoan,
  CLIENT_PASSWORD,
  expect,
  newClient,
  readyToSign,
  registeredClient,
  select,
  test,
  useToken,
  violations,
} from './support'

/*
 * What a borrower meets when she trusts the product with her money: the loan falls due on the pay
 * days she declared. At 375 px and 1280 px, as a person would use it.
 */

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
    const address = await request.put('/web/private/client/complete-step-two', {
      headers: bearer(token),
      data: REGISTRATION.address,
    })
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

for (const width of [375, 1280]) {
  test(`no pushing to borrow more: a returning client starts at her last amount and is never told of the first-loan ceiling; a guest past it is told why the tab switched, at ${width} px`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const amountShown = page.locator('.ui-slider__output')
    // A guest: one step past the first-loan ceiling switches to the returning clients' tab, and says why.
    await page.goto('/es/')
    await expect(amountShown).toHaveText('$5000')
    await expect(page.getByText('El primer préstamo llega hasta $5000.', { exact: false })).toBeVisible()
    await page.getByRole('slider').focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Ya soy cliente' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('calculator-tab-switched')).toHaveText(
      'Más de $5000 es para quien ya pagó un préstamo con nosotros: inicia sesión para pedirlo.',
    )
    expect(await violations(page)).toEqual([])

    // A returning client (her last loan: $3000, well below what she may borrow) starts where she was.
    await page.context().clearCookies()
    await useToken(page, await apiLogin(request, 'repetida@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/')
    await expect(amountShown).toHaveText('$3000')
    // At her own maximum, past the first-loan ceiling, she is told nothing of it.
    const slider = page.getByRole('slider')
    await slider.focus()
    await page.keyboard.press('End')
    const max = Number(await slider.getAttribute('max'))
    expect(max).toBeGreaterThan(5000)
    await expect(amountShown).toHaveText(`$${max}`)
    await expect(page.getByText('El primer préstamo llega hasta', { exact: false })).toHaveCount(0)
    await expect(page.getByTestId('calculator-tab-switched')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
}

for (const width of [375, 1280]) {
  test(`promo codes: an unknown one says "Código no válido" at the field, and a first-loan code left from a repaid loan never breaks a returning borrower's offer, at ${width} px`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/es/')
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Quincenal' })
    await expect(page.getByTestId('figure-Total a pagar')).toHaveText(/^\$\d+(\.\d{2})?$/)
    const total = await page.getByTestId('figure-Total a pagar').innerText()
    await page.getByRole('button', { name: 'Tengo un código promocional' }).click()
    const promo = page.getByLabel('Código promocional')
    await promo.fill('NOEXISTE')
    await promo.blur()
    await expect(page.getByText('Código no válido')).toBeVisible()
    await expect(promo).toHaveAttribute('aria-invalid', 'true')
    // The offer stays, without the code.
    await expect(page.getByText('No pudimos calcular tu oferta.')).toHaveCount(0)
    await expect(page.getByTestId('figure-Total a pagar')).toHaveText(total)
    expect(await violations(page)).toEqual([])

    // A returning borrower whose calculator still holds her first loan's welcome code.
    await chooseLoan(page, { amount: 3000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: 'BIENVENIDA' })
    await useToken(page, await apiLogin(request, 'repetida@example.mx', CLIENT_PASSWORD))
    await page.goto('/es/')
    await expect(page.getByTestId('figure-Total a pagar')).toHaveText(/^\$\d+(\.\d{2})?$/)
    await expect(page.getByText('No pudimos calcular tu oferta.')).toHaveCount(0)
    await expect(page.getByText(/% de descuento con tu código promocional/)).toHaveCount(0)
    expect(await calculatorChoice(page)).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
    const cookie = (await page.context().cookies(BASE_URL)).find((candidate) => candidate.name === 'calculator')
    expect(JSON.parse(decodeURIComponent(cookie!.value)).promoCode).toBeNull()
    // The ERP's refusals of the two codes (400) are the browser's only complaints.
    expect(consoleErrors.filter((message) => !message.includes('status of 400'))).toEqual([])
  })
}

/** Whether the element is wholly inside the viewport. */
const inView = (page: Page, selector: ReturnType<Page['getByLabel']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight
  })

for (const width of [375, 1280]) {
  test(`after every step change the step's heading has the focus and the first field is in view, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/es/')
    // The first paint keeps the focus where the browser put it.
    await expect(page.locator('h1')).not.toBeFocused()
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Mensual' })
    const apply = page.getByRole('button', { name: 'Solicitar ahora' })
    await apply.scrollIntoViewIfNeeded()
    await apply.click()
    await expect(page).toHaveURL(/\/es\/registration$/)
    const heading = page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })
    await expect(heading).toBeFocused()
    expect(await inView(page, heading)).toBe(true)
    expect(await inView(page, page.getByLabel('Nombre', { exact: true }))).toBe(true)
    // From the heading, the keyboard goes on into the page, not back to the header.
    await page.keyboard.press('Tab')
    await expect(page.locator('#main :focus')).toHaveCount(1)

    // A link of the frame to another page: its heading, again at the top.
    await page.goto('/es/preguntas-frecuentes')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click()
    await expect(page).toHaveURL(/privacidad/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(await inView(page, page.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await violations(page)).toEqual([])
  })
}

for (const width of [375, 1280]) {
  test(`an approved page says the approved amount, and its calculator starts there, not at the amount first asked for, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const client = await registeredClient(request)
    await readyToSign(request, client)
    await applyThroughErp(request, client.token, 'accepted', 2000)
    // Her calculator still holds the $4000 she looked at before.
    await chooseLoan(page, { amount: 4000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null })
    await useToken(page, client.token)
    await page.goto('/es/application/accepted')
    await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo está aprobado' })).toBeVisible()
    await expect(page.getByTestId('accepted-amount')).toHaveText('$2000')
    await expect(page.getByRole('button', { name: 'Cambiar el monto' })).toBeEnabled()
    await expect(page.locator('.ui-slider__output')).toHaveText('$2000')
    expect(await violations(page)).toEqual([])
  })
}
