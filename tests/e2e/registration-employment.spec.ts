import type { Page } from '@playwright/test'
import { apiLogin, choose, expect, newClient, select, test, useToken, violations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * Registration step three, /registration/employment, against the reference ERP as a new applicant
 * (signed up and logged in through the ERP's own calls): status and dependent position, company,
 * work phone and income with their masks, pay cycle and pay day as in the calculator, the rules at
 * the fields, the draft through a reload, complete-step-three, then the reference step.
 */

async function signedIn(page: Page, request: Parameters<typeof newClient>[0]) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await useToken(page, token)
  return { ...client, token }
}

async function fillAll(page: Page) {
  await choose(page, 'Situación laboral', 'Empleado de tiempo completo')
  await choose(page, 'Puesto', 'Cajero')
  await page.getByLabel('Nombre de la empresa').fill('Abarrotes La Esperanza')
  // The old long-distance 01, typed out of habit, and the grouping are dropped by the mask.
  await page.getByLabel('Teléfono del trabajo').pressSequentially('01 (442) 123-4567')
  await page.getByLabel('Ingreso mensual').pressSequentially('$12,500.00')
  await choose(page, '¿Cada cuándo te pagan?', 'Quincenal')
  await choose(page, 'Días en que te pagan', '15/30')
}

test.describe('registration, employment step', () => {
  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/employment')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test('status, position, company, phone, income and pay days are saved; the step goes on to the reference', async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/employment')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu empleo e ingresos')
    await keepThumbnail(page, 'registration-employment')
    // The position waits for a status.
    await expect(select(page, 'Puesto')).toBeDisabled()
    await fillAll(page)
    // The masks: a work phone is ten digits; the income, once left, shows the whole pesos it sends.
    await expect(page.getByLabel('Teléfono del trabajo')).toHaveValue('4421234567')
    await expect(page.getByLabel('Ingreso mensual')).toHaveValue('12500')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)

    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { employment } = ((await saved.json()) as { data: { employment: Record<string, unknown> } }).data
    expect(employment).toEqual({
      employmentStatus: 'employed_full_time',
      position: 'cashier',
      companyName: 'Abarrotes La Esperanza',
      workPhone: '4421234567',
      monthlyIncome: 12500,
      salaryCycle: 'semi_monthly',
    })
    // The accepted step leaves no draft behind.
    expect(await page.evaluate(() => window.sessionStorage.getItem('draft.registration.employment'))).toBeNull()
  })

  test("the company name takes a company's writing, refuses other symbols and stops at 50 characters", async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/employment')
    await fillAll(page)
    const company = page.getByLabel('Nombre de la empresa')
    await company.clear()
    // 60 characters typed, 50 kept.
    const long = 'Comercializadora del Bajío '.repeat(3).slice(0, 60)
    await company.pressSequentially(long)
    await expect(company).toHaveValue(long.slice(0, 50))
    await company.clear()
    await company.pressSequentially('<Grupo> Bimbo, S.A.B. de C.V. @ & Hijos')
    await expect(company).toHaveValue('Grupo Bimbo, S.A.B. de C.V. & Hijos')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)
    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { employment } = ((await saved.json()) as { data: { employment: Record<string, unknown> } }).data
    expect(employment).toMatchObject({ companyName: 'Grupo Bimbo, S.A.B. de C.V. & Hijos' })
  })

  test('a new status empties the position and loads its own positions', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/employment')
    await choose(page, 'Situación laboral', 'Empleado de tiempo completo')
    await choose(page, 'Puesto', 'Cajero')
    await choose(page, 'Situación laboral', 'Trabajador independiente')
    await expect(select(page, 'Puesto')).toHaveAccessibleName(/^Selecciona una opción/)
    await select(page, 'Puesto').click()
    await expect(page.getByRole('option', { name: 'Cajero', exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
  })

  test('wrong inputs show their messages at the fields, and the first one gets the focus', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/employment')
    await expect(select(page, 'Situación laboral')).toBeEnabled()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(select(page, 'Situación laboral')).toBeFocused()
    await expect(page.getByText('Elige una de las opciones.')).toHaveCount(3)
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(3)
    await page.getByLabel('Nombre de la empresa').fill('A')
    await page.getByLabel('Teléfono del trabajo').pressSequentially('01234')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByText('Es demasiado corto.')).toBeVisible()
    await expect(page.getByText('Escribe los 10 dígitos del teléfono, con la lada.')).toBeVisible()
    await expect(page.getByLabel('Teléfono del trabajo')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('[role=log] [role=img]')).toHaveCount(0, { timeout: 10_000 })
    expect(await violations(page)).toEqual([])
  })

  test("the ERP's violations are shown at their fields, in the words of this form", async ({ page, request }) => {
    await signedIn(page, request)
    let calls = 0
    await page.route('**/web/private/client/complete-step-three', (route) => {
      calls += 1
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            error: {
              code: 'validation_failed',
              details: {
                violations: [
                  { propertyPath: 'workPhone', status: 'invalid_phone', message: 'Not a phone.' },
                  { propertyPath: 'monthlyIncome', status: 'invalid_format', message: 'Not an income.' },
                ],
              },
            },
          },
        }),
      })
    })
    await page.goto('/es/registration/employment')
    await fillAll(page)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByLabel('Teléfono del trabajo')).toBeFocused()
    await expect(page.getByText('Escribe los 10 dígitos del teléfono, con la lada.')).toBeVisible()
    await expect(
      page.getByText('Escribe tu ingreso mensual en pesos, por ejemplo 15000 o $15,000.00, hasta $999999.'),
    ).toBeVisible()
    expect(calls).toBe(1)
    // Nothing typed is lost after the refusal, and a changed field drops the server's message.
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Abarrotes La Esperanza')
    await page.getByLabel('Teléfono del trabajo').press('Backspace')
    await expect(page.getByText('Escribe los 10 dígitos del teléfono, con la lada.')).toHaveCount(0)
    await expect(
      page.getByText('Escribe tu ingreso mensual en pesos, por ejemplo 15000 o $15,000.00, hasta $999999.'),
    ).toBeVisible()
  })

  test('a reload keeps what was typed and chosen', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/employment')
    await fillAll(page)
    await page.reload()
    await expect(select(page, 'Situación laboral')).toHaveAccessibleName(/^Empleado de tiempo completo/)
    await expect(select(page, 'Puesto')).toHaveAccessibleName(/^Cajero/)
    await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Abarrotes La Esperanza')
    await expect(page.getByLabel('Teléfono del trabajo')).toHaveValue('4421234567')
    await expect(page.getByLabel('Ingreso mensual')).toHaveValue('12500')
    await expect(select(page, '¿Cada cuándo te pagan?')).toHaveAccessibleName(/^Quincenal/)
    await expect(select(page, 'Días en que te pagan')).toHaveAccessibleName(/^15\/30/)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)
  })

  test('a list that fails to load says so and loads again on retry', async ({ page, request }) => {
    await signedIn(page, request)
    let failures = 1
    await page.route('**/web/public/client/employment-statuses*', (route) => (failures-- > 0 ? route.abort() : route.continue()))
    await page.goto('/es/registration/employment')
    await expect(page.getByText('No pudimos cargar la lista de opciones.')).toBeVisible()
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await choose(page, 'Situación laboral', 'Dueño de negocio')
    await expect(page.getByText('No pudimos cargar la lista de opciones.')).toHaveCount(0)
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px', async ({ page, request }) => {
      await signedIn(page, request)
      await page.goto('/es/registration/employment')
      await choose(page, 'Situación laboral', 'Trabajador independiente')
      await choose(page, 'Puesto', /./)
      await page.getByLabel('Nombre de la empresa').fill('Taller Hernández')
      await page.getByLabel('Teléfono del trabajo').pressSequentially('3321234567')
      await page.getByLabel('Ingreso mensual').pressSequentially('9000')
      await choose(page, '¿Cada cuándo te pagan?', 'Semanal')
      await choose(page, 'Tu próximo día de pago', /./)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expect(page).toHaveURL(/\/es\/registration\/reference$/)
    })
  })
})
