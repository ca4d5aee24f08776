import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { fromPromise, waitFor, type ActorRefFrom, type AnyActorLogic, type SnapshotFrom } from 'xstate'
import { applicationMachine, applicationRouteOf, type CreationInput } from '../../machines/application.machine'
import { APPLICATION, CALCULATOR } from '../../machines/ids'
import { offerMachine, type OfferEvent } from '../../machines/offer.machine'
import { pathFor, ROUTES, type Locale, type RouteName } from '../domain/routes'
import { applicationCalls } from '../api/application'
import { cashPayoutCalls } from '../api/cash-payout'
import { unwrap } from '../api/answer'
import { clientType } from '../domain/calculator'
import { creationPayload, draftFromCookie, type ApplicationDraft, type ApplicationView } from '../domain/application'
import { APPLICATION_STATUS, increaseOffered } from '../domain/application-status'
import type { Problem } from '../domain/problem'
import { AmountChange, ChangeAmountLabel } from '../screens/application/AmountChange'
import type { CheckState } from '../screens/application/ApplicationCheck'
import type { ApplyState, ApplyView } from '../screens/application/ApplyScreen'
import { CancelApplication, type CancelView } from '../screens/application/CancelApplication'
import type { LoadingState } from '../screens/application/LoadingScreen'
import type { OfferView } from '../screens/application/OfferScreen'
import type { CashPickerView } from '../screens/application/CashProviderPicker'
import { api } from './api'
import type { CalculatorActor } from './calculator'
import { readAffiliate, readCalculatorCookie } from './cookies'
import { integrations } from './integrations/browser'
import { loadFlow } from './flow-loader'
import { currentLocation, navigateTo, onRoute } from './navigator'
import { follow, type Projection } from './projections'
import { rootActor } from './system'
import { mexicoToday } from '../domain/today'

const calls = applicationCalls(api)
/** Where the application stands; its polls ask for the status alone while it waits for a decision. */
const pollApplication = calls.polling()
const cashCalls = cashPayoutCalls(api)

/** The device-fingerprint token the flow's state holds (`iobb`), as the fingerprint integration last collected it. */
async function fingerprintToken(): Promise<string | undefined> {
  return (await loadFlow()).flowActor().getSnapshot().context.iobb ?? undefined
}

/** The application creation payload, sent once per intent with its Idempotency-Key. */
async function createApplication({ draft, idempotencyKey }: CreationInput): Promise<ApplicationView> {
  const payload = creationPayload(
    draft,
    {
      ioBB: await fingerprintToken(),
      affiliate: readAffiliate(),
      hotjarUserId: integrations.recording.userId(),
      juicySessionId: integrations.scoring.sessionId(),
    },
    mexicoToday(new Date()),
  )
  if (!payload) {
    const stale: Problem = { status: 400, code: 'stale_pay_date', violations: [{ name: 'payDates', status: 'invalid_pay_date' }] }
    throw stale
  }
  const created = await calls.create(payload, idempotencyKey)
  if (!created.ok && created.status >= 500) integrations.errors.capture(new Error('ERP failed to create application'))
  return unwrap(created)
}

/** The application machine with its effects: the ERP calls, the cookies and the integrations. */
export const applicationLogic = applicationMachine.provide({
  actors: {
    loadQuote: fromPromise(({ input }) => calls.quote(input)),
    createApplication: fromPromise(({ input }) => createApplication(input)),
    loadApplication: fromPromise(() => pollApplication()),
    cancelApplication: fromPromise(({ input }) => calls.cancel(input.applicationId)),
    loadCashChoice: fromPromise(({ input }) => cashCalls.choice(input.applicationId)),
    chooseCashProvider: fromPromise(({ input }) => cashCalls.choose(input.applicationId, input.provider)),
    offer: offerMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input }) => calls.offer(input.applicationId)),
        approve: fromPromise(({ input }) => calls.approve(input)),
        reloadApplication: fromPromise(() => calls.read()),
      },
    }),
  },
})

export type ApplicationActor = ActorRefFrom<typeof applicationMachine>

/**
 * The logic the actor joins with: the ERP's by default. Sandbox mode gives its simulated effects
 * (applicationMachine.provide with local actors) before the first application screen opens.
 */
