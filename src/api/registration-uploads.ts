import type { SendInput, UploadedDocument, UploadType } from '../../machines/upload.machine'
import { toBase64 } from '../domain/base64'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'
import { progressFetch } from './upload-fetch'

/** The finalisation of the uploads (api/routes/uploads.ts UploadState). */
export interface UploadState {
  state: 'empty' | 'done' | 'error'
  /** Required types still missing at the last finish. */
  missing: string[]
  documents: UploadedDocument[]
}

/** The calls of the document steps: client-document and its state. */
export function uploadCalls(api: ApiClient) {
  // One intent per file: files of a step go up side by side, and a file tried again keeps its key.
  const intents = new WeakMap<Blob, ReturnType<typeof intentKeys>>()
  const intentOf = (file: Blob) => intents.get(file) ?? intents.set(file, intentKeys()).get(file)!
  const remove = async ({ type, id }: { type: UploadType; id: number }): Promise<unknown> =>
    unwrap(
      await settle(api.DELETE('/web/private/client/client-document/{type}/{id}', { params: { path: { type, id: String(id) } } })),
    )
  return {
    async state(): Promise<UploadState> {
      return unwrap(await settle(api.GET('/web/private/client/client-document/state')))
    },
    /**
     * Sends one document as base64 (stored once per intent: its Idempotency-Key), telling its
     * progress as it goes; the one it replaces is deleted once the new one is kept.
     */
    async send({ type, file, chosen, replacing, progress }: SendInput): Promise<UploadedDocument> {
      const body = { type, content: toBase64(new Uint8Array(await file.arrayBuffer())) }
      const stored = unwrap(
        await intentOf(chosen ?? file)(body, (key) =>
          settle(
            api.POST('/web/private/client/client-document', {
              params: { header: { 'idempotency-key': key } },
              body,
              ...(progress ? { fetch: progressFetch(progress) } : {}),
            }),
          ),
        ),
      )
      if (replacing !== null) await remove({ type, id: replacing }).catch(() => undefined)
      return stored
    },
    remove,
    /** The kept document as a data URL, for its preview after a reload. */
    async content({ type, id }: { type: UploadType; id: number }): Promise<string> {
      const document = unwrap(
        await settle(api.GET('/web/private/client/client-document/{type}/{id}', { params: { path: { type, id: String(id) } } })),
      )
      return `data:${document.mime};base64,${document.content}`
    },
    async finish(): Promise<UploadState> {
      return unwrap(await settle(api.POST('/web/private/client/client-document/finish')))
    },
    /** What the ID step prefills: the identifier saved (or the sign-up CURP) and the expiry date, yyyy-mm-dd. */
    async idDocument(): Promise<{ nationalIdentificator: string; expiresAt: string | null }> {
      const details = unwrap(await settle(api.GET('/web/private/client/account-details')))
      return {
        nationalIdentificator: details.nationalIdentificator ?? details.idDocument.curp ?? '',
        expiresAt: details.idDocument.expiresAt,
      }
    },
    /** PUT save/nationalIdentificator: the ID's identifier and its expiry date (yyyy-mm-dd). */
    async saveIdDocument(body: { nationalIdentificator: string; idDocumentExpiry: string }): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/save/nationalIdentificator', { body })))
    },
    /** How fresh a camera photo of the ID must be, in ms (GET id-document-autocomplete-time-setting). */
    async freshCaptureMs(): Promise<number> {
      return unwrap(await settle(api.GET('/web/public/id-document-autocomplete-time-setting'))).seconds * 1000
    },
    /** POST logger/metrics: the ID photo's measurements; the rule codes they failed (`hs_metric_failed`). */
    async metrics(entries: { name: string; value: number; tags?: Record<string, string> }[]): Promise<string[]> {
      return unwrap(await settle(api.POST('/web/private/client/logger/metrics', { body: { entries } }))).failed
    },
  }
}
