import type { IdentitySession } from '../../machines/identity.machine'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'

/** The identity check's calls: veriff/session (the latest, or a new one) and veriff/decision/{id}. */
export function identityCalls(api: ApiClient) {
  const intent = intentKeys()
  return {
    /** The latest session; null when the client has none yet (404). */
    async latest(): Promise<IdentitySession | null> {
      const answer = await settle(api.GET('/web/private/client/veriff/session'))
      return !answer.ok && answer.status === 404 ? null : unwrap(answer)
    },
    /** A new session of the hosted flow; a retry after no answer is the same intent (Idempotency-Key). */
    async create(): Promise<IdentitySession> {
      return unwrap(
        await intent(null, (key) =>
          settle(api.POST('/web/private/client/veriff/session', { params: { header: { 'idempotency-key': key } } })),
        ),
      )
    },
    async read(id: string): Promise<IdentitySession> {
      return unwrap(await settle(api.GET('/web/private/client/veriff/decision/{id}', { params: { path: { id } } })))
    },
  }
}
