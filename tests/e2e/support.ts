import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import type { components } from '../../api/schema'
import type { ApplicationDraft } from '../../src/domain/application'
import { luhnValid } from '../../src/domain/card'
import { mexicoDateTime } from '../../src/domain/mexico-time'
import { mexicoToday } from '../../src/domain/today'
import { applicationBody, completeRegistration, prepareSigning, REGISTRATION, uniqueClabe, type Caller } from '../support/journey'
import { readScreens } from '../model/support/oracle'
import { curpOf, spell } from '../support/people'

/**
 * Spanish tab titles of the pages a person opens by their address (before " · Lana Clara"), from
 * the hand-written screens table (tests/model/oracle/screens.md). Left out: the team's
 * diagrams, the cash slip opened from my loan, and the details step, which shares the sign-up's address.
 */
const NOT_OPENED_BY_ADDRESS = new Set(['dev-flows', 'dev-journey', 'profile-my-loan-print', 'registration-details'])
export const ES_TITLES: Record<string, string> = Object.fromEntries(
  [...readScreens().values()].filter(({ route }) => !NOT_OPENED_BY_ADDRESS.has(route)).map(({ url, title }) => [url, title]),
)

export const PUBLIC_PAGES = [
  '/es/',
  '/es/sobre-nosotros',
  '/es/contactos',
  '/es/documentos',
  '/es/documentos?doc=terminos-y-condiciones',
  '/es/documentos?doc=resumen-del-contrato',
  '/es/preguntas-frecuentes',
  '/es/como-pagar-tu-prestamo',
  '/es/ingresar',
  '/es/registration',
  '/es/recover',
  '/es/print',
  '/es/verificar-contrato',
  '/es/no-existe',
]

/** An address from the range kept for benchmarks (198.18.0.0/15, RFC 2544) derived from the test's id. */
function visitorAddress(testId: string, retry: number): string {
  let hash = retry
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${(hash >>> 9) & 255}`
}

/** A page that records console errors and uncaught exceptions; each test asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is a visitor of its own: the test servers trust the X-Forwarded-For of their loopback
  // peer, the way a deployment trusts its own proxy (TRUST_PROXY=loopback), so the ERP's
  // per-address limits (codes, logins) count per test, as they would per person, and a long suite
  // run from one loopback address does not trip them.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo.testId, testInfo.retry) })
  },
  // A landing page's HTML (rendered at build time) is inert until the app has drawn over it
  // (scripts/build-web.ts): a test types once the page is the app's, as a person sees it answer.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page.locator('#root[inert]').waitFor({ state: 'detached', timeout: 15_000 })
      return response
    }
    await use(page)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await use(errors)
  },
})

export { expect }

/** An unsigned token with the given claims, stored where the app keeps the session. */
export async function signIn(page: Page, claims: Record<string, unknown>) {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const token = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`
  await page.addInitScript((t) => window.localStorage.setItem('auth.token', t), token)
}

/**
 * Paths only a signed-in client may open: the client area and application stages (guests go to
 * login), the registration steps after the first and the flow pages (guests go to registration).
 */
export function isPrivatePath(path: string): boolean {
  return (
    path.startsWith('/es/profile') ||
    path.startsWith('/es/application') ||
    path.startsWith('/es/registration/') ||
    path.startsWith('/es/flow')
  )
}

export const CLIENT_PASSWORD = 'Clara2024'
export const ADMIN_PASSWORD = 'Admin2024'

/** Logs in through the ERP's own login call and answers the real token. */
export async function apiLogin(request: APIRequestContext, login: string, password: string, kind: 'client' | 'admin' = 'client') {
  const path = kind === 'client' ? '/web/public/client/login' : '/web/public/user/login'
  const answer = await request.post(path, { data: { login, password } })
  expect(answer.status(), `login of ${login}`).toBe(200)
  return ((await answer.json()) as { data: { token: string } }).data.token
}

