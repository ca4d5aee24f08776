import type { APIRequestContext, Page, Route } from '@playwright/test'
import { APPLICATION, FLOW, LOAN } from '../../machines/ids'
import { pathFor, type RouteName } from '../../src/domain/routes'
import {
  browserFaults,
  drop,
  keepResult,
  liveHistory,
  liveStates,
  open,
  passedThrough,
  sorted,
  watchActors,
} from './journeys/live'
import {
  applicationJourneys,
  CHECK,
  type ApplicationAct,
  type ApplicationArrange,
  type ApplicationSetup,
} from './journeys/application'
import { APPLICATION_STATUS } from '../../src/domain/application-status'
import { outcomeOf } from './journeys/erp'
import { flowJourneys, type FlowAct, type FlowArrange, type FlowSetup } from './journeys/flow'
import { loanJourneys, type LoanAct, type LoanArrange, type LoanCall, type LoanSetup } from './journeys/loan'
import { selectJourneys, type Journey, type JourneyStep } from './journeys/select'
import {
  APPLICATION_BUTTONS,
  CANCEL_DIALOG,
  CHECK_HEADING,
  CLOSED_HEADING,
  SANDBOX,
  SCREENS,
  SIGN_IN,
  SIGN_OUT,
  LOAN_BUTTONS,
  LOAN_TICKS,
} from './journeys/words'
import {
  applyThroughErp,
  actualApplication,
  bearer,
  blockClient,
  chooseLoan,
  clientWithCashLoan,
  clientWithLoan,
  decideApplication,
  expect,
  registerCard,
  registerClabe,
  readyToSign,
  registeredClient,
  repeatedClient,
  steerPayout,
  test,
  useSandboxCookie,
  useToken,
} from './support'
import { keepThumbnail, TAKING_THUMBNAILS } from './journeys/thumbnails'
import { isFlowPage } from '../../src/domain/flow-steps'

/*
 * The journeys generated from the application, flow and loan machines' paths (docs/QA.md,
 * "Generated journeys"): tests/e2e/journeys/select.ts chooses them, and each is played here
 * through the real UI against the reference ERP. Before each step its arrangement steers the ERP
 * (or fails one call in the browser); the step's driver acts; and wherever the model's machine
 * rests, the page must show what the model says: the route and its heading, and the app's own
 * actor in the model's states, read as the flow visualiser reads another tab (its BroadcastChannel).
 */

/** The ERP calls a fault is put on, as the browser makes them. */
const CALLS: Readonly<
  Record<'quote' | 'create' | 'check' | 'cancel' | 'flow' | LoanCall, (url: URL, method: string) => boolean>
> = {
  quote: (url, method) => method === 'GET' && url.pathname.startsWith('/web/private/client/arithmetic/offer/'),
  create: (url, method) => method === 'POST' && url.pathname === '/web/private/client/application',
  cancel: (url, method) => method === 'POST' && /^\/web\/private\/client\/application\/\d+\/cancel$/.test(url.pathname),
  // Reading where the application stands: its status alone while it awaits a decision, else all of it.
  check: (url, method) => method === 'GET' && /^\/web\/private\/client\/application\/actual(\/status)?$/.test(url.pathname),
  flow: (url, method) => method === 'GET' && url.pathname === '/web/private/client/flow',
  // Reading the loan: the loan itself (its schedule and ways to repay are read with it).
  loan: (url, method) => method === 'GET' && url.pathname === '/web/private/client/loan/active',
  profile: (url, method) => method === 'GET' && url.pathname === '/web/private/client/client',
  spei: (url, method) => method === 'GET' && url.pathname === '/web/private/client/loan/active/repayment/spei',
  barcode: (url, method) => method === 'POST' && url.pathname === '/web/private/client/openPay/getBarcode',
  reissue: (url, method) => method === 'POST' && /^\/web\/private\/client\/loan\/\d+\/cash-payout\/reissue$/.test(url.pathname),
  // The charges of the card (the direct-debit consent given just before is left to answer).
  'charge-fee': (url, method) => method === 'POST' && url.pathname === '/web/private/client/direct-debit/charge-rollover',
  'charge-loan': (url, method) => method === 'POST' && url.pathname === '/web/private/client/loan/active/repayment/card',
  'rollover-application': (url, method) =>
    method === 'POST' && /^\/web\/private\/client\/loan\/\d+\/rollover\/\d+\/application$/.test(url.pathname),
}