let logic: AnyActorLogic = applicationLogic
export function provideApplicationLogic(next: AnyActorLogic): void {
  logic = next
}

const isApplicationPage = (pathname: string) => pathname.replace(/^\/[a-z]{2}/, '').startsWith('/application/')

/**
 * The application's projection: while the person is on (or going to) an application page, the
 * page is the one the state projects (machines/application.machine.ts applicationRouteOf). A URL
 * that does not fit is replaced, so Back never returns to a page the state no longer shows (an
 * apply page after applying, a stage opened by a stale link). The location being gone to is
 * judged (a person leaving is not pulled back); nothing moves while the projection is unknown:
 * the page opened shows a neutral check meanwhile.
 */
const projection: Projection<ApplicationSnapshot> = {
  routeOf: applicationRouteOf,
  misplaced: isApplicationPage,
  judges: 'destination',
}

/** The navigator's settling of the application's pages, once the actor joined. */
let settleApplicationPage: () => void = () => {}

/** Leaving the application pages stops the polling. */
function followLeaving(actor: ApplicationActor): void {
  onRoute('onResolved', ({ toLocation }) => {
    if (!isApplicationPage(toLocation.pathname)) actor.send({ type: 'application.left' })
  })
}

const isReadyForClient = (snapshot: SnapshotFrom<CalculatorActor>) =>
  snapshot.matches({ active: { config: 'ready' } }) && snapshot.context.client !== null

/**
 * When the application's status is increase, the calculator's amount is set to the
 * available loan amount, the one offered. The calculator of this visit (the one the client applied
 * from) takes it once its limits and the client are known, unless the application has left that
 * status by then. None is started for it: the offer screen shows no calculator, and a calculator
 * started later begins from its cookie.
 */
function followIncrease(actor: ApplicationActor): void {
  let offered: number | null = null
  let pending: AbortController | null = null
  actor.subscribe(({ context }) => {
    const amount = increaseOffered(context.application)
    if (amount === offered) return
    offered = amount
    pending?.abort()
    pending = null
    const calculator = rootActor.system.get(CALCULATOR) as CalculatorActor | undefined
    if (amount === null || !calculator) return
    const waiting = (pending = new AbortController())
    waitFor(calculator, isReadyForClient, { signal: waiting.signal }).then(
      () => calculator.send({ type: 'increase.offered', availableAmount: amount }),
      () => {},
    )
  })
}

/** The application actor, joined to the actor system the first time an application screen needs it. */
export function applicationActor(): ApplicationActor {
  const existing = rootActor.system.get(APPLICATION) as ApplicationActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: APPLICATION, logic, input: {} })
  const actor = rootActor.system.get(APPLICATION) as ApplicationActor
  settleApplicationPage = follow(actor, projection)
  followLeaving(actor)
  followIncrease(actor)
  return actor
}

export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>

/** The draft the calculator left in its cookie (kept 86400 s). */
export function currentDraft(): ApplicationDraft | null {
  return draftFromCookie(readCalculatorCookie())
}

/**
 * A repeated client's compact calculator applies at once: the application is
 * created from the calculator's choice, and the apply page shows it under way, then loading.
 */
export function applyDirectly(locale: Locale): void {
  const draft = currentDraft()
  if (draft) applicationActor().send({ type: 'apply.direct', draft })
  navigateTo(pathFor('application-apply', locale))
}

/** The application actor's state for a screen, with the events it sends on opening. */
export function useApplication<T>(select: (snapshot: ApplicationSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(applicationActor(), select, compare)
}

/**
 * Opening an application page (a link, a reload, Back or Forward): apply starts a new intent with
 * the calculator's choice (the machine first checks that the client may apply); any other page
 * that is not the one the state projects asks where the application stands. Then the page is
 * settled: a URL that does not fit a known state is replaced at once.
 */
export function useOpenApplicationScreen(route: ApplicationRoute): void {
  // GOTCHA: React runs a page's effects again when it reappears after a Suspense fallback and
  // twice under StrictMode, and the layout may mount a copy of the page being left while the next
  // one loads; so a page opens once, and only while the router is on its path.
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current || !currentLocation().pathname.endsWith(ROUTES[route])) return
    opened.current = true
    const actor = applicationActor()
    if (route === 'application-apply') actor.send({ type: 'apply.opened', draft: currentDraft() })
    else if (applicationRouteOf(actor.getSnapshot()) !== route) actor.send({ type: 'application.follow' })
    // A page the state ignored (apply while one is under way) is settled at once.
    settleApplicationPage()
  }, [route])
}

