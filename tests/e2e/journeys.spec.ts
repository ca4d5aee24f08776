import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { APPLICATION, FLOW } from '../../machines/ids'
import { pathFor, type RouteName } from '../../src/domain/routes'
import { FLOWS_CHANNEL, type FlowsMessage } from '../../src/app/dev-flows-channel'
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
import { journeyKey, selectJourneys, type Journey, type JourneyResult, type JourneyStep } from './journeys/select'
import {
  APPLICATION_BUTTONS,
  CANCEL_DIALOG,
  CHECK_HEADING,
  CLOSED_HEADING,
  SANDBOX,
  SCREENS,
  SIGN_IN,
  SIGN_OUT,
} from './journeys/words'
import {
  applyThroughErp,
  actualApplication,
  bearer,
  blockClient,
  chooseLoan,
  clientWithLoan,
  decideApplication,
  expect,
  registerClabe,
  readyToSign,
  registeredClient,
  test,
  useSandboxCookie,
  useToken,
} from './support'

/*
 * The journeys generated from the application and flow machines' paths (docs/QA.md,
 * "Generated journeys"): tests/e2e/journeys/select.ts chooses them, and each is played here
 * through the real UI against the reference ERP. Before each step its arrangement steers the ERP
 * (or fails one call in the browser); the step's driver acts; and wherever the model's machine
 * rests, the page must show what the model says: the route and its heading, and the app's own
 * actor in the model's states, read as the flow visualiser reads another tab (its BroadcastChannel).
 */

type Live = { states: Record<string, string[] | null>; history: Record<string, string[] | null>[] }
declare global {
  interface Window {
    __journeyLive?: Live
  }
}

/** Asks the app for its actors' states as a visualiser would, and keeps each answer on the page. */
async function watchActors(page: Page) {
  await page.addInitScript((name) => {
    const live: Live = { states: {}, history: [] }
    window.__journeyLive = live
    const channel = new BroadcastChannel(name)
    channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
      if (data.type !== 'flows.states') return
      live.states = data.states
      live.history.push(data.states)
    }
    const ask = () => channel.postMessage({ type: 'flows.watch' } satisfies FlowsMessage)
    ask()
    setInterval(ask, 1_000)
  }, FLOWS_CHANNEL)
}

const sorted = (ids: readonly string[] | null | undefined) => (ids ? [...ids].sort() : null)
const liveStates = (page: Page, actor: string) =>
  page.evaluate((id) => window.__journeyLive?.states[id] ?? null, actor).then(sorted)
const liveHistory = (page: Page) => page.evaluate(() => window.__journeyLive?.history.length ?? 0)
/** Whether the actor was in these states at some moment since the history had `from` entries. */
const passedThrough = (page: Page, actor: string, from: number, states: readonly string[]) =>
  page.evaluate(
    ({ id, from, want }) =>
      (window.__journeyLive?.history ?? []).slice(from).some((entry) => JSON.stringify([...(entry[id] ?? [])].sort()) === want),
    { id: actor, from, want: JSON.stringify(sorted(states)) },
  )

/** Opens a page: the first one loads the app; the next ones are the app's own navigation (as a link does), never a reload. */
async function open(page: Page, path: string, reloadSamePage = false) {
  const current = page.url()
  if (current === 'about:blank' || (reloadSamePage && new URL(current).pathname === path)) {
    await page.goto(path)
    return
  }
  await page.evaluate((href) => {
    const index = ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', href)
  }, path)
}

/** The ERP calls a fault is put on, as the browser makes them. */
const CALLS: Readonly<Record<'quote' | 'create' | 'check' | 'cancel' | 'flow', (url: URL, method: string) => boolean>> = {
  quote: (url, method) => method === 'GET' && url.pathname.startsWith('/web/private/client/arithmetic/offer/'),
  create: (url, method) => method === 'POST' && url.pathname === '/web/private/client/application',
  cancel: (url, method) => method === 'POST' && /^\/web\/private\/client\/application\/\d+\/cancel$/.test(url.pathname),
  // Reading where the application stands: its status alone while it awaits a decision, else all of it.
  check: (url, method) => method === 'GET' && /^\/web\/private\/client\/application\/actual(\/status)?$/.test(url.pathname),
  flow: (url, method) => method === 'GET' && url.pathname === '/web/private/client/flow',
}

/**
 * Such calls fail in this browser only, with no answer (the connection drops) or a 500, until the
 * next action of a person or a timer: the app's own polls meanwhile fail too, so the page rests where
 * the failure left it. Not the ERP's fault switch (PUT /web/dev/faults): its rules are one list for
 * the whole server, which tests/e2e/faults.spec.ts replaces and clears while journeys run in the other worker.
 */
function faults(page: Page) {
  const active: Parameters<Page['unroute']>[1][] = []
  const matcher = (url: URL) => url.pathname.startsWith('/web/')
  return {
    async add(call: keyof typeof CALLS, answer: 'drop' | 500) {
      const handler: Parameters<Page['route']>[1] = async (route) => {
        const request = route.request()
        if (!CALLS[call](new URL(request.url()), request.method())) return route.fallback()
        if (answer === 'drop') return route.abort('connectionreset')
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ data: { error: { code: 'internal', details: { message: 'Failed on purpose by a journey' } } } }),
        })
      }
      active.push(handler)
      await page.route(matcher, handler)
    },
    async lift() {
      for (const handler of active.splice(0)) await page.unroute(matcher, handler)
    },
  }
}

/** How long a resting step may take to show: the answers, and the app's timer when the step waited for one. */
const timeoutOf = (waited: number) => (waited > 0 ? waited + 1_000 : 10_000)

type Faults = ReturnType<typeof faults>

interface Runner<Act, Setup, Arrange> {
  setup(setup: Setup): Promise<void>
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
      else await expect(heading(page, route)).toBeVisible()
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
    },
  }
}

const MACHINES = [
  { actor: APPLICATION, selection: selectJourneys('application', applicationJourneys), runner: applicationRunner },
  { actor: FLOW, selection: selectJourneys('flow', flowJourneys), runner: flowRunner },
] as const

/**
 * Each journey leaves its last result and a screenshot of where it ended (reports/journeys/<key>), which the QA
 * catalogue (npm run paths) shows beside the scenario the journey automates.
 */
const RESULTS = join(import.meta.dirname, '..', '..', 'reports', 'journeys')

for (const { actor, selection, runner } of MACHINES) {
  test.describe(`${selection.machine} journeys`, () => {
    test.afterEach(async ({ page }, testInfo) => {
      // Its title below the spec's file: the machine's group, what the journey covers, its name.
      const key = journeyKey(testInfo.titlePath.slice(1))
      mkdirSync(RESULTS, { recursive: true })
      const screenshot = `${key}.jpg`
      await page.screenshot({ path: join(RESULTS, screenshot), type: 'jpeg', quality: 70 }).catch(() => {})
      const result: JourneyResult = {
        name: testInfo.title,
        status: testInfo.status ?? 'failed',
        finishedAt: new Date().toISOString(),
        durationMs: testInfo.duration,
        screenshot,
      }
      writeFileSync(join(RESULTS, `${key}.json`), JSON.stringify(result, null, 2))
    })
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
