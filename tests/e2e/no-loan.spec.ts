import { clientWithLoan, expect, repeatedClient, test, useToken, violations } from './support'

/*
 * `/profile/no-loan` and the calculator's own rules for clients: a repeated client applies
 * straight from the compact calculator, and the calculator hides while a repayment is due in a
 * day or less.
 */

test.describe('no loan: applying again', () => {
  test('a repeated client applies straight from the compact calculator: one application, no summary to confirm', async ({
    page,
    request,
  }) => {
    const client = await repeatedClient(request)
    await useToken(page, client.token)
    const creations: string[] = []
    page.on('request', (call) => {
      if (call.method() === 'POST' && new URL(call.url()).pathname === '/web/private/client/application')
        creations.push(call.url())
    })
    await page.goto('/es/profile/no-loan')
    await expect(page.getByRole('heading', { level: 1, name: 'No tienes un préstamo activo' })).toBeVisible()
    await expect(page.getByRole('slider')).toBeVisible()
    expect(await violations(page)).toEqual([])
    const apply = page.getByRole('button', { name: 'Solicitar ahora' })
    await apply.dblclick()
    // Created at once: the page follows the application past the apply summary.
    await expect(page).toHaveURL(/\/es\/application\/(?!apply)[\w-]+$/, { timeout: 15_000 })
    expect(creations).toHaveLength(1)
    const applications = await request.get('/web/private/client/client', { headers: { Authorization: `Bearer ${client.token}` } })
    expect(((await applications.json()) as { data: { hasActualApplication: boolean } }).data.hasActualApplication).toBe(true)
  })
})

test.describe('no loan: a loan that does not load', () => {
  test('a client whose loan does not load is told so on the loan page, with a retry, never that she has none', async ({
    page,
    request,
  }) => {
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    // Her account says a loan is active; the loan itself gets no answer until the retry.
    let answering = false
    await page.route('**/web/private/client/loan/active', (route) =>
      answering ? route.fallback() : route.abort('connectionreset'),
    )
    await page.goto('/es/profile/no-loan')
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mi préstamo' })).toBeVisible()
    await expect(page.getByText('No pudimos cargar tus datos. Inténtalo de nuevo.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No tienes un préstamo activo' })).toHaveCount(0)
    expect(await violations(page)).toEqual([])

    answering = true
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page.getByText('No pudimos cargar tus datos. Inténtalo de nuevo.')).toHaveCount(0)
    await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)
  })
})

test.describe('the calculator and a repayment due', () => {
  test('hides while the active loan is due in 1 day or less, and shows with more days to go', async ({ page, request }) => {
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    // The reference ERP lends nothing more while a loan is active (available amount 0, which hides
    // the calculator by itself); this lender's answer offers $2000 more, and the due days are set.
    await page.route('**/web/private/client/client', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { availableLoanAmount: { amount: number } } }
      body.data.availableLoanAmount.amount = 2000
      await route.fulfill({ response: answer, json: body })
    })
    let dueDays = 10
    await page.route('**/web/private/client/loan/active', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { repaymentInvoice: { dueDays: number } } }
      body.data.repaymentInvoice.dueDays = dueDays
      await route.fulfill({ response: answer, json: body })
    })

    // The calculator knows the loan once GET loan/active has answered.
    const loanRead = () => page.waitForResponse((answer) => answer.url().endsWith('/web/private/client/loan/active'))
    let read = loanRead()
    await page.goto('/es/')
    await read
    await expect(page.getByRole('slider')).toBeVisible()

    dueDays = 1
    read = loanRead()
    await page.reload()
    await read
    await expect(page.getByRole('slider')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
