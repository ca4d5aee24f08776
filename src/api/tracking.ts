import type { UploadFailure, UploadInput, VerifyOutput } from '../../machines/tracking.machine'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/**
 * The calls of behaviour tracking: a reference number for the client, verified by the ERP, and
 * the chunks of events sent under it. The wiring gives them a client of their own.
 */
export function trackingCalls(api: ApiClient) {
  return {
    /** GET a reference number for this client, then have the ERP verify it. */
    async verify(): Promise<VerifyOutput> {
      const { referenceNumber } = unwrap(await settle(api.GET('/web/private/client/tracking/reference')))
      const { verified } = unwrap(await settle(api.POST('/web/private/client/tracking/verify', { body: { referenceNumber } })))
      return { referenceNumber, verified }
    },
    /**
     * POST one chunk; a refusal (or no answer) rejects with its status, which the tracking machine
     * reads to retry or drop it. `keepalive` lets the last one outlive the page.
     */
    async upload({ referenceNumber, seq, complete, events }: UploadInput, signal: AbortSignal): Promise<void> {
      const answer = await settle(
        api.POST('/web/private/client/tracking/{referenceNumber}/chunks', {
          params: { path: { referenceNumber } },
          body: { seq, events, ...(complete ? { complete } : {}) },
          signal,
          keepalive: true,
        }),
      )
      if (!answer.ok) {
        const failure: UploadFailure = { status: answer.status }
        throw failure
      }
    },
  }
}
