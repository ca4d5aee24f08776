import { useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { calculatorMachine, submitRoute, type CalculatorClient, type CalculatorContext } from '../../machines/calculator.machine'
import { CALCULATOR } from '../../machines/ids'
import { pathFor, type Locale } from '../domain/routes'
import { calculatorCalls } from '../api/calculator'
import {
  areSalaryFieldsHidden,
  clientType,
  isCalculatorDisabled,
  isCalculatorHidden,
  isRepeatedClient,
  type CalculatorLimit,
} from '../domain/calculator'
import { Calculator, type CalculatorView } from '../screens/calculator/Calculator'
import { OFFER_INFO } from '../screens/popup-ids'
import { api } from './api'
import { readCalculatorCookie, updateLimitOnce, writeCalculatorCookie } from './cookies'
import { integrations } from './integrations/browser'
import { navigateTo } from './navigator'
import { authActor, popupActor, rootActor } from './system'
import { mexicoToday } from '../domain/today'

const calls = calculatorCalls(api)

/** The calculator with its effects: the ERP calls, the cookie, and error reports. */
const calculatorLogic = calculatorMachine.provide({
  actors: {
    loadConfig: fromPromise(() => calls.config()),
    loadOffer: fromPromise(({ input }) => calls.offer(input)),
    updateApplication: fromPromise(({ input }) => calls.updateApplication(input)),
  },
  actions: {
    persist: ({ context }) => {
      if (context.amount === null) return
      const { amount, tab, payCycle, payDates } = context
      writeCalculatorCookie({
        amount,
        tab,
        payCycle,
        payDates,
        promoCode: context.promoCode.trim() || null,
        ...(context.offer ? { term: context.offer.term } : {}),
      })
    },
    // A failed config load reports the product's fixed message '[API] failed to load configs'.
    reportConfigFailure: () => integrations.errors.capture(new Error('[API] failed to load configs')),
  },
})

export type CalculatorActor = ActorRefFrom<typeof calculatorMachine>

/** The client's standing, read once they are signed in, after the client limit update. */
async function loadClient(id: string): Promise<CalculatorClient | null> {
  await updateLimitOnce(id, () => calls.updateLimit())
  return calls.client(id)
}

/** Tells the calculator who is using it whenever the session changes. */
function followSession(calculator: CalculatorActor): void {
  let current: string | null = null
  const follow = (snapshot: SnapshotFrom<typeof authActor>) => {
    const id = snapshot.matches('loggedIn') && snapshot.context.type === 'client' ? (snapshot.context.user?.id ?? null) : null
    if (id === current) return
    current = id
    if (id === null) return calculator.send({ type: 'client.changed', client: null })
    void loadClient(id).then((client) => {
      if (current === id) calculator.send({ type: 'client.changed', client })
    })
  }
  // A subscriber hears changes only: the session as it is now comes first.
  follow(authActor.getSnapshot())
  authActor.subscribe(follow)
}

/** The calculator actor, joined to the actor system the first time a screen needs it. */
export function calculatorActor(): CalculatorActor {
  const existing = rootActor.system.get(CALCULATOR) as CalculatorActor | undefined
  if (existing) return existing
  rootActor.send({
    type: 'actor.join',
    systemId: CALCULATOR,
    logic: calculatorLogic,
    input: { saved: readCalculatorCookie(), today: mexicoToday(new Date()) },
  })
  const calculator = rootActor.system.get(CALCULATOR) as CalculatorActor
  followSession(calculator)
  return calculator
}

function offerState(snapshot: SnapshotFrom<typeof calculatorMachine>): CalculatorView['offerState'] {
  for (const state of ['waiting', 'loading', 'failed', 'shown'] as const) {
    if (snapshot.matches({ active: { offer: state } })) return state
  }
  return 'incomplete'
}

function viewOf(snapshot: SnapshotFrom<typeof calculatorMachine>): CalculatorView {
  const context: CalculatorContext = snapshot.context
  const config = snapshot.matches({ active: { config: 'failed' } })
    ? 'failed'
    : snapshot.matches({ active: { config: 'ready' } })
      ? 'ready'
      : 'loading'
  const { settings, amount, tab, payCycle, payDates, promoCode, promoRefused, offer, showErrors, today } = context
  return {
    config,
    settings,
    amount,
    tab,
    payCycle,
    payDates,
    promoCode,
    promoRefused,
    offer,
    offerState: offerState(snapshot),
    showErrors,
    today,
  }
}

const sameView = (a: CalculatorView, b: CalculatorView) =>
  (Object.keys(a) as (keyof CalculatorView)[]).every((key) => a[key] === b[key])

export interface CalculatorContainerProps {
  locale: Locale
  mode?: 'full' | 'compact'
  /** 'first': the max is the new-client ceiling, and no tabs (a page for a first loan). */
  limit?: CalculatorLimit
  /** The page's own case that hides the salary fields. */
  hideSalary?: boolean
  /** Editing an open application: enabled despite it, and without the salary fields. */
  editable?: boolean
  /** The application is at status increase: enabled despite it. */
  increase?: boolean
  /** Days to the active loan's repayment (default: the signed-in client's): the calculator hides at 1 day or less. */
  repaymentDueDays?: number | null
  /** Editing an open application: the submit button's label, and what it does instead of applying. */
  edit?: { label: ReactNode; onSubmit: () => void }
  /**
   * How a repeated client's compact calculator creates the application itself, given by the page
   * that shows it; without it, submitting opens the apply page.
   */
  applyDirectly?: () => void
}

/** The calculator on a page: the actor's state in, the user's events out, and where submitting leads. */
export default function CalculatorContainer({
  locale,
  mode = 'full',
  limit = 'all',
  hideSalary = false,
  editable,
  increase,
  repaymentDueDays,
  edit,
  applyDirectly,
}: CalculatorContainerProps) {
  const actor = calculatorActor()
  useEffect(() => actor.send({ type: 'calculator.shown', limit }), [actor, limit])
  const view = useSelector(actor, viewOf, sameView)
  const client = useSelector(actor, (snapshot) => snapshot.context.client)
  const loggedIn = useSelector(authActor, (snapshot) => snapshot.matches('loggedIn') && snapshot.context.type === 'client')
  if (isCalculatorHidden(view.settings, repaymentDueDays ?? client?.repaymentDueDays)) return null
  const type = clientType(client)
  const target = submitRoute(loggedIn, view.tab)
  return (
    <Calculator
      view={view}
      send={actor.send}
      mode={mode}
      showTabs={limit !== 'first' && !loggedIn}
      clientType={type}
      hideSalary={areSalaryFieldsHidden({ hideSalary, editable: editable === true, type })}
      disabled={isCalculatorDisabled({
        hasActualApplication: client?.hasActualApplication ?? false,
        hasActiveRefinancing: client?.hasActiveRefinancing ?? false,
        ...(editable === undefined ? {} : { editable }),
        ...(increase === undefined ? {} : { increase }),
      })}
      submitLabel={target === 'login' ? 'login' : 'apply'}
      editLabel={edit?.label}
      onSubmit={
        edit?.onSubmit ??
        // A repeated client's reduced calculator creates the application itself (the repeated-client
        // check: none of hers is still open, or the apply page shows it).
        (applyDirectly && mode === 'compact' && type === 'repeated' && isRepeatedClient(client) && target === 'application-apply'
          ? applyDirectly
          : () => navigateTo(pathFor(target, locale)))
      }
      onInfo={(action) =>
        popupActor.send(
          action === 'hover'
            ? { type: 'popup.hover', id: OFFER_INFO }
            : action === 'unhover'
              ? { type: 'popup.unhover' }
              : { type: 'popup.open', id: OFFER_INFO },
        )
      }
    />
  )
}
