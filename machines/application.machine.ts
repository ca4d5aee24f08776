import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { sameDraft, type ApplicationDraft, type ApplicationView } from '../src/domain/application'
import { APPLICATION_STATUS, isOpenStatus, readStatus, type ApplicationStage } from '../src/domain/application-status'
import type { Offer } from '../src/domain/pricing'
import type { CashPayoutChoice, CashProviderCode } from '../src/domain/cash-payout'
import { hasRule, toProblem, type Problem } from '../src/domain/problem'
import { newIdempotencyKey } from '../src/domain/idempotency-key'
import { offerMachine } from './offer.machine'
import type { RouteName } from '../src/domain/routes'
import { stepRoute } from '../src/domain/flow-steps'

/**
 * The application: `/application/apply` first makes sure the client may apply (no application under
 * way, no active loan, no registration step due), then shows what the client applies for and creates the application exactly
 * once; `/application/loading` follows its status until it maps to a stage
 * (src/domain/application-status.ts); an offer stage runs the offer machine; an unsigned
 * application may be canceled. Every application page is a projection of this machine
 * (applicationRouteOf below): the page a person opens is replaced by the one the state projects.
 * Accepted in cash, the client chooses the network to collect at before going on to sign.
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

export interface CashChoiceInput {
  applicationId: number
  provider: CashProviderCode
}

/** The application as it is now, with what the accepted stages need to know. */
export interface ApplicationReading {
  application: ApplicationView | null
  /** A CLABE or a card to pay out to (GET application/payment-method). */
  hasDisbursementMethod: boolean
  /**
   * The client has an active loan (GET client), asked only when no application is open: an open
   * application and an active loan never stand together (the ERP refuses to apply with a loan).
   */
  hasActiveLoan: boolean
  /**
   * The flow step of a registration step still due (the names, the address, the employment, the
   * reference), asked only when no application is open: the ERP refuses to apply until it is done,
   * so the apply page gives way to that step's page. null when registration is done.
   */
  registrationStep: string | null
}

export type ApplicationEvent =
  /** The apply screen opened with the calculator's choice (null when nothing was chosen). */
  | { type: 'apply.opened'; draft: ApplicationDraft | null }
  /** A repeated client's compact calculator applies at once: no summary to confirm first. */
  | { type: 'apply.direct'; draft: ApplicationDraft }
  | { type: 'application.submit' }
  | { type: 'application.retry' }
  | { type: 'quote.retry' }
  /**
   * An application page opened (a link, a reload, Back or Forward) asks where the application
   * stands; a state already following it ignores the question.
   */
  | { type: 'application.follow' }
  /** The client confirmed that the application is to be canceled (its screens ask first). */
  | { type: 'application.cancel' }
  /** A failed cancel is left: the application stays as it is. */
  | { type: 'cancel.dismiss' }
  /** The user left the application pages: stop polling. */
  | { type: 'application.left' }
  /** Accepted in cash: the network picked on screen (not saved until confirmed). */
  | { type: 'cash.select'; provider: CashProviderCode }
  /** Accepted in cash: the network picked is where the money is collected; on to the agreement. */
  | { type: 'cash.confirm' }