/** Starts the page with a stored session token, as a returning visitor would have it. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((t) => window.localStorage.setItem('auth.token', t), token)
}

let people = 0

/**
 * A number no other person of this run (nor of an earlier one) has, for e-mails and phones; four
 * letters made of it, for last names; and its CURP (curpOf).
 */
export function uniquePerson() {
  people += 1
  const n = (Date.now() % 1_000_000) * 100 + (process.pid % 10) * 10 + (people % 10)
  return { n, letters: spell(n, 4), curp: curpOf(n) }
}

/**
 * A new client signed up through the ERP (own e-mail, phone and CURP), ready to log in. A `tag`
 * goes into the e-mail (`e2e…+tag@example.mx`): the reference ERP steers decisions by it
 * (docs/API.md "Decisions"). `email` signs up with that e-mail instead (e.g. a friend who was invited).
 */
export async function newClient(request: APIRequestContext, tag?: string, email?: string) {
  const { n, letters, curp } = uniquePerson()
  const data = {
    language: 'es',
    firstName: 'Paola',
    middleName: null,
    lastNames: `Prueba ${letters}`,
    email: email ?? (tag ? `e2e${n}+${tag}@example.mx` : `e2e${n}@example.mx`),
    mobilePhone: { number: `56${String(n).padStart(8, '0').slice(-8)}` },
    password: 'Secreto123',
    curp,
    birthDate: '1990-01-15',
    consents: { terms: true, privacy: true, creditBureau: true, marketing: false },
  }
  const answer = await request.post('/web/public/client', { data })
  expect(answer.status(), await answer.text()).toBe(201)
  const id = ((await answer.json()) as { data: { id: number } }).data.id
  return { id, email: data.email, phone: data.mobilePhone.number, password: data.password, firstName: data.firstName }
}

/** The ERP's calls from Playwright's request context, as a Caller of tests/support/journey.ts, with this token (or none). */
export function erpCaller(request: APIRequestContext, token?: string): Caller {
  return async (method, path, body) => {
    const answer = await request.fetch(path, {
      method,
      headers: token ? bearer(token) : {},
      ...(body === undefined ? {} : { data: body }),
    })
    const text = await answer.text()
    return { status: answer.status(), body: text ? JSON.parse(text) : undefined }
  }
}

/** Registration steps two and three through the ERP's own calls: an address in Mexico City and a full-time job paid monthly. */
export async function completeAddressAndEmployment(request: APIRequestContext, token: string) {
  const call = erpCaller(request, token)
  const address = await call('PUT', '/web/private/client/complete-step-two', REGISTRATION.address)
  expect(address.status, JSON.stringify(address.body)).toBe(200)
  const positions = await call(
    'GET',
    `/web/public/client/employment-positions?employmentStatusKey=${REGISTRATION.employment.employmentStatus}`,
  )
  const employment = await call('PUT', '/web/private/client/complete-step-three', {
    ...REGISTRATION.employment,
    position: positions.body.data[0].key,
  })
  expect(employment.status, JSON.stringify(employment.body)).toBe(200)
}

/** The newest message the ERP's development outbox holds for a phone or an e-mail. */
export async function latestMessage(request: APIRequestContext, destination: string) {
  const answer = await request.get(`/web/dev/outbox?destination=${encodeURIComponent(destination)}`)
  expect(answer.status()).toBe(200)
  const [latest] = ((await answer.json()) as { data: { code: string; message: string }[] }).data
  expect(latest, `a message to ${destination}`).toBeDefined()
  return latest!
}

