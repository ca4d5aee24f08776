import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, clientWithLoan, confirmDetails, expect, newClient, test, useToken } from './support'

/*
 * The pages of the journey are a projection of where the borrower stands: a journey page opened
 * directly, by Back or by a reload ends on the page the state projects, and a page that does not
 * fit is replaced (Back never shows it). Against the reference ERP, as a new applicant and as a
 * borrower whose loan is active.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** A new applicant signed in on home, her details confirmed: the server's step is the address. */
async function applicantWithAddressDue(page: Page, request: APIRequestContext) {
  const client = await newClient(request)
  const token = await apiLogin(request, client.email, client.password)
  await confirmDetails(request, token)
  await useToken(page, token)
  await page.goto('/es/')
}

test.describe('journey pages follow where the borrower stands', () => {
  test('a new applicant opening the start of registration is taken to the form step due; a reload keeps it', async ({
    page,
    request,
  }) => {
    await applicantWithAddressDue(page, request)
    await page.goto('/es/registration')
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
    await page.reload()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
    // The start page was replaced: Back goes to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/$/)
  })

  test("a new applicant whose address is due: the flow's pages lead to it and the loan pages to no-loan, through reload and Back", async ({
    page,
    request,
  }) => {
    await applicantWithAddressDue(page, request)
    for (const path of ['/es/flow', '/es/flow/details', '/es/flow/direct-debit-information']) {
      await page.goto(path)
      await expect(page, `${path} leads to the address due`).toHaveURL(/\/es\/registration\/address$/)
      await expect(heading(page)).toHaveText('Tu domicilio')
    }
    await page.goto('/es/profile/my-loan')
    await expect(page).toHaveURL(/\/es\/profile\/no-loan$/)
    await page.reload()
    await expect(page).toHaveURL(/\/es\/profile\/no-loan$/)
    // Back returns to the address, never to a flow page that did not fit.
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await expect(heading(page)).toHaveText('Tu domicilio')
  })

  test('a borrower with an active loan is shown the loan instead of a registration step, the agreement to sign or no-loan, and Back never shows them', async ({
    page,
    request,
  }) => {
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await expect(heading(page)).toHaveText('Mi préstamo')
    for (const path of [
      '/es/registration/summary',
      '/es/registration/debit-credit-card',
      '/es/registration',
      '/es/profile/no-loan',
    ]) {
      await page.goto(path)
      await expect(page, `${path} gives way to the loan`).toHaveURL(/\/es\/profile\/my-loan$/)
      await expect(heading(page)).toHaveText('Mi préstamo')
      await expect(page.getByText('No tienes un préstamo activo')).toHaveCount(0)
    }
    await page.reload()
    await expect(heading(page)).toHaveText('Mi préstamo')
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await expect(heading(page)).toHaveText('Mi préstamo')
  })
})
