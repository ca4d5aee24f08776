import { ADMIN_PASSWORD, expect, PUBLIC_PAGES, test, violations } from './support'

test.describe('accessibility', () => {
  for (const path of PUBLIC_PAGES) {
    test(`axe finds no WCAG 2.1 AA violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  }

  test('the login form with its errors, and the mfa step, have no violations and work with the keyboard only', async ({
    page,
  }) => {
    await page.goto('/es/ingresar?cuenta=equipo')
    await page.getByLabel('Correo de trabajo').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Escribe tu correo de trabajo.')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.keyboard.type('mfa@lanaclara.mx')
    await page.keyboard.press('Tab')
    await page.keyboard.type(ADMIN_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma que eres tú')
    await expect(page.getByLabel('Código')).toBeFocused()
    expect(await violations(page)).toEqual([])
  })

  test('the new-password form of a recovery link has no violations', async ({ page }) => {
    await page.goto('/es/recover?token=abcdefghijklmnopqrstuvwxyz012345')
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
    await expect(page.getByText('Escribe una contraseña nueva.')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('the FAQ opens and closes its answers with the keyboard', async ({ page }) => {
    await page.goto('/es/preguntas-frecuentes')
    const name = (await page.getByRole('button', { expanded: false }).first().textContent()) ?? ''
    const first = page.getByRole('button', { name, exact: true })
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  test('the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/es/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })
})
