import type { APIRequestContext, Page } from '@playwright/test'
import {
  ADMIN_PASSWORD,
  apiLogin,
  bearer,
  clientWithLoan,
  expect,
  registeredClient,
  storedToken,
  test,
  useToken,
} from './support'

/*
 * Faults met by the real app against the real ERP, made by the ERP's fault
 * switch (PUT /web/dev/faults, server/faults.ts) rather than by intercepting the browser: a 500, a
 * call that hangs past the client's 180 s timeout (the page's clock jumps ahead, so the test does
 * not wait three minutes), a dropped connection, and 401s. Every rule names this file's client
 * address (the ERP trusts its loopback peer's X-Forwarded-For in the e2e config), so tests in other files never meet
 * them; the file runs in one worker, one test at a time, as the rules are the server's.
 */

const ADDRESS = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } })
test.describe.configure({ mode: 'serial' })

type Rule = {
  method?: string
  path: string
  mode: 'error500' | 'hang' | 'drop' | 'unauthorized'
  times?: number
  when?: 'before' | 'after'
}

async function setFaults(request: APIRequestContext, rules: Rule[]) {
  const answer = await request.put('/web/dev/faults', { data: { rules: rules.map((rule) => ({ ...rule, address: ADDRESS })) } })
  expect(answer.status(), await answer.text()).toBe(200)
}

async function clearFaults(request: APIRequestContext) {
  expect((await request.delete('/web/dev/faults')).status()).toBe(200)
}

test.afterEach(async ({ request }) => clearFaults(request))

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Correo electrónico o teléfono celular').fill(login)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

/** A client signed up and logged in through the ERP; the e-mail tag steers the decision (docs/API.md "Decisions"). */
async function signedIn(page: Page, request: APIRequestContext, tag?: string) {
  // Registered through the ERP's calls, so that the flow offers apply.
  const client = await registeredClient(request, true, tag)
  await useToken(page, client.token)
  return client
}

