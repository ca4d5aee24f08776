import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { AccountKind, AuthContext, Credentials, LoginAnswer } from '../../../machines/auth.machine'
import { homeRouteOf } from '../../../machines/navigation'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { decodeToken } from '../../../src/domain/token'
import { hasRule, toProblem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { oracleScreens, oracleStepRows } from './oracle-route'
import { leafStates, type Driver, type Journey, type JourneyMachine, type Played, type Plan, type Undrivable } from './select'

/*
 * The auth machine's drivers against the reference ERP (docs/SECURITY.md, spec part 4 "Login
 * state"): the login page's form for a client of the journey's own and the team's door for the
 * seeded admin with mfa (its code read in the ERP's outbox), the code step's buttons, the account
 * menu's logout, and the app's own timers moved on the page's clock (the 240 s refresh, the retry
 * 10 s after a refresh without an answer, the flow's 10 s poll that carries a refused call). The ERP
 * is steered as a person or the team would: strangers' wrong passwords (the captcha threshold), a
 * code's tries used up, the mfa token's time run out (the second ERP's clock, named per call), the
 * back office blocking the client. A call made to fail in the browser, once, where a path needs a
 * failure the ERP does not give by itself: no answer, an answer without a usable token, a 401 or 403.
 */

export type AuthAct =
  /** The login form filled and sent: the client's login page, or the team's door (`?cuenta=equipo`); the captcha ticked first when asked. */
  | { signIn: AccountKind; password: 'right' | 'wrong'; captcha: boolean }
  /** The code step: the code of the outbox, or another. */
  | { code: 'right' | 'wrong' }
  | { press: 'resend' | 'cancel' }
  /** The account menu's «Cerrar sesión». */
  | { signOut: true }
  /** The app's own timer run out on the page's clock: the token's refresh, its retry, the flow's poll. */
  | { wait: number; for: 'refresh' | 'retry' | 'poll' }

export interface AuthSetup {
  /** A client made for the journey (e-mail and password), or the seeded admin with mfa on the second ERP. */
  account: AccountKind
}

/** The ERP calls a fault is put on (each fails once, the next such call after it is arranged). */
export type AuthCall = 'login' | 'verify' | 'user' | 'refresh' | 'logout' | 'flow'

export type AuthArrange =
  /** The next such call gets no answer, an answer whose token logs nobody in, or a refusal. */
  | { fault: AuthCall; answer: 'drop' | 'no-token' | 401 | 403 }
  /** Strangers typed wrong passwords for the account: 5 failed logins in 15 minutes, the captcha's threshold. */
  | { strangers: number }
  /** The code's tries used up but one, with the page's own mfa token. */
  | { spend: 'code' }
  /** The mfa token's 10 minutes run out: the page's next mfa call is served as if they had passed. */
  | { expire: 'mfa' }
  /** The back office blocks the client (status 2). */
  | { block: true }

/** The refresh's period (spec 4 Login state), its retry, the flow's poll: the page's clock is moved by these. */
export const REFRESH_MS = 240_000
export const REFRESH_RETRY_MS = 10_000
export const FLOW_POLL_MS = 10_000
/** Failed logins in 15 minutes before the ERP asks for the captcha (docs/SECURITY.md). */
export const CAPTCHA_THRESHOLD = 5

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext
const output = (event: AnyEventObject) => (event as unknown as { output: unknown }).output
const failure = (event: AnyEventObject) => toProblem((event as unknown as { error: unknown }).error)
const usable = (answer: { token?: string }) => {
  const claims = decodeToken(answer.token ?? null)
  return claims !== null && !claims.mfa
}

const WHY: Readonly<Record<string, string>> = {
  'token.received':
    'the app sends it with each answer that carries a token (a login, a refresh) and it leaves the session as it was; the model tests walk it (tests/model/auth.machine.test.ts)',
  'user.loaded':
    "the profile's e-mail change sends it (tests/e2e/profile.spec.ts), and the flow when its answer says the client is blocked, which the ERP refuses with 403 first (session.rejected, tests/e2e/auth.spec.ts)",
  'xstate.done.actor.resendMfa':
    'the ERP sends one code a minute to a destination and the login has just sent one; a code that goes through waits out that minute (tests/server/mfa.test.ts)',
}

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<AuthAct> | Undrivable {
  const now = context(snapshot)
  const reason = WHY[event.type]
  if (reason) return { undrivable: reason }
  if (event.type.startsWith('xstate.after.tokenRefresh')) return { by: 'timer', act: { wait: REFRESH_MS, for: 'refresh' } }
  if (event.type.startsWith('xstate.after.refreshRetry')) return { by: 'timer', act: { wait: REFRESH_RETRY_MS, for: 'retry' } }
  if (event.type.startsWith('xstate.after.logoutGrace'))
    return {
      undrivable:
        "the revocation's answer is on its way when the grace runs out, and a journey lets an answer on its way come first (a slow logout: tests/e2e/journeys-auth.spec.ts)",
    }
  if (event.type === 'xstate.error.actor.login' && now.loginKind === 'admin')
    return {
      undrivable:
        "the one admin with mfa is every test's: its failed logins would ask the captcha of each of them for 15 minutes; a client's refusal takes the same transitions",
    }
  if (event.type === 'xstate.done.actor.loadUser' && (output(event) as { status?: number }).status === 2)
    return { undrivable: "the ERP refuses a blocked client's read with 403 (session.rejected), never answers its status" }
  if (/^xstate\.(done|error)\.actor\./.test(event.type)) return { by: 'answer' }
  switch (event.type) {
    case 'login': {
      const credentials = (event as unknown as { credentials: Credentials }).credentials
      const ticked = credentials.captchaToken !== undefined
      if (ticked && !now.captcha)
        return { undrivable: 'the form shows the captcha only once the ERP asked for it (tests/e2e/captcha.spec.ts)' }
      if (!ticked && now.captcha)
        return {
          undrivable:
            "the form sends nothing until the captcha asked for is ticked, and only a client's login ticks it here: the admin with mfa is never asked for one (tests/e2e/captcha.spec.ts)",
        }
      return { by: 'user', act: { signIn: credentials.kind, password: 'right', captcha: ticked } }
    }
    case 'mfa.submit':
      return { by: 'user', act: { code: 'right' } }
    case 'mfa.resend':
      return { by: 'user', act: { press: 'resend' } }
    case 'mfa.cancel':
      return { by: 'user', act: { press: 'cancel' } }
    case 'logout':
      return { by: 'user', act: { signOut: true } }
    case 'token.refused':
    case 'session.rejected':
      if (now.type === 'admin')
        return {
          undrivable:
            "an admin's pages poll nothing: the refused call a client's session hears comes with the flow's poll (the same transitions)",
        }
      return { by: 'timer', act: { wait: FLOW_POLL_MS, for: 'poll' } }
  }
  return { undrivable: 'no driver' }
}

/** What the oracle's screen column says is seen while the machine rests in a snapshot. */
export const oracleScreenIn = oracleScreens('auth')

/**
 * The page a screen of the auth oracle is: `login` the login page; `none` (signed in) the page the
 * login page moves on to, the account's home (machines/navigation.ts: a client's profile, an admin's home).
 */
export const pageOf = (screen: string, kind: AccountKind | null): RouteName | null =>
  screen === 'login' ? 'login' : kind === null ? null : homeRouteOf(kind)

/** The oracle's row for each step of a journey (tests/e2e/journeys/oracle-route.ts oracleStepRows). */
export const oracleRows = (journey: Pick<Journey<unknown, unknown, unknown>, 'steps'>) =>
  oracleStepRows('auth', authJourneys.paths, journey)

const isLoginAnswer = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\.login$/.test(event.type)

/**
 * How the ERP is steered along a path: which password and code are typed, what the ERP is told
 * before an action, and which call fails once. A journey is one account's: a client's of its own, or
 * the admin with mfa's (on the second ERP, where no other test asks it for codes).
 */
function plan(played: readonly Played<AuthAct>[]): Plan<AuthSetup, AuthArrange, AuthAct> | Undrivable {
  const steps: { arrange: AuthArrange[]; act?: AuthAct }[] = played.map(() => ({ arrange: [] }))
  const kinds = new Set(
    played.flatMap(({ driver }) => (driver.by !== 'answer' && 'signIn' in driver.act ? [driver.act.signIn] : [])),
  )
  if (kinds.size !== 1) return { undrivable: kinds.size === 0 ? 'nobody logs in' : "a journey is one account's" }
  const account = [...kinds][0]!
  let trigger = 0
  /** Failed logins of the account in the last 15 minutes, as the ERP counts them. */
  let failed = 0
  for (const [index, { event, driver }] of played.entries()) {
    if (driver.by !== 'answer') trigger = index
    const arrange = (arrangement: AuthArrange) => steps[trigger]!.arrange.push(arrangement)
    const typed = (changed: AuthAct) => (steps[trigger]!.act = changed)
    const signIn =
      steps[trigger]!.act ?? (played[trigger]!.driver.by === 'answer' ? null : (played[trigger]!.driver as { act: AuthAct }).act)
    if (isLoginAnswer(event) && signIn && 'signIn' in signIn && !signIn.captcha && failed >= CAPTCHA_THRESHOLD) {
      if (event.type !== 'xstate.error.actor.login' || !hasRule(failure(event), 'captcha_required'))
        return {
          undrivable: `${event.type}: the ERP asks for the captcha for 15 minutes after ${CAPTCHA_THRESHOLD} failed logins`,
        }
    }
    switch (event.type) {
      case 'xstate.done.actor.login': {
        const answer = output(event) as LoginAnswer
        // The admin of these journeys has mfa: the code is asked of it, never of a client.
        if (answer.mfa !== (account === 'admin') && usable(answer) !== (account === 'client') && (answer.mfa || usable(answer)))
          return { undrivable: `${event.type}: the ERP answers a ${account}'s login otherwise` }
        if (!usable(answer) && !answer.mfa) arrange({ fault: 'login', answer: 'no-token' })
        break
      }
      case 'xstate.error.actor.login':
        if (hasRule(failure(event), 'captcha_required')) {
          if (failed < CAPTCHA_THRESHOLD) arrange({ strangers: CAPTCHA_THRESHOLD - failed })
          failed = Math.max(failed, CAPTCHA_THRESHOLD)
        } else {
          typed({ ...(signIn as Extract<AuthAct, { signIn: AccountKind }>), password: 'wrong' })
          failed += 1
        }
        break
      case 'xstate.done.actor.verifyMfa':
        if (!usable(output(event) as LoginAnswer)) arrange({ fault: 'verify', answer: 'no-token' })
        break
      case 'xstate.error.actor.verifyMfa':
        typed({ code: 'wrong' })
        if (hasRule(failure(event), 'code_attempts_exceeded')) arrange({ spend: 'code' })
        break
      case 'xstate.error.actor.resendMfa':
        if (failure(event).status === 401) arrange({ expire: 'mfa' })
        break
      case 'xstate.error.actor.loadUser':
        arrange({ fault: 'user', answer: 'drop' })
        break
      case 'xstate.error.actor.refreshToken':
        arrange({ fault: 'refresh', answer: 'drop' })
        break
      case 'xstate.error.actor.renewToken':
        // No answer, not a 401: a refresh's own 401 is a refusal of the session, told before the renewal fails.
        arrange({ fault: 'refresh', answer: 'drop' })
        break
      case 'xstate.error.actor.revokeSession':
        arrange({ fault: 'logout', answer: 'drop' })
        break
      case 'token.refused':
        arrange({ fault: 'flow', answer: 401 })
        break
      case 'session.rejected':
        if ((event as unknown as { blocked?: boolean }).blocked) arrange({ block: true })
        else arrange({ fault: 'flow', answer: 403 })
        break
    }
  }
  return { setup: { account }, steps }
}

const PATHS = MACHINE_PATHS.find((setup) => setup.name === 'auth')!

/** A name for what the page shows: the oracle's screen, the machine's states, and what the login page says or the session is. */
function showsKey(snapshot: AnyMachineSnapshot, screen: string): string {
  const now = context(snapshot)
  const parts = [screen, leafStates(snapshot)]
  if (snapshot.matches('loggedIn')) parts.push(now.type ?? 'nobody')
  else {
    if (now.ended) parts.push(`ended ${now.ended}`)
    if (now.captcha) parts.push('captcha')
  }
  return parts.join(' · ')
}

export const authJourneys: JourneyMachine<AuthAct, AuthSetup, AuthArrange> = {
  // A guest's start: every state is reached by logging in; the stored tokens' starts are the model
  // tests'. Its states also told apart by the account logging in: the ERP answers each otherwise.
  paths: {
    ...PATHS,
    starts: PATHS.starts.slice(0, 1),
    serialize: (snapshot) => ({ walk: PATHS.serialize(snapshot), kind: context(snapshot).loginKind }),
  },
  driver,
  shows(snapshot) {
    const screen = oracleScreenIn(snapshot)
    return { key: showsKey(snapshot, screen), route: pageOf(screen, context(snapshot).type) }
  },
  plan,
}
