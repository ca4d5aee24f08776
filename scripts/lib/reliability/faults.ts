/**
 * The fault scenarios of `npm run reliability`: rules set with the ERP's fault switch
 * (PUT /web/dev/faults, server/faults.ts) against a live server, and the front end's own HTTP
 * layer (src/api/client.ts with the auth machine, wired as src/app/system.ts wires them) watched
 * as it meets them: the error page's report for a 500, a timeout or a dropped connection read as
 * "no answer" and a retry that succeeds, one token renewal for many 401s, logout when the
 * renewal fails, and one application or rollover when a creating call is retried with its key.
 * The browser's side of the same faults is tests/e2e/faults.spec.ts.
 */
import { randomUUID } from 'node:crypto'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ApplicationCreation } from '../../../api'
import { authMachine } from '../../../machines/auth.machine'
import { authCalls } from '../../../src/api/auth'
import { createApiClient, settle, type ServerFailure } from '../../../src/api/client'
import { renewSessionToken } from '../../../src/app/token-renewal'
import { application, send } from './http'
import { runJourneys, type Journey } from './load'

export interface FaultScenario {
  name: string
  /** Calls the rules hit (GET /web/dev/faults). */
  injected: number
  survived: boolean
  detail: string
}

/** What the data check must find afterwards: rows of the retried creations, each exactly once. */
export interface RetriedCreation {
  table: 'applications' | 'rollovers'
  /** The owner's row the retries made: the application's client, the rollover's loan. */
  owner: number
}

type Rule = {
  method?: string
  path: string
  mode: 'error500' | 'hang' | 'drop' | 'unauthorized'
  times?: number
  when?: 'before' | 'after'
}

/** The front end's HTTP layer and session, in Node: the app's API client, auth calls and auth machine. */
function appSession(base: string, token: string, timeoutMs: number) {
  let current: string | null = token
  const seen = { serverErrors: [] as ServerFailure[], refreshes: 0 }
  const counting = (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/token/refresh')) seen.refreshes += 1
    return fetch(request)
  }
  const api = createApiClient({
    baseUrl: base,
    timeoutMs,
    fetch: counting,
    getToken: () => current,
    onToken: (fresh) => auth.send({ type: 'token.received', token: fresh }),
    onUnauthorized: ({ blocked }) => auth.send({ type: 'session.rejected', blocked }),
    onServerError: (failure) => seen.serverErrors.push(failure),
    renewToken: (refused) => renewSessionToken(auth, refused),
  })
  const calls = authCalls(api)
  const start = () =>
    createActor(
      authMachine.provide({
        actors: {
          refreshToken: fromPromise(({ input }) => calls.refreshToken(input)),
          loadUser: fromPromise(({ input }) => calls.loadUser(input)),
          revokeSession: fromPromise(({ input }) => calls.revokeSession(input)),
        },
        actions: {
          storeToken: (_, params: { token: string }) => void (current = params.token),
          forgetToken: () => void (current = null),
        },
      }),
      { input: { storedToken: token, now: Date.now() } },
    ).start()
  // The api's callbacks above read `auth` only once calls are made, after this line.
  const auth = start()
  return { api, auth, seen }
}