/** What the calculator leaves in its cookie: $3000, paid twice a month on the 15th and 30th. */
async function chooseLoan(page: Page) {
  const value = JSON.stringify({ amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null })
  await page
    .context()
    .addCookies([
      { name: 'calculator', value: encodeURIComponent(value), url: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}` },
    ])
}

const APPLICATION = '/web/private/client/application'
const applyButton = (page: Page) => page.getByRole('button', { name: 'Solicitar $3000' })

async function onApply(page: Page, request: APIRequestContext, tag: string) {
  const client = await signedIn(page, request, tag)
  await chooseLoan(page)
  await page.goto('/es/application/apply')
  await expect(page.getByText('Total a pagar')).toBeVisible()
  return client
}

/** The POST answers of application creation the page receives: status and id. */
function creations(page: Page) {
  const answers: { status: number; id: number }[] = []
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith(APPLICATION)) {
      answers.push({ status: response.status(), id: ((await response.json()) as { data: { id: number } }).data.id })
    }
  })
  return answers
}

async function actualApplication(request: APIRequestContext, token: string) {
  const answer = await request.get(`${APPLICATION}/actual`, { headers: bearer(token) })
  return ((await answer.json()) as { data: { id: number } | null }).data
}

test.describe('faults from the ERP', () => {
  test("a 500 shows the full error page, and an admin reads 'ERP response 500 /web/public/config/calculator'", async ({
    page,
    request,
  }) => {
    await useToken(page, await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin'))
    await setFaults(request, [{ method: 'GET', path: '/web/public/config/calculator', mode: 'error500', times: 1 }])
    await page.goto('/es/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos haciendo mejoras')
    await expect(page.getByTestId('debug-status')).toHaveText('500')
    await expect(page.getByTestId('debug-message')).toHaveText('ERP response 500 /web/public/config/calculator')
  })

  test('an offer that hangs past the 180 s timeout offers retry, which shows the offer once the fault is gone', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    await setFaults(request, [{ method: 'GET', path: '/web/public/arithmetic/offer/*', mode: 'hang' }])
    const asked = page.waitForRequest('**/web/public/arithmetic/offer/**')
    await page.goto('/es/')
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption({ label: 'Mensual' })
    await asked
    await expect(page.getByText('No pudimos calcular tu oferta.')).toHaveCount(0)
    // The client gives up after 180 s: the page's clock gets there at once.
    await page.clock.fastForward('03:01')
    await expect(page.getByText('No pudimos calcular tu oferta.')).toBeVisible()
    await clearFaults(request)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page.getByTestId('figure-Total a pagar')).toBeVisible()
  })

  test('apply loses its answer to a dropped connection: retry sends the same key and gets the one application made', async ({
    page,
    request,
  }) => {
    // A rejected application is closed, so the ERP would take a second one: only the key stops it.
    const client = await onApply(page, request, 'reject')
    const answers = creations(page)
    // Every answer dropped until cleared: Chromium itself sends a POST again, unasked, when a
    // reused connection drops before any answer (same key: the ERP answers the first application).
    await setFaults(request, [{ method: 'POST', path: APPLICATION, mode: 'drop', when: 'after' }])
    await applyButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'No recibimos respuesta' })).toBeVisible()
    await clearFaults(request)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    const made = await actualApplication(request, client.token)
    expect(answers).toEqual([{ status: 200, id: made!.id }])
  })

  test('apply hangs past the timeout: retry gets the application the hung call made, never a second one', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    const client = await onApply(page, request, 'reject')
    const answers = creations(page)
    await setFaults(request, [{ method: 'POST', path: APPLICATION, mode: 'hang', times: 1, when: 'after' }])
    await applyButton(page).click()
    await page.clock.fastForward('03:01')
    await expect(page.getByRole('alert').filter({ hasText: 'No recibimos respuesta' })).toBeVisible()
    await clearFaults(request)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await expect(page).toHaveURL(/\/es\/application\/rejected$/)
    const made = await actualApplication(request, client.token)
    expect(answers).toEqual([{ status: 200, id: made!.id }])
  })

  test('an extension chosen whose answer is lost is confirmed again with its key: one rollover', async ({ page, request }) => {
    test.slow()
    const client = await clientWithLoan(request)
    await useToken(page, client.token)
    await page.goto('/es/profile/my-loan')
    await page.getByRole('button', { name: 'Extender mi fecha de pago' }).click()
    await page.getByRole('radio', { name: /7 días más/ }).check()
    await setFaults(request, [{ method: 'PUT', path: '/web/private/client/loan/active/rollover', mode: 'drop', when: 'after' }])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos comunicarnos con Lana Clara' })).toBeVisible()
    await clearFaults(request)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Firma el convenio de prórroga' })).toBeVisible()
    const loan = await request.get('/web/private/client/loan/active', { headers: bearer(client.token) })
    expect(((await loan.json()) as { data: { rollovers: unknown[] } }).data.rollovers).toHaveLength(1)
  })

  test('calls refused together with a 401 renew the token once: the client stays signed in', async ({ page, request }) => {
    const client = await signedIn(page, request)
    const refreshes: string[] = []
    const refused: string[] = []
    page.on('request', (call) => {
      if (call.url().endsWith('/token/refresh')) refreshes.push(call.url())
    })
    page.on('response', (answer) => {
      if (answer.status() === 401) refused.push(new URL(answer.url()).pathname)
    })
    // The profile page reads the documents and the referrals at once: both answer 401 once.
    const together = ['/web/private/client/document', '/web/private/client/referrals']
    await setFaults(
      request,
      together.map((path) => ({ method: 'GET', path, mode: 'unauthorized' as const, times: 1 })),
    )
    await page.goto('/es/profile')
    await expect.poll(() => refused.sort()).toEqual(together)
    await expect(page).toHaveURL(/\/es\/profile$/)
    await expect(page.getByRole('button', { name: /Paola/ })).toBeVisible()
    await expect.poll(() => storedToken(page)).not.toBe(client.token)
    expect(refreshes).toHaveLength(1)
    // The renewed token is one the ERP accepts.
    expect((await request.get('/web/private/client/client', { headers: bearer((await storedToken(page))!) })).status()).toBe(200)
  })

  test('a 401 whose renewal is refused too logs out to the login page, which returns there after login', async ({
    page,
    request,
  }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/profile')
    await expect(page.getByRole('button', { name: /Paola/ })).toBeVisible()
    await setFaults(request, [{ path: '/web/private/client/*', mode: 'unauthorized' }])
    await page.reload()
    await expect(page).toHaveURL(/\/es\/ingresar\?redirect=%2Fes%2Fprofile$/)
    await expect(page.getByText('Tu sesión terminó. Ingresa de nuevo para seguir donde estabas.')).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    await clearFaults(request)
    await logIn(page, client.email, client.password)
    await expect(page).toHaveURL(/\/es\/profile$/)
  })

  test('nothing typed is lost across an error page and a logout with a new login', async ({ page, request }) => {
    const client = await signedIn(page, request)
    await page.goto('/es/registration/address')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu domicilio')
    await page.getByLabel('Código postal, colonia o municipio').fill('Roma Norte')
    await page
      .getByRole('list', { name: 'Domicilios sugeridos' })
      .getByRole('button', { name: /^Roma Norte, 06700/ })
      .click()
    await page.getByLabel('Calle').fill('Colima')
    await page.getByLabel('Número exterior').fill('123')
    await page.getByLabel('Número interior (opcional)').fill('4B')
    const typed = async () => {
      await expect(page.getByLabel('Calle')).toHaveValue('Colima')
      await expect(page.getByLabel('Número exterior')).toHaveValue('123')
      await expect(page.getByLabel('Número interior (opcional)')).toHaveValue('4B')
      await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('06700')
    }

    // The step's save answers 500: the error page (at the same address); reloaded, the form is as it was.
    await setFaults(request, [{ method: 'PUT', path: '/web/private/client/complete-step-two', mode: 'error500', times: 1 }])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos haciendo mejoras')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu domicilio')
    await typed()

    // The save answers 401 and the renewal is refused: logged out; after logging in again, the form is as it was.
    await setFaults(request, [{ path: '/web/private/client/*', mode: 'unauthorized' }])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/ingresar\?redirect=/)
    await clearFaults(request)
    await logIn(page, client.email, client.password)
    await expect(page).toHaveURL(/\/es\/registration\/address$/)
    await typed()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/registration\/employment$/)
  })
})
