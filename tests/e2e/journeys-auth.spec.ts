import { mkdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { AUTH } from '../../machines/ids'
import { pathFor } from '../../src/domain/routes'
import { authJourneys, oracleRows, pageOf, type AuthAct, type AuthArrange, type AuthCall } from './journeys/auth'
import { keepResult, liveHistory, liveStates, open, passedThrough, sorted, watchActors } from './journeys/live'
import { selectJourneys, type Journey } from './journeys/select'
import { ACCOUNT, authWords, MFA_ADMIN, SCREENS } from './journeys/words'
import { ADMIN_PASSWORD, apiLogin, expect, latestMessage, newClient, SHORT_TOKEN_BASE, storedToken, test } from './support'
import { keepThumbnail } from './journeys/thumbnails'

/*
 * The journeys generated from the auth machine's paths (docs/QA.md, "Generated journeys"), chosen by
 * tests/e2e/journeys/select.ts as the other machines' are, and played on the login page against the
 * reference ERP: a client made for each journey, or the seeded admin with mfa on the second ERP
 * (playwright.config.ts), where no other test asks that admin for codes, one journey after another
 * (a login sends a new code, which replaces the one before). Wherever the model rests, the page must
 * be what the oracle (tests/model/oracle/auth.md) says of the step's last transition, with the
 * address and heading of the screens table (the team's door and the code step have headings of their
 * own), and the app's auth actor in the model's states. The app's timers run on the page's clock.
 */

const CALLS: Readonly<Record<AuthCall, (url: URL, method: string) => boolean>> = {
  login: (url, method) => method === 'POST' && /^\/web\/public\/(client|user)\/login$/.test(url.pathname),
  verify: (url, method) => method === 'POST' && url.pathname === '/web/public/user/login/mfa',
  user: (url, method) =>
    method === 'GET' &&
    (url.pathname === '/web/private/client/client' || /^\/web\/private\/back-office\/user\/\d+$/.test(url.pathname)),
  refresh: (url, method) => method === 'GET' && /^\/web\/private\/(client|back-office)\/token\/refresh$/.test(url.pathname),
  logout: (url, method) => method === 'POST' && /^\/web\/private\/(client|user)\/logout$/.test(url.pathname),
  flow: (url, method) => method === 'GET' && url.pathname === '/web/private/client/flow',
}

const RESEND = (url: URL, method: string) => method === 'POST' && url.pathname === '/web/public/user/login/mfa/resend'

/** An answer that logs nobody in: a token that is no token. */
const NO_TOKEN = { data: { token: 'not a token', mfa: false, user: { firstName: 'Paola' } } }

/** Calls of this browser made to fail once each, and the mfa call served as if the mfa token's 10 minutes had passed. */
function faults(page: Page) {
  const matcher = (url: URL) => url.pathname.startsWith('/web/')
  return {
    async add(call: AuthCall, answer: Extract<AuthArrange, { fault: AuthCall }>['answer']) {
      let spent = false
      await page.route(matcher, async (route) => {
        const request = route.request()
        if (spent || !CALLS[call](new URL(request.url()), request.method())) return route.fallback()
        spent = true
        if (answer === 'drop') return route.abort('connectionreset')
        if (answer === 'no-token') return route.fulfill({ status: 200, json: NO_TOKEN })
        return route.fulfill({ status: answer, json: { message: answer === 401 ? 'Unauthorized.' : 'Forbidden.' } })
      })
    },
    async expireMfa() {
      await page.route(matcher, async (route) => {
        const request = route.request()
        if (!RESEND(new URL(request.url()), request.method())) return route.fallback()
        return route.continue({ headers: { ...request.headers(), 'x-dev-clock-offset': '601' } })
      })
    },
  }
}

/** Who logs in along a journey: a client of its own, or the admin with mfa; and the mfa token its login got. */
interface Account {
  kind: 'client' | 'admin'
  id: number | null
  login: string
  password: string
  firstName: string
  mfaToken: string | null
}

async function accountFor(request: APIRequestContext, kind: 'client' | 'admin'): Promise<Account> {
  if (kind === 'admin')
    return { kind, id: null, login: MFA_ADMIN.email, password: ADMIN_PASSWORD, firstName: MFA_ADMIN.firstName, mfaToken: null }
  const client = await newClient(request)
  return { kind, id: client.id, login: client.email, password: client.password, firstName: client.firstName, mfaToken: null }
}

/** The login page of the account: the client's, or the team's door. */
const loginPath = (kind: 'client' | 'admin') => `${pathFor('login', 'es')}${kind === 'admin' ? '?cuenta=equipo' : ''}`

async function tickNotARobot(page: Page) {
  const challenge = page.getByRole('group', { name: ACCOUNT.captcha })
  await expect(challenge).toBeFocused()
  const box = challenge.getByRole('checkbox', { name: ACCOUNT.notARobot })
  await expect(box).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(box).toBeFocused()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

async function arrange(page: Page, request: APIRequestContext, account: Account, arrangement: AuthArrange) {
  const failures = faults(page)
  if ('fault' in arrangement) await failures.add(arrangement.fault, arrangement.answer)
  else if ('expire' in arrangement) await failures.expireMfa()
  else if ('strangers' in arrangement)
    for (let i = 1; i <= arrangement.strangers; i += 1) {
      const wrong = await request.post('/web/public/client/login', {
        data: { login: account.login, password: `Ajena${i}234` },
        headers: { 'X-Forwarded-For': `203.0.113.${40 + i}` },
      })
      expect(wrong.status()).toBe(401)
    }
  else if ('spend' in arrangement) {
    const { code } = await latestMessage(request, MFA_ADMIN.phone)
    for (let i = 0; i < 4; i += 1) {
      const wrong = await request.post('/web/public/user/login/mfa', {
        data: { code: code === '000000' ? '111111' : '000000' },
        headers: { Authorization: `Bearer ${account.mfaToken}` },
      })
      expect(wrong.status()).toBe(400)
    }
  } else {
    const admin = await apiLogin(request, 'admin@lanaclara.mx', ADMIN_PASSWORD, 'admin')
    const blocked = await request.put(`/web/private/back-office/client/${account.id}/status`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status: 2 },
    })
    expect(blocked.status()).toBe(200)
  }
}

