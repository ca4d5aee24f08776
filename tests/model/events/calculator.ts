import { fromPromise, type AnyEventObject } from 'xstate'
import { calculatorMachine, type CalculatorClient, type CalculatorEvent } from '../../../machines/calculator.machine'
import type { CalculatorConfig } from '../../../src/domain/calculator'
import type { Offer } from '../../../src/domain/pricing/offer'

export const today = new Date(2026, 10, 21)
export const config: CalculatorConfig = {
  amountLimits: { minMainLoan: 1000, amountTo: 10000, minAdditionLoan: 500, interval: 100 },
  initialStates: { new: { minAmount: 1000, maxAmount: 5000 }, repeated: { minAmount: 1000, maxAmount: 10000 } },
}
export const repeated: CalculatorClient = {
  id: '2',
  availableAmount: 8000,
  hasActiveLoan: false,
  closedLoansCount: 1,
  hasUncancelledApplications: false,
  nextPayDate: new Date(2026, 10, 30),
  savedPayDay: { cycle: 'semi_monthly', value: '15,30' },
  hasSavedSalaryCycle: true,
  salaryCycle: 'semi_monthly',
  hasActualApplication: false,
  hasActiveRefinancing: false,
}
export const offer = (total: number) => ({ total, term: 9 }) as unknown as Offer

export const internal = (event: object) => event as unknown as CalculatorEvent
export const EVENTS = [
  { type: 'calculator.shown' },
  // A page for a first loan: the max is the new-client ceiling.
  { type: 'calculator.shown', limit: 'first' },
  internal({ type: 'xstate.done.actor.loadConfig', output: config }),
  internal({ type: 'xstate.error.actor.loadConfig', error: { status: -1, violations: [] } }),
  { type: 'config.retry' },
  { type: 'amount.changed', amount: 3000 },
  { type: 'amount.changed', amount: 8000 },
  { type: 'amount.committed', amount: 3050 },
  { type: 'tab.selected', tab: 0 },
  { type: 'tab.selected', tab: 1 },
  { type: 'payCycle.selected', payCycle: 'semi_monthly' },
  { type: 'payDates.selected', payDates: '10,25' },
  { type: 'promoCode.changed', promoCode: 'BIENVENIDA' },
  { type: 'client.changed', client: repeated },
  { type: 'client.changed', client: null },
  { type: 'leadInfo.changed', nextPayDate: new Date(2026, 11, 5) },
  { type: 'increase.offered', availableAmount: 7000 },
  internal({ type: 'xstate.after.offerDebounce.calculator.active.offer.waiting' }),
  internal({ type: 'xstate.done.actor.loadOffer', output: offer(3600) }),
  internal({ type: 'xstate.error.actor.loadOffer', error: { status: 502, violations: [] } }),
  // The ERP refuses the promo code (unknown, or not for this client's loan).
  internal({
    type: 'xstate.error.actor.loadOffer',
    error: { status: 400, violations: [{ name: 'promoName', status: 'invalid_promo_code' }] },
  }),
  { type: 'offer.retry' },
  { type: 'submit' },
  { type: 'application.update', applicationId: 7 },
  internal({ type: 'xstate.done.actor.updateApplication', output: { id: 7 } }),
  internal({ type: 'xstate.error.actor.updateApplication', error: { status: 409, violations: [] } }),
] as CalculatorEvent[] as AnyEventObject[]

export const pending = fromPromise<any, any>(() => new Promise(() => {}))
export const model = calculatorMachine.provide({
  actors: { loadConfig: pending, loadOffer: pending, updateApplication: pending },
})
export const input = { saved: null, today }
export const serialize = (snapshot: {
  value: unknown
  context: { tab: number; payCycle: unknown; payDates: unknown; client: unknown; config: unknown; showErrors: boolean }
}) => ({
  value: snapshot.value,
  tab: snapshot.context.tab,
  cycle: snapshot.context.payCycle !== null,
  dates: snapshot.context.payDates !== null,
  client: snapshot.context.client !== null,
  config: snapshot.context.config !== null,
  errors: snapshot.context.showErrors,
})
