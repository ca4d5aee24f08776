import type { APIRequestContext, Page } from '@playwright/test'
import {
  actualApplication,
  apiLogin,
  chooseLoan,
  decideApplication,
  expect,
  newClient,
  registerClabe,
  registeredClient,
  test,
  useToken,
  violations,
} from './support'

/**
 * The application stages against the reference ERP: from `/application/apply` to the
 * screen of each outcome, steered by the e-mail tag of docs/API.md "Decisions" (`name+reject@...`) or
 * by the back office's decision endpoint; one application however often apply is pressed.
 */

/** A client registered through the ERP (the flow offers apply) whose e-mail carries a QA tag (docs/API.md "Decisions"). */
async function taggedClient(request: APIRequestContext, tag: string) {
  const client = await registeredClient(request, true, tag)
  return { email: client.email, token: client.token }
}

/** A signed-in client with a loan chosen in the calculator, on the apply screen. */
async function onApply(page: Page, request: APIRequestContext, tag: string, options: { clabe?: boolean } = {}) {
  const client = await taggedClient(request, tag)
  if (options.clabe) await registerClabe(request, client.token)
  await useToken(page, client.token)
  await chooseLoan(page)
  await page.goto('/es/application/apply')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicita tu préstamo' })).toBeVisible()
  await expect(page.getByTestId('apply-amount')).toHaveText('$3000')
  await expect(page.getByTestId('apply-due-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByText('Total a pagar')).toBeVisible()
  return client
}

const applyButton = (page: Page) => page.getByRole('button', { name: 'Solicitar $3000' })

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** The accepted pages' calculator once its limits are read and its button is enabled. */
async function calculatorSettled(page: Page) {
  await expect(page.getByRole('button', { name: 'Cambiar el monto' })).toBeEnabled()
}

test.describe('application stages', () => {
  test('a guest is sent to login and comes back to apply', async ({ page }) => {
    await page.goto('/es/application/apply')
    await expect(page).toHaveURL(/\/es\/ingresar\?redirect=/)
  })

  test('without a loan chosen, apply points to the calculator', async ({ page, request }) => {
    const client = await taggedClient(request, 'accept')
    await useToken(page, client.token)
    await page.goto('/es/application/apply')
    await expect(page.getByRole('link', { name: 'Ir a la calculadora' })).toHaveAttribute('href', '/es/profile/no-loan')
  })

  test('before registration is done, apply gives way to the step due; a refusal at submit says what is missing and links to it', async ({
    page,
    request,
  }) => {
    const client = await newClient(request, 'accept')
    const token = await apiLogin(request, client.email, client.password)
    await useToken(page, token)
    await chooseLoan(page)
    // The details step is the first one open: the flow's details screen confirms the names.
    await page.goto('/es/application/apply')
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    // The ERP has the last word: with the journey read as if registration were done (a step
    // reopened meanwhile), the submit meets its refusal, said at the page with the way on.
    const journey = '**/web/private/client/client-journey/current'
    await page.route(journey, async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { registration: { todo: string[] } } }
      body.data.registration.todo = []
      return route.fulfill({ response: answer, json: body })
    })
    // The flow read the same way (its step at apply), or its first answer would take the page to the details.
    const flow = '**/web/private/client/flow'
    await page.route(flow, (route) => route.fulfill({ json: { data: { step: 'pre_approval', status: 'active', errors: [] } } }))
    await page.goto('/es/application/apply')
    await applyButton(page).click()
    await expect(page.getByText('Termina tu registro antes de solicitar.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0)
    expect(await violations(page)).toEqual([])
    await page.unroute(journey)
    await page.unroute(flow)
    await page.getByRole('link', { name: 'Continuar mi registro' }).click()
    await expect(page).toHaveURL(/\/es\/flow\/details$/)
    expect((await actualApplication(request, token)) ?? null).toBeNull()
  })

  test('accepted: apply, loading, then the bank-transfer stage', async ({ page, request }) => {
    const client = await onApply(page, request, 'accept', { clabe: true })
    expect(await violations(page)).toEqual([])
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted$/)
    await expect(heading(page, 'Tu préstamo está aprobado')).toBeVisible()
    await expect(page.getByText('transferencia bancaria (SPEI)')).toBeVisible()
    await expect(page.getByTestId('accepted-amount')).toHaveText('$3000')
    await calculatorSettled(page)
    expect(await violations(page)).toEqual([])
    expect((await actualApplication(request, client.token)).status).toBe(3)
  })

  test('accepted in cash: no CLABE or card to transfer to', async ({ page, request }) => {
    await onApply(page, request, 'accept')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
    await expect(heading(page, 'Tu préstamo está aprobado: retiro en efectivo')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Registra tu CLABE o tarjeta de débito' })).toBeVisible()
    await calculatorSettled(page)
    expect(await violations(page)).toEqual([])
  })

  test('rejected: a respectful answer and what to do next', async ({ page, request }) => {
    await onApply(page, request, 'reject')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    await expect(heading(page, 'Por ahora no podemos ofrecerte un préstamo')).toBeVisible()
    await expect(page.getByText('Puedes volver a solicitar cuando quieras')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('manual verification follows the status until a person decides', async ({ page, request }) => {
    const client = await onApply(page, request, 'manual')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/manual-verification$/)
    await expect(heading(page, 'Estamos verificando tu solicitud')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await decideApplication(request, (await actualApplication(request, client.token)).id, 'accepted')
    // The screen polls the status (STATUS_POLL_MS, 3 s) and moves on by itself.
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/, { timeout: 10_000 })
  })

  test('increase accepted: the offered amount with its term', async ({ page, request }) => {
    const client = await onApply(page, request, 'increase')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/offer-increase$/)
    await expect(heading(page, 'Puedes pedir más')).toBeVisible()
    await expect(page.getByTestId('offer-desired')).toHaveText('$3000')
    await expect(page.getByTestId('offer-offered')).toHaveText('$5000')
    await expect(page.getByText('Total a pagar')).toBeVisible()
    expect(await violations(page)).toEqual([])
    const approval = page.waitForRequest((r) => r.url().endsWith('/yhat/offer/approve/increase'))
    await page.getByRole('button', { name: 'Aceptar $5000' }).click()
    const body = (await approval).postDataJSON() as {
      amount: { amount: number; currency: string }
      term: { value: number; unit: string }
    }
    expect(body.amount).toEqual({ amount: 5000, currency: 'MXN' })
    expect(body.term.unit).toBe('day')
    expect(body.term.value).toBeGreaterThanOrEqual(7)
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
    expect(await actualApplication(request, client.token)).toMatchObject({ status: 3, principalAmount: { amount: 5000 } })
  })

  test('increase refused: the desired amount is approved', async ({ page, request }) => {
    const client = await onApply(page, request, 'increase')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/offer-increase$/)
    await page.getByRole('button', { name: 'Prefiero $3000' }).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
    expect(await actualApplication(request, client.token)).toMatchObject({ status: 3, principalAmount: { amount: 3000 } })
  })

  test('an offer approved by a client with a CLABE ends at the bank-transfer stage', async ({ page, request }) => {
    // The offer stage does not ask how the money goes out; the accepted application is read again.
    const client = await onApply(page, request, 'decrease', { clabe: true })
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/offer-decrease$/)
    await page.getByRole('button', { name: 'Aceptar $1500' }).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted$/)
    expect(await actualApplication(request, client.token)).toMatchObject({ status: 3, principalAmount: { amount: 1500 } })
  })

  for (const [tag, path] of [
    ['special', '/special/offer/approve'],
    ['decrease', '/yhat/offer/approve/decrease'],
  ] as const) {
    test(`decrease via ${tag === 'special' ? 'a special offer' : 'yhat'}: approved through ${path}`, async ({
      page,
      request,
    }) => {
      const client = await onApply(page, request, tag)
      await applyButton(page).click()
      await expect(page).toHaveURL(/\/es\/application\/offer-decrease$/)
      await expect(heading(page, 'Una oferta para ti')).toBeVisible()
      await expect(page.getByTestId('offer-desired')).toHaveText('$3000')
      await expect(page.getByTestId('offer-offered')).toHaveText('$1500')
      await expect(page.getByText('Total a pagar')).toBeVisible()
      expect(await violations(page)).toEqual([])
      const approval = page.waitForRequest((r) => r.url().endsWith(path))
      await page.getByRole('button', { name: 'Aceptar $1500' }).click()
      expect((await approval).postDataJSON()).toEqual({ amount: { amount: 1500, currency: 'MXN' } })
      await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
      expect(await actualApplication(request, client.token)).toMatchObject({ status: 3, principalAmount: { amount: 1500 } })
    })
  }

  test('decision error: an error with retry on the loading screen', async ({ page, request }) => {
    const client = await onApply(page, request, 'error')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/loading$/)
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos terminar de evaluar tu solicitud.' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await decideApplication(request, (await actualApplication(request, client.token)).id, 'rejected')
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
  })

  test('a double click on apply creates exactly one application', async ({ page, request }) => {
    // A rejected application is closed, so the ERP would take a second one: only the key stops it.
    const client = await onApply(page, request, 'reject')
    const answers: { status: number; id: number }[] = []
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/web/private/client/application')) {
        answers.push({ status: response.status(), id: ((await response.json()) as { data: { id: number } }).data.id })
      }
    })
    await applyButton(page).dblclick()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    const { id } = await actualApplication(request, client.token)
    expect(answers.length).toBeGreaterThanOrEqual(1)
    expect(answers.every((answer) => answer.id === id)).toBe(true)
    // Any second request would be a replay of the first (200), never a new application (201).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
  })

  test('a retry after the answer was lost gets the first application back', async ({ page, request }) => {
    const client = await onApply(page, request, 'reject')
    const keys: string[] = []
    let first = true
    await page.route('**/web/private/client/application', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (!first) return route.continue()
      first = false
      // The ERP creates the application, but its answer never reaches the browser.
      await route.fetch()
      await route.abort('connectionreset')
    })
    await applyButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'No recibimos respuesta' })).toBeVisible()
    const replay = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/web/private/client/application'),
    )
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    const answer = await replay
    expect(answer.status()).toBe(200)
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/.{16,}/)
    expect(keys[1]).toBe(keys[0])
    expect(((await answer.json()) as { data: { id: number } }).data.id).toBe((await actualApplication(request, client.token)).id)
  })

  test("a 500 shows 'ERP failed to create application' at the screen, and retry applies", async ({ page, request }) => {
    await onApply(page, request, 'accept')
    let failed = false
    await page.route('**/web/private/client/application', async (route) => {
      if (route.request().method() !== 'POST' || failed) return route.continue()
      failed = true
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: { error: { code: 'internal', details: { message: 'boom' } } } }),
      })
    })
    await applyButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos crear tu solicitud' })).toBeVisible()
    await expect(heading(page, 'Solicita tu préstamo')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
  })

  test('a stage page opened afresh shows where the application stands', async ({ page, request }) => {
    await onApply(page, request, 'increase')
    await applyButton(page).click()
    await expect(page).toHaveURL(/\/es\/application\/offer-increase$/)
    await page.reload()
    await expect(page.getByTestId('offer-offered')).toHaveText('$5000')
    await page.goto('/es/application/rejected')
    await expect(page).toHaveURL(/\/es\/application\/offer-increase$/)
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('apply and the offer fit the width and axe finds nothing', async ({ page, request }) => {
      await onApply(page, request, 'special')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await violations(page)).toEqual([])
      await applyButton(page).click()
      await expect(page).toHaveURL(/\/es\/application\/offer-decrease$/)
      await expect(page.getByText('Total a pagar')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await violations(page)).toEqual([])
    })
  })
})

