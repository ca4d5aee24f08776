import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { CalculatorContext, CalculatorEvent, CalculatorTab } from '../../../machines/calculator.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import type { PayCycle } from '../../../src/domain/pay-dates'
import { hasRule, toProblem } from '../../../src/domain/problem'
import type { RouteName } from '../../../src/domain/routes'
import { oracleScreens, oracleStepRows } from './oracle-route'
import { leafStates, type Driver, type Journey, type JourneyMachine, type Played, type Plan, type Undrivable } from './select'

/*
 * The calculator machine's drivers on the home page: a guest's hands on the calculator (the
 * slider, the amount typed, the tabs, the pay cycle and day, the promo code, the retries, the
 * submit), the offer's 300 ms wait, and the reference ERP's answers; a call made to fail in the
 * browser where a path has a failure, and a code the ERP does not know where it refuses one.
 * What is seen is the oracle's (tests/model/oracle/calculator.md): its screen column, and the
 * screens table for that page's address and heading.
 */

export type CalculatorAct =
  /** The home page: the first time it loads the app; later, another page first and back (the app's own navigation). */
  | { open: 'home' }
  | { reopen: 'home' }
  /** The slider set to an amount. */
  | { slide: number }
  /** The amount typed in its field, then left. */
  | { type: number }
  | { tab: CalculatorTab }
  | { cycle: PayCycle }
  /** Another pay day of the pay-date select than the one chosen. */
  | { payDay: 'other' }
  /** The promo code's field opened if closed, the code typed, then left. */
  | { promo: string }
  | { press: 'config-retry' | 'offer-retry' | 'submit' }
  /** The offer's own wait after the last change: nothing to do. */
  | { wait: number }

/** Every calculator journey is a guest's, in a browser with no calculator cookie. */
export interface CalculatorSetup {
  guest: true
}

/** The calculator's two ERP calls, failed in this browser until the next action of a person. */
export type CalculatorCall = 'config' | 'offer'
export type CalculatorArrange = { fault: CalculatorCall; answer: 'drop' }

/** A code the reference ERP does not know: it refuses it (400 invalid_promo_code). */
export const UNKNOWN_PROMO = 'NOEXISTE'
/** The offer's wait after the last change (the machine's offerDebounce). */
export const OFFER_DEBOUNCE_MS = 300

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CalculatorContext

const WHY: Readonly<Record<string, string>> = {
  'client.changed':
    "the app tells it of a session that changes; a guest's stays none, and a client's calculator (its limits, its saved pay days) is walked by the calculator spec (tests/e2e/calculator.spec.ts)",
  'leadInfo.changed':
    'the employment step of registration sends it, for a client mid-registration (tests/e2e/registration-employment.spec.ts)',
  'increase.offered':
    'an application the ERP offered more for sends it to a signed-in client whose calculator started that visit; the model tests walk it (tests/model/calculator.machine.test.ts)',
  'application.update':
    "an accepted application's amount change sends it, for a client with an application (tests/e2e/application.spec.ts)",
  'xstate.done.actor.updateApplication': "it answers an accepted application's amount change (tests/e2e/application.spec.ts)",
  'xstate.error.actor.updateApplication': "it answers an accepted application's amount change (tests/e2e/application.spec.ts)",
}

const isPromoRefusal = (event: AnyEventObject) =>
  event.type === 'xstate.error.actor.loadOffer' &&
  hasRule(toProblem((event as unknown as { error: unknown }).error), 'invalid_promo_code')

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<CalculatorAct> | Undrivable {
  const e = event as CalculatorEvent
  if (event.type.startsWith('xstate.after.')) return { by: 'timer', act: { wait: OFFER_DEBOUNCE_MS } }
  if (isPromoRefusal(event) && context(snapshot).promoCode.trim().length < 2)
    return { undrivable: 'the ERP refuses a code only when the offer is asked with one' }
  if (/^xstate\.(done|error)\.actor\.(loadConfig|loadOffer)$/.test(event.type)) return { by: 'answer' }
  const reason = WHY[event.type]
  if (reason) return { undrivable: reason }
  // The offer is asked 300 ms after the last change: sooner than a person's next action.
  if (snapshot.matches({ active: { offer: 'waiting' } }))
    return { undrivable: 'the offer is asked 300 ms after the last change, before a person acts again' }
  // Limits that could not be read: the calculator is its error and retry alone.
  if (snapshot.matches({ active: { config: 'failed' } }) && e.type !== 'config.retry' && e.type !== 'calculator.shown')
    return { undrivable: 'with the limits unread the calculator shows only its error and its retry' }
  const now = context(snapshot)
  switch (e.type) {
    case 'calculator.shown':
      if (e.limit === 'first')
        return {
          undrivable:
            "only the amount change of a first-loan client's accepted application shows it so (tests/e2e/borrower-trust.spec.ts)",
        }
      return { by: 'user', act: snapshot.matches('dormant') ? { open: 'home' } : { reopen: 'home' } }
    case 'config.retry':
      return { by: 'user', act: { press: 'config-retry' } }
    case 'amount.changed':
      return { by: 'user', act: { slide: e.amount } }
    case 'amount.committed':
      return { by: 'user', act: { type: e.amount } }
    case 'tab.selected':
      return { by: 'user', act: { tab: e.tab } }
    case 'payCycle.selected':
      if (now.payCycle === e.payCycle) return { undrivable: 'that pay cycle is chosen already: choosing it again sends nothing' }
      return { by: 'user', act: { cycle: e.payCycle } }
    case 'payDates.selected':
      return { by: 'user', act: { payDay: 'other' } }
    case 'promoCode.changed':
      if (now.promoCode === e.promoCode) return { undrivable: 'that code is in the field already: leaving it sends nothing' }
      return { by: 'user', act: { promo: e.promoCode } }
    case 'offer.retry':
      return { by: 'user', act: { press: 'offer-retry' } }
    case 'submit':
      if (now.payCycle !== null && now.payDates !== null)
        return {
          undrivable:
            "a complete calculator's submit leaves its page for registration, login or the apply page, which the oracle's screen column does not say (tests/e2e/calculator.spec.ts follows it)",
        }
      return { by: 'user', act: { press: 'submit' } }
  }
  return { undrivable: 'no driver' }
}

