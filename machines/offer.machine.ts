import { assign, fromPromise, setup } from 'xstate'
import { offerUpdate, type ApplicationView, type OfferUpdatePayload } from '../src/domain/application'
import { offerKindOf, type OfferKind } from '../src/domain/application-status'
import type { Offer } from '../src/domain/pricing'
import { toProblem, type Problem } from '../src/domain/problem'

/**
 * An offer on an application: a yhat increase (18), a yhat decrease (17)
 * or a special offer (13). The client accepts it, or refuses an increase, which approves the
 * original desired amount; then the application is reloaded and handed back (the machine's
 * output) to the application machine, which shows what it became.
 */

export interface OfferInput {
  application: ApplicationView
}

/** Which call approves: special offers and yhat decreases have their own. */
export interface ApprovalInput {
  kind: OfferKind
  payload: OfferUpdatePayload
}

export type OfferEvent = { type: 'offer.accept' } | { type: 'offer.refuse' } | { type: 'offer.retry' }

export interface OfferContext {
  application: ApplicationView
  kind: OfferKind
  /** The offer's figures for the offered amount (GET application/{id}/offer/actual). */
  offer: Offer | null
  /** What the client chose, so a retry repeats it. */
  choice: 'accept' | 'refuse' | null
  problem: Problem | null
}

/** The amount and payload each choice approves. */
export function approvalOf(
  context: Pick<OfferContext, 'application' | 'kind' | 'offer'>,
  choice: 'accept' | 'refuse',
): ApprovalInput {
  const { application, kind, offer } = context
  const offered = application.offeredAmount?.amount ?? application.desiredLoanAmount.amount
  // Refusing an increase approves the original desired amount.
  const amount = choice === 'refuse' ? application.desiredLoanAmount.amount : offered
  // The increase approval also carries the term in days (in the offer update payload).
  const term = offer?.term ?? application.term.value
  return { kind, payload: offerUpdate(amount, kind === 'increase' ? term : undefined) }
}

export const offerMachine = setup({
  types: {
    context: {} as OfferContext,
    events: {} as OfferEvent,
    input: {} as OfferInput,
    output: {} as { application: ApplicationView },
  },
  actors: {
    loadOffer: fromPromise<Offer, { applicationId: number }>(() => Promise.reject(new Error('loadOffer not provided'))),
    approve: fromPromise<ApplicationView, ApprovalInput>(() => Promise.reject(new Error('approve not provided'))),
    reloadApplication: fromPromise<ApplicationView | null>(() => Promise.reject(new Error('reloadApplication not provided'))),
  },
  guards: {
    isIncrease: ({ context }) => context.kind === 'increase',
  },
  actions: {
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error) }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'offer',
  context: ({ input }) => ({
    application: input.application,
    kind: offerKindOf(input.application.status) ?? 'decrease',
    offer: null,
    choice: null,
    problem: null,
  }),
  initial: 'loading',
  output: ({ context }) => ({ application: context.application }),
  states: {
    loading: {
      meta: { description: "Asks the ERP for the offer's figures" },
      entry: 'clearProblem',
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ applicationId: context.application.id }),
        onDone: { target: 'ready', actions: assign({ offer: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      meta: { description: 'The figures could not be loaded: an error with retry' },
      on: { 'offer.retry': 'loading' },
    },
    ready: {
      meta: { description: 'The new amount beside the desired one, with accept (and refuse for an increase)' },
      on: {
        'offer.accept': { target: 'approving', actions: assign({ choice: 'accept' }) },
        'offer.refuse': { guard: 'isIncrease', target: 'approving', actions: assign({ choice: 'refuse' }) },
      },
    },
    approving: {
      meta: { description: 'Approves through the call of the offer kind (special, decrease or increase)' },
      entry: 'clearProblem',
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => approvalOf(context, context.choice ?? 'accept'),
        onDone: 'reloading',
        onError: { target: 'approveFailed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    approveFailed: {
      meta: { description: 'The approval failed: an error at the screen with retry' },
      on: { 'offer.retry': 'approving' },
    },
    reloading: {
      meta: { description: 'Reloads the application after the approval' },
      entry: 'clearProblem',
      invoke: {
        id: 'reloadApplication',
        src: 'reloadApplication',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'done',
            actions: assign({ application: ({ event }) => event.output! }),
          },
          { target: 'reloadFailed', actions: assign({ problem: { status: 404, violations: [] } }) },
        ],
        onError: { target: 'reloadFailed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reloadFailed: {
      meta: { description: 'The approval went through but the application could not be read back: retry' },
      on: { 'offer.retry': 'reloading' },
    },
    done: { type: 'final', meta: { description: 'Hands the reloaded application back' } },
  },
})
