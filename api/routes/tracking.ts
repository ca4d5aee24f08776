import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success, listSuccess, PageQuery } from '../envelope'
import { refusal } from './clients'

/**
 * Behaviour tracking (paths and payloads are ours). The server issues a reference number
 * (GET tracking/reference); the front end verifies it before starting, then uploads chunks
 * every 10 s. A chunk carries timings and counts only: event objects are strict, so any
 * property beyond those below (a `value` or `text` above all, typed values are never collected)
 * is refused with 400.
 */
export const MAX_TRACKING_EVENTS = 500
export const MAX_TRACKING_CHUNKS = 2000
/** Bytes of one chunk request body. */
export const MAX_TRACKING_BODY = 64 * 1024

export const TrackingReference = z.object({ referenceNumber: z.string(), startedAt: z.string() }).openapi('TrackingReference')

export const TrackingEvent = z
  .object({
    /** `dropped`: this many older events gave way to the front end's memory bound (in `count`). */
    type: z.enum(['focus', 'blur', 'key', 'correction', 'paste', 'pointer', 'touch', 'dropped']),
    /** The form field's name, never its content. */
    field: z.string().max(64).optional(),
    /** Milliseconds since collection began on the page (events held before the start included). */
    at: z.number().int().nonnegative(),
    /** Milliseconds since the previous key in the same field ('key'). */
    interval: z.number().int().nonnegative().optional(),
    /** How many (pointer/touch presses, corrections, pasted characters, dropped events). */
    count: z.number().int().nonnegative().optional(),
  })
  .strict()
  .openapi('TrackingEvent')

export const TrackingChunk = z
  .object({
    seq: z.number().int().nonnegative(),
    /** True on the last upload of a stop-and-complete: the session is then closed. */
    complete: z.boolean().optional(),
    events: z.array(TrackingEvent).max(MAX_TRACKING_EVENTS),
  })
  .strict()
  .openapi('TrackingChunk')

const referenceParam = z.object({
  referenceNumber: z
    .string()
    .max(64)
    .openapi({ param: { name: 'referenceNumber', in: 'path' } }),
})

export const getTrackingReference = createRoute({
  method: 'get',
  path: '/web/private/client/tracking/reference',
  operationId: 'getTrackingReference',
  tags: ['client'],
  summary: 'Issue a new tracking reference number for the client (not yet verified)',
  responses: {
    200: success(TrackingReference, 'The reference number'),
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    default: failure,
  },
})

export const verifyTracking = createRoute({
  method: 'post',
  path: '/web/private/client/tracking/verify',
  operationId: 'verifyTracking',
  tags: ['client'],
  summary: "Verify a reference number: true only for the client's own, issued and not completed",
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ referenceNumber: z.string().max(64) }) } } },
  },
  responses: {
    200: success(z.object({ verified: z.boolean() }), 'Whether tracking may start'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    default: failure,
  },
})

export const uploadTrackingChunk = createRoute({
  method: 'post',
  path: '/web/private/client/tracking/{referenceNumber}/chunks',
  operationId: 'uploadTrackingChunk',
  tags: ['client'],
  summary: 'Store one chunk of behaviour events for a verified reference number',
  request: { params: referenceParam, body: { required: true, content: { 'application/json': { schema: TrackingChunk } } } },
  responses: {
    201: success(z.object({ seq: z.number().int(), completed: z.boolean() }), 'Stored'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    404: refusal('No such reference number of this client'),
    409: refusal(
      "'Tracking has not been succesfully started' (not verified), already completed, a repeated seq, or the chunk limit",
    ),
    413: refusal(`The body is over ${MAX_TRACKING_BODY} bytes`),
    default: failure,
  },
})

export const StoredTrackingChunk = z
  .object({ seq: z.number().int(), createdAt: z.string(), events: z.array(TrackingEvent) })
  .openapi('StoredTrackingChunk')

export const TrackingSession = z
  .object({
    referenceNumber: z.string(),
    startedAt: z.string(),
    verified: z.boolean(),
    completed: z.boolean(),
    chunks: z.array(StoredTrackingChunk),
  })
  .openapi('TrackingSession')

/** Sessions one read gives at most (newest first). */
export const MAX_TRACKING_SESSIONS_READ = 20

export const getClientTracking = createRoute({
  method: 'get',
  path: '/web/private/back-office/client/{id}/tracking',
  operationId: 'getClientTracking',
  tags: ['back-office'],
  summary: `A client's tracking sessions, newest first (at most ${MAX_TRACKING_SESSIONS_READ}), each with its stored chunks in seq order`,
  request: {
    query: PageQuery,
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
    }),
  },
  responses: {
    200: listSuccess(TrackingSession, "The client's sessions (none for an unknown client)"),
    400: invalidRequest,
    401: refusal('No valid admin token'),
    403: refusal('Not an admin token'),
    default: failure,
  },
})