export interface ApplicationContext {
  draft: ApplicationDraft | null
  /** The offer figures for the draft (GET arithmetic offer), shown before applying. */
  quote: Offer | null
  idempotencyKey: string | null
  /** The draft the key was made for: another draft is another intent. */
  keyDraft: ApplicationDraft | null
  application: ApplicationView | null
  hasDisbursementMethod: boolean
  hasActiveLoan: boolean
  /** The flow step of the registration step due (ApplicationReading), null once registration is done. */
  registrationStep: string | null
  /** The stage on screen, kept while a stage that can still change is re-checked. */
  stage: ApplicationStage | null
  /** Accepted in cash: the networks offered and the one saved (GET application/{id}/cash-payout). */
  cashChoice: CashPayoutChoice | null
  /** Accepted in cash: the network picked on screen, the saved one until another is picked. */
  cashSelected: CashProviderCode | null
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
 * The reading shows an application under way (open: not completed, canceled, rejected or
 * terminated) or an active loan: the client may not apply again.
 */
const underWay = ({ application, hasActiveLoan }: ApplicationReading) =>
  hasActiveLoan || (application !== null && isOpenStatus(application.status))

/**
 * An application is being created or is under way: the apply page (reappearing, or opened) and a
 * direct apply from the calculator do not start another.
 */
const UNDER_WAY = { 'apply.opened': { actions: [] }, 'apply.direct': { actions: [] } } as const

/** Cancel: from a state where the client's unsigned, open application stands. */
const CANCEL = { 'application.cancel': { guard: 'isCancelable', target: '#application.cancelling' } } as const

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
    cancelApplication: fromPromise<ApplicationView, { applicationId: number }>(() =>
      Promise.reject(new Error('cancelApplication not provided')),
    ),
    loadCashChoice: fromPromise<CashPayoutChoice, { applicationId: number }>(() =>
      Promise.reject(new Error('loadCashChoice not provided')),
    ),
    chooseCashProvider: fromPromise<CashPayoutChoice, CashChoiceInput>(() =>
      Promise.reject(new Error('chooseCashProvider not provided')),
    ),
    offer: offerMachine,
  },
  delays: { statusPoll: STATUS_POLL_MS },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    // The ERP already holds an open application or an active loan for this client: follow it instead.
    isActiveApplication: (_, params: { error: unknown }) => {
      const problem = toProblem(params.error)
      return hasRule(problem, 'active_application_exists') || hasRule(problem, 'active_loan_exists')
    },
    // Under way, or a registration step still due (the ERP would refuse the application until it is
    // done): where the application stands is the page, not the offer to apply.
    leadsElsewhere: (_, params: { reading: ApplicationReading }) =>
      underWay(params.reading) || params.reading.registrationStep !== null,
    // Completed into a loan, or a loan active: the client's loan is the page.
    isLoan: ({ context }) => context.hasActiveLoan || context.application?.status === APPLICATION_STATUS.completed,
    hasNoApplication: ({ context }) => context.application === null,
    // Read with no open application: a registration step is still to do (the ERP would refuse to apply).
    hasRegistrationStepDue: ({ context }) => context.registrationStep !== null,
    isPending: ({ context }) => readingOf(context)?.kind === 'pending',
    isClosed: ({ context }) => readingOf(context)?.kind === 'closed',
    isOffer: stageIs('offer-increase', 'offer-decrease'),
    isIncreaseStage: ({ context }) => context.stage === 'offer-increase',
    isAcceptedStage: ({ context }) => context.stage === 'accepted',
    isCashStage: ({ context }) => context.stage === 'accepted-cash',
    isDecisionError: stageIs('decision-error'),
    isManualVerification: stageIs('manual-verification'),
    isCancelable: ({ context }) => context.application !== null && isOpenStatus(context.application.status),
    // The ERP refused because the application was signed or closed meanwhile: read where it stands.
    isNotCancelable: (_, params: { error: unknown }) => {
      const problem = toProblem(params.error)
      return hasRule(problem, 'application_signed') || hasRule(problem, 'application_closed')
    },
    hasCashSelection: ({ context }) => context.cashSelected !== null,
    // The network picked is the one saved already: nothing to write before signing.
    isCashSelectionSaved: ({ context }) => context.cashSelected !== null && context.cashSelected === context.cashChoice?.chosen,
    // The ERP no longer takes a network for this application (signed, closed, or a CLABE or card registered meanwhile).
    isNotCash: (_, params: { error: unknown }) => hasRule(toProblem(params.error), 'application_not_cash'),
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
    // What was read no longer holds (a page opened afresh): nothing is known until the next reading.
    forgetApplication: assign({
      application: null,
      hasDisbursementMethod: false,
      hasActiveLoan: false,
      registrationStep: null,
      stage: null,
      cashChoice: null,
      cashSelected: null,
    }),
    assignCashChoice: assign((_, params: { choice: CashPayoutChoice }) => ({
      cashChoice: params.choice,
      cashSelected: params.choice.chosen,
    })),
    assignReading: assign((_, params: { reading: ApplicationReading }) => ({
      application: params.reading.application,
      hasDisbursementMethod: params.reading.hasDisbursementMethod,
      hasActiveLoan: params.reading.hasActiveLoan,
      registrationStep: params.reading.registrationStep,
    })),
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
    hasActiveLoan: false,
    registrationStep: null,
    stage: null,
    cashChoice: null,
    cashSelected: null,
    problem: null,
  }),
  initial: 'idle',
  on: {
    // A new intent: what was read before no longer holds.
    'apply.opened': {
      target: '.applying',
      reenter: true,
      actions: ['forgetApplication', { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) }],
    },
    'apply.direct': {
      target: '.creating',
      reenter: true,
      actions: ['forgetApplication', { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) }],
    },
    // Leaving the application pages stops the polling and forgets what was shown (the next page reloads it);
    // the idempotency key stays with its draft, so coming back to retry the same intent is still one application.
    'application.left': { target: '.idle', actions: ['forgetApplication', 'clearProblem', assign({ quote: null })] },
  },
  states: {
    idle: {
      meta: { description: 'No application page is open' },
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
    },
    applying: {
      meta: { screen: 'application-apply', description: 'What the client applies for, with the offer figures and the submit' },
      initial: 'checking',
      // Back or a link to another application page: the apply intent gives way to where the application stands.
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
      states: {
        checking: {
          meta: {
            description:
              'Before offering to apply: reads the application, the loan and the registration; one under way, an active loan, or a registration step due is where the page goes',
          },
          invoke: {
            id: 'loadApplication',
            src: 'loadApplication',
            onDone: [
              {
                guard: { type: 'leadsElsewhere', params: ({ event }) => ({ reading: event.output }) },
                target: '#application.following.evaluating',
                actions: { type: 'assignReading', params: ({ event }) => ({ reading: event.output }) },
              },
              { target: 'start' },
            ],
            // No answer: the draft is shown; the ERP refuses a second application anyway, and the machine then follows it.
            onError: 'start',
          },
        },
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
      meta: {
        screen: 'application-loading',
        description: 'Follows the status until it maps to a stage; a page opened afresh shows a neutral check until then',
      },
      on: { ...UNDER_WAY, ...CANCEL },
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
              actions: { type: 'assignReading', params: ({ event }) => ({ reading: event.output }) },
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
            { guard: 'isLoan', target: '#application.loan', actions: 'clearStage' },
            { guard: 'hasRegistrationStepDue', target: '#application.registrationDue', actions: 'clearStage' },
            { guard: 'hasNoApplication', target: '#application.noApplication', actions: 'clearStage' },
            // Not decided (again): whatever stage was shown before no longer holds.
            { guard: 'isPending', target: 'waiting', actions: 'clearStage' },
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
      on: { ...UNDER_WAY, ...CANCEL },
      invoke: {
        id: 'offer',
        src: 'offer',
        input: ({ context }) => ({ application: context.application! }),
        // Read again, as at any status: an approved offer is accepted, and whether the money goes to a CLABE or
        // card (the accepted stage) or is collected in cash is only asked of an accepted application.
        onDone: { target: 'following', actions: assign({ application: ({ event }) => event.output.application }) },
      },
      initial: 'showing',
      states: {
        showing: {
          meta: {
            description: 'The stage read: a larger or a smaller amount',
          },
          always: [{ guard: 'isIncreaseStage', target: 'increase' }, { target: 'decrease' }],
        },
        increase: { meta: { screen: 'application-offer-increase', description: 'A larger amount is offered' } },
        decrease: { meta: { screen: 'application-offer-decrease', description: 'A smaller amount is offered' } },
      },
    },
    decisionError: {
      meta: {
        screen: 'application-loading',
        description: 'The ERP could not decide (401): retry, cancel the application, the contacts and the profile',
      },
      on: {
        'application.retry': { target: 'following', actions: 'clearStage' },
        ...UNDER_WAY,
        ...CANCEL,
      },
    },
    watching: {
      meta: {
        screen: 'application-manual-verification',
        description: 'Manual verification: keeps asking until a person decides; the client may cancel',
      },
      after: { statusPoll: 'following' },
      on: { ...UNDER_WAY, ...CANCEL },
    },
    decided: {
      meta: { description: 'Accepted, accepted in cash (either may be canceled until signed) or rejected' },
      on: {
        // Asked again (a changed amount, a page opened): the stage stays on screen until the new reading says otherwise.
        'application.follow': 'following',
        ...CANCEL,
      },
      initial: 'showing',
      states: {
        showing: {
          meta: {
            description: 'The decision read',
          },
          always: [
            { guard: 'isAcceptedStage', target: 'accepted' },
            { guard: 'isCashStage', target: 'acceptedCash' },
            { target: 'rejected' },
          ],
        },
        accepted: {
          meta: {
            screen: 'application-accepted',
            description: 'Accepted: the money goes to the CLABE or card; on to the agreement',
          },
        },
        acceptedCash: {
          meta: {
            screen: 'application-accepted-cash',
            description: 'Accepted, paid out in cash: the client chooses the network to collect at, then goes on to sign',
          },
          initial: 'loading',
          states: {
            loading: {
              meta: { description: 'Reads the networks offered and the one chosen (GET application/{id}/cash-payout)' },
              entry: 'clearProblem',
              invoke: {
                id: 'loadCashChoice',
                src: 'loadCashChoice',
                input: ({ context }) => ({ applicationId: context.application!.id }),
                onDone: {
                  target: 'choosing',
                  actions: { type: 'assignCashChoice', params: ({ event }) => ({ choice: event.output }) },
                },
                onError: {
                  target: 'loadFailed',
                  actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loadFailed: {
              meta: { description: 'The networks failed to load: says so, with retry' },
              on: { 'application.retry': 'loading' },
            },
            choosing: {
              meta: { description: 'The networks as a radio group; confirming saves the one picked (unless saved) and goes on' },
              on: {
                'cash.select': {
                  actions: [assign({ cashSelected: ({ event }) => event.provider }), 'clearProblem'],
                },
                'cash.confirm': [
                  { guard: 'isCashSelectionSaved', target: '#application.toSigning' },
                  { guard: 'hasCashSelection', target: 'saving' },
                ],
              },
            },
            saving: {
              meta: { description: 'PUT application/{id}/cash-payout with the network picked; the page stays meanwhile' },
              entry: 'clearProblem',
              invoke: {
                id: 'chooseCashProvider',
                src: 'chooseCashProvider',
                input: ({ context }) => ({ applicationId: context.application!.id, provider: context.cashSelected! }),
                onDone: {
                  target: '#application.toSigning',
                  actions: { type: 'assignCashChoice', params: ({ event }) => ({ choice: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isNotCash', params: ({ event }) => ({ error: event.error }) },
                    target: '#application.following',
                    actions: 'clearStage',
                  },
                  {
                    target: 'choosing',
                    actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        rejected: { meta: { screen: 'application-rejected', description: 'Rejected: the reason, and when to apply again' } },
      },
    },
    toSigning: {
      meta: {
        screen: 'flow',
        description: 'Accepted in cash with its network saved: on to the flow, which leads to the agreement to sign',
      },
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
    },
    cancelling: {
      meta: { description: 'POST application/{id}/cancel, the client having confirmed; the page stays meanwhile' },
      on: UNDER_WAY,
      invoke: {
        id: 'cancelApplication',
        src: 'cancelApplication',
        input: ({ context }) => ({ applicationId: context.application!.id }),
        onDone: {
          target: '#application.following.evaluating',
          actions: assign({ application: ({ event }) => event.output, stage: null }),
        },
        onError: [
          {
            guard: { type: 'isNotCancelable', params: ({ event }) => ({ error: event.error }) },
            target: 'following',
            actions: 'clearStage',
          },
          { target: 'cancelFailed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    cancelFailed: {
      meta: { description: 'The cancel failed (no answer, an error): retry, or keep the application (read again)' },
      on: {
        'application.retry': 'cancelling',
        'cancel.dismiss': 'following',
        ...UNDER_WAY,
      },
    },
    noApplication: {
      meta: { screen: 'application-apply', description: 'The client has no application: the apply page, which opens the intent' },
      on: {
        // Just read: nothing to check again before showing what the client would apply for.
        'apply.opened': {
          target: 'applying.start',
          actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
        },
        'application.follow': { target: 'following', actions: 'forgetApplication' },
      },
    },
    registrationDue: {
      meta: {
        screen: ['details', 'registration-address', 'registration-employment', 'registration-reference'],
        description:
          'A registration step is still due: its page instead of the apply page (the ERP refuses to apply until it is done)',
      },
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
    },
    closed: {
      meta: {
        screen: 'application-loading',
        description: 'Canceled or terminated: says so, with the ways to apply again and to the profile',
      },
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
    },
    loan: {
      meta: { screen: 'profile-my-loan', description: 'Signed into a loan (completed), or a loan active: the loan page' },
      on: { 'application.follow': { target: 'following', actions: 'forgetApplication' } },
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
 * The route the application's state shows (the navigation projection), the one page an
 * application URL ends on: null while it is not known (no application page open, or the first
 * reading of a page opened afresh or of the apply page under way: the page shows a neutral check);
 * apply while applying, creating, or when the client has no application; the loan page once the
 * application became a loan or a loan is active; the flow's entry once a cash network is saved (it
 * leads to the agreement); the page of the registration step due (the flow's
 * step table, src/domain/flow-steps.ts); the stage once one is known (kept while it is
 * re-checked and while it is canceled); loading otherwise (waiting, a decision error, canceled).
 */
export function applicationRouteOf(snapshot: Pick<ApplicationSnapshot, 'matches' | 'context'>): RouteName | null {
  if (snapshot.matches('idle') || snapshot.matches({ applying: 'checking' })) return null
  if (
    snapshot.matches('applying') ||
    snapshot.matches('creating') ||
    snapshot.matches('createFailed') ||
    snapshot.matches('noApplication')
  )
    return 'application-apply'
  if (snapshot.matches('loan')) return 'profile-my-loan'
  if (snapshot.matches('toSigning')) return 'flow'
  if (snapshot.matches('registrationDue')) return stepRoute(snapshot.context.registrationStep ?? '') ?? 'flow'
  const { stage, application } = snapshot.context
  if (stage && stage !== 'decision-error') return STAGE_ROUTES[stage]
  if (snapshot.matches('following') && application === null) return null
  return 'application-loading'
}
