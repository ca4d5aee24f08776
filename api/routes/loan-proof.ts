import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * The proof of every loan: the PDFs stored at signing (served unchanged ever after), the evidence
 * file of a loan (consents, the SHA-256 of each stored PDF, the signature events) as JSON and
 * PDF, and the public check of a PDF against the stored ones. The private calls answer only the
 * token's own client's signed loans; anything else is 404.
 */

/** The largest PDF the public check reads: a stored agreement is a small fraction of it. */
export const MAX_CHECKED_PDF_BYTES = 2 * 1024 * 1024

const pdf = (description: string) => ({
  description: `${description}; Content-Disposition: attachment; filename=<name>.pdf`,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
})

const loanParam = z.coerce
  .number()
  .int()
  .positive()
  .openapi({ param: { name: 'loanId', in: 'path' } })

export const getSignedDocument = createRoute({
  method: 'get',
  path: '/web/private/client/loan/{loanId}/signed-document/{kind}',
  operationId: 'getSignedDocument',
  tags: ['documents'],
  summary:
    "A signed loan's stored PDF of a kind ('agreement', ...) as stored at signing, byte for byte; stored now for a loan signed before documents were stored",
  request: {
    params: z.object({
      loanId: loanParam,
      kind: z
        .string()
        .max(32)
        .openapi({ param: { name: 'kind', in: 'path' } }),
    }),
  },
  responses: {
    200: pdf('The stored PDF'),
    400: invalidRequest,
    404: refusal("No such kind, or not the client's signed loan"),
    default: failure,
  },
})

export const EvidenceConsent = z
  .object({
    kind: z.string().openapi({ description: "'terms', 'privacy', 'credit_bureau', 'direct_debit'" }),
    version: z.string().nullable(),
    acceptedAt: z.string(),
    ip: z.string().nullable(),
    device: z.string().nullable(),
    method: z.string().nullable().openapi({ description: "'checkbox', 'sms_code'; null when not recorded" }),
    cardLastFour: z.string().nullable(),
  })
  .openapi('EvidenceConsent')

export const LoanEvidence = z
  .object({
    loanId: z.number().int(),
    number: z.string(),
    startDate: z.string(),
    dueDate: z.string(),
    digest: z.string().openapi({ description: "The digest's name: 'SHA-256'" }),
    consents: z.array(EvidenceConsent),
    documents: z.array(
      z.object({
        kind: z.string(),
        rolloverId: z.number().int().nullable(),
        sha256: z.string().openapi({ description: 'Hex SHA-256 of the stored PDF bytes' }),
        contentSha256: z.string().nullable().openapi({ description: 'Hex SHA-256 of the canonical content the PDF prints' }),
        size: z.number().int(),
        storedAt: z.string(),
      }),
    ),
    signatures: z.array(
      z.object({
        rolloverId: z.number().int().nullable(),
        signedAt: z.string(),
        ip: z.string(),
        device: z.string(),
        codeChannel: z.string().nullable(),
        codeDestination: z.string().nullable().openapi({ description: 'Masked, e.g. `** **** **34`' }),
        signed: z.array(z.object({ kind: z.string(), sha256: z.string() })),
      }),
    ),
    generatedAt: z.string(),
  })
  .openapi('LoanEvidence')

export const getLoanEvidence = createRoute({
  method: 'get',
  path: '/web/private/client/loan/{loanId}/evidence',
  operationId: 'getLoanEvidence',
  tags: ['documents'],
  summary:
    "The evidence file of a signed loan: the client's consents, the SHA-256 of each stored PDF, and each signature event (time, address, device, the code's destination masked, what it signed)",
  request: { params: z.object({ loanId: loanParam }) },
  responses: {
    200: success(LoanEvidence, 'The evidence'),
    400: invalidRequest,
    404: refusal("Not the client's signed loan"),
    default: failure,
  },
})

export const getLoanEvidencePdf = createRoute({
  method: 'get',
  path: '/web/private/client/loan/{loanId}/evidence/pdf',
  operationId: 'getLoanEvidencePdf',
  tags: ['documents'],
  summary: 'The evidence file of a signed loan as PDF, the twin of GET loan/{loanId}/evidence',
  request: { params: z.object({ loanId: loanParam }) },
  responses: {
    200: pdf('The evidence PDF'),
    400: invalidRequest,
    404: refusal("Not the client's signed loan"),
    default: failure,
  },
})

export const checkSignedDocument = createRoute({
  method: 'post',
  path: '/web/public/signed-document/check',
  operationId: 'checkSignedDocument',
  tags: ['public'],
  summary: `Whether a PDF is, byte for byte, one of the stored signed documents (its SHA-256 looked up); answers only match or no match. At most ${MAX_CHECKED_PDF_BYTES} bytes decoded; 30 per hour per address`,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              content: z.string().min(1).openapi({ description: 'Standard base64 of the PDF' }),
            })
            .openapi('SignedDocumentCheck'),
        },
      },
    },
  },
  responses: {
    200: success(z.object({ matches: z.boolean() }), 'The answer'),
    400: invalidRequest,
    413: refusal('The body is over the limit'),
    429: refusal('Too many checks from this address'),
    default: failure,
  },
})
