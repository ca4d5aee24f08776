import { fromPromise, type AnyEventObject } from 'xstate'
import { offerMachine, type OfferInput } from '../../../machines/offer.machine'
import type { ApplicationView } from '../../../src/domain/application'

export const applicationWith = (status: number, offered: number): ApplicationView => ({
  id: 7,
  status,
  desiredLoanAmount: { amount: 3000 },
  principalAmount: { amount: 3000 },
  loanAmount: { amount: 3700 },
  term: { value: 15, unit: 'day' },
  offeredAmount: { amount: offered },
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
})
export const INCREASE = applicationWith(18, 5000)
export const DECREASE = applicationWith(17, 1500)
export const SPECIAL = applicationWith(13, 1500)
export const ACCEPTED: ApplicationView = { ...applicationWith(3, 1500), offeredAmount: null }
export const figures = { term: 16, total: 6000 }

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject
export const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure }) as AnyEventObject
export const problem = { status: 409, code: 'no_offer', violations: [] }

export const EVENTS = [
  { type: 'offer.accept' },
  { type: 'offer.refuse' },
  { type: 'offer.retry' },
  done('loadOffer', figures),
  error('loadOffer', { status: -1, violations: [] }),
  done('approve', ACCEPTED),
  error('approve', problem),
  done('reloadApplication', ACCEPTED),
  done('reloadApplication', null),
  error('reloadApplication', { status: -1, violations: [] }),
]

export const pending = fromPromise<any, any>(() => new Promise<never>(() => {}))
export const model = offerMachine.provide({ actors: { loadOffer: pending, approve: pending, reloadApplication: pending } })
export const serialize = (snapshot: {
  value: unknown
  context: { kind: string; choice: unknown; problem: unknown; offer: unknown }
}) => ({
  value: snapshot.value,
  kind: snapshot.context.kind,
  choice: snapshot.context.choice,
  offer: snapshot.context.offer !== null,
})
export const INPUTS: [string, OfferInput][] = [
  ['increase', { application: INCREASE }],
  ['decrease', { application: DECREASE }],
  ['special offer', { application: SPECIAL }],
]
