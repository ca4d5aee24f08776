import type { AnyEventObject, AnyMachineSnapshot, TransitionDefinition } from 'xstate'
import type { SignUpContext, SignUpEvent } from '../../../machines/signup.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { toProblem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { activeStateIds, playPath } from '../../model/support/graph'
import { readOracle, readScreens, rowKey, rowOf, type OracleRow } from '../../model/support/oracle'
import { leafStates, type Driver, type JourneyMachine, type Played, type Plan, type Shown, type Undrivable } from './select'

/*
 * The sign-up machine's drivers on its page, /es/registration: a guest's hands on the details form
 * (filled with an e-mail and a phone of the journey's own, or an e-mail the ERP knows already), the
 * captcha ticked once the ERP asks for it, the SMS code typed (the one the ERP's development outbox
 * holds, or another), and a new code asked for once the page's countdown is over; the reference
 * ERP answers. Steered: the ERP's captcha threshold crossed by this test's address, the outbox's
 * minute between codes rewound, the automatic login's call made to fail in the browser. What is
 * seen is the oracle's (tests/model/oracle/signup.md): its route and heading columns, and the
 * screens table for that page's address and heading.
 */

export type SignupAct =
  /**
   * The details form filled (the first time every field; later only the e-mail changed when it
   * should be another), the captcha's box ticked when the ERP asked for one, then «Crear mi cuenta».
   */
  | { submit: 'fresh' | 'taken'; captcha: boolean }
  /** The SMS code typed, the outbox's newest for the phone or another one, then «Verificar». */
  | { code: 'right' | 'wrong' }
  /** The page's countdown run out (its clock moved a minute on), then «Envíame un código nuevo». */
  | { resend: true }

/** Every sign-up journey is a guest's, with an e-mail and a phone no one has used, on /es/registration. */
export interface SignupSetup {
  guest: true
}

export type SignupArrange =
  /** The automatic login's call (POST /web/public/client/login) fails in this browser, with no answer. */
  | { fault: 'login'; answer: 'drop' }
  /** 300 codes asked for from this test's address: past that the ERP asks for a captcha at sign-up. */
  | { crowd: 300 }
  /** The phone's messages moved a minute back in the outbox: its per-minute limit frees. */
  | { rewind: 60 }

/** What the page shows at a rest: the route's page and its main heading (the oracle's, else the screens table's). */
export interface SignupShown extends Shown {
  route: RouteName
  heading: string
}

/** An e-mail the reference ERP has a client for (its seed): a sign-up with it is refused as not unique. */
export const TAKEN_EMAIL = 'activa@example.mx'
/** How far the page's clock is moved for the countdown to a new code to end (the ERP's minute, and a second). */
export const RESEND_WAIT_MS = 61_000
/** The codes an address may ask for in an hour before sign-up needs a captcha (docs/ERP.md). */
const CROWD = 300

type AnyTransition = TransitionDefinition<any, any>

const ORACLE: readonly OracleRow[] = readOracle('signup')
const BY_KEY = new Map(ORACLE.map((row) => [rowKey(row), row]))
const SCREENS = readScreens()

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as SignUpContext

const statusOf = (event: AnyEventObject) => toProblem((event as unknown as { error: unknown }).error).status

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<SignupAct> | Undrivable {
  const e = event as SignUpEvent
  if (/^xstate\.(done|error)\.actor\.(createAccount|verifyPhone|sendCode)$/.test(event.type)) return { by: 'answer' }
  switch (e.type) {
    case 'submit': {
      const asked = context(snapshot).captcha
      if (asked && !e.captchaToken)
        return { undrivable: 'once the ERP asked for the captcha, the form sends nothing until its box is ticked' }
      if (!asked && e.captchaToken)
        return { undrivable: 'the form shows the captcha, and sends its token, only once the ERP asked for one' }
      return { by: 'user', act: { submit: 'fresh', captcha: asked } }
    }
    case 'code.submit':
      return { by: 'user', act: { code: 'right' } }
    case 'code.resend':
      return { by: 'user', act: { resend: true } }
  }
  return { undrivable: 'no driver' }
}