/** The second ERP of playwright.config.ts, whose tokens expire after 30 s and whose calls may name their own time (X-Dev-Clock-Offset). */
export const SHORT_TOKEN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`

/** The session token the page holds now. */
export function storedToken(page: Page): Promise<string | null> {
  // A client's token is in the storage every tab shares; a team member's only in her tab's (src/app/storage.ts).
  return page.evaluate(() => window.sessionStorage.getItem('auth.team-token') ?? window.localStorage.getItem('auth.token'))
}

/**
 * A fresh client with an active loan of $3000, made through the ERP's own calls as a borrower
 * would: registration steps one to four, the ID document (its identity check steered to approve),
 * payslip and bank statement, a CLABE, an application the back office accepts, and the agreement
 * signed with the SMS code of the outbox.
 */
export async function clientWithLoan(request: APIRequestContext) {
  const client = await registeredClient(request)
  const { token } = client
  await readyToSign(request, client)
  await signAgreement(request, client, await applyThroughErp(request, token, 'accepted', 3000))
  return client
}

/** The client signs the accepted application's agreement with the SMS code the outbox holds. */
async function signAgreement(request: APIRequestContext, client: { token: string; phone: string }, id: number) {
  const headers = bearer(client.token)
  const sent = await request.post(`/web/private/client/application/agreement/${id}/sms-code`, { headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const { code } = await latestMessage(request, client.phone)
  const signed = await request.post(`/web/private/client/application/agreement/${id}`, { headers, data: { code } })
  expect(signed.status(), await signed.text()).toBe(200)
}

/** A client who chose to collect the loan money in cash at `provider` and signed through the ERP's calls: it waits at the branch. */
export async function clientWithCashLoan(request: APIRequestContext, provider = 'telecomm') {
  const client = await registeredClient(request)
  await readyToSign(request, client, { payout: true })
  const id = await applyThroughErp(request, client.token, 'accepted', 3000)
  const headers = bearer(client.token)
  const chosen = await request.put(`/web/private/client/application/${id}/cash-payout`, { headers, data: { provider } })
  expect(chosen.status(), await chosen.text()).toBe(200)
  await signAgreement(request, client, id)
  return client
}

/** A valid card number (Luhn) of this client alone, registered for charges; answers its last four digits. */
export async function registerCard(request: APIRequestContext, token: string, phone: string) {
  const body = `4${phone.slice(-10)}${String(Date.now()).slice(-4)}`
  const cardNumber = [...'0123456789'].map((digit) => body + digit).find(luhnValid)!
  const saved = await request.post('/web/private/client/direct-debit/debit-credit-card', {
    headers: bearer(token),
    data: { cardNumber, expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, holder: 'Paola Prueba' },
  })
  expect(saved.status(), await saved.text()).toBeLessThan(300)
  return cardNumber.slice(-4)
}

/**
 * Everything the flow puts before signing a first loan, through the ERP's own calls: the identity
 * check steered to approve (development steering), the ID document, payslip and bank statement,
 * and a CLABE; `leaveOut` skips parts of it.
 */
export async function readyToSign(
  request: APIRequestContext,
  client: { id: number; email: string; token: string },
  leaveOut: Parameters<typeof prepareSigning>[2] = {},
) {
  await prepareSigning(erpCaller(request, client.token), client, leaveOut)
}

/**
 * A repeated client of their own (a test that applies changes the client: a seed account would be
 * shared): a first loan taken through the ERP's calls and paid off by cash reference and the
 * simulated provider's payment.
 */
export async function repeatedClient(request: APIRequestContext) {
  const client = await clientWithLoan(request)
  const headers = { Authorization: `Bearer ${client.token}` }
  const barcode = await request.post('/web/private/client/openPay/getBarcode', { headers, data: {} })
  expect(barcode.status(), await barcode.text()).toBe(200)
  const { reference } = ((await barcode.json()) as { data: { reference: string } }).data
  const paid = await request.post(`/web/dev/payments/${reference}/paid`, { data: {} })
  expect(paid.status(), await paid.text()).toBe(200)
  const profile = await request.get('/web/private/client/client', { headers })
  const standing = ((await profile.json()) as { data: { hasActiveLoan: boolean; closedLoansCount: number } }).data
  expect(standing).toEqual(expect.objectContaining({ hasActiveLoan: false, closedLoansCount: 1 }))
  return client
}

/** The origin of the e2e server of playwright.config.ts (cookies are set for it). */
export const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** The loan the calculator's cookie holds by default: $3000, paid twice a month on the 15th and 30th. */
export const DRAFT: ApplicationDraft = { amount: 3000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null }

/** What the calculator leaves in its cookie; null: nothing chosen (the cookie removed). */
export async function chooseLoan(page: Page, draft: ApplicationDraft | null = DRAFT) {
  if (draft === null) return page.context().clearCookies({ name: 'calculator' })
  const value = JSON.stringify({
    amount: draft.amount,
    tab: 0,
    payCycle: draft.payCycle,
    payDates: draft.payDates,
    promoCode: draft.promoCode,
  })
  await page.context().addCookies([{ name: 'calculator', value: encodeURIComponent(value), url: BASE_URL }])
}

/** The cookie qa-disable-flow: a flow page then starts sandbox mode. */
export async function useSandboxCookie(page: Page) {
  await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: BASE_URL }])
}

/** A valid CLABE of an enabled bank (012 BBVA, plaza 010) no other client has. */
export function freshClabe(): string {
  return uniqueClabe(Date.now() * 10 + (process.pid % 10))
}

/** A CLABE saved for the client (POST bank/saveAccountNumber): an accepted application is then paid by bank transfer. */
export async function registerClabe(request: APIRequestContext, token: string) {
  const answer = await request.post('/web/private/client/bank/saveAccountNumber', {
    headers: bearer(token),
    data: { accountNumber: freshClabe() },
  })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
}

export type Outcome = components['schemas']['DecisionOutcome']

/** The back office sets an application's decision (docs/API.md "Decisions"). */
export async function decideApplication(request: APIRequestContext, id: number, outcome: Outcome) {
  const admin = await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin')
  const answer = await request.put(`/web/private/back-office/application/${id}/decision`, {
    headers: bearer(admin),
    data: { outcome },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The back office blocks a client (status 2): the flow then answers reject_page and the app logs them out. */
export async function blockClient(request: APIRequestContext, clientId: number) {
  const admin = await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin')
  const answer = await request.put(`/web/private/back-office/client/${clientId}/status`, {
    headers: bearer(admin),
    data: { status: 2 },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The client's open application (GET application/actual). */
export async function actualApplication(request: APIRequestContext, token: string) {
  const answer = await request.get('/web/private/client/application/actual', { headers: bearer(token) })
  return ((await answer.json()) as { data: { id: number; status: number; principalAmount: { amount: number } } }).data
}

/**
 * An application of a registered client made through the ERP's own call: 1 700 pesos unless
 * another amount is given, paid monthly on the 15th (the 1 700 marker accepts it unless the
 * client's e-mail tag says otherwise), then the back office's decision if one is given. Answers its id.
 */
export async function applyThroughErp(request: APIRequestContext, token: string, outcome?: Outcome, amount = 1700) {
  const created = await request.post('/web/private/client/application', {
    headers: bearer(token),
    data: applicationBody(mexicoToday(new Date()), amount),
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  if (outcome) await decideApplication(request, id, outcome)
  return id
}

/** The ERP's details step (PUT client): the names confirmed, as the details screen does. */
export async function confirmDetails(request: APIRequestContext, token: string) {
  const answer = await request.put('/web/private/client/client', {
    headers: bearer(token),
    data: { firstName: 'Paola', middleName: null, lastNames: 'Prueba Flujo', language: 'es' },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/**
 * A client whose registration is complete through the ERP's calls (the names confirmed unless
 * `details` is false, then the flow stays at new_client_created), so that the flow offers apply.
 * `tag` goes into the e-mail as for newClient.
 */
export async function registeredClient(request: APIRequestContext, details = true, tag?: string) {
  const client = await newClient(request, tag)
  const token = await apiLogin(request, client.email, client.password)
  await completeRegistration(erpCaller(request, token), { firstName: 'Paola', lastNames: 'Prueba Flujo' }, { details })
  return { ...client, token }
}

/**
 * What axe (WCAG 2.0 and 2.1, A and AA) finds on the page, one line per rule with the elements it
 * names. Every test runs with reduced motion (playwright.config.ts), under which the site has no
 * transition or animation to catch half-way: axe reads the page as the user sees it at rest.
 */
export async function violations(page: Page): Promise<string[]> {
  // A page of one frame is read by a single axe.run in it (legacy mode): the same rules, without the
  // blank page the frame-by-frame mode opens, injects with axe and merges in, half of each call's time.
  // A page with frames is read frame by frame, cross-origin ones included.
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze()
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The button of a react-aria select, named by its value and then its label. */
export const select = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label.replace(/[?()¿]/g, '\\$&')}$`) })

