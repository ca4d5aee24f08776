import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, expect, newClient, test, useToken, violations } from './support'
import { keepThumbnail } from './journeys/thumbnails'

async function signedInApplicant(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  await useToken(page, await apiLogin(request, client.email, client.password))
  return client
}

test.describe('registration, bank link', () => {
  test('the applicant chooses a bank, which survives a reload, connects it and goes on to the disbursement step', async ({
    page,
    request,
  }) => {
    await signedInApplicant(page, request)
    await page.goto('/es/registration/belvo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecta tu banco')
    await keepThumbnail(page, 'registration-belvo')

    // Connecting without a bank says so at the bank choice.
    await page.getByRole('button', { name: 'Conectar mi banco' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Elige tu banco.' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'BBVA México' })).toBeFocused()

    await page.getByRole('radio', { name: 'Banorte' }).check()
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Banorte' })).toBeChecked()

    const token = page.waitForResponse((r) => r.url().endsWith('/web/private/client/belvo/access-token'))
    const link = page.waitForResponse((r) => r.url().endsWith('/web/private/client/belvo/store/link'))
    await page.getByRole('button', { name: 'Conectar mi banco' }).click()
    expect((await token).status()).toBe(200)
    const stored = await link
    expect(stored.status()).toBe(200)
    expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
      status: 'linked',
      institution: 'banorte_mx_retail',
      skipped: false,
    })
    await expect(page).toHaveURL(/\/es\/registration\/debit-credit-card$/)
  })

  test('the applicant can skip the link, once however often the button is pressed', async ({ page, request }) => {
    await signedInApplicant(page, request)
    await page.goto('/es/registration/belvo')
    const skips: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/web/private/client/belvo/skip')) skips.push(r.method())
    })
    const skipped = page.waitForResponse((r) => r.url().endsWith('/web/private/client/belvo/skip'))
    const button = page.getByRole('button', { name: 'Continuar sin conectar' })
    await button.dblclick()
    const answer = await skipped
    expect(((await answer.json()) as { data: unknown }).data).toMatchObject({ status: 'skipped', skipped: true })
    await expect(page).toHaveURL(/\/es\/registration\/debit-credit-card$/)
    expect(skips).toEqual(['POST'])
  })

  test('a failed link is said on the page and the choice stays', async ({ page, request }) => {
    await signedInApplicant(page, request)
    await page.route('**/web/private/client/belvo/store/link', (route) => route.abort('failed'))
    await page.goto('/es/registration/belvo')
    await page.getByRole('radio', { name: 'HSBC' }).check()
    await page.getByRole('button', { name: 'Conectar mi banco' }).click()
    await expect(page.getByRole('alert').first()).toContainText('No pudimos comunicarnos con Lana Clara')
    await expect(page.getByRole('radio', { name: 'HSBC' })).toBeChecked()
    await expect(page).toHaveURL(/\/es\/registration\/belvo$/)
  })

  test('a guest is sent to the start of registration', async ({ page }) => {
    await page.goto('/es/registration/belvo')
    await expect(page).toHaveURL(/\/es\/registration$/)
  })

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the step works at 375 px and axe finds nothing', async ({ page, request }) => {
      await signedInApplicant(page, request)
      await page.goto('/es/registration/belvo')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecta tu banco')
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'Conectar mi banco' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Elige tu banco.' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await violations(page)).toEqual([])
      await page.getByRole('radio', { name: 'Santander' }).check()
      await page.getByRole('button', { name: 'Conectar mi banco' }).click()
      await expect(page).toHaveURL(/\/es\/registration\/debit-credit-card$/)
    })
  })
})