async function act(page: Page, request: APIRequestContext, account: Account, action: AuthAct) {
  if ('signIn' in action) {
    const path = loginPath(action.signIn)
    const here = page.url() === 'about:blank' ? null : new URL(page.url())
    if (here === null) {
      await page.goto(path)
      // The app reports its actors once asked (every second): the login's own states must not pass unseen.
      await expect.poll(() => liveStates(page, AUTH), { intervals: [100], message: 'auth reported' }).not.toBeNull()
    } else if (`${here.pathname}${here.search}` !== path) await open(page, path)
    await page.getByLabel(ACCOUNT.login[action.signIn]).fill(account.login)
    await page.getByLabel(ACCOUNT.password, { exact: true }).fill(action.password === 'right' ? account.password : 'Equivocada1')
    if (action.captcha) {
      await page.getByRole('group', { name: ACCOUNT.captcha }).focus()
      await tickNotARobot(page)
    }
    const answered = page.waitForResponse((response) => CALLS.login(new URL(response.url()), response.request().method()))
    await page.getByRole('button', { name: ACCOUNT.submit, exact: true }).click()
    if (action.signIn === 'admin') {
      const answer = await answered
      if (answer.ok()) account.mfaToken = ((await answer.json()) as { data: { token: string } }).data.token
    }
  } else if ('code' in action) {
    const { code } = await latestMessage(request, MFA_ADMIN.phone)
    await page.getByLabel(ACCOUNT.code).fill(action.code === 'right' ? code : code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: ACCOUNT.confirm }).click()
  } else if ('press' in action)
    await page.getByRole('button', { name: action.press === 'resend' ? ACCOUNT.resend : ACCOUNT.cancel }).click()
  else if ('signOut' in action) {
    await page.getByRole('button', { name: new RegExp(account.firstName) }).click()
    await page.getByRole('button', { name: ACCOUNT.signOut }).click()
  } else await page.clock.fastForward(action.wait)
}

/** The address ends with the table's, its last slash optional: the app's own navigation home is /es. */
const endsWith = (path: string) => new RegExp(`${path.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`)
const LOGIN_URL = /\/es\/ingresar(\?.*)?$/