/** The application pages (src/routes/$locale/application/). */
export type ApplicationRoute = Extract<RouteName, `application-${string}`>

/**
 * What an application page shows: its screen once the machine confirms it (the state projects this
 * page), a neutral check until then, never the page's own message unconfirmed. The apply page is
 * confirmed once the machine applies (the client has no application: its page opens the intent).
 */
export function pageCheckOf(snapshot: ApplicationSnapshot, route: ApplicationRoute): CheckState | 'confirmed' {
  if (applicationRouteOf(snapshot) === route && !snapshot.matches('noApplication')) return 'confirmed'
  return snapshot.matches({ following: 'checkFailed' }) ? 'checkFailed' : 'checking'
}

/** The apply screen's view of the machine (only read once the machine confirms the page). */
export function applyViewOf(snapshot: ApplicationSnapshot): ApplyView {
  const { draft, quote, problem } = snapshot.context
  const state: ApplyState = snapshot.matches({ applying: 'noDraft' })
    ? 'noDraft'
    : snapshot.matches({ applying: 'quoteFailed' })
      ? 'quoteFailed'
      : snapshot.matches({ applying: 'ready' })
        ? 'ready'
        : snapshot.matches('createFailed')
          ? 'createFailed'
          : snapshot.matches({ applying: 'quoting' })
            ? 'quoting'
            : // The one submit under way.
              'creating'
  return { state, draft, quote, problem }
}

export const sameApplyView = (a: ApplyView, b: ApplyView) =>
  a.state === b.state && a.draft === b.draft && a.quote === b.quote && a.problem === b.problem

/**
 * The loading screen's view, once the machine confirms the page: the application under review (a
 * failed check said so), a decision error (also while it is being canceled), canceled or closed.
 */
export function loadingStateOf(snapshot: ApplicationSnapshot): LoadingState {
  const { application, stage } = snapshot.context
  if (snapshot.matches('closed')) return application?.status === APPLICATION_STATUS.canceled ? 'canceled' : 'closed'
  if (snapshot.matches('decisionError') || stage === 'decision-error') return 'decisionError'
  if (snapshot.matches({ following: 'checkFailed' })) return 'checkFailed'
  return 'waiting'
}

/** The accepted-in-cash stage's choice of network, once the machine confirms the page. */
export function cashPickerViewOf(snapshot: ApplicationSnapshot): CashPickerView {
  const { cashChoice, cashSelected, problem } = snapshot.context
  const state: CashPickerView['state'] = snapshot.matches({ decided: { acceptedCash: 'loadFailed' } })
    ? 'loadFailed'
    : snapshot.matches({ decided: { acceptedCash: 'choosing' } })
      ? 'choosing'
      : snapshot.matches({ decided: { acceptedCash: 'saving' } })
        ? 'saving'
        : 'loading'
  return { state, choice: cashChoice, selected: cashSelected, problem }
}

export const sameCashPickerView = (a: CashPickerView, b: CashPickerView) =>
  a.state === b.state && a.choice === b.choice && a.selected === b.selected && a.problem === b.problem

/** Whether the application can be canceled now, and how a cancel under way stands. */
export function cancelViewOf(snapshot: ApplicationSnapshot): CancelView {
  const failed = snapshot.matches('cancelFailed')
  return {
    offered: snapshot.can({ type: 'application.cancel' }),
    state: snapshot.matches('cancelling') ? 'cancelling' : failed ? 'failed' : 'idle',
    problem: failed ? snapshot.context.problem : null,
  }
}

const sameCancelView = (a: CancelView, b: CancelView) => a.offered === b.offered && a.state === b.state && a.problem === b.problem

/** The cancel of the application on the page: the button, its confirmation, and a failed cancel's retry. */
export function ApplicationCancel() {
  const view = useApplication(cancelViewOf, sameCancelView)
  const { send } = applicationActor()
  return (
    <CancelApplication
      view={view}
      onConfirm={() => send({ type: 'application.cancel' })}
      onRetry={() => send({ type: 'application.retry' })}
      onDismiss={() => send({ type: 'cancel.dismiss' })}
    />
  )
}

