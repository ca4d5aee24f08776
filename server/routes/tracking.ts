import type { OpenAPIHono } from '@hono/zod-openapi'
import { getClientTracking, getTrackingReference, MAX_TRACKING_BODY, uploadTrackingChunk, verifyTracking } from '../../api'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import { limitBody } from '../body-limit'
import type { Services } from '../services'
import { issueReference, NOT_STARTED, readClientTracking, storeChunk, verifyReference } from '../tracking/sessions'

const CONFLICTS = {
  not_started: NOT_STARTED,
  completed: 'Tracking is already completed.',
  duplicate_seq: 'This chunk was already stored.',
  too_many_chunks: 'Too many chunks for this reference number.',
} as const

/** The route MAX_TRACKING_BODY applies to, instead of the JSON limit of every other route. */
export const TRACKING_CHUNK_PATH = '/web/private/client/tracking/:referenceNumber/chunks'

/**
 * Behaviour tracking: reference, verify, chunks, the client's own sessions only; the
 * back office reads a client's sessions (the prefix guard of server/app.ts lets only admins through).
 */
export function mountTracking(app: OpenAPIHono, services: Services): void {
  app.use(TRACKING_CHUNK_PATH, limitBody(MAX_TRACKING_BODY, 'The chunk is too large.'))

  app.openapi(getTrackingReference, async (c) => {
    return c.json({ data: await issueReference(services.db, clientIdOf(c), services.now()) }, 200)
  })

  app.openapi(verifyTracking, async (c) => {
    const verified = await verifyReference(services.db, clientIdOf(c), c.req.valid('json').referenceNumber)
    return c.json({ data: { verified } }, 200)
  })

  app.openapi(uploadTrackingChunk, async (c) => {
    const { referenceNumber } = c.req.valid('param')
    const result = await storeChunk(services.db, clientIdOf(c), referenceNumber, c.req.valid('json'), services.now())
    if (result.ok) return c.json({ data: { seq: c.req.valid('json').seq, completed: result.completed } }, 201)
    if (result.reason === 'not_found') return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return refuse(c, 409, CONFLICTS[result.reason], {
      code: result.reason === 'not_started' ? 'tracking_not_started' : result.reason,
    })
  })

  app.openapi(getClientTracking, async (c) => {
    return c.json({ data: await readClientTracking(services.db, c.req.valid('param').id) }, 200)
  })
}
