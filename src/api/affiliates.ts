import type { AffiliateData } from '../domain/affiliate'
import { settle, type ApiClient } from './client'

/** A partner's affiliate lead (GET /web/public/affiliate/leads/{id}): its affiliate data, or null when there is none by that id. */
export function affiliateCalls(api: ApiClient) {
  return {
    async lead(id: string): Promise<AffiliateData | null> {
      const answer = await settle(api.GET('/web/public/affiliate/leads/{id}', { params: { path: { id } } }))
      return answer.ok ? answer.data.affiliate : null
    },
  }
}