/**
 * Such calls fail in this browser only, with no answer (the connection drops) or a 500, until the
 * next action of a person or a timer: the app's own polls meanwhile fail too, so the page rests where
 * the failure left it (tests/e2e/journeys/live.ts browserFaults; the ERP's fault switch is one list
 * for the whole server, which tests/e2e/faults.spec.ts replaces and clears while journeys run in the
 * other worker).
 */
function faults(page: Page) {
  const failures = browserFaults(page, CALLS)
  return {
    add: (call: keyof typeof CALLS, answer: 'drop' | 500 = 'drop') => failures.add(call, answer === 'drop' ? drop : FAILED),
    lift: failures.lift,
  }
}

/** A 500 made in the browser, as the ERP's own failures are written. */
const FAILED = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ data: { error: { code: 'internal', details: { message: 'Failed on purpose by a journey' } } } }),
  })

/** How long a resting step may take to show: the answers, and the app's timer when the step waited for one. */
const timeoutOf = (waited: number) => (waited > 0 ? waited + 1_000 : 10_000)

type Faults = ReturnType<typeof faults>

interface Runner<Act, Setup, Arrange> {
  setup(setup: Setup): Promise<void>
  /** Told of every step before it is played (where the app moved the page along the steps that do not rest). */
  stepped?(step: JourneyStep<Act, Arrange>): void
  arrange(arrange: Arrange): Promise<void>
  act(act: Act): Promise<void>
  /** What the page shows when the model rests after a step (`visited`: the paths opened since the step's action). */
  shows(step: JourneyStep<Act, Arrange>, timeout: number, visited: () => string[]): Promise<void>
}

async function play<Act, Setup, Arrange>(
  page: Page,
  actor: string,
  journey: Journey<Act, Setup, Arrange>,
  runner: Runner<Act, Setup, Arrange>,
  failures: Faults,
) {
  // The app's timers (its polls) are moved on by the page's clock at a timer's step, not waited for.
  await page.clock.install()
  await watchActors(page)
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await runner.setup(journey.setup)
  let since = { visited: 0, history: 0 }
  let waited = 0
  for (const [index, step] of journey.steps.entries()) {
    await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
      runner.stepped?.(step)
      if (step.by !== 'answer') await failures.lift()
      for (const arrangement of step.arrange) await runner.arrange(arrangement)
      if (step.by !== 'answer') {
        since = { visited: visited.length, history: page.url() === 'about:blank' ? 0 : await liveHistory(page) }
        waited = step.by === 'timer' ? (step.act as { wait: number }).wait : 0
        if (step.act) await runner.act(step.act)
        // The machine rests where the previous step left it, its timer set: due at once.
        if (step.by === 'timer') await page.clock.fastForward(waited)
      }
      // The app's timer fired: its actor passed through the state the model says (it may rest where it was before).
      if (step.by === 'timer')
        await expect
          .poll(() => passedThrough(page, actor, since.history, step.states), {
            timeout: waited + 1_000,
            intervals: [100],
            message: 'the timer fired',
          })
          .toBe(true)
      if (!step.rests) return
      await runner.shows(step, timeoutOf(waited), () => visited.slice(since.visited))
      await expect
        .poll(() => liveStates(page, actor), { timeout: timeoutOf(waited), intervals: [100], message: `${actor} states` })
        .toEqual(sorted(step.states))
    })
  }
}

/** The route's main heading as the screens table (tests/model/oracle/screens.md) writes it. */
const heading = (page: Page, route: RouteName) =>
  page.getByRole('heading', { level: 1, name: SCREENS.get(route)!.heading, exact: true })

const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

type CancelPress = 'cancel' | 'cancel-retry' | 'keep'
const isCancelPress = (press: string): press is CancelPress => ['cancel', 'cancel-retry', 'keep'].includes(press)

/** The cancel's confirmation dialog. */
const cancelDialog = (page: Page) => page.getByRole('dialog', { name: CANCEL_DIALOG })

/** Cancel my application, then the dialog's answer: confirm (or retry a failed cancel), or keep it. */
async function pressCancel(page: Page, press: CancelPress) {
  if (press === 'cancel') await page.getByRole('button', { name: APPLICATION_BUTTONS.cancel }).click()
  const answer = press === 'keep' ? APPLICATION_BUTTONS.keep : APPLICATION_BUTTONS.confirmCancel
  await cancelDialog(page).getByRole('button', { name: answer }).click()
}

