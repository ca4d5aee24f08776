import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { applicationRouteOf, STATUS_POLL_MS, type ApplicationReading } from '../../../machines/application.machine'
import type { RouteName } from '../../../src/domain/routes'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import type { ApplicationDraft } from '../../../src/domain/application'
import { APPLICATION_STATUS } from '../../../src/domain/application-status'
import type { Problem } from '../../../src/domain/problem'
import { isOpen, OUTCOMES, outcomeOf, type Outcome } from './erp'
import { GOES_ON } from '../../model/support/oracle'
import { oracleRoutes } from './oracle-route'
import type { Driver, JourneyMachine, Played, Plan, Undrivable } from './select'

/*
 * The application machine's drivers (what makes each event happen in the browser against the
 * reference ERP) and how the ERP is steered for a path (docs/API.md "Decisions").
 */

export type ApplicationAct =
  /** The calculator's cookie with this draft (none for null), then the apply page. */
  | { open: 'application-apply'; draft: ApplicationDraft | null }
  | { open: 'application-loading' }
  /** Leaving the application pages: a content page. */
  | { open: 'faq' }
  | { press: 'apply' | 'try-again' | 'check-now' | 'quote-retry' | 'accept-offer' }
  /** "Cancel my application", confirmed in its dialog; a failed cancel's retry and its "keep" in the same dialog. */
  | { press: 'cancel' | 'cancel-retry' | 'keep' }
  /** The app's own poll: nothing to do but wait. */
  | { wait: number }

export interface ApplicationSetup {
  /** The e-mail tag (`name+tag@…`) that decides the client's new applications; null: the engine decides. */
  tag: string | null
  /** A CLABE registered before the journey: an accepted application is then paid by bank transfer. */
  clabe: boolean
  /**
   * The client's application before the journey: one decided to this status (5: accepted, then
   * canceled through the ERP), or a signed loan (4 completed).
   */
  before: { status: number } | 'loan' | null
}

export type ApplicationArrange =
  /** The back office decides the client's application (it exists by then). */
  | { decide: Outcome }
  | { clabe: true }
  /** Calls of this kind fail in the browser (Playwright's page.route) until the next action: no answer, or a 500. */
  | { fault: 'quote' | 'create' | 'check' | 'cancel'; answer: 'drop' | 500 }

const ACTOR = /^xstate\.(done|error)\.actor\.(.+)$/