/** The oracle's row of each transition of a step's last microstep; one that the table lacks fails at once. */
export function oracleRowsOf(taken: readonly AnyTransition[]): OracleRow[] {
  return taken.map((transition) => {
    const row = BY_KEY.get(rowOf(transition))
    if (!row) throw new Error(`tests/model/oracle/signup.md has no row ${rowOf(transition)}`)
    return row
  })
}

/** The page and heading the oracle's row says, with the screens table's heading where the row writes none. */
export function seenOf(row: OracleRow): { route: RouteName; heading: string } {
  const route = row.route as RouteName
  const screen = SCREENS.get(route)
  if (!screen) throw new Error(`signup.md:${row.line}: the screens table has no route ${row.route}`)
  return { route, heading: row.heading === null || row.heading === '—' ? screen.heading : row.heading }
}

function shows(snapshot: AnyMachineSnapshot, _moved: RouteName | null, taken: readonly AnyTransition[]): SignupShown | null {
  const seen = new Set(oracleRowsOf(taken).map((row) => JSON.stringify(seenOf(row))))
  if (seen.size !== 1) throw new Error(`the sign-up's oracle says ${[...seen].join(' and ') || 'nothing'} of one step`)
  const { route, heading } = JSON.parse([...seen][0]!) as { route: RouteName; heading: string }
  return { key: `${route} · ${heading} · ${leafStates(snapshot)}`, route, heading }
}

/**
 * How the ERP is steered along a path: each answer is arranged before the action that asks for
 * it. A sign-up refused as not unique is sent with an e-mail the ERP knows; a captcha asked for
 * needs the address's codes past the threshold first; a login that fails, its call failed in the
 * browser; a wrong code, another than the outbox's; a new code sent, the minute rewound first.
 */
function plan(played: readonly Played<SignupAct>[]): Plan<SignupSetup, SignupArrange, SignupAct> | Undrivable {
  const steps: { arrange: SignupArrange[]; act?: SignupAct }[] = played.map(() => ({ arrange: [] }))
  let trigger = -1
  let crowded = false
  let codes = 1
  for (const [index, { event, driver: found }] of played.entries()) {
    if (found.by === 'user') trigger = index
    if (found.by !== 'answer') continue
    if (trigger < 0) return { undrivable: `${event.type}: an answer before any action` }
    const act = played[trigger]!.driver.by === 'user' ? (played[trigger]!.driver as { act: SignupAct }).act : null
    const at = steps[trigger]!
    switch (event.type) {
      case 'xstate.done.actor.createAccount':
        if (!(event as unknown as { output: { loggedIn: boolean } }).output.loggedIn)
          at.arrange.push({ fault: 'login', answer: 'drop' })
        break
      case 'xstate.error.actor.createAccount':
        if (statusOf(event) === 428) {
          if (act !== null && 'submit' in act && act.captcha)
            return {
              undrivable: `${event.type}: a ticked captcha passes; the stand-in fails one only by a switch the whole server shares (tests/e2e/captcha.spec.ts)`,
            }
          if (!crowded) at.arrange.push({ crowd: CROWD })
          crowded = true
        } else at.act = { submit: 'taken', captcha: act !== null && 'submit' in act && act.captcha }
        break
      case 'xstate.error.actor.verifyPhone':
        at.act = { code: 'wrong' }
        break
      case 'xstate.done.actor.sendCode':
        codes += 1
        if (codes > 3) return { undrivable: `${event.type}: a fourth code to one phone within the hour is refused` }
        at.arrange.push({ rewind: 60 })
        break
    }
  }
  return { setup: { guest: true }, steps }
}

const PATHS = MACHINE_PATHS.find((setup) => setup.name === 'signup')!

/**
 * Where a guest's sign-up rests as its page opens, before any event: the states its start enters and
 * the page and heading the oracle's row of the start's last transition says.
 */
export function atStart(): { states: string[]; route: RouteName; heading: string } {
  const played = playPath(PATHS.model, [], PATHS.starts[0]?.input)
  const rows = oracleRowsOf(played.start.at(-1)?.transitions ?? [])
  if (rows.length !== 1) throw new Error(`the sign-up's start takes ${rows.length} rows of its oracle last`)
  return { states: activeStateIds(played.initial), ...seenOf(rows[0]!) }
}

export const signupJourneys: JourneyMachine<SignupAct, SignupSetup, SignupArrange> = {
  paths: PATHS,
  driver,
  shows,
  plan,
}
