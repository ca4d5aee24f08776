import { type createActor, createMachine, fromPromise, type AnyEventObject } from 'xstate'
import { applicationMachine, type ApplicationReading } from '../../../machines/application.machine'
import type { ApplicationDraft, ApplicationView } from '../../../src/domain/application'
import { isOpenStatus } from '../../../src/domain/application-status'

export const draft: ApplicationDraft = { amount: 3000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null }
export const otherDraft: ApplicationDraft = { ...draft, amount: 2000 }

export const applicationWith = (status: number, offered: number | null = null): ApplicationView => ({
  id: 7,
  status,
  desiredLoanAmount: { amount: 3000 },
  principalAmount: { amount: 3000 },
  loanAmount: { amount: 3700 },
  term: { value: 15, unit: 'day' },
  offeredAmount: offered === null ? null : { amount: offered },
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
})
/**
 * What loadApplication answers: the app asks for the payment methods only for an accepted (3) or
 * signing (2) application, so any other reading says false; and for the active loan only when no
 * application is open (none, or 4, 5, 6, 23), so an open one reads false (src/app/application.tsx).
 */
export const reading = (
  status: number | null,
  hasDisbursementMethod = false,
  hasActiveLoan = false,
  registrationStep: string | null = null,
): ApplicationReading => ({
  application: status === null ? null : applicationWith(status, [13, 17, 18].includes(status) ? 1500 : null),
  hasDisbursementMethod,
  hasActiveLoan,
  registrationStep,
})

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject
export const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure }) as AnyEventObject
export const after = (state: string) => ({ type: `xstate.after.statusPoll.application.${state}` }) as AnyEventObject
export const problem = (status: number, violations: { name: string; status: string }[] = [], code?: string) => ({
  status,
  violations,
  ...(code === undefined ? {} : { code }),
})

export const offerFigures = { term: 15, total: 3700 }

/** The networks offered for collecting in cash, with nothing chosen yet or Telecomm chosen. */
const PROVIDERS = [
  { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] },
  { code: 'banco_azteca', name: 'Banco Azteca', network: 'Banco Azteca', bring: ['official_id', 'reference'] },
]
export const cashChoice = (chosen: string | null) => ({ providers: PROVIDERS, chosen })

/** Every event the machine reacts to, with the answers the ERP can give. */
export const EVENTS = [
  { type: 'apply.opened', draft },
  { type: 'apply.opened', draft: otherDraft },
  { type: 'apply.opened', draft: null },
  { type: 'apply.direct', draft },
  { type: 'apply.direct', draft: otherDraft },
  { type: 'application.submit' },
  { type: 'application.retry' },
  { type: 'quote.retry' },
  { type: 'application.follow' },
  { type: 'application.left' },
  { type: 'application.cancel' },
  { type: 'cancel.dismiss' },
  done('loadQuote', offerFigures),
  error('loadQuote', problem(-1)),
  done('createApplication', applicationWith(3)),
  error('createApplication', problem(500)),
  error('createApplication', problem(-1)),
  error('createApplication', problem(400, [{ name: 'data', status: 'active_application_exists' }])),
  error('createApplication', problem(400, [{ name: 'data', status: 'active_loan_exists' }])),
  done('loadApplication', reading(null)),
  done('loadApplication', reading(1)),
  done('loadApplication', reading(7)),
  done('loadApplication', reading(3, true)),
  done('loadApplication', reading(3, false)),
  done('loadApplication', reading(2, true)),
  done('loadApplication', reading(6)),
  done('loadApplication', reading(14)),
  done('loadApplication', reading(18)),
  done('loadApplication', reading(17)),
  done('loadApplication', reading(13)),
  done('loadApplication', reading(401)),
  done('loadApplication', reading(4)),
  done('loadApplication', reading(4, false, true)),
  done('loadApplication', reading(null, false, true)),
  done('loadApplication', reading(null, false, false, 'address')),
  done('loadApplication', reading(5)),
  error('loadApplication', problem(-1)),
  done('cancelApplication', applicationWith(5)),
  error('cancelApplication', problem(-1)),
  error('cancelApplication', problem(409, [], 'application_signed')),
  done('offer', { application: applicationWith(3) }),
  { type: 'cash.select', provider: 'telecomm' },
  { type: 'cash.select', provider: 'banco_azteca' },
  { type: 'cash.confirm' },
  done('loadCashChoice', cashChoice(null)),
  done('loadCashChoice', cashChoice('telecomm')),
  error('loadCashChoice', problem(-1)),
  done('chooseCashProvider', cashChoice('banco_azteca')),
  error('chooseCashProvider', problem(400, [{ name: 'provider', status: 'provider_not_offered' }], 'validation_failed')),
  error('chooseCashProvider', problem(409, [], 'application_not_cash')),
  after('following.waiting'),
  after('following.checkFailed'),
  after('watching'),
]

export const never = () => new Promise<never>(() => {})
export const pending = fromPromise<any, any>(never)
export const model = applicationMachine.provide({
  // The offer machine has its own graph (offer.machine.test.ts); here its end is an event.
  actors: {
    loadQuote: pending,
    createApplication: pending,
    loadApplication: pending,
    cancelApplication: pending,
    loadCashChoice: pending,
    chooseCashProvider: pending,
    offer: createMachine({}) as never,
  },
})

export type Snapshot = ReturnType<ReturnType<typeof createActor<typeof model>>['getSnapshot']>

export const serialize = (snapshot: Snapshot) => ({
  value: snapshot.value,
  draft: snapshot.context.draft?.amount ?? null,
  stage: snapshot.context.stage,
  key: snapshot.context.idempotencyKey !== null,
  // What the projection and the cancel read: whether an application is known, and whether it is open.
  application: snapshot.context.application === null ? null : isOpenStatus(snapshot.context.application.status),
  loan: snapshot.context.hasActiveLoan,
  registrationStep: snapshot.context.registrationStep,
  // What confirming a cash network does: nothing picked, save the one picked, or go on with the one saved
  // (read only while the network is chosen: elsewhere it changes nothing).
  cash:
    !snapshot.matches({ decided: 'acceptedCash' }) || snapshot.context.cashSelected === null
      ? null
      : snapshot.context.cashSelected === snapshot.context.cashChoice?.chosen
        ? 'saved'
        : 'picked',
})