const NEVER_PRODUCED: Readonly<Record<number, string>> = {
  [APPLICATION_STATUS.new]:
    'status 1 (new): the reference ERP decides at creation (docs/API.md "Decisions") and the back office sets only outcomes',
  [APPLICATION_STATUS.verification]:
    'status 7 (verification): the reference ERP decides at creation (docs/API.md "Decisions") and the back office sets only outcomes',
  [APPLICATION_STATUS.signing]: 'status 2 (signing): the reference ERP never sets it (signing completes an accepted application)',
}

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<ApplicationAct> | Undrivable {
  switch (event.type) {
    case 'apply.opened':
      return {
        by: 'user',
        act: { open: 'application-apply', draft: (event as unknown as { draft: ApplicationDraft | null }).draft },
      }
    case 'apply.direct':
      return {
        undrivable:
          "only a repeated client's compact calculator sends it (a loan signed and paid first, tests/e2e/no-loan.spec.ts), and the ERP's rules, not a tag, decide what it creates",
      }
    case 'application.submit':
      return { by: 'user', act: { press: 'apply' } }
    case 'application.retry':
      if (snapshot.matches('cancelFailed')) return { by: 'user', act: { press: 'cancel-retry' } }
      return { by: 'user', act: { press: snapshot.matches({ following: 'checkFailed' }) ? 'check-now' : 'try-again' } }
    case 'application.cancel':
      return { by: 'user', act: { press: 'cancel' } }
    case 'cancel.dismiss':
      return { by: 'user', act: { press: 'keep' } }
    case 'quote.retry':
      return { by: 'user', act: { press: 'quote-retry' } }
    case 'application.follow':
      return { by: 'user', act: { open: 'application-loading' } }
    case 'cash.select':
    case 'cash.confirm':
      return {
        undrivable:
          "choosing where to collect in cash and going on to sign needs a client ready to sign, which these journeys' clients are not (tests/e2e/cash-payout.spec.ts)",
      }
    case 'application.left':
      // The actor joins at the first application page: before that there is nothing to leave.
      return snapshot.matches('idle')
        ? { undrivable: 'no application page is open to leave' }
        : { by: 'user', act: { open: 'faq' } }
  }
  if (event.type.startsWith('xstate.after.')) return { by: 'timer', act: { wait: STATUS_POLL_MS } }
  const actor = ACTOR.exec(event.type)
  if (!actor) return { undrivable: 'no driver' }
  const [, kind, id] = actor
  if (id === 'offer')
    return kind === 'done' ? { by: 'user', act: { press: 'accept-offer' } } : { undrivable: 'the offer machine does not fail' }
  if (id === 'loadApplication' && kind === 'done') {
    const { application, hasDisbursementMethod, hasActiveLoan, registrationStep } = (
      event as unknown as { output: ApplicationReading }
    ).output
    if (registrationStep !== null)
      return {
        undrivable:
          'the clients of these journeys finished registration before the reference ERP steers them; one mid-registration is tests/e2e/journey-projection.spec.ts',
      }
    const status = application?.status ?? null
    if (status !== null && NEVER_PRODUCED[status]) return { undrivable: NEVER_PRODUCED[status] }
    if (hasDisbursementMethod && status !== APPLICATION_STATUS.accepted)
      return { undrivable: 'the app asks for a CLABE or card only for an accepted application' }
    if (status === APPLICATION_STATUS.terminated)
      return { undrivable: 'status 23 (terminated): neither a decision of the reference ERP nor its back office sets it' }
    if (hasActiveLoan !== (status === APPLICATION_STATUS.completed))
      return {
        undrivable:
          'a loan of these journeys is a signed application, still active (tests/support: clientWithLoan); a repaid one is tests/e2e/no-loan.spec.ts',
      }
  }
  if (kind === 'error' && (id === 'loadCashChoice' || id === 'chooseCashProvider'))
    return { undrivable: "the cash payout's failures are walked by the model tests (tests/model/application.machine.test.ts)" }
  if (kind === 'error') {
    const problem = (event as unknown as { error: Problem }).error
    const known = problem.status === -1 || problem.status === 500 || (id === 'createApplication' && problem.status === 400)
    if (!known) return { undrivable: `no fault gives ${problem.status}` }
  }
  return { by: 'answer' }
}

/** The deepest active state, without the machine's id: `applying.ready`. */
function leaf(snapshot: AnyMachineSnapshot): string {
  const nodes = (snapshot as unknown as { _nodes: { id: string; type: string }[] })._nodes
  const deepest = nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id)
  return deepest.map((id) => id.split('.').slice(1).join('.')).join(', ')
}

/** The screen of the deepest state that names one (its meta), else the stage in context. */
function screenOf(snapshot: AnyMachineSnapshot): string | null {
  const meta = snapshot.getMeta() as Record<string, { screen?: string } | undefined>
  const nodes = (snapshot as unknown as { _nodes: { id: string }[] })._nodes
  for (const node of [...nodes].reverse()) {
    const screen = meta[node.id]?.screen
    if (typeof screen === 'string') return screen
  }
  return (snapshot.context as { stage: string | null }).stage
}

const routeOf = (snapshot: AnyMachineSnapshot) => applicationRouteOf(snapshot)
const LOAN_PAGE: RouteName = 'profile-my-loan'
/** The neutral check of an application page not confirmed yet (src/screens/application/ApplicationCheck.tsx). */
export const CHECK = 'application-check'

/** The route each page-opening action lands on (null: not an application page). */
const OPENS: Readonly<Record<'application-apply' | 'application-loading' | 'faq', RouteName | null>> = {
  'application-apply': 'application-apply',
  'application-loading': 'application-loading',
  faq: null,
}

const readingOf = (event: AnyEventObject) =>
  event.type === 'xstate.done.actor.loadApplication' ? (event as unknown as { output: ApplicationReading }).output : null

