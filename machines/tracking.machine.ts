import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'

/** While started, the collected chunk is uploaded every 10 s. */
export const TRACKING_UPLOAD_MS = 10_000

/** The message for stop-and-complete (or any use) before a successful start. */
export const NOT_STARTED = 'Tracking has not been succesfully started'

/**
 * Events one chunk carries at most (the ERP's MAX_TRACKING_EVENTS): the collected events are held
 * to one less, to leave room for the `dropped` marker that says how many of the oldest gave way.
 */
export const MAX_CHUNK_EVENTS = 500
export const MAX_HELD_EVENTS = MAX_CHUNK_EVENTS - 1

/**
 * One behaviour event (api/routes/tracking.ts TrackingEvent): timings and counts of a form field
 * named by its name attribute, never what is typed in it.
 */
export interface Behaviour {
  type: 'focus' | 'blur' | 'key' | 'correction' | 'paste' | 'pointer' | 'touch' | 'dropped'
  field?: string
  /** Milliseconds since collection began on the page. */
  at: number
  interval?: number
  count?: number
}

/** Events taken for an upload, and how many older ones were dropped before them. */
export interface Held {
  events: Behaviour[]
  dropped: number
}

export interface VerifyOutput {
  referenceNumber: string
  verified: boolean
}

export interface UploadInput {
  referenceNumber: string
  seq: number
  /** The last upload of a stop-and-complete: the ERP closes the session. */
  complete: boolean
  events: Behaviour[]
}

/** What an upload rejected with: the status of the answer (-1 when none came). */
export interface UploadFailure {
  status: number
}

export interface TrackingContext {
  referenceNumber: string | null
  /** The seq of the next upload; each attempt takes a new one, so a retry never repeats a stored seq. */
  seq: number
  /** Collected and not yet sent (held across a failed upload too). */
  held: Held
  /** In flight. */
  sending: Held
  /** Events the ERP refused outright (reported with `lost`, never retried). */
  lost: number
  /** NOT_STARTED after a refused stop-and-complete; cleared by a start. */
  error: string | null
}

export type TrackingEvent =
  /** A client session exists: get a reference number verified by the ERP, then start. */
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'stopAndComplete' }
  /** One collected event (src/app/tracking-collector.ts). */
  | { type: 'track'; event: Behaviour }

export type TrackingEmitted =
  | { type: 'error'; message: string }
  /** The ERP refused an upload (4xx): its events are gone, and said so. */
  | { type: 'lost'; count: number; status: number }

const EMPTY: Held = { events: [], dropped: 0 }

/** Appends to what is held, dropping the oldest past MAX_HELD_EVENTS (and counting them). */
export function hold(held: Held, events: readonly Behaviour[], dropped = 0): Held {
  const all = [...held.events, ...events]
  const overflow = Math.max(0, all.length - MAX_HELD_EVENTS)
  return { events: overflow > 0 ? all.slice(overflow) : all, dropped: held.dropped + dropped + overflow }
}

/** The events of one chunk: a `dropped` marker first when older events gave way. */
export function chunkEvents(held: Held): Behaviour[] {
  if (held.dropped === 0) return held.events
  return [{ type: 'dropped', at: held.events[0]?.at ?? 0, count: held.dropped }, ...held.events]
}

