import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, completeAddressAndEmployment, expect, newClient, test, useToken, violations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * Registration step four, /registration/reference, against the reference ERP as a new applicant
 * whose address and employment the ERP already has (steps two and three through its own calls).
 */

async function signedIn(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await completeAddressAndEmployment(request, token)
  await useToken(page, token)
  return { ...client, token }
}

const fullName = (page: Page) => page.getByLabel('Nombre completo')
const phone = (page: Page) => page.getByLabel('Su teléfono celular')
const alternative = (page: Page) => page.getByLabel('Teléfono alternativo')

test.describe('registration, reference step', () => {
  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/reference')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test("a relative's name and phone, and an alternative phone, are saved; registration is finished and goes on to the ID upload", async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    // The names confirmed (PUT client): with the reference, every step of registration is done.
    const named = await request.put('/web/private/client/client', {
      headers: { Authorization: `Bearer ${client.token}` },
      data: { firstName: 'Paola', lastNames: 'Prueba Ruiz' },
    })
    expect(named.status()).toBe(200)
    await page.goto('/es/registration/reference')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una referencia personal')
    await keepThumbnail(page, 'registration-reference')
    await fullName(page).fill('María  López Ruiz')
    await phone(page).pressSequentially('5512345678')
    await expect(phone(page)).toHaveValue('+52 (551) 234-5678')
    // The alternative phone: at least 8 digits, landline or mobile, in any notation.
    await alternative(page).fill('3615-000')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(alternative(page)).toBeFocused()
    await expect(page.getByText('Escribe un teléfono de 8 a 15 dígitos: fijo o celular.')).toBeVisible()
    await alternative(page).fill('(33) 3615-0000')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)
    const saved = await request.get('/web/private/client/account-details', {
      headers: { Authorization: `Bearer ${client.token}` },
    })
    const { data } = (await saved.json()) as {
      data: { reference: unknown; additionalContacts: string[]; progress: { finishedAt: string | null } }
    }
    expect(data.reference).toEqual({ fullName: 'María López Ruiz', phone: '5512345678' })
    expect(data.additionalContacts).toEqual(['3336150000'])
    expect(data.progress.finishedAt).not.toBeNull()
  })

  test('wrong inputs show their messages at the fields: one word, a short phone, the own phone', async ({ page, request }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/reference')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(fullName(page)).toBeFocused()
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2)
    await fullName(page).fill('María')
    await phone(page).pressSequentially('55123')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(fullName(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Escribe el nombre y el apellido.')).toBeVisible()
    await expect(page.getByText('Escribe un teléfono celular de 10 dígitos.')).toBeVisible()
    await fullName(page).fill('María López')
    // Emptied key by key, as a user does.
    await phone(page).press('End')
    for (let i = 0; i < 20; i += 1) await phone(page).press('Backspace')
    await phone(page).pressSequentially(client.phone)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(phone(page)).toBeFocused()
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Este es tu propio número. Escribe uno distinto.')).toBeVisible()
    await expect(page).toHaveURL(/\/es\/registration\/reference$/)
    expect(await violations(page)).toEqual([])
  })

  test("the ERP's refusal of the own phone reads the same at the field", async ({ page, request }) => {
    const client = await signedIn(page, request)
    // Without the profile the form cannot check the own phone itself: the ERP does.
    await page.route('**/web/private/client/client', (route) => route.abort())
    await page.goto('/es/registration/reference')
    await fullName(page).fill('Luis Ortega')
    await phone(page).pressSequentially(client.phone)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Este es tu propio número. Escribe uno distinto.')).toBeVisible()
    await expect(phone(page)).toBeFocused()
  })

  test('a reload keeps what was typed', async ({ page, request }) => {
    await signedIn(page, request)
    await page.goto('/es/registration/reference')
    await fullName(page).fill('Jorge Pérez')
    await phone(page).pressSequentially('5587654321')
    await page.reload()
    await expect(fullName(page)).toHaveValue('Jorge Pérez')
    await expect(phone(page)).toHaveValue('+52 (558) 765-4321')
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px', async ({ page, request }) => {
      await signedIn(page, request)
      await page.goto('/es/registration/reference')
      await fullName(page).fill('Ana Gómez')
      await phone(page).pressSequentially('5511112222')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expect(page).toHaveURL(/\/es\/registration\/id-document-upload$/)
    })
  })
})
