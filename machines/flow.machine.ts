import { assign, emit, enqueueActions, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate'
import {
  BLOCKED_CLIENT,
  carriedSearch,
  enteredRoute,
  entryRoute,
  keepsProgress,
  pollRoute,
  resumeRoute,
  flowScreen,
  isReadingPage,
  type FlowClient,
  type FlowState,
} from '../src/domain/flow-steps'
import type { RouteName } from '../src/domain/routes'

/** The server's step is fetched on start and every 10 s while logged in. */
export const FLOW_POLL_MS = 10_000

/** What one fetch gives: the flow, and the profile and the open application when asked for. */
export interface FlowLoad {
  flow: FlowState
  client?: FlowClient
  applicationId?: number | null
}

/**
 * What the fingerprint actor is given: the flow itself, to send `fingerprint.collected` to. A
 * promise that settles only when the flow stops, rather than a callback actor: the promise actors
 * are in every page's start-up code already.
 */
export interface FingerprintInput {
  flow: ActorRef<Snapshot<unknown>, FlowEvent>
}

export interface FlowLoadInput {
  /** Load the profile (GET client) and the open application too: the flow-page guard asks for it. */
  profile: boolean
}

export interface FlowContext {
  flow: FlowState | null
  client: FlowClient | null
  applicationId: number | null
  /** The page shown now and its query (for the external login of step facebook). */
  route: RouteName | null
  search: string
  /** A flow page whose guard waits for profile and flow to route it (`flow` is the entry). */
  entering: RouteName | null
  /** The progress bar's step of PROGRESS_TOTAL; 0 is no bar of the flow's own. */
  progress: number
  /** A client is logged in (the auth actor's session). */
  signedIn: boolean
  /** The route the last answer sends the page to (null: the page stays). */
  target: RouteName | null
  /** Where the journey moved on to while the client read a page the flow never moves (its banner's link). */
  resume: RouteName | null
  /**
   * The device-fingerprint token (iovation's blackbox) as the fingerprint integration last
   * reported it; null until it does (or when none is configured). The application carries it.
   */
  iobb: string | null
}

export type FlowEvent =
  /** A client is logged in (true) or not: the auth actor, followed by src/app/flow.ts. */
  | { type: 'session.changed'; client: boolean }
  | { type: 'route.changed'; name: RouteName | null; search?: string }
  /** The flow-page guard of a signed-in client: load profile and flow, then route this page. */
  | { type: 'flow.enter'; route: RouteName }
  | { type: 'flow.refresh' }
  /** A flow page's step was done (details confirmed, consent given, payout saved): route on as the entry does. */
  | { type: 'flow.step.done' }
  | { type: 'progress.set'; step: number }
  /** Sandbox mode: the simulation replaces the ERP; who may start it is the app's check (src/app/sandbox-access.ts). */
  | { type: 'sandbox.start' }
  | { type: 'sandbox.stop' }
  /** In sandbox mode: the simulated step changed; route the page as the entry would. */
  | { type: 'sandbox.jump' }
  /** In sandbox mode: show a screen of the flow directly (a stage, a step's screen). */
  | { type: 'sandbox.visit'; route: RouteName }
  /** The fingerprint integration collected the device's token (again: it grows until its collection finishes). */
  | { type: 'fingerprint.collected'; iobb: string }

/** `navigate`: the route to show, and the query it keeps (carriedSearch: '' or '?…'). */
export type FlowEmitted = { type: 'navigate'; to: RouteName; search: string } | { type: 'blocked' }

const initialContext: FlowContext = {
  flow: null,
  client: null,
  applicationId: null,
  route: null,
  search: '',
  entering: null,
  progress: 0,
  signedIn: false,
  target: null,
  resume: null,
  iobb: null,
}

/**
 * The server-driven flow: while a client is logged in, GET flow on
 * start and every FLOW_POLL_MS; the flow-page guard's entry routed once profile and flow are
 * known; a poll's answer that newly awaits the decision takes a flow page to application loading,
 * and the first answer and each change of step softly move a journey page to the step's screen
 * (pollRoute, src/domain/flow-steps.ts; content and account pages get the banner); a blocked client
 * reported to the auth actor (emitted `blocked`); the header's progress step, cleared on route
 * change outside registration. Sandbox mode swaps the ERP for a local simulation (`simulateFlow`)
 * that also answers for admins. Routes leave as emitted `navigate` events, which the app follows
 * (src/app/flow.ts, the navigation projection); the ERP calls are given with `provide`. The flow
 * state also holds the device-fingerprint token (`iobb`): the `fingerprint` actor, given with
 * `provide` too, reports each token the integration collects, whatever the session, and the
 * application's creation payload takes it from here.
 */
export const flowMachine = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    emitted: {} as FlowEmitted,
  },
  actors: {
    loadFlow: fromPromise<FlowLoad, FlowLoadInput>(async () => {
      throw new Error('loadFlow is provided by the app')
    }),
    simulateFlow: fromPromise<FlowLoad, FlowLoadInput>(async () => {
      throw new Error('simulateFlow is provided by the app')
    }),
    /** Sends `fingerprint.collected` for each token the fingerprint integration collects; none without one. */
    fingerprint: fromPromise<void, FingerprintInput>(() => new Promise<void>(() => {})),
  },
  delays: { flowPoll: FLOW_POLL_MS },
  guards: {
    isClient: ({ event }) => event.type === 'session.changed' && event.client,
    isGuest: ({ event }) => event.type === 'session.changed' && !event.client,
    isSignedIn: ({ context }) => context.signedIn,
    isBlocked: (_, params: { load: FlowLoad }) => params.load.client?.status === BLOCKED_CLIENT,
    /** The server's step leads to this screen (the table of src/domain/flow-steps.ts). */
    stepShows: ({ context }, params: { screen: RouteName }) =>
      context.flow !== null && flowScreen(context.flow, context.client) === params.screen,
  },
  actions: {
    assignRoute: assign(({ context, event }) => {
      if (event.type !== 'route.changed') return {}
      return {
        route: event.name,
        search: event.search ?? '',
        progress: keepsProgress(event.name, context.progress) ? context.progress : 0,
        // The banner stays while the client reads on; any journey page shows the journey itself.
        resume: isReadingPage(event.name) ? context.resume : null,
      }
    }),
    assignSession: assign({
      signedIn: ({ context, event }) => (event.type === 'session.changed' ? event.client : context.signedIn),
    }),
    assignProgress: assign({ progress: (_, params: { step: number }) => Math.max(0, Math.min(100, Math.round(params.step))) }),
    assignEntering: assign({ entering: (_, params: { route: RouteName }) => params.route }),
    assignIobb: assign({ iobb: (_, params: { iobb: string }) => params.iobb }),
    // The fingerprint is the device's, not the session's: it stays when the session's flow is forgotten.
    forget: assign(({ context }) => ({
      ...initialContext,
      route: context.route,
      search: context.search,
      progress: context.progress,
      signedIn: context.signedIn,
      iobb: context.iobb,
    })),
    /**
     * A fetch's answer: the entry asked for by a guard is routed; otherwise a completed flow or
     * the verification step, or the first answer or a change of step, moves the page (pollRoute of
     * src/domain/flow-steps.ts).
     */
    settle: assign(({ context }, params: { load: FlowLoad; sandbox?: boolean }) => {
      const { load } = params
      const client = load.client ?? context.client
      const applicationId = load.applicationId === undefined ? context.applicationId : load.applicationId
      // In sandbox mode every screen may be visited: the page it started on stays (only a jump moves it).
      const visiting = params.sandbox === true && context.flow === null
      const to =
        context.entering === null
          ? visiting
            ? null
            : pollRoute(context.flow, load.flow, client, context.route)
          : context.entering === 'flow'
            ? entryRoute(load.flow, client)
            : enteredRoute(load.flow, client, context.entering)
      const resume = context.entering === null ? resumeRoute(context.flow, load.flow, client, context.route) : null
      return {
        flow: load.flow,
        client,
        applicationId,
        entering: null,
        target: to === context.route ? null : to,
        resume: resume ?? context.resume,
      }
    }),
    /** At most one `navigate` leaves per answer, after `settle`. */
    emitTarget: enqueueActions(({ context, enqueue }) => {
      if (context.target !== null)
        enqueue.emit({ type: 'navigate', to: context.target, search: carriedSearch(context.target, context.search) })
    }),
    emitNavigate: emit(({ context }, params: { to: RouteName }) => ({
      type: 'navigate' as const,
      to: params.to,
      search: carriedSearch(params.to, context.search),
    })),
    emitBlocked: emit({ type: 'blocked' as const }),
  },
}).createMachine({
  id: 'flow',
  context: initialContext,
  initial: 'guest',
  invoke: { id: 'fingerprint', src: 'fingerprint', input: ({ self }) => ({ flow: self }) },
  on: {
    'route.changed': { actions: 'assignRoute' },
    'fingerprint.collected': { actions: { type: 'assignIobb', params: ({ event }) => ({ iobb: event.iobb }) } },
    'progress.set': { actions: { type: 'assignProgress', params: ({ event }) => ({ step: event.step }) } },
    'sandbox.start': { target: '.sandbox' },
  },
  states: {
    guest: {
      meta: { description: 'No client is logged in: nothing is fetched' },
      on: {
        'session.changed': [{ guard: 'isClient', target: 'client', actions: 'assignSession' }, { actions: 'assignSession' }],
      },
    },
    client: {
      meta: { description: 'A client is logged in: the step is fetched on start and every 10 s' },
      initial: 'loading',
      exit: 'forget',
      on: {
        'session.changed': [{ guard: 'isGuest', target: 'guest', actions: 'assignSession' }, { actions: 'assignSession' }],
        'flow.enter': {
          target: '.loading',
          actions: { type: 'assignEntering', params: ({ event }) => ({ route: event.route }) },
        },
        'flow.step.done': { target: '.loading', actions: { type: 'assignEntering', params: { route: 'flow' } } },
      },
      states: {
        loading: {
          meta: {
            screen: 'flow',
            description: 'GET flow (with the profile when a flow page asked); the flow entry shows while it routes',
          },
          invoke: {
            id: 'loadFlow',
            src: 'loadFlow',
            input: ({ context }) => ({ profile: context.client === null || context.entering !== null }),
            onDone: [
              {
                guard: { type: 'isBlocked', params: ({ event }) => ({ load: event.output }) },
                target: 'blocked',
                actions: 'emitBlocked',
              },
              { target: 'waiting', actions: [{ type: 'settle', params: ({ event }) => ({ load: event.output }) }, 'emitTarget'] },
            ],
            // No answer: the page stays; the next poll tries again (a 401/403 ends the session elsewhere).
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          meta: { description: "Until the next poll, at the step's screen (src/domain/flow-steps.ts)" },
          after: { flowPoll: { target: 'loading' } },
          on: {
            'flow.refresh': { target: 'loading' },
          },
          initial: 'reading',
          states: {
            reading: {
              meta: {
                description: "Reads the step's screen",
              },
              always: [
                { guard: { type: 'stepShows', params: { screen: 'details' } }, target: 'details' },
                { guard: { type: 'stepShows', params: { screen: 'facebook-login' } }, target: 'facebook' },
                { guard: { type: 'stepShows', params: { screen: 'direct-debit-information' } }, target: 'directDebit' },
                { guard: { type: 'stepShows', params: { screen: 'document-verification' } }, target: 'verification' },
                { target: 'elsewhere' },
              ],
            },
            details: {
              meta: { screen: 'details', description: 'new_client_created: the name and birth date to confirm' },
            },
            facebook: {
              meta: { screen: 'facebook-login', description: 'facebook: the external login, with the application id' },
            },
            directDebit: {
              meta: {
                screen: ['direct-debit-information', 'payment'],
                description: 'direct_debit_information: consent to card charges; the card or CLABE first when none is saved',
              },
            },
            verification: {
              meta: {
                screen: 'document-verification',
                description: 'verification: the documents are checked; a flow page waits on application loading',
              },
            },
            elsewhere: {
              meta: {
                screen: 'reference',
                description:
                  "Another machine's page: a registration step, an application stage, the loan; the flow's read-only reference page stays",
              },
            },
          },
        },
        blocked: {
          meta: { description: 'The client is blocked: the auth actor logs them out' },
        },
      },
    },
    sandbox: {
      meta: { description: "Sandbox mode: a local simulation replaces the ERP's flow; every step and stage can be visited" },
      initial: 'loading',
      exit: 'forget',
      on: {
        'session.changed': { actions: 'assignSession' },
        'sandbox.stop': [{ guard: 'isSignedIn', target: 'client' }, { target: 'guest' }],
        'sandbox.start': {},
        // Every screen can be visited in sandbox mode: only the flow entry is routed.
        'flow.enter': {
          guard: ({ event }) => event.route === 'flow',
          target: '.loading',
          actions: { type: 'assignEntering', params: { route: 'flow' } },
        },
        'sandbox.jump': { target: '.loading', actions: { type: 'assignEntering', params: { route: 'flow' } } },
        'flow.step.done': { target: '.loading', actions: { type: 'assignEntering', params: { route: 'flow' } } },
        'sandbox.visit': {
          guard: ({ context, event }) => event.route !== context.route,
          actions: [
            assign({ target: ({ event }) => event.route }),
            { type: 'emitNavigate', params: ({ event }) => ({ to: event.route }) },
          ],
        },
      },
      states: {
        loading: {
          meta: { description: 'The simulated step' },
          invoke: {
            id: 'simulateFlow',
            src: 'simulateFlow',
            input: () => ({ profile: true }),
            onDone: {
              target: 'waiting',
              actions: [{ type: 'settle', params: ({ event }) => ({ load: event.output, sandbox: true }) }, 'emitTarget'],
            },
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          meta: { description: 'Until the next simulated poll' },
          after: { flowPoll: { target: 'loading' } },
          on: {
            'flow.refresh': { target: 'loading' },
          },
        },
      },
    },
  },
})
