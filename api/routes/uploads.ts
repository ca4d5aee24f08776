import { createRoute, z } from '@hono/zod-openapi'
import { failure, IdempotencyHeaders, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * Client document uploads (a document is a type and base64
 * content). The format is decided by the content (jpg/jpeg, png, heic; anything else is
 * `upload_wrong_format`), never by a name. At most MAX_DOCUMENT_BYTES decoded bytes; a larger
 * document answers 413, and a request body over the HTTP limit is refused before parsing.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

export const DocumentType = z
  .enum(['id_document', 'id_document_back', 'selfie', 'payroll', 'bank_statement', 'proof_of_address'])
  .openapi('DocumentType')

/** The types POST client-document/finish requires. */
export const REQUIRED_DOCUMENT_TYPES = ['id_document', 'payroll', 'bank_statement'] as const

export const DocumentUpload = z
  .object({
    type: DocumentType,
    /** Standard base64 (a `data:...;base64,` prefix is accepted and ignored). */
    content: z
      .string()
      .min(1)
      .openapi({
        description: `Base64 of a JPEG, PNG or HEIC image (or a PDF for payroll and bank_statement), at most ${MAX_DOCUMENT_BYTES} bytes decoded`,
      }),
  })
  .openapi('DocumentUpload')

export const StoredDocument = z
  .object({
    id: z.number().int(),
    type: DocumentType,
    mime: z.enum(['image/jpeg', 'image/png', 'image/heic', 'application/pdf']),
    size: z.number().int(),
    sha256: z.string(),
    createdAt: z.string(),
  })
  .openapi('StoredDocument')

export const DocumentContent = z
  .object({ id: z.number().int(), type: DocumentType, mime: z.string(), content: z.string() })
  .openapi('DocumentContent')

export const UploadState = z
  .object({
    state: z.enum(['empty', 'done', 'error']),
    /** Required types still missing at the last finish (empty unless state is 'error'). */
    missing: z.array(DocumentType),
    documents: z.array(StoredDocument),
  })
  .openapi('UploadState')

const DocumentParams = z.object({
  type: z.string().openapi({ param: { name: 'type', in: 'path' }, description: 'A DocumentType' }),
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The document id (digits)' }),
})

const tooLarge = refusal(`The document is over ${MAX_DOCUMENT_BYTES} bytes, or the body over the HTTP limit`)

export const uploadClientDocument = createRoute({
  method: 'post',
  path: '/web/private/client/client-document',
  operationId: 'uploadClientDocument',
  tags: ['client'],
  summary:
    'Upload one document (base64); the format is sniffed from the content; a retry with the same Idempotency-Key answers the first upload',
  request: { headers: IdempotencyHeaders, body: { required: true, content: { 'application/json': { schema: DocumentUpload } } } },
  responses: {
    201: success(StoredDocument, 'Stored'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    413: tooLarge,
    default: failure,
  },
})

export const getClientDocument = createRoute({
  method: 'get',
  path: '/web/private/client/client-document/{type}/{id}',
  operationId: 'getClientDocument',
  tags: ['client'],
  summary: "One of the client's own documents, as type and base64",
  request: { params: DocumentParams },
  responses: {
    200: success(DocumentContent, 'The document'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    404: refusal('No such document of this client'),
    default: failure,
  },
})

export const deleteClientDocument = createRoute({
  method: 'delete',
  path: '/web/private/client/client-document/{type}/{id}',
  operationId: 'deleteClientDocument',
  tags: ['client'],
  summary: "Delete one of the client's own documents",
  request: { params: DocumentParams },
  responses: {
    200: success(z.object({ deleted: z.literal(true) }), 'Deleted'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    404: refusal('No such document of this client'),
    default: failure,
  },
})

export const finishClientDocuments = createRoute({
  method: 'post',
  path: '/web/private/client/client-document/finish',
  operationId: 'finishClientDocuments',
  tags: ['client'],
  summary: `Finalise uploads: 'done' when ${REQUIRED_DOCUMENT_TYPES.join(', ')} exist, else 'error' naming the missing`,
  responses: {
    200: success(UploadState, 'The finalisation state'),
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    default: failure,
  },
})

export const getClientDocumentState = createRoute({
  method: 'get',
  path: '/web/private/client/client-document/state',
  operationId: 'getClientDocumentState',
  tags: ['client'],
  summary: "The finalisation state ('empty' before any finish) and the client's documents",
  responses: {
    200: success(UploadState, 'The state'),
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    default: failure,
  },
})

/*
 * The two older upload paths. They take the same JSON base64 body as
 * client-document (not multipart: one parser, one size rule, one format check for every upload),
 * and answer the same way.
 */
export const uploadDocument = createRoute({
  method: 'post',
  path: '/web/private/client/document/upload',
  operationId: 'uploadDocument',
  tags: ['client'],
  summary: 'Upload one document (same body, rules and Idempotency-Key as POST client-document)',
  request: { headers: IdempotencyHeaders, body: { required: true, content: { 'application/json': { schema: DocumentUpload } } } },
  responses: {
    201: success(StoredDocument, 'Stored'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    413: tooLarge,
    default: failure,
  },
})

export const uploadBankStatement = createRoute({
  method: 'post',
  path: '/web/private/client/bank-statement/upload',
  operationId: 'uploadBankStatement',
  tags: ['client'],
  summary: "Upload a bank statement image (type 'bank_statement'; rules and Idempotency-Key as POST client-document)",
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { 'application/json': { schema: DocumentUpload.pick({ content: true }) } } },
  },
  responses: {
    201: success(StoredDocument, 'Stored'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    413: tooLarge,
    default: failure,
  },
})