export async function runFaultScenarios(
  base: string,
  first: number,
): Promise<{ scenarios: FaultScenario[]; retried: RetriedCreation[]; journeys: Journey[] }> {
  const scenarios: FaultScenario[] = []
  const retried: RetriedCreation[] = []
  const setRules = (rules: Rule[]) => send(base, 'PUT', '/web/dev/faults', { body: { rules } })
  const hits = async () =>
    ((await send(base, 'GET', '/web/dev/faults')).body?.data?.rules ?? []).reduce(
      (sum: number, rule: { hits: number }) => sum + rule.hits,
      0,
    )

  // Signed-in clients with an accepted, signed first loan (dev tools read the agreement code).
  const { journeys } = await runJourneys({ bases: [base], people: 4, width: 4, first, sign: true })
  const signedIn = async (journey: Journey) => {
    const login = await send(base, 'POST', '/web/public/client/login', {
      body: { login: journey.person.email, password: journey.person.password },
      address: journey.person.address,
    })
    return login.body.data.token as string
  }

  /** Sets the rules, runs the scenario (null: survived, or what went wrong), counts the faults injected, clears. */
  const scenario = async (name: string, rules: Rule[], body: (clear: () => Promise<void>) => Promise<string | null>) => {
    await setRules(rules)
    let injected = 0
    // Clearing lets a hanging call go: its hits are counted first.
    const clear = async () => {
      injected += await hits()
      await send(base, 'DELETE', '/web/dev/faults')
    }
    let failure: string | null
    try {
      failure = await body(clear)
    } catch (error) {
      failure = `threw: ${(error as Error).message}`
    }
    await clear()
    // A scenario whose faults never fired proves nothing.
    if (!failure && injected === 0) failure = 'no fault was injected'
    scenarios.push({ name, injected, survived: failure === null, detail: failure ?? 'ok' })
  }

  const calculator = '/web/public/config/calculator'
  const guest = appSession(base, '', 1_000)

  await scenario('500 → error page, then served', [{ method: 'GET', path: calculator, mode: 'error500', times: 1 }], async () => {
    const failed = await settle(guest.api.GET(calculator))
    const reported = guest.seen.serverErrors.some((failure) => failure.status === 500 && failure.path === calculator)
    if (failed.status !== 500 || !reported) return `answered ${failed.status}; error page reported: ${reported}`
    const again = await settle(guest.api.GET(calculator))
    return again.ok ? null : `the next call answered ${again.status}`
  })

  await scenario(
    'hang past the timeout → no answer, retry served',
    [{ method: 'GET', path: calculator, mode: 'hang' }],
    async (clear) => {
      const started = Date.now()
      const hung = await settle(guest.api.GET(calculator))
      if (hung.status !== -1) return `answered ${hung.status} instead of timing out`
      if (Date.now() - started > 10_000) return 'the timeout did not end the call'
      await clear()
      const again = await settle(guest.api.GET(calculator))
      return again.ok ? null : `the retry answered ${again.status}`
    },
  )

  await scenario(
    'dropped connection → no answer, retry served',
    [{ method: 'GET', path: calculator, mode: 'drop', times: 1 }],
    async () => {
      const dropped = await settle(guest.api.GET(calculator))
      if (dropped.status !== -1) return `answered ${dropped.status}`
      const again = await settle(guest.api.GET(calculator))
      return again.ok ? null : `the retry answered ${again.status}`
    },
  )

  const renewer = journeys[0]!
  const renewal = appSession(base, await signedIn(renewer), 30_000)
  await waitFor(renewal.auth, (snapshot) => snapshot.matches({ loggedIn: 'active' }))
  const privateReads = ['/web/private/client/client', '/web/private/client/flow', '/web/private/client/loan/active'] as const
  await scenario(
    '401 on three calls at once → one token refresh, still signed in',
    privateReads.map((path) => ({ method: 'GET', path, mode: 'unauthorized' as const, times: 1 })),
    async () => {
      const answers = await Promise.all(privateReads.map((path) => settle(renewal.api.GET(path))))
      if (answers.some((answer) => !answer.ok)) return `answers ${answers.map((answer) => answer.status).join(', ')}`
      if (renewal.seen.refreshes !== 1) return `${renewal.seen.refreshes} token refreshes`
      return renewal.auth.getSnapshot().matches('loggedIn') ? null : 'logged out'
    },
  )

  const refused = appSession(base, await signedIn(journeys[1]!), 30_000)
  await waitFor(refused.auth, (snapshot) => snapshot.matches({ loggedIn: 'active' }))
  await scenario(
    '401 and a refused renewal → logged out',
    [{ path: '/web/private/client/*', mode: 'unauthorized' }],
    async () => {
      const answer = await settle(refused.api.GET('/web/private/client/flow'))
      const snapshot = await waitFor(refused.auth, (state) => state.matches('loggedOut'), { timeout: 5_000 }).catch(() =>
        refused.auth.getSnapshot(),
      )
      if (answer.status !== 401) return `answered ${answer.status}`
      return snapshot.matches('loggedOut') && snapshot.context.ended === 'rejected'
        ? null
        : `auth is ${JSON.stringify(snapshot.value)}`
    },
  )

  // The creation's answer is lost after the ERP made it (a dropped connection, a 500), then retried with its key.
  const applicants = (await runJourneys({ bases: [base], people: 2, width: 2, first: first + 10, apply: false, register: true }))
    .journeys
  for (const [mode, label, who] of [
    ['drop', 'connection dropped', applicants[0]!],
    ['error500', '500', applicants[1]!],
  ] as const) {
    const session = appSession(base, await signedIn(who), 30_000)
    await waitFor(session.auth, (snapshot) => snapshot.matches({ loggedIn: 'active' }))
    const key = randomUUID()
    const body = application() as ApplicationCreation
    await scenario(
      `application created, ${label} before the answer → retried with its key, one application`,
      [{ method: 'POST', path: '/web/private/client/application', mode, times: 1, when: 'after' }],
      async () => {
        const lost = await settle(
          session.api.POST('/web/private/client/application', { body, headers: { 'Idempotency-Key': key } }),
        )
        if (lost.ok) return 'the first answer was not lost'
        const again = await settle(
          session.api.POST('/web/private/client/application', { body, headers: { 'Idempotency-Key': key } }),
        )
        if (!again.ok) return `the retry answered ${again.status}`
        retried.push({ table: 'applications', owner: who.clientId! })
        const actual = await settle(session.api.GET('/web/private/client/application/actual'))
        return actual.ok && actual.data?.id === again.data.id ? null : 'the actual application is another one'
      },
    )
    session.auth.stop()
  }

  const borrower = journeys[2]!
  const borrowerApi = appSession(base, await signedIn(borrower), 30_000)
  await waitFor(borrowerApi.auth, (snapshot) => snapshot.matches({ loggedIn: 'active' }))
  await scenario(
    'rollover chosen, connection dropped before the answer → retried with its key, one rollover',
    [{ method: 'PUT', path: '/web/private/client/loan/active/rollover', mode: 'drop', times: 1, when: 'after' }],
    async () => {
      if (borrower.loanId === null) return 'no loan to extend'
      const key = randomUUID()
      const choose = () =>
        settle(
          borrowerApi.api.PUT('/web/private/client/loan/active/rollover', {
            body: { days: 7 },
            headers: { 'Idempotency-Key': key },
          }),
        )
      const lost = await choose()
      if (lost.ok) return 'the first answer was not lost'
      const again = await choose()
      if (!again.ok) return `the retry answered ${again.status} ${again.message ?? ''}`
      retried.push({ table: 'rollovers', owner: borrower.loanId })
      return null
    },
  )

  for (const session of [guest, renewal, refused, borrowerApi]) session.auth.stop()
  return { scenarios, retried, journeys: [...journeys, ...applicants] }
}
