import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** What the ERP records of the open-banking link (api/routes/providers.ts OpenBankingLink). */
export interface OpenBankingLink {
  status: 'linked' | 'skipped'
  linkId: string | null
  institution: string | null
  skipped: boolean
}

/** The open-banking calls, against the ERP's simulated Belvo. */
export function belvoCalls(api: ApiClient) {
  return {
    async accessToken(): Promise<{ access: string; expiresInSeconds: number }> {
      return unwrap(await settle(api.GET('/web/private/client/belvo/access-token')))
    },
    async storeLink(link: { linkId: string; institution: string }): Promise<OpenBankingLink> {
      return unwrap(await settle(api.POST('/web/private/client/belvo/store/link', { body: link })))
    },
    async skip(): Promise<OpenBankingLink> {
      return unwrap(await settle(api.POST('/web/private/client/belvo/skip')))
    },
  }
}