/** A refusal that a retry cannot change (4xx other than a timeout or too many requests). */
export function isRefusal(error: unknown): boolean {
  const status = (error as UploadFailure | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
}

const initialContext: TrackingContext = { referenceNumber: null, seq: 0, held: EMPTY, sending: EMPTY, lost: 0, error: null }

/** The upload of what is in flight, under the seq `take` gave it. */
const uploadOf = ({ context }: { context: TrackingContext }, complete = false): UploadInput => ({
  referenceNumber: context.referenceNumber!,
  seq: context.seq - 1,
  complete,
  events: chunkEvents(context.sending),
})

/** A failed upload's error (the events xstate.error.actor.* carries). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** What a failed upload does: a refusal is reported and its events are lost; otherwise `retry`. */
const failed = (retry: string, refused: string) => [
  { guard: 'isRefused' as const, target: refused, actions: ['emitLost' as const, 'loseSending' as const] },
  { target: retry, actions: 'putBack' as const },
]

/** Stopped, or stopped and completed: one last upload (retried until it is taken or refused), then `end`. */
const finalUpload = (complete: boolean, end: string) => ({
  initial: 'uploading' as const,
  on: { stopAndComplete: { actions: 'refuse' as const } },
  states: {
    uploading: {
      meta: { description: complete ? 'Uploads what is left, marked complete' : 'Uploads what is left' },
      entry: 'take' as const,
      invoke: {
        id: complete ? 'completeUpload' : 'finalUpload',
        src: 'upload' as const,
        input: (args: { context: TrackingContext }) => uploadOf(args, complete),
        onDone: { target: end, actions: 'sent' as const },
        onError: failed('retrying', end),
      },
    },
    retrying: {
      meta: { description: 'The last upload failed: tried again after trackingUpload' },
      after: { trackingUpload: 'uploading' },
    },
    [end]: {
      meta: {
        description: complete
          ? 'The session is closed at the ERP; a new start verifies a new reference'
          : 'Nothing more is sent; a new start verifies a new reference',
      },
      on: { start: { target: '#tracking.notStarted.verifying', actions: 'restart' as const } },
    },
  },
})

/**
 * Behaviour tracking: not started → started → stopped, or stopped and completed.
 * A start asks the ERP to verify a reference number (`verify`, given with `provide`); only a
 * verified one starts. While started, what was collected is uploaded every TRACKING_UPLOAD_MS
 * (a period with nothing collected sends nothing); stop uploads once more when there is anything to
 * send, stop-and-complete once more marked complete (always: that closes the session at the ERP).
 * Stop-and-complete without a started session is refused with NOT_STARTED (emitted `error`). A
 * failed upload's events go back in front of what is held and leave with the next chunk (the last
 * upload of a stop is retried every TRACKING_UPLOAD_MS); an upload the ERP refuses (4xx) is emitted
 * as `lost`. Memory is bounded: at most MAX_HELD_EVENTS are held, the oldest give way and the next
 * chunk says how many. Events collected before the start (the sign-up form, filled in before the
 * account exists) are held and leave with the first chunk.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    emitted: {} as TrackingEmitted,
  },
  actors: {
    verify: fromPromise<VerifyOutput>(async () => {
      throw new Error('verify is provided by the app')
    }),
    upload: fromPromise<unknown, UploadInput>(async () => {
      throw new Error('upload is provided by the app')
    }),
  },
  delays: { trackingUpload: TRACKING_UPLOAD_MS },
  guards: {
    isVerified: ({ event }) => (event as unknown as { output: VerifyOutput }).output.verified,
    hasCollected: ({ context }) => context.held.events.length > 0 || context.held.dropped > 0,
    hasPending: ({ context: { held, sending } }) =>
      held.events.length + held.dropped + sending.events.length + sending.dropped > 0,
    isRefused: ({ event }) => isRefusal(errorOf(event)),
  },
  actions: {
    collect: assign({
      held: ({ context, event }) => (event.type === 'track' ? hold(context.held, [event.event]) : context.held),
    }),
    /** What is held goes in flight under the next seq. */
    take: assign(({ context }) => ({ sending: context.held, held: EMPTY, seq: context.seq + 1 })),
    /** The events in flight (failed, or cut short by a stop) go back in front of what is held. */
    putBack: assign(({ context }) => ({
      held: hold(context.sending, context.held.events, context.held.dropped),
      sending: EMPTY,
    })),
    sent: assign({ sending: EMPTY }),
    emitLost: emit(({ context, event }: { context: TrackingContext; event: unknown }) => ({
      type: 'lost' as const,
      count: context.sending.events.length + context.sending.dropped,
      status: (errorOf(event) as UploadFailure | undefined)?.status ?? -1,
    })),
    loseSending: assign(({ context }) => ({
      lost: context.lost + context.sending.events.length + context.sending.dropped,
      sending: EMPTY,
    })),
    refuse: enqueueActions(({ enqueue }) => {
      enqueue.assign({ error: NOT_STARTED })
      enqueue.emit({ type: 'error', message: NOT_STARTED })
    }),
    /** A new session: what was collected since is kept, the rest starts over. */
    restart: assign(({ context }) => ({ ...initialContext, held: context.held })),
  },
}).createMachine({
  id: 'tracking',
  context: initialContext,
  initial: 'notStarted',
  states: {
    notStarted: {
      meta: { description: 'No verified reference number: collected events are held (bounded), nothing is sent' },
      initial: 'idle',
      on: {
        track: { actions: 'collect' },
        stopAndComplete: { actions: 'refuse' },
      },
      states: {
        idle: {
          meta: { description: 'Nothing is collected or sent until a client starts a form' },
          on: { start: { target: 'verifying', actions: assign({ error: null }) } },
        },
        verifying: {
          meta: { description: 'The ERP issues a reference number and verifies it' },
          on: { stop: 'idle' },
          invoke: {
            id: 'verify',
            src: 'verify',
            onDone: [
              {
                guard: 'isVerified',
                target: '#tracking.started',
                actions: assign({ referenceNumber: ({ event }) => event.output.referenceNumber, error: null }),
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
    started: {
      meta: { description: 'Verified: what was collected is uploaded every 10 s' },
      initial: 'waiting',
      on: {
        track: { actions: 'collect' },
        // Nothing collected or in flight: nothing to send.
        stop: [{ guard: 'hasPending', target: 'stopped', actions: 'putBack' }, { target: '#tracking.stopped.done' }],
        stopAndComplete: { target: 'stoppedAndCompleted', actions: 'putBack' },
      },
      states: {
        waiting: {
          meta: { description: 'Collects; every trackingUpload (10 s) what was collected goes up' },
          after: {
            trackingUpload: [
              { guard: 'hasCollected', target: 'uploading', actions: 'take' },
              { target: 'waiting', reenter: true },
            ],
          },
        },
        uploading: {
          meta: { description: 'Uploads a chunk; a failed one goes again with the next' },
          invoke: {
            id: 'upload',
            src: 'upload',
            input: (args) => uploadOf(args),
            onDone: { target: 'waiting', actions: 'sent' },
            // Retried with the next chunk.
            onError: failed('waiting', 'waiting'),
          },
        },
      },
    },
    stopped: {
      meta: { description: 'Stopped: one last upload of what was held (if anything), then nothing more is collected' },
      ...finalUpload(false, 'done'),
    },
    stoppedAndCompleted: {
      meta: { description: 'Stopped and completed: one last upload, marked complete, closes the session at the ERP' },
      ...finalUpload(true, 'completed'),
    },
  },
})