/**
 * How the ERP is steered along a path: the client's e-mail tag decides the applications it creates,
 * an application (or a loan) made before the journey gives the first reading, the back office
 * decides later readings (before the action that asks for them), a CLABE makes accepted a bank
 * transfer, and Playwright fails one call where the path has a failure.
 */
function plan(
  played: readonly Played<ApplicationAct>[],
): Plan<ApplicationSetup, ApplicationArrange, ApplicationAct> | Undrivable {
  const setup: ApplicationSetup = { tag: null, clabe: false, before: null }
  const steps = played.map(() => ({ arrange: [] as ApplicationArrange[] }))
  // The ERP as the journey goes: undefined until something first needs to know what was there before.
  let status: number | null | undefined
  let clabe: boolean | undefined
  let tag: Outcome | null | undefined
  let trigger = -1
  let createdAt = -1
  const arrange = (step: ApplicationArrange) => steps[Math.max(trigger, 0)]!.arrange.push(step)
  const nextReading = (from: number) =>
    played
      .slice(from + 1)
      .map((step) => readingOf(step.event))
      .find((r) => r !== null) ?? null

  for (const [index, step] of played.entries()) {
    const { event, driver } = step
    if (driver.by !== 'answer') trigger = index
    if (driver.by !== 'answer' && 'open' in driver.act) {
      const expected = OPENS[driver.act.open]
      // Unknown (null) while the page's first reading is on its way: the page opened stays meanwhile.
      const projected = routeOf(step.after)
      if (projected !== null && projected !== expected)
        return {
          undrivable: `${event.type}: the page would show ${expected ?? 'another page'} while the machine says ${routeOf(step.after)}`,
        }
    }
    const actor = ACTOR.exec(event.type)
    if (!actor) continue
    const [, kind, id] = actor
    if (id === 'loadQuote' && kind === 'error') arrange({ fault: 'quote', answer: 'drop' })
    if (id === 'loadApplication' && kind === 'error') arrange({ fault: 'check', answer: 'drop' })
    if (id === 'cancelApplication') {
      if (kind === 'error') arrange({ fault: 'cancel', answer: 'drop' })
      else status = APPLICATION_STATUS.canceled
      continue
    }
    if (id === 'createApplication') {
      const problem = kind === 'error' ? (event as unknown as { error: Problem }).error : null
      if (problem && problem.status !== 400) {
        arrange({ fault: 'create', answer: problem.status === 500 ? 500 : 'drop' })
        status ??= null
        continue
      }
      if (problem) {
        // The ERP refuses a second open application: one must be there already.
        if (status === undefined) {
          const first = nextReading(index)?.application?.status ?? APPLICATION_STATUS.accepted
          setup.before = first === APPLICATION_STATUS.completed ? 'loan' : { status: first }
          status = first
        }
        if (!isOpen(status)) return { undrivable: `${event.type}: the ERP refuses a second application only while one is open` }
        continue
      }
      if (isOpen(status ?? null) || status === APPLICATION_STATUS.completed)
        return { undrivable: `${event.type}: the ERP refuses a new application while one is open or a loan is active` }
      status ??= null
      // The reading right after the creation is what the client's tag decides.
      const after = nextReading(index)
      const wanted = after === null ? undefined : (after.application?.status ?? null)
      const outcome = wanted === undefined || wanted === null ? null : outcomeOf(wanted)
      if (wanted !== undefined && outcome === null)
        return {
          undrivable: `${event.type}: no decision at creation gives ${wanted === null ? 'no application' : `status ${wanted}`}`,
        }
      if (outcome !== null) {
        if (tag === undefined || tag === null) tag = outcome
        if (tag !== outcome)
          return { undrivable: `${event.type}: the client's e-mail tag already decides its applications ${tag}` }
      }
      status = outcome === null ? status : OUTCOMES[outcome].status
      createdAt = index
      continue
    }
    if (id === 'offer') {
      if (status === undefined || status === null || ![13, 17, 18].includes(status))
        return { undrivable: `${event.type}: no offer is open at the ERP` }
      status = APPLICATION_STATUS.accepted
      continue
    }
    const reading = readingOf(event)
    if (!reading) continue
    const read = reading.application?.status ?? null
    if (read === null) {
      if (status !== undefined && status !== null)
        return { undrivable: `${event.type}: the client has an application at the ERP` }
      status = null
    } else if (read === APPLICATION_STATUS.completed) {
      if (status === undefined) {
        setup.before = 'loan'
        clabe = true
      } else if (status !== read) return { undrivable: `${event.type}: signing the agreement is not a step of these journeys` }
      status = read
    } else if (status === undefined) {
      if (read !== APPLICATION_STATUS.canceled && outcomeOf(read) === null)
        return { undrivable: `${event.type}: no decision of the reference ERP leaves status ${read}` }
      setup.before = { status: read }
      status = read
    } else if (status !== read) {
      const outcome = outcomeOf(read)
      // Nor a signed or canceled application: the back office refuses it (409).
      if (
        status === null ||
        status === APPLICATION_STATUS.completed ||
        status === APPLICATION_STATUS.canceled ||
        outcome === null
      )
        return { undrivable: `${event.type}: the back office cannot decide status ${read} now` }
      // Decided after the application exists, before the action that asks for the status.
      if (createdAt >= trigger)
        return { undrivable: `${event.type}: a new application's first status is what the client's tag decides` }
      arrange({ decide: outcome })
      status = read
    }
    if (read === APPLICATION_STATUS.accepted) {
      if (reading.hasDisbursementMethod && clabe !== true) {
        if (clabe === undefined) setup.clabe = true
        else arrange({ clabe: true })
        clabe = true
      }
      if (!reading.hasDisbursementMethod) {
        if (clabe === true) return { undrivable: `${event.type}: a registered CLABE cannot be taken back` }
        clabe = false
      }
    }
  }
  if (tag !== undefined && tag !== null) setup.tag = OUTCOMES[tag].tag
  return { setup, steps }
}