async function play(
  page: Page,
  request: APIRequestContext,
  journey: Journey<AuthAct, { account: 'client' | 'admin' }, AuthArrange>,
) {
  // What the oracle says of each step's last transition: the page the browser must be on.
  const rows = oracleRows(journey)
  const account = await accountFor(request, journey.setup.account)
  // The app's timers (the refresh, its retry, the flow's poll) run on the page's clock, moved on by the journey.
  await page.clock.install()
  await watchActors(page)
  let since = 0
  for (const [index, step] of journey.steps.entries()) {
    const row = rows[index]!
    await test.step(`${index + 1}. ${step.event.type}${step.act ? ` by ${JSON.stringify(step.act)}` : ' (the ERP answers)'}`, async () => {
      if (step.by !== 'answer') {
        for (const arrangement of step.arrange) await arrange(page, request, account, arrangement)
        since = page.url() === 'about:blank' ? 0 : await liveHistory(page)
        await act(page, request, account, step.act!)
      }
      // On the way (a call under way: the login checked, the token renewed): the actor must have been there,
      // soon: the page's clock goes on by itself, and a timer of the app's own later than the one moved past
      // would run out by itself within seconds.
      if (!step.rests) {
        await expect
          .poll(() => passedThrough(page, AUTH, since, step.states), {
            timeout: 4_000,
            intervals: [100],
            message: 'auth passed through',
          })
          .toBe(true)
        return
      }
      const route = pageOf(row.screen!, journey.setup.account)!
      const screen = SCREENS.get(route)!
      const seen = authWords.seen(step)
      await expect(page).toHaveURL(route === 'login' ? LOGIN_URL : endsWith(screen.url))
      await expect(page).toHaveTitle(`${screen.title} · Lana Clara`)
      await expect(page.getByRole('heading', { level: 1, name: seen?.heading ?? screen.heading, exact: true })).toBeVisible()
      await keepThumbnail(page, route)
      await expect
        .poll(() => liveStates(page, AUTH), { timeout: 10_000, intervals: [100], message: 'auth states' })
        .toEqual(sorted(step.states))
      const menu = page.getByRole('button', { name: new RegExp(account.firstName) })
      if (route === 'login') {
        await expect(menu).toHaveCount(0)
        expect(await storedToken(page)).toBeNull()
      } else await expect(menu).toBeVisible()
      // What the login page says of the session that ended, the captcha asked for, a refusal at its field.
      const ended = /ended (\w+)/.exec(step.shows?.key ?? '')?.[1] as keyof typeof ACCOUNT.ended | undefined
      if (ended) await expect(page.getByText(ACCOUNT.ended[ended])).toBeVisible()
      if (step.shows?.key.endsWith('captcha')) await expect(page.getByRole('group', { name: ACCOUNT.captcha })).toBeVisible()
      if (step.event.type === 'xstate.error.actor.verifyMfa' && step.states.includes('auth.loggedOut.mfa.waiting'))
        await expect(page.getByLabel(ACCOUNT.code)).toHaveAttribute('aria-invalid', 'true')
      if (step.event.type === 'xstate.error.actor.login' && !step.shows?.key.endsWith('captcha'))
        await expect(page.getByText(ACCOUNT.wrongPassword)).toBeVisible()
    })
  }
}

/**
 * The admin with mfa's journeys go one at a time, across workers: each login sends a new code, which
 * replaces the one before. A directory made atomically is the turn; one left by a run killed midway
 * is taken after a minute.
 */
const ADMIN_TURN = join(tmpdir(), `lana-clara-mfa-turn-${Number(process.env.E2E_PORT ?? 3100) + 1}`)
async function takeAdminTurn() {
  for (;;) {
    try {
      mkdirSync(ADMIN_TURN)
      return
    } catch {
      const taken = statSync(ADMIN_TURN, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
      if (Date.now() - taken > 60_000) rmSync(ADMIN_TURN, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

const selection = selectJourneys('auth', authJourneys)

test.describe(`${selection.machine} journeys`, () => {
  test.afterEach(({ page }, testInfo) => keepResult(page, testInfo))

  for (const journey of selection.journeys)
    test.describe(journey.covers.join(', '), () => {
      if (journey.setup.account === 'client') {
        test(journey.name, async ({ page, request }) => play(page, request, journey))
        return
      }
      // The admin with mfa's, on the second ERP (where no other test asks it for codes), one at a time.
      test.use({ baseURL: SHORT_TOKEN_BASE })
      test(journey.name, async ({ page, request }) => {
        // The wait for the turn counts in the test's time.
        test.setTimeout(90_000)
        await takeAdminTurn()
        try {
          await play(page, request, journey)
        } finally {
          rmSync(ADMIN_TURN, { recursive: true, force: true })
        }
      })
    })
})

/*
 * The logout's grace, which no journey waits for (a journey lets the revocation's answer on its way
 * come first): the ERP answers nothing for longer than the grace, and the session ends here anyway.
 */
test('a logout the ERP is slow to answer ends on the login page after its grace', async ({ page, request }) => {
  const account = await accountFor(request, 'client')
  await page.clock.install()
  await watchActors(page)
  await act(page, request, account, { signIn: 'client', password: 'right', captcha: false })
  await expect(page).toHaveURL(endsWith(SCREENS.get('profile')!.url))
  await expect.poll(() => liveStates(page, AUTH), { intervals: [100] }).toEqual(['auth', 'auth.loggedIn', 'auth.loggedIn.active'])
  let held = false
  await page.route(
    (url) => CALLS.logout(url, 'POST'),
    async () => {
      // Held past the grace: never answered while the test runs.
      held = true
    },
  )
  await act(page, request, account, { signOut: true })
  await expect.poll(() => held).toBe(true)
  await expect.poll(() => liveStates(page, AUTH), { intervals: [100] }).toEqual(['auth', 'auth.loggingOut'])
  await page.clock.fastForward(3_000)
  await expect(page).toHaveURL(LOGIN_URL)
  await expect(page.getByRole('heading', { level: 1, name: SCREENS.get('login')!.heading, exact: true })).toBeVisible()
  await expect(page.getByText(ACCOUNT.ended.logout)).toBeVisible()
  await expect.poll(() => liveStates(page, AUTH), { intervals: [100] }).toEqual(['auth', 'auth.loggedOut', 'auth.loggedOut.idle'])
  expect(await storedToken(page)).toBeNull()
})