/** Chooses an option of a react-aria select (the first match of a pattern), and waits for its list to close. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await expect(select(page, label)).toBeEnabled()
  await select(page, label).click()
  const item =
    typeof option === 'string'
      ? page.getByRole('option', { name: option, exact: true })
      : page.getByRole('option', { name: option }).first()
  await item.click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** The payout of a loan as GET loan/active carries it. */
export interface WirePayout {
  state: 'sent' | 'in_transit' | 'received' | 'returned'
  trackingKey: string | null
  expectedBy: string
  receivedAt: string | null
}

/** Dev steering of a loan's simulated SPEI payout: hold its clock, or move it (the next state by default). */
export async function steerPayout(
  request: APIRequestContext,
  loanId: number,
  body: { to?: 'in_transit' | 'received' | 'returned'; hold?: boolean } = {},
): Promise<WirePayout> {
  const answer = await request.put(`/web/dev/loans/${loanId}/payout/steering`, { data: body })
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { data: WirePayout }).data
}

/**
 * The loan page's payout block walked through its states by steering, with the Spanish the
 * catalog gives it: Enviado, En tránsito with its clave de rastreo (copyable, and how to follow it
 * at Banxico's CEP), then Recibido with the day and time. `shot` keeps each state as a screenshot.
 * The page's clock must be installed (`page.clock.install()`) before the page opened.
 */
