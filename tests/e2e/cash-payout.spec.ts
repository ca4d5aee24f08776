import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiLogin,
  applyThroughErp,
  bearer,
  CLIENT_PASSWORD,
  clientWithCashLoan,
  expect,
  latestMessage,
  readyToSign,
  registeredClient,
  test,
  useToken,
  violations,
} from './support'

/*
 * The loan collected in cash against the reference ERP: a client accepted without a CLABE or card
 * picks the network on the accepted-in-cash stage (by keyboard), reads on the signing summary where
 * and how she will collect it, signs, and My loan shows the payout reference, where and what to
 * bring, and follows it until QA's dev call marks it collected; an expired reference is replaced by
 * a new one from My loan.
 */

/** One poll of My loan while the money waits at the branch (machines/loan.machine.ts cashPayoutPoll). */
const POLL = 10_000

/** The reference as My loan shows it: in groups of four. */
const grouped = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ')

interface WireCashPayout {
  state: string
  reference: string
  expiresAt: string
}

async function loanOf(request: APIRequestContext, token: string) {
  const loan = await request.get('/web/private/client/loan/active', { headers: bearer(token) })
  expect(loan.status(), await loan.text()).toBe(200)
  return ((await loan.json()) as { data: { id: number; cashPayout: WireCashPayout } }).data
}

const SHOTS = process.env.E2E_SHOTS

/**
 * axe finds nothing and nothing scrolls sideways at 375 px; with E2E_SHOTS set, the page is kept
 * as a screenshot there at 375 and 1280 px, to look at (left out of the timed run).
 */