test.describe('the calculator and an open application', () => {
  /** Applies from the home calculator, as a signed-in client does: $3000, paid twice a month. */
  async function applyFromCalculator(page: Page, token: string) {
    await useToken(page, token)
    await page.goto('/es/')
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Quincenal' })
    await typeAmount(page, '3000')
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$3000')
    await page.getByRole('button', { name: 'Solicitar ahora' }).click()
    await expect(page).toHaveURL(/\/es\/application\/apply$/)
    await applyButton(page).click()
  }

  async function typeAmount(page: Page, amount: string) {
    const input = page.getByLabel('Monto', { exact: true })
    await input.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(amount)
    await input.blur()
  }

  test('an accepted application gets a changed amount before signing: PUT application/{id} once, never when unchanged', async ({
    page,
    request,
  }) => {
    const client = await taggedClient(request, 'accept')
    const updates: string[] = []
    page.on('request', (call) => {
      if (call.method() === 'PUT' && /^\/web\/private\/client\/application\/\d+$/.test(new URL(call.url()).pathname))
        updates.push(call.url())
    })
    await applyFromCalculator(page, client.token)
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
    await expect(page.getByTestId('accepted-amount')).toHaveText('$3000')
    const change = page.getByRole('button', { name: 'Cambiar el monto' })
    // The application has these figures already: nothing is sent.
    await change.click()

    // The editing calculator: the amount behind its toggle, no pay fields (the dates are the application's).
    await expect(page.getByLabel('¿Cada cuándo te pagan?')).toHaveCount(0)
    await page.getByRole('button', { name: 'Editar el monto' }).click()
    await typeAmount(page, '4000')
    await expect(page.getByTestId('figure-Recibes')).toHaveText('$4000')
    const sent = page.waitForResponse((answer) => answer.request().method() === 'PUT' && /\/application\/\d+$/.test(answer.url()))
    await change.click()
    expect((await sent).status()).toBe(200)
    // Decided again, and shown as it now stands.
    await expect(page.getByTestId('accepted-amount')).toHaveText('$4000')
    await change.click()
    // A call after the clicks: any PUT they made was sent before it.
    await page.evaluate(() => fetch('/web/health'))
    const application = await actualApplication(request, client.token)
    expect(updates).toEqual([expect.stringMatching(new RegExp(`/web/private/client/application/${application.id}$`))])
    expect(application).toMatchObject({ status: 3, principalAmount: { amount: 4000 } })
    await calculatorSettled(page)
    expect(await violations(page)).toEqual([])
  })

  test('at status increase the calculator takes the offered amount', async ({ page, request }) => {
    const client = await taggedClient(request, 'increase')
    await applyFromCalculator(page, client.token)
    await expect(page).toHaveURL(/\/es\/application\/offer-increase$/)
    await expect(page.getByTestId('offer-offered')).toHaveText('$5000')
    const saved = async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'calculator')
      return (JSON.parse(decodeURIComponent(cookie!.value)) as { amount: number }).amount
    }
    await expect.poll(saved).toBe(5000)
    await page.getByRole('button', { name: 'Aceptar $5000' }).click()
    await expect(page).toHaveURL(/\/es\/application\/accepted-cash$/)
    await expect(page.getByTestId('accepted-amount')).toHaveText('$5000')
    await expect(page.locator('.ui-slider__output')).toHaveText('$5000')
  })
})