export async function walkPayout(page: Page, request: APIRequestContext, loanId: number, shot: (state: string) => Promise<void>) {
  // The simulated SPEI moves on its own within seconds: held, it moves only when steered here.
  const held = await steerPayout(request, loanId, { hold: true })
  expect(held.state).toBe('sent')
  const payout = page.getByTestId('payout')
  await expect(payout).toHaveAttribute('data-state', 'sent')
  await expect(payout.getByRole('heading', { name: 'Tu dinero va en camino' })).toBeVisible()
  await expect(payout.locator('[aria-current="step"]')).toContainText('Enviado')
  const expected = mexicoDateTime(new Date(held.expectedBy))
  await expect(payout.getByTestId('payout-expected')).toHaveText(`antes del ${expected.date} a las ${expected.time}`)
  await expect(
    payout.getByText(
      'SPEI funciona las 24 horas, todos los días: normalmente el dinero llega en minutos; según tu banco, puede tardar hasta un día hábil.',
    ),
  ).toBeVisible()
  await shot('sent')

  const moving = await steerPayout(request, loanId)
  expect(moving.trackingKey).toMatch(/^[A-Z0-9]{1,30}$/)
  // The page asks again every 10 seconds: its clock is moved on rather than waited for.
  await page.clock.runFor(10_000)
  await expect(payout).toHaveAttribute('data-state', 'in_transit')
  await expect(payout.locator('[aria-current="step"]')).toContainText('En tránsito')
  await expect(payout.getByTestId('payout-tracking-key')).toHaveText(moving.trackingKey!)
  await expect(payout.getByRole('button', { name: 'Copiar la clave de rastreo' })).toBeVisible()
  await expect(payout.getByRole('link', { name: 'banxico.org.mx/cep' })).toHaveAttribute(
    'href',
    'https://www.banxico.org.mx/cep/',
  )
  await shot('in-transit')

  const arrived = await steerPayout(request, loanId, { to: 'received' })
  await page.clock.runFor(10_000)
  await expect(payout).toHaveAttribute('data-state', 'received')
  const received = mexicoDateTime(new Date(arrived.receivedAt!))
  await expect(payout).toHaveText(`Recibido el ${received.date} a las ${received.time}`)
  await shot('received')
}