type OfferActor = ActorRefFrom<typeof offerMachine>

/** The offer machine the application machine runs at an offer stage, and its view. */
export function useOfferView(): OfferView | null {
  const child = useApplication((snapshot) => snapshot.children.offer as OfferActor | undefined)
  return useSelector(
    child,
    (snapshot): OfferView | null => {
      if (!snapshot) return null
      const { kind, application, offer, choice, problem } = snapshot.context
      const state = (
        ['loading', 'loadFailed', 'ready', 'approving', 'approveFailed', 'reloading', 'reloadFailed', 'done'] as const
      ).find((name) => snapshot.matches(name))
      return { state: state ?? 'loading', kind, application, offer, choice, problem }
    },
    (a, b) =>
      a === b ||
      (a !== null &&
        b !== null &&
        a.state === b.state &&
        a.offer === b.offer &&
        a.application === b.application &&
        a.problem === b.problem &&
        a.choice === b.choice),
  )
}

/** Sends an event to the offer machine under the application machine. */
export function sendToOffer(event: OfferEvent): void {
  const child = applicationActor().getSnapshot().children.offer as OfferActor | undefined
  child?.send(event)
}

const isUpdating = (snapshot: SnapshotFrom<CalculatorActor>) => snapshot.matches({ active: { application: 'updating' } })

/**
 * The update-application action: the calculator sends the new amount to the open
 * application (PUT application/{id}) only when amount or term differ from what it last received.
 * The ERP decides the application again, so the page then follows what it became.
 */
export async function changeApplicationAmount(applicationId: number): Promise<void> {
  const { calculatorActor } = await import('./calculator')
  const calculator = calculatorActor()
  calculator.send({ type: 'application.update', applicationId })
  if (!isUpdating(calculator.getSnapshot())) return
  const settled = await waitFor(calculator, (snapshot) => !isUpdating(snapshot))
  if (settled.context.applicationProblem === null) applicationActor().send({ type: 'application.follow' })
}

interface AmountChangeProps {
  locale: Locale
  applicationId: number
  /** The amount the ERP approved: the calculator starts there, not at the one first asked for. */
  amount: number
}

// GOTCHA: the calculator's module is only ever imported dynamically (as the home page does): a
// static import here would make the bundler split off an extra entry chunk for the home page.
const EditingCalculator = lazy(async () => {
  const { default: CalculatorContainer, calculatorActor } = await import('./calculator')
  function Editing({ locale, applicationId, amount }: AmountChangeProps) {
    const calculator = calculatorActor()
    const configReady = useSelector(calculator, (snapshot) => snapshot.matches({ active: { config: 'ready' } }))
    // The page says the approved amount; the calculator below it says the same until she moves it.
    useEffect(() => {
      if (configReady) calculator.send({ type: 'amount.committed', amount })
    }, [calculator, configReady, amount])
    const updating = useSelector(calculator, isUpdating)
    const problem = useSelector(calculator, (snapshot) => snapshot.context.applicationProblem)
    // A first loan never goes above the new-client ceiling, whatever the slider's range would allow
    // (until the client is known the guest's range stands: a returning client's amount is not cut).
    const firstLoan = useSelector(
      calculator,
      (snapshot) => snapshot.context.client !== null && clientType(snapshot.context.client) === 'first',
    )
    return (
      <AmountChange updating={updating} problem={problem}>
        <CalculatorContainer
          locale={locale}
          mode="compact"
          limit={firstLoan ? 'first' : 'all'}
          editable
          edit={{ label: <ChangeAmountLabel />, onSubmit: () => void changeApplicationAmount(applicationId) }}
        />
      </AmountChange>
    )
  }
  return { default: Editing }
})

/**
 * An accepted application's amount, changed before the agreement is signed (the ERP takes a new
 * amount until then): the compact calculator, editable, whose submit sends it.
 */
export function ApplicationAmountChange(props: AmountChangeProps) {
  return (
    <Suspense fallback={null}>
      <EditingCalculator {...props} />
    </Suspense>
  )
}
