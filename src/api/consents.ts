import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { asPdf, type SavedFile } from './documents'

export type Consent = components['schemas']['Consent']
export type ConsentKind = components['schemas']['ConsentKind']

/** The consent calls: what the client accepted, and each accepted text as a PDF. */
export function consentCalls(api: ApiClient) {
  return {
    /** The client's consents, oldest first (GET consents). */
    async list(): Promise<Consent[]> {
      return unwrap(await settle(api.GET('/web/private/client/consents')))
    },
    /** The text of one consent at its version, with the record of its acceptance (GET consents/{id}/pdf). */
    download(consent: Consent): Promise<SavedFile> {
      return asPdf(
        api.GET('/web/private/client/consents/{id}/pdf', { params: { path: { id: String(consent.id) } }, parseAs: 'blob' }),
        consent.fileName,
      )
    },
  }
}