async function looked(page: Page, name: string, checked = true) {
  if (checked) {
    expect(await violations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  }
  if (!SHOTS) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test('accepted in cash: pick the network, sign, collect with the reference shown in My loan', async ({ page, request }) => {
  const client = await registeredClient(request)
  await readyToSign(request, client, { payout: true })
  await applyThroughErp(request, client.token, 'accepted', 3000)
  await useToken(page, client.token)
  await page.setViewportSize({ width: 375, height: 900 })
  // The page's clock: My loan's poll is brought on rather than waited for.
  await page.clock.install()
  await page.goto('/es/application/accepted-cash')

  const networks = page.getByRole('group', { name: '¿Dónde recogerás tu dinero?' })
  await expect(networks.getByRole('radio')).toHaveCount(2)
  await expect(networks.getByText('En cualquier sucursal de Telecomm en México')).toBeVisible()
  await looked(page, 'accepted-cash')

  // Nothing picked: said at the group, and the keyboard lands on its first network.
  const go = page.getByRole('button', { name: 'Continuar al contrato' })
  await go.click()
  await expect(page.getByTestId('cash-picker').getByText('Elige dónde recogerás tu dinero.')).toBeVisible()
  await expect(networks.getByRole('radio', { name: /Telecomm/ })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(networks.getByRole('radio', { name: /Banco Azteca/ })).toBeChecked()
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/cash-payout'))
  await go.click()
  expect((await saved).postDataJSON()).toEqual({ provider: 'banco_azteca' })

  // On to the agreement: before the code, it says where and how the money is collected.
  await expect(page).toHaveURL(/\/es\/registration\/summary$/)
  await expect(page.getByTestId('summary-account')).toHaveText('En efectivo en Banco Azteca')
  await expect(page.getByTestId('summary-cash')).toHaveText(
    'Al firmar, en Mi préstamo verás tu referencia de cobro. Recoge tus $3000 en efectivo en cualquier sucursal de Banco Azteca en México en un plazo de 7 días, con la referencia y una identificación oficial con fotografía a tu nombre.',
  )
  const said = await page.getByTestId('summary-cash').boundingBox()
  const codeField = await page.getByLabel('Código SMS').boundingBox()
  expect(said!.y).toBeLessThan(codeField!.y)
  await looked(page, 'summary-cash')
  // The agreement's code has gone out (read before, the outbox's latest is the phone's own code).
  await expect(page.getByText(/Te enviamos un código de 3 dígitos/)).toBeVisible()
  const sms = await latestMessage(request, client.phone)
  await page.getByLabel('Código SMS').fill(sms.code)
  await page.getByRole('button', { name: 'Firmar mi contrato' }).click()
  await expect(page).toHaveURL(/\/es\/profile\/my-loan$/)

  const cash = page.getByTestId('cash-payout')
  await expect(cash).toHaveAttribute('data-state', 'ready')
  await expect(cash.getByRole('heading', { name: 'Recoge tu dinero en efectivo' })).toBeVisible()
  await expect(cash.getByText('Tus $3000 te esperan en Banco Azteca.')).toBeVisible()
  await expect(cash.getByTestId('cash-reference')).toHaveText(/^\d{4} \d{4} \d{4}$/)
  await expect(cash.getByText('Una identificación oficial con fotografía (INE o pasaporte), a tu nombre')).toBeVisible()
  await expect(page.getByTestId('payout')).toHaveCount(0)
  await looked(page, 'my-loan-cash')

  const { id, cashPayout } = await loanOf(request, client.token)
  await expect(cash.getByTestId('cash-reference')).toHaveText(grouped(cashPayout.reference))
  // Collected at the branch while the page is open: the next poll shows it, no reload.
  const marked = await request.post(`/web/dev/loans/${id}/cash-payout/collected`)
  expect(marked.status(), await marked.text()).toBe(200)
  await expect(cash).toHaveAttribute('data-state', 'ready')
  const polled = page.waitForResponse((r) => r.url().endsWith('/web/private/client/loan/active'))
  await page.clock.fastForward(POLL)
  await polled
  await expect(cash).toHaveAttribute('data-state', 'collected')
  await expect(cash).toHaveText(/^Recogido en efectivo en Banco Azteca el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/)
  await expect(page.getByTestId('cash-reference')).toHaveCount(0)
  // One line where the card was: the page was checked with the card on it.
  await looked(page, 'my-loan-collected', false)
})

test('an expired reference: My loan stops asking, then gives a new one in its place at the press of a button', async ({
  page,
  request,
}) => {
  const client = await clientWithCashLoan(request, 'telecomm')
  const first = await loanOf(request, client.token)
  await useToken(page, client.token)
  await page.clock.install()
  await page.goto('/es/profile/my-loan')
  const cash = page.getByTestId('cash-payout')
  await expect(cash.getByTestId('cash-reference')).toHaveText(grouped(first.cashPayout.reference))

  // Its deadline passes while the page is open: the next poll shows it expired.
  const expired = await request.post(`/web/dev/loans/${first.id}/cash-payout/expire`)
  expect(expired.status(), await expired.text()).toBe(200)
  await page.clock.fastForward(POLL)
  await expect(cash).toHaveAttribute('data-state', 'expired')
  await expect(cash.getByText('Tu referencia de cobro venció')).toBeVisible()
  await expect(cash.getByRole('link', { name: 'Contáctanos' })).toBeVisible()
  await looked(page, 'my-loan-cash-expired')
  // Nothing waits any more: no poll asks for the loan again.
  let asked = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/web/private/client/loan/active')) asked += 1
  })
  await page.clock.fastForward(POLL * 3)
  expect(asked).toBe(0)

  const renewing = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/cash-payout/reissue'))
  await cash.getByRole('button', { name: 'Pedir una referencia nueva' }).click()
  expect((await renewing).headers()['idempotency-key']).toBeTruthy()
  await expect(cash).toHaveAttribute('data-state', 'ready')
  const renewed = await loanOf(request, client.token)
  expect(renewed.cashPayout.reference).not.toBe(first.cashPayout.reference)
  await expect(cash.getByTestId('cash-reference')).toHaveText(grouped(renewed.cashPayout.reference))
  await expect(cash.getByText('Tus $3000 te esperan en Telecomm.')).toBeVisible()
  await expect(page.getByText(grouped(first.cashPayout.reference))).toHaveCount(0)
  // The new deadline, seven days on, in Mexico City's dd/mm/yyyy.
  const until = new Date(renewed.cashPayout.expiresAt).toLocaleDateString('es-MX', {
    timeZone: 'America/Mexico_City',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  await expect(cash.getByTestId('cash-expires')).toContainText(until)
  await looked(page, 'my-loan-cash-renewed')

  // The old reference is void: the branch pays the new one.
  const paid = await request.post(`/web/dev/loans/${first.id}/cash-payout/collected`)
  expect(((await paid.json()) as { data: WireCashPayout }).data.reference).toBe(renewed.cashPayout.reference)
})

test('a refused new reference says why, and a second press asks again', async ({ page, request }) => {
  const client = await clientWithCashLoan(request, 'banco_azteca')
  const { id } = await loanOf(request, client.token)
  expect((await request.post(`/web/dev/loans/${id}/cash-payout/expire`)).status()).toBe(200)
  await useToken(page, client.token)
  await page.goto('/es/profile/my-loan')
  const cash = page.getByTestId('cash-payout')
  await expect(cash).toHaveAttribute('data-state', 'expired')
  // The first request is lost on the way: no answer.
  let lost = false
  await page.route('**/cash-payout/reissue', (route) => {
    if (lost) return route.fallback()
    lost = true
    return route.abort('connectionreset')
  })
  const keys: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/cash-payout/reissue')) keys.push(r.headers()['idempotency-key'] ?? '')
  })
  const ask = cash.getByRole('button', { name: 'Pedir una referencia nueva' })
  await ask.click()
  await expect(cash.getByRole('alert')).toHaveText(
    'No pudimos darte una referencia nueva. Revisa tu conexión e inténtalo de nuevo.',
  )
  await ask.click()
  await expect(cash).toHaveAttribute('data-state', 'ready')
  // The same intent both times: the ERP answers a retry with the first new reference.
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
})

test('the seed client efectivo: her first loan waits at Telecomm with its reference', async ({ page, request }) => {
  const token = await apiLogin(request, 'efectivo@example.mx', CLIENT_PASSWORD)
  await useToken(page, token)
  await page.goto('/es/profile/my-loan')
  const cash = page.getByTestId('cash-payout')
  await expect(cash).toHaveAttribute('data-state', 'ready')
  await expect(cash.getByText('Tus $2500 te esperan en Telecomm.')).toBeVisible()
  await expect(cash.getByTestId('cash-reference')).toHaveText(/^\d{4} \d{4} \d{4}$/)
})
