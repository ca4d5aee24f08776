import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { sameDraft, type ApplicationDraft, type ApplicationView } from '../src/domain/application'
import { readStatus, type ApplicationStage } from '../src/domain/application-status'
import type { Offer } from '../src/domain/pricing'
import { hasRule, toProblem, type Problem } from '../src/domain/problem'
import { newIdempotencyKey } from '../src/domain/idempotency-key'
import { offerMachine } from './offer.machine'
import type { RouteName } from '../src/domain/routes'

/**
 * The application: `/application/apply` shows what the client applies for
 * and creates the application exactly once, `/application/loading` follows its status until it
 * maps to a stage (src/domain/application-status.ts), and an offer stage runs the offer machine.
 *
 * Exactly once: the creation carries an idempotency key made once per intent (this draft, not yet
 * created) and kept through retries, so a retry after a lost answer gets the first application
 * back from the ERP (docs/API.md "Decisions"); a second submit while creating is ignored.
 */

/** How often the loading screen asks for the status while the ERP has not decided. */
export const STATUS_POLL_MS = 3_000

export interface ApplicationInput {
  draft?: ApplicationDraft | null
}

export interface CreationInput {
  draft: ApplicationDraft
  idempotencyKey: string
}

/** The application as it is now, with what the accepted stages need to know. */
export interface ApplicationReading {
  application: ApplicationView | null
  /** A CLABE or a card to pay out to (GET application/payment-method). */
  hasDisbursementMethod: boolean
}

export type ApplicationEvent =
  /** The apply screen opened with the calculator's choice (null when nothing was chosen). */
  | { type: 'apply.opened'; draft: ApplicationDraft | null }
  /** A repeated client's compact calculator applies at once: no summary to confirm first. */
  | { type: 'apply.direct'; draft: ApplicationDraft }
  | { type: 'application.submit' }
  | { type: 'application.retry' }
  | { type: 'quote.retry' }
  /** The loading screen, or a stage screen on a fresh page, asks where the application stands. */
  | { type: 'application.follow' }
  /** The user left the application pages: stop polling. */
  | { type: 'application.left' }

export interface ApplicationContext {
  draft: ApplicationDraft | null
  /** The offer figures for the draft (GET arithmetic offer), shown before applying. */
  quote: Offer | null
  idempotencyKey: string | null
  /** The draft the key was made for: another draft is another intent. */
  keyDraft: ApplicationDraft | null
  application: ApplicationView | null
  hasDisbursementMethod: boolean
  /** The stage on screen, kept while a stage that can still change is re-checked. */
  stage: ApplicationStage | null
  problem: Problem | null
}

const readingOf = (context: ApplicationContext) =>
  context.application ? readStatus(context.application.status, context.hasDisbursementMethod) : null

const stageIs =
  (...stages: ApplicationStage[]) =>
  ({ context }: { context: ApplicationContext }) => {
    const reading = readingOf(context)
    return reading?.kind === 'stage' && stages.includes(reading.stage)
  }

/**
 * An application is being created or is under way: the apply page (reappearing, or opened) and a
 * direct apply from the calculator do not start another.
 */
