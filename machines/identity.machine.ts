import { assign, fromPromise, setup } from 'xstate'
import { toProblem, type Problem } from '../src/domain/problem'

/** The identity provider's decisions (api/routes/providers.ts VeriffDecision). */
export type IdentityDecision = 'approved' | 'declined' | 'resubmission_requested'

/** A session of the identity check (api/routes/providers.ts VeriffSession, the fields the screen uses). */
export interface IdentitySession {
  id: string
  /** The provider's hosted flow, where the person shows their ID and their face. */
  url: string
  /** created: opened by the client (the hosted flow); submitted: opened by the ID upload; decided. */
  status: 'created' | 'submitted' | 'decided'
  decision: IdentityDecision | null
}

/** How often the screen asks whether the provider decided, while the person verifies. */
export const IDENTITY_POLL_MS = 3000

export interface IdentityContext {
  session: IdentitySession | null
  problem: Problem | null
}

export type IdentityEvent =
  /** The person starts the check (or starts it again): a new session of the hosted flow. */
  | { type: 'start' }
  /** Ask now whether the provider decided. */
  | { type: 'check' }
  /** The outcome read: on as the journey says (the flow's entry leads to the step's screen). */
  | { type: 'continue' }
  | { type: 'retry' }

const decisionIs =
  (decision: IdentityDecision) =>
  ({ context }: { context: IdentityContext }) =>
    context.session?.decision === decision

/**
 * The identity check of the document-verification step: what the provider knows of the client
 * (their latest session) is loaded; then the person opens the provider's hosted flow (a new
 * session, `start`, sends them to its hosted page), and while it is undecided the screen asks again
 * every IDENTITY_POLL_MS (or at once, `check`) until the decision: approved, declined, or a new
 * photo of the ID asked for. Each outcome has its way on (`continue`), which the journey leads:
 * approved to the next requirement of signing, the other two back to the ID upload. The ERP calls
 * and the effects are given with `provide`: `load`, `create`, `read` (actors), `openHosted` and
 * `proceed` (actions).
 */
export const identityMachine = setup({
  types: { context: {} as IdentityContext, events: {} as IdentityEvent },
  actors: {
    /** GET veriff/session: the latest session, null when there is none. */
    load: fromPromise<IdentitySession | null>(async () => {
      throw new Error('load is provided by the screen')
    }),
    /** POST veriff/session. */
    create: fromPromise<IdentitySession>(async () => {
      throw new Error('create is provided by the screen')
    }),
    /** GET veriff/decision/{id}. */
    read: fromPromise<IdentitySession, { id: string }>(async () => {
      throw new Error('read is provided by the screen')
    }),
  },
  actions: {
    /** Sends the person to the session's hosted flow. */
    openHosted: (_, _params: { session: IdentitySession }) => {},
    /** The outcome is read: the journey leads on. */
    proceed: () => {},
    assignSession: assign({ session: (_, params: { session: IdentitySession | null }) => params.session, problem: null }),
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error) }),
  },
  guards: {
    approved: decisionIs('approved'),
    declined: decisionIs('declined'),
    resubmit: decisionIs('resubmission_requested'),
    /** The person has opened the hosted flow (a session of theirs, not the upload's, awaits its decision). */
    verifying: ({ context }) => context.session?.status === 'created',
  },
  delays: { identityPoll: IDENTITY_POLL_MS },
}).createMachine({
  id: 'identity',
  context: { session: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { description: "GET veriff/session: what the provider knows of the client's check" },
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'deciding', actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      meta: {
        description: 'Reads the session: decided, being verified, or still to verify',
      },
      always: [
        { guard: 'approved', target: 'approved' },
        { guard: 'declined', target: 'declined' },
        { guard: 'resubmit', target: 'resubmit' },
        { guard: 'verifying', target: 'verifying' },
        { target: 'ready' },
      ],
    },
    ready: {
      meta: { description: 'The ID is with the provider (or nothing yet): the person starts the check' },
      on: { start: 'starting' },
    },
    starting: {
      meta: { description: "POST veriff/session: a session of the provider's hosted flow, then the person is sent there" },
      invoke: {
        id: 'create',
        src: 'create',
        onDone: {
          target: 'verifying',
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'openHosted', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verifying: {
      meta: { description: 'The person verifies at the provider; the decision is asked for every IDENTITY_POLL_MS' },
      initial: 'waiting',
      on: { start: '#identity.starting' },
      states: {
        waiting: {
          meta: { description: 'Until the next question to the provider' },
          after: { identityPoll: 'reading' },
          on: { check: 'reading' },
        },
        reading: {
          meta: { description: 'GET veriff/decision/{id}' },
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => ({ id: context.session!.id }),
            onDone: {
              target: '#identity.deciding',
              actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
            },
            // No answer this time: the next question may get one; the reason stays shown meanwhile.
            onError: { target: 'waiting', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    approved: {
      meta: { description: 'Approved: on to what signing still needs' },
      on: { continue: { target: 'done', actions: 'proceed' } },
    },
    declined: {
      meta: { description: 'Declined: the journey asks for another ID document' },
      on: { continue: { target: 'done', actions: 'proceed' } },
    },
    resubmit: {
      meta: { description: 'A new photo of the ID asked for: back to the upload' },
      on: { continue: { target: 'done', actions: 'proceed' } },
    },
    failed: {
      meta: { description: 'The provider or the ERP did not answer, or the journey stands elsewhere: the reason, and a way on' },
      on: { retry: 'loading', continue: { target: 'done', actions: 'proceed' } },
    },
    done: {
      meta: { description: 'Handed to the journey' },
      type: 'final',
    },
  },
})