function applicationRunner(
  page: Page,
  request: APIRequestContext,
  failures: Faults,
): Runner<ApplicationAct, ApplicationSetup, ApplicationArrange> {
  let token = ''
  return {
    async setup({ tag, clabe, before }) {
      if (before === 'loan') token = (await clientWithLoan(request)).token
      else {
        // A registered client with all the flow asks before signing but a payout account: the journey's own CLABE decides the stage.
        const client = await registeredClient(request, true, tag ?? undefined)
        token = client.token
        await readyToSign(request, client, { payout: true })
        if (clabe) await registerClabe(request, token)
        if (before?.status === APPLICATION_STATUS.canceled) {
          const id = await applyThroughErp(request, token, 'accepted')
          expect((await request.post(`/web/private/client/application/${id}/cancel`, { headers: bearer(token) })).status()).toBe(
            200,
          )
        } else if (before) await applyThroughErp(request, token, outcomeOf(before.status)!)
      }
      await useToken(page, token)
    },
    async arrange(arrangement) {
      if ('decide' in arrangement)
        await decideApplication(request, (await actualApplication(request, token)).id, arrangement.decide)
      else if ('clabe' in arrangement) await registerClabe(request, token)
      else await failures.add(arrangement.fault, arrangement.answer)
    },
    async act(act) {
      if ('open' in act) {
        if (act.open === 'application-apply') await chooseLoan(page, act.draft)
        // The same application page again is a reload: the app opens it afresh, which is what sends the event again.
        await open(page, pathFor(act.open, 'es'), true)
      } else if ('press' in act) {
        if (isCancelPress(act.press)) await pressCancel(page, act.press)
        else await page.getByRole('button', { name: APPLICATION_BUTTONS[act.press] }).click()
      }
    },
    async shows(step, timeout) {
      const route = step.shows?.route ?? null
      // The page opened stays, and checks: a neutral heading, the retry when no answer came.
      if (step.shows?.key.startsWith(`${CHECK} `)) {
        await expect(page).toHaveURL(/\/application\//)
        await expect(page.getByRole('heading', { level: 1, name: CHECK_HEADING, exact: true })).toBeVisible({ timeout })
        if (step.states.includes('application.following.checkFailed'))
          await expect(page.getByRole('button', { name: APPLICATION_BUTTONS['check-now'] })).toBeVisible()
        // The loading page while the ERP decides, as it reads when nothing failed: its picture for the journey overview.
        else if (page.url().endsWith(pathFor('application-loading', 'es'))) await keepThumbnail(page, 'application-loading')
        return
      }
      if (route === null) {
        await expect(page).not.toHaveURL(/\/application\//, { timeout })
        return
      }
      await expect(page).toHaveURL(endsWith(pathFor(route, 'es')), { timeout })
      // A failed cancel: its dialog over the page it was asked on, which hides the page from assistive technology meanwhile.
      if (step.states.includes('application.cancelFailed')) {
        await expect(cancelDialog(page).getByRole('alert')).toBeVisible()
        return
      }
      // A canceled application: the loading page says so, not that it is being reviewed.
      if (step.states.includes('application.closed'))
        await expect(page.getByRole('heading', { level: 1, name: CLOSED_HEADING, exact: true })).toBeVisible()
      else {
        await expect(heading(page, route)).toBeVisible()
        // The overview pictures a screen as it reads when nothing failed.
        if (!step.states.some((state) => /Error|Failed/.test(state))) await keepThumbnail(page, route)
      }
    },
  }
}

function flowRunner(page: Page, request: APIRequestContext, failures: Faults): Runner<FlowAct, FlowSetup, FlowArrange> {
  let client: Awaited<ReturnType<typeof registeredClient>> | null = null
  const panel = () => page.getByRole('navigation', { name: SANDBOX.panel })
  return {
    async setup(setup) {
      if (setup.client) {
        client = await registeredClient(request)
        // All the flow asks before signing but a payout account: an accepted application stands at direct_debit_information.
        await readyToSign(request, client, { payout: true })
        if (setup.application) await applyThroughErp(request, client.token, setup.application)
        if (setup.blocked) await blockClient(request, client.id)
      }
      if (setup.sandboxCookie) await useSandboxCookie(page)
    },
    async arrange(arrangement) {
      if ('decide' in arrangement)
        await decideApplication(request, (await actualApplication(request, client!.token)).id, arrangement.decide)
      else if ('block' in arrangement) await blockClient(request, client!.id)
      else await failures.add(arrangement.fault, arrangement.answer)
    },
    async act(act) {
      if ('signIn' in act) {
        const faq = pathFor('faq', 'es')
        if (page.url() === 'about:blank') {
          // A returning client: the session is stored, and the app starts with it.
          await useToken(page, client!.token)
          await page.goto(faq)
          return
        }
        await open(page, `${pathFor('login', 'es')}?redirect=${encodeURIComponent(faq)}`)
        await page.getByLabel(SIGN_IN.login).fill(client!.email)
        await page.getByLabel(SIGN_IN.password, { exact: true }).fill(client!.password)
        await page.getByRole('button', { name: SIGN_IN.submit, exact: true }).click()
        await expect(page).toHaveURL(endsWith(faq))
      } else if ('signOut' in act) {
        await page.getByRole('button', { name: new RegExp(client!.firstName) }).click()
        await page.getByRole('button', { name: SIGN_OUT }).click()
      } else if ('open' in act) await open(page, pathFor(act.open, 'es'))
      else if ('press' in act) {
        if (act.press === 'sandbox-disable') await page.getByRole('button', { name: SANDBOX.disable }).click()
        else if (act.press === 'sandbox-step') await panel().getByRole('button', { name: act.step, exact: true }).click()
        else
          await panel()
            .getByRole('button', { name: SCREENS.get(act.route)!.title, exact: true })
            .click()
      }
    },
    async shows(step, timeout, visited) {
      // The flow moved the page there (another machine may take it on at once: the application pages).
      const moved = step.moved
      if (moved !== null)
        await expect.poll(visited, { timeout, message: `the flow's move to ${moved}` }).toContain(pathFor(moved, 'es'))
      // A flow page the flow moved to, where it stays, is pictured for the journey overview (another machine's
      // page is pictured by that machine's journeys).
      if (moved !== null && isFlowPage(moved) && TAKING_THUMBNAILS && page.url().endsWith(pathFor(moved, 'es'))) {
        await page.getByRole('heading', { level: 1 }).waitFor()
        await page.waitForLoadState('networkidle')
        if (page.url().endsWith(pathFor(moved, 'es'))) await keepThumbnail(page, moved)
      }
    },
  }
}

/** A box of the page (a signature, a consent) ticked, unless it is already. */
async function tick(page: Page, name: RegExp) {
  const box = page.getByRole('checkbox', { name })
  if (await box.isChecked()) return
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

function loanRunner(page: Page, request: APIRequestContext, failures: Faults): Runner<LoanAct, LoanSetup, LoanArrange> {
  let client: { token: string; phone: string } | null = null
  let loanId = 0
  /** The page the journey is on: the one it opened last, or where the app moved it since. */
  let current: RouteName | null = null
  let moving: RouteName | null = null
  const settle = () => {
    current = moving ?? current
    moving = null
  }
  const headers = () => bearer(client!.token)
  async function payAtProvider(reference: string) {
    const paid = await request.post(`/web/dev/payments/${reference}/paid`)
    expect(paid.status(), await paid.text()).toBe(200)
  }
  return {
    async setup(setup) {
      // Without an active loan: a repeated client (a loan taken and paid), whose step the no-loan page is.
      if (setup.loan === 'none') client = await repeatedClient(request)
      else client = setup.loan === 'cash' ? await clientWithCashLoan(request) : await clientWithLoan(request)
      if (setup.loan !== 'none') {
        const loan = await request.get('/web/private/client/loan/active', { headers: headers() })
        loanId = ((await loan.json()) as { data: { id: number } }).data.id
        // The simulated SPEI moves on its own within seconds: held where the journey starts it.
        if (setup.loan === 'spei')
          await steerPayout(request, loanId, setup.payout === 'moving' ? { hold: true } : { to: 'received' })
        if (setup.payout === 'expired')
          expect((await request.post(`/web/dev/loans/${loanId}/cash-payout/expire`)).status()).toBe(200)
        if (setup.card) await registerCard(request, client.token, client.phone)
        if (setup.overdue) {
          const late = await request.put(`/web/dev/loans/${loanId}/overdue`, { data: { days: 5 } })
          expect(late.status(), await late.text()).toBe(200)
        }
        if (setup.unpaidRollover) {
          const chosen = await request.put('/web/private/client/loan/active/rollover', { headers: headers(), data: { days: 7 } })
          expect(chosen.status(), await chosen.text()).toBe(200)
        }
      }
      await useToken(page, client.token)
    },
    stepped(step) {
      settle()
      moving = step.moved
    },
    async arrange(arrangement) {
      if ('payout' in arrangement) await steerPayout(request, loanId, { to: 'received' })
      else if ('cash' in arrangement) {
        const marked = await request.post(
          `/web/dev/loans/${loanId}/cash-payout/${arrangement.cash === 'collected' ? 'collected' : 'expire'}`,
        )
        expect(marked.status(), await marked.text()).toBe(200)
      } else if ('pay' in arrangement) {
        if (arrangement.pay === 'cash') {
          const shown = await page.getByTestId('cash-slip').locator('.loan-slip__reference').innerText()
          await payAtProvider(shown.replace(/\s/g, ''))
        } else {
          const answer = await request.get(`/web/private/client/loan/active/repayment/spei?purpose=${arrangement.purpose}`, {
            headers: headers(),
          })
          expect(answer.status(), await answer.text()).toBe(200)
          await payAtProvider(((await answer.json()) as { data: { payment: { reference: string } } }).data.payment.reference)
        }
      } else if ('repaid' in arrangement) {
        const barcode = await request.post('/web/private/client/openPay/getBarcode', { headers: headers(), data: {} })
        expect(barcode.status(), await barcode.text()).toBe(200)
        await payAtProvider(((await barcode.json()) as { data: { reference: string } }).data.reference)
      } else if ('reissued' in arrangement) {
        const renewed = await request.post(`/web/private/client/loan/${loanId}/cash-payout/reissue`, {
          headers: { ...headers(), 'Idempotency-Key': `journey-${Date.now()}` },
        })
        expect(renewed.status(), await renewed.text()).toBe(200)
      } else if ('chosenElsewhere' in arrangement) {
        const chosen = await request.put('/web/private/client/loan/active/rollover', { headers: headers(), data: { days: 14 } })
        expect(chosen.status(), await chosen.text()).toBe(200)
      } else await failures.add(arrangement.fault)
    },
    async act(act) {
      if ('open' in act) {
        const path = pathFor(act.open, 'es')
        // The same page again is opened afresh by leaving it first, as a person comes back to it from the menu.
        if (current === act.open) await open(page, pathFor('faq', 'es'))
        await open(page, path)
        current = act.open
      } else if ('press' in act) await page.getByRole('button', { name: LOAN_BUTTONS[act.press], exact: true }).click()
      else if ('choose' in act) await page.getByRole('radio', { name: new RegExp(`^${act.choose} días más`) }).check()
      else if ('sign' in act) {
        await tick(page, LOAN_TICKS.agreement)
        await page.getByRole('button', { name: LOAN_TICKS.sign, exact: true }).click()
      } else if ('charge' in act) {
        const fee = act.charge === 'fee'
        await tick(page, fee ? LOAN_TICKS.feeConsent : LOAN_TICKS.repayConsent)
        await page.getByRole('button', { name: fee ? LOAN_TICKS.feeCharge : LOAN_TICKS.repayCharge }).click()
      }
    },
    async shows(step, timeout) {
      settle()
      // The oracle's route (tests/model/oracle/loan.md); none: the loan page opened stays while the loan loads or failed to.
      const route = step.shows?.route ?? current
      if (route === null) return
      await expect(page).toHaveURL(endsWith(pathFor(route, 'es')), { timeout })
      await expect(heading(page, route)).toBeVisible({ timeout })
      // The loan page says it failed, with its retry (the no-loan page has no loan to say so about).
      if (step.states.includes('loan.loadFailed') && route === 'profile-my-loan')
        await expect(page.getByRole('button', { name: LOAN_BUTTONS.retry, exact: true })).toBeVisible()
      if (step.states.includes('loan.paid')) await expect(page.getByTestId('loan-paid')).toBeVisible()
      else if (!step.states.includes('loan.loadFailed')) await keepThumbnail(page, route)
    },
  }
}

const MACHINES = [
  { actor: APPLICATION, selection: selectJourneys('application', applicationJourneys), runner: applicationRunner },
  { actor: FLOW, selection: selectJourneys('flow', flowJourneys), runner: flowRunner },
  { actor: LOAN, selection: selectJourneys('loan', loanJourneys), runner: loanRunner },
] as const

for (const { actor, selection, runner } of MACHINES) {
  test.describe(`${selection.machine} journeys`, () => {
    test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))
    for (const journey of selection.journeys as Journey<unknown, unknown, unknown>[]) {
      test.describe(journey.covers.join(', '), () => {
        test(journey.name, async ({ page, request }) => {
          test.setTimeout(60_000)
          const failures = faults(page)
          await play(page, actor, journey, runner(page, request, failures) as Runner<unknown, unknown, unknown>, failures)
        })
      })
    }
  })
}