/** The route cells of tests/model/oracle/application.md for a step's last transitions. */
const APPLICATION_ROUTES = oracleRoutes('application')

/**
 * The page after a step, as the oracle's rows of its last transitions say: their route, or where they
 * leave a choice (`a or b`: the reading decides; `stays`), the one the app's projection picks among
 * them. A projection the table does not allow fails the journeys' choice at once.
 */
function routeAfter(snapshot: AnyMachineSnapshot, taken: Parameters<typeof APPLICATION_ROUTES>[0]): RouteName | null {
  const own = routeOf(snapshot)
  for (const said of APPLICATION_ROUTES(taken)) {
    if (said === 'stays') continue
    if (said === GOES_ON) throw new Error('an application step rests where its table says it always goes on')
    const allowed = said.split(' or ')
    if (!allowed.includes(own ?? 'none'))
      throw new Error(`the application page would be ${own ?? 'none'}, its table says ${said}`)
  }
  return own
}

export const applicationJourneys: JourneyMachine<ApplicationAct, ApplicationSetup, ApplicationArrange> = {
  paths: MACHINE_PATHS.find((setup) => setup.name === 'application')!,
  driver,
  shows(snapshot, moved, taken) {
    // The loan: the app went to the loan page, and the machine stopped following (idle).
    if (moved !== null && moved === LOAN_PAGE) return { key: `${moved} · loan`, route: moved }
    const route = routeAfter(snapshot, taken)
    // Not known yet: the application page opened stays, with a neutral check (and its retry when no answer came).
    if (route === null) return snapshot.matches('idle') ? null : { key: `${CHECK} · ${leaf(snapshot)}`, route: null }
    // A failed cancel is the same dialog over whichever page it was asked on.
    if (snapshot.matches('cancelFailed')) return { key: `cancel · ${leaf(snapshot)}`, route }
    return { key: `${screenOf(snapshot) ?? route} · ${leaf(snapshot)}`, route }
  },
  reacts(snapshot) {
    // The loan page is the loan machine's: the app goes there and the application pages are left.
    if (snapshot.matches('loan')) return { route: LOAN_PAGE, events: [{ type: 'application.left' }] }
    // No application: the apply page, which opens the intent with the calculator's cookie (the draft last chosen).
    if (snapshot.matches('noApplication'))
      return {
        route: 'application-apply',
        events: [{ type: 'apply.opened', draft: (snapshot.context as { draft: ApplicationDraft | null }).draft }],
      }
    return null
  },
  plan,
}
