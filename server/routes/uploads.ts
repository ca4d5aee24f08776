import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  deleteClientDocument,
  finishClientDocuments,
  getClientDocument,
  getClientDocumentState,
  uploadBankStatement,
  uploadClientDocument,
  uploadDocument,
} from '../../api'
import { formHook, formPath, refuseForm } from '../accounts/forms'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import { limitBody } from '../body-limit'
import * as veriff from '../providers/veriff'
import type { Services } from '../services'
import {
  deleteDocument,
  documentKey,
  findDocument,
  finishUploads,
  MAX_BASE64_CHARS,
  storeDocument,
  uploadState,
  type UploadResult,
} from '../uploads/documents'

/** The HTTP body limit of the upload route: the largest base64 document plus JSON framing. */
export const UPLOAD_BODY_LIMIT = MAX_BASE64_CHARS + 4096

/** The routes UPLOAD_BODY_LIMIT applies to, instead of the JSON limit of every other route. */
export const UPLOAD_PATHS = [
  '/web/private/client/client-document',
  '/web/private/client/document/upload',
  '/web/private/client/bank-statement/upload',
] as const

/** The answer to an upload, the same on every upload path. */
function answerUpload(c: Context, result: UploadResult) {
  if (result.ok) return c.json({ data: result.document }, 201)
  if (result.reason === 'too_large') return refuse(c, 413, 'The document is too large.', { code: 'payload_too_large' })
  // A file that is no jpg, jpeg, png or heic (nor a PDF where the type may be one), whatever its name.
  if (result.reason === 'upload_wrong_format')
    return refuseForm(c, [
      {
        propertyPath: formPath('content'),
        status: 'upload_wrong_format',
        message: 'Only JPG, PNG or HEIC images, or a PDF for a payslip or bank statement.',
      },
    ])
  return refuseForm(c, [{ propertyPath: formPath('content'), status: 'invalid_base64', message: 'The content is not base64.' }])
}

/** Client documents; only the token's own client's, ever. */
export function mountUploads(app: OpenAPIHono, services: Services): void {
  /** Stores a document; an ID document also goes to the identity provider for checking (signing needs it approved). */
  async function store(c: Context, type: Parameters<typeof storeDocument>[2], content: string): Promise<UploadResult> {
    const clientId = clientIdOf(c)
    const result = await storeDocument(services.db, clientId, type, content, services.now())
    if (result.ok && type === 'id_document') await veriff.submitDocument(services, clientId, result.document.id, services.now())
    return result
  }

  const limit = limitBody(UPLOAD_BODY_LIMIT, 'The document is too large.')
  // Registered after the guards (server/app.ts), so an anonymous huge body is 401 first; a
  // client's huge body is refused while streaming, before any JSON parse (413).
  for (const path of UPLOAD_PATHS) app.use(path, limit)

  app.openapi(
    uploadClientDocument,
    async (c) => {
      const { type, content } = c.req.valid('json')
      return answerUpload(c, await store(c, type, content))
    },
    formHook,
  )

  app.openapi(
    uploadDocument,
    async (c) => {
      const { type, content } = c.req.valid('json')
      return answerUpload(c, await store(c, type, content))
    },
    formHook,
  )

  app.openapi(
    uploadBankStatement,
    async (c) => answerUpload(c, await store(c, 'bank_statement', c.req.valid('json').content)),
    formHook,
  )

  app.openapi(getClientDocument, async (c) => {
    const { type, id } = c.req.valid('param')
    const key = documentKey(type, id)
    const document = key ? await findDocument(services.db, clientIdOf(c), key) : undefined
    if (!key || !document) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json(
      { data: { id: Number(document.id), type: key.type, mime: document.mime, content: document.content_base64 } },
      200,
    )
  })

  app.openapi(deleteClientDocument, async (c) => {
    const { type, id } = c.req.valid('param')
    const key = documentKey(type, id)
    if (!key || !(await deleteDocument(services.db, clientIdOf(c), key)))
      return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: { deleted: true as const } }, 200)
  })

  app.openapi(finishClientDocuments, async (c) => {
    return c.json({ data: await finishUploads(services.db, clientIdOf(c), services.now()) }, 200)
  })

  app.openapi(getClientDocumentState, async (c) => {
    return c.json({ data: await uploadState(services.db, clientIdOf(c)) }, 200)
  })
}