const UNDER_WAY = { 'apply.opened': { actions: [] }, 'apply.direct': { actions: [] } } as const

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    // xstate reads the input's type from this assertion; the rule counts it unnecessary only because
    // every field of ApplicationInput is optional, so that the empty object fits it already.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as ApplicationInput,
  },
  actors: {
    loadQuote: fromPromise<Offer, ApplicationDraft>(() => Promise.reject(new Error('loadQuote not provided'))),
    createApplication: fromPromise<ApplicationView, CreationInput>(() =>
      Promise.reject(new Error('createApplication not provided')),
    ),
    loadApplication: fromPromise<ApplicationReading>(() => Promise.reject(new Error('loadApplication not provided'))),
    offer: offerMachine,
  },
  delays: { statusPoll: STATUS_POLL_MS },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    // The ERP already holds an open application for this client: follow it instead.
    isActiveApplication: (_, params: { error: unknown }) => hasRule(toProblem(params.error), 'active_application_exists'),
    hasNoApplication: ({ context }) => context.application === null,
    isPending: ({ context }) => readingOf(context)?.kind === 'pending',
    isClosed: ({ context }) => readingOf(context)?.kind === 'closed',
    isOffer: stageIs('offer-increase', 'offer-decrease'),
    isDecisionError: stageIs('decision-error'),
    isManualVerification: stageIs('manual-verification'),
  },
  actions: {
    assignDraft: assign(({ context }, params: { draft: ApplicationDraft | null }) => ({
      draft: params.draft,
      quote: null,
      problem: null,
      // Another draft is another intent: its creation gets a key of its own.
      ...(sameDraft(params.draft, context.keyDraft) ? {} : { idempotencyKey: null, keyDraft: null }),
    })),
    ensureKey: assign(({ context }) =>
      context.idempotencyKey ? {} : { idempotencyKey: newIdempotencyKey(), keyDraft: context.draft },
    ),
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error) }),
    clearProblem: assign({ problem: null }),
    clearStage: assign({ stage: null }),
    assignStage: assign({
      stage: ({ context }) => {
        const reading = readingOf(context)
        return reading?.kind === 'stage' ? reading.stage : null
      },
    }),
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({
    draft: input?.draft ?? null,
    quote: null,
    idempotencyKey: null,
    keyDraft: null,
    application: null,
    hasDisbursementMethod: false,
    stage: null,
    problem: null,
  }),
  initial: 'idle',
  on: {
    'apply.opened': {
      target: '.applying',
      reenter: true,
      actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
    },
    'apply.direct': {
      target: '.creating',
      reenter: true,
      actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
    },
    // Leaving the application pages stops the polling and forgets what was shown (the next page reloads it);
    // the idempotency key stays with its draft, so coming back to retry the same intent is still one application.
    'application.left': { target: '.idle', actions: ['clearStage', 'clearProblem', assign({ application: null, quote: null })] },
  },
  states: {
    idle: {
      meta: { description: 'No application screen is open' },
      on: { 'application.follow': { target: 'following', actions: 'clearStage' } },
    },
    applying: {
      meta: { screen: 'application-apply', description: 'What the client applies for, with the offer figures and the submit' },
      initial: 'start',
      states: {
        start: {
          meta: { description: "Looks for the calculator's choice (its cookie)" },
          always: [{ guard: 'hasDraft', target: 'quoting' }, { target: 'noDraft' }],
        },
        noDraft: { meta: { description: 'Nothing chosen in the calculator yet: a link to it' } },
        quoting: {
          meta: { description: "Asks the ERP for the draft's offer figures" },
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => context.draft!,
            onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output }) },
            onError: {
              target: 'quoteFailed',
              actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        quoteFailed: {
          meta: { description: 'The figures failed: retry them, or apply anyway' },
          on: { 'quote.retry': 'quoting', 'application.submit': '#application.creating' },
        },
        ready: {
          meta: { description: 'The summary and the figures; submit applies' },
          on: { 'application.submit': '#application.creating' },
        },
      },
    },
    creating: {
      meta: {
        screen: 'application-apply',
        description: 'Creates the application once (idempotency key); further submits are ignored',
      },
      entry: ['ensureKey', 'clearProblem'],
      // One application per intent: nothing else starts while the creation is under way.
      on: UNDER_WAY,
      invoke: {
        id: 'createApplication',
        src: 'createApplication',
        input: ({ context }) => ({ draft: context.draft!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'following',
          actions: assign({ application: ({ event }) => event.output, idempotencyKey: null, keyDraft: null, stage: null }),
        },
        onError: [
          {
            guard: { type: 'isActiveApplication', params: ({ event }) => ({ error: event.error }) },
            target: 'following',
            actions: 'clearStage',
          },
          { target: 'createFailed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    createFailed: {
      meta: {
        screen: 'application-apply',
        description: "'ERP failed to create application' (or no answer) with retry, same key",
      },
      on: { 'application.retry': 'creating', 'application.submit': 'creating' },
    },
    following: {
      meta: { screen: 'application-loading', description: 'Follows the status until it maps to a stage' },
      on: UNDER_WAY,
      initial: 'checking',
      states: {
        checking: {
          meta: { description: 'Reads the application and its status (GET application/actual/status)' },
          entry: 'clearProblem',
          invoke: {
            id: 'loadApplication',
            src: 'loadApplication',
            onDone: {
              target: 'evaluating',
              actions: assign({
                application: ({ event }) => event.output.application,
                hasDisbursementMethod: ({ event }) => event.output.hasDisbursementMethod,
              }),
            },
            onError: {
              target: 'checkFailed',
              actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        evaluating: {
          meta: { description: 'Maps the status to a stage: waiting, an offer, a decision or an error' },
          always: [
            { guard: 'hasNoApplication', target: '#application.noApplication', actions: 'clearStage' },
            { guard: 'isPending', target: 'waiting' },
            { guard: 'isClosed', target: '#application.closed', actions: 'clearStage' },
            { guard: 'isOffer', target: '#application.offer', actions: 'assignStage' },
            { guard: 'isDecisionError', target: '#application.decisionError', actions: 'assignStage' },
            { guard: 'isManualVerification', target: '#application.watching', actions: 'assignStage' },
            { target: '#application.decided', actions: 'assignStage' },
          ],
        },
        waiting: {
          meta: { description: 'Not decided yet (new, verification): asks again after statusPoll' },
          after: { statusPoll: 'checking' },
        },
        checkFailed: {
          meta: { description: 'No answer: says so, asks again after statusPoll or on retry' },
          after: { statusPoll: 'checking' },
          on: { 'application.retry': 'checking' },
        },
      },
    },
    offer: {
      meta: { description: 'An increase, decrease or special offer: the offer machine, then the stage it leads to' },
      on: UNDER_WAY,
      invoke: {
        id: 'offer',
        src: 'offer',
        input: ({ context }) => ({ application: context.application! }),
        // Read again, as at any status: an approved offer is accepted, and whether the money goes to a CLABE or
        // card (the accepted stage) or is collected in cash is only asked of an accepted application.
        onDone: { target: 'following', actions: assign({ application: ({ event }) => event.output.application }) },
      },
    },
    decisionError: {
      meta: { screen: 'application-loading', description: 'The ERP could not decide (401): an error with retry' },
      on: {
        'application.retry': { target: 'following', actions: 'clearStage' },
        ...UNDER_WAY,
      },
    },
    watching: {
      meta: {
        screen: 'application-manual-verification',
        description: 'Manual verification: keeps asking until a person decides',
      },
      after: { statusPoll: 'following' },
      on: UNDER_WAY,
    },
    decided: {
      meta: { description: 'Accepted, accepted in cash or rejected' },
      on: { 'application.follow': { target: 'following', actions: 'clearStage' } },
    },
    noApplication: {
      meta: { screen: 'application-loading', description: 'The client has no application: a link to apply' },
      on: { 'application.follow': 'following' },
    },
    closed: {
      meta: { screen: 'application-loading', description: 'The application is completed, canceled or terminated' },
      on: { 'application.follow': 'following' },
    },
  },
})

export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>

const STAGE_ROUTES: Readonly<Record<Exclude<ApplicationStage, 'decision-error'>, RouteName>> = {
  accepted: 'application-accepted',
  'accepted-cash': 'application-accepted-cash',
  rejected: 'application-rejected',
  'manual-verification': 'application-manual-verification',
  'offer-increase': 'application-offer-increase',
  'offer-decrease': 'application-offer-decrease',
}

/**
 * The route the application's state shows (the navigation projection): apply while
 * applying or creating, the stage once one is known (kept while it is re-checked), loading
 * otherwise; null when no application screen is open.
 */
export function applicationRouteOf(snapshot: Pick<ApplicationSnapshot, 'matches' | 'context'>): RouteName | null {
  if (snapshot.matches('idle')) return null
  if (snapshot.matches('applying') || snapshot.matches('creating') || snapshot.matches('createFailed')) return 'application-apply'
  const { stage } = snapshot.context
  if (stage && stage !== 'decision-error') return STAGE_ROUTES[stage]
  return 'application-loading'
}