/** What the oracle's screen column says is seen while the machine rests in a snapshot. */
export const oracleScreenIn = oracleScreens('calculator')

/** The oracle's row for each step of a journey (tests/e2e/journeys/oracle-route.ts oracleStepRows). */
export const oracleRows = (journey: Pick<Journey<unknown, unknown, unknown>, 'steps'>) =>
  oracleStepRows('calculator', calculatorJourneys.paths, journey)

/** The page a screen of the calculator's oracle is: `home` the home page; `none` no page shows the calculator. */
export const pageOf = (screen: string): RouteName | null => (screen === 'home' ? 'home' : null)

/**
 * How the ERP is steered along a path: a call that fails fails from the person's action before it
 * (its answers until the next action fail alike), and a code the ERP refuses is one it does not know.
 */
function plan(played: readonly Played<CalculatorAct>[]): Plan<CalculatorSetup, CalculatorArrange, CalculatorAct> | Undrivable {
  const steps: { arrange: CalculatorArrange[]; act?: CalculatorAct }[] = played.map(() => ({ arrange: [] }))
  let trigger = 0
  /** The answers of each call since the last action: failed on purpose, or not. */
  let answers: Record<CalculatorCall, ('fault' | 'answer')[]> = { config: [], offer: [] }
  /** The step whose code is in the field, and whether the ERP knows it. */
  let promo: { at: number; known: boolean | null } | null = null
  for (const [index, { event, driver, before }] of played.entries()) {
    if (driver.by === 'user') {
      trigger = index
      answers = { config: [], offer: [] }
    }
    if (event.type === 'promoCode.changed') promo = { at: index, known: null }
    const call = /^xstate\.(done|error)\.actor\.load(Config|Offer)$/.exec(event.type)
    if (!call) continue
    const name: CalculatorCall = call[2] === 'Config' ? 'config' : 'offer'
    const refused = isPromoRefusal(event)
    const kind = call[1] === 'error' && !refused ? 'fault' : 'answer'
    if (answers[name].length > 0 && !answers[name].includes(kind))
      return { undrivable: `${event.type}: a call made to fail fails until the next action` }
    if (kind === 'fault' && answers[name].length === 0) steps[trigger]!.arrange.push({ fault: name, answer: 'drop' })
    answers[name].push(kind)
    // The code asked with: a refusal needs one the ERP does not know, an offer one it does.
    const code = context(before).promoCode.trim()
    if (refused && code.length < 2) return { undrivable: `${event.type}: the ERP refuses a code only when one is asked with` }
    if (name !== 'offer' || code.length < 2 || kind === 'fault') continue
    if (!promo) return { undrivable: `${event.type}: no code was typed` }
    const known = !refused
    if (promo.known !== null && promo.known !== known)
      return { undrivable: `${event.type}: the ERP ${promo.known ? 'took' : 'refused'} this code already` }
    promo.known = known
    if (!known) steps[promo.at]!.act = { promo: UNKNOWN_PROMO }
  }
  return { setup: { guest: true }, steps }
}

const PATHS = MACHINE_PATHS.find((setup) => setup.name === 'calculator')!

export const calculatorJourneys: JourneyMachine<CalculatorAct, CalculatorSetup, CalculatorArrange> = {
  // The model tests' walk, its states also told apart by a code in the field: the ERP refuses only a code.
  paths: {
    ...PATHS,
    serialize: (snapshot) => ({ walk: PATHS.serialize(snapshot), promo: context(snapshot).promoCode.trim().length >= 2 }),
  },
  driver,
  shows(snapshot) {
    const screen = oracleScreenIn(snapshot)
    return { key: `${screen} · ${leafStates(snapshot)}`, route: pageOf(screen) }
  },
  plan,
}
