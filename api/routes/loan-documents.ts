import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success, listSuccess, PageQuery } from '../envelope'
import { personName, refusal } from './clients'

/**
 * The documents a client downloads: loan agreements (the carátula their first page), each
 * loan's carátula on its own, and rollover agreements, rendered as PDF from the loan's rows. Only the token's own client's documents;
 * anything else is 404.
 */

export const LoanDocumentType = z.enum(['loan_agreement', 'caratula', 'rollover_agreement']).openapi('LoanDocumentType')

export const LoanDocument = z
  .object({
    id: z.number().int(),
    type: LoanDocumentType,
    title: z.string(),
    loanId: z.number().int().nullable(),
    createdAt: z.string(),
    fileName: z.string(),
  })
  .openapi('LoanDocument')

const pdf = (description: string) => ({
  description: `${description}; Content-Disposition: attachment; filename=<name>.pdf`,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
})

export const listDocuments = createRoute({
  method: 'get',
  path: '/web/private/client/document/list',
  operationId: 'listDocuments',
  tags: ['documents'],
  summary: "The client's documents, newest first",
  request: { query: PageQuery },
  responses: { 200: listSuccess(LoanDocument, 'The documents'), default: failure },
})

export const getDocuments = createRoute({
  method: 'get',
  path: '/web/private/client/document',
  operationId: 'getDocuments',
  tags: ['documents'],
  summary: "The client's documents with a count, and the types that can be downloaded now",
  responses: {
    200: success(
      z.object({ items: z.array(LoanDocument), total: z.number().int(), downloadable: z.array(LoanDocumentType) }),
      'The documents',
    ),
    default: failure,
  },
})

export const downloadDocument = createRoute({
  method: 'get',
  path: '/web/private/client/document/download/{type}',
  operationId: 'downloadDocument',
  tags: ['documents'],
  summary: 'The latest document of a type, as PDF',
  request: { params: z.object({ type: LoanDocumentType.openapi({ param: { name: 'type', in: 'path' } }) }) },
  responses: { 200: pdf('The PDF'), 400: invalidRequest, 404: refusal('No document of that type'), default: failure },
})

export const getDraftLoanAgreement = createRoute({
  method: 'get',
  path: '/web/private/client/draft-loan-agreement-pdf',
  operationId: 'getDraftLoanAgreement',
  tags: ['documents'],
  summary: "The agreement of the client's active loan, or of the actual application before signing (marked draft), as PDF",
  responses: { 200: pdf('The PDF'), 404: refusal('No application or loan to draw an agreement from'), default: failure },
})

export const renderDocument = createRoute({
  method: 'post',
  path: '/web/private/client/render/document',
  operationId: 'renderDocument',
  tags: ['documents'],
  summary: "A temporary download id (10 minutes, this client only) for one of the client's documents",
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            type: LoanDocumentType,
            documentId: z
              .number()
              .int()
              .optional()
              .openapi({ description: 'A specific document; default the latest of the type' }),
          }),
        },
      },
    },
  },
  responses: {
    200: success(
      z.object({ id: z.string(), expiresAt: z.string(), url: z.string(), document: LoanDocument }),
      'The temporary download',
    ),
    400: invalidRequest,
    404: refusal('No such document'),
    default: failure,
  },
})

export const downloadTemporaryDocument = createRoute({
  method: 'get',
  path: '/web/private/client/document/download-temporary/{id}',
  operationId: 'downloadTemporaryDocument',
  tags: ['documents'],
  summary: 'A document through its temporary id, as PDF',
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: { 200: pdf('The PDF'), 404: refusal("Unknown, expired, or another client's id"), default: failure },
})

export const TermsDocumentType = z.enum(['terms', 'privacy']).openapi('TermsDocumentType')

/**
 * The anonymous terms document (public): the terms or the privacy notice a guest is
 * about to accept at sign-up, as a PDF saved like the other documents, with the guest's name and
 * e-mail printed when the form already has them.
 */
export const getTermsDocument = createRoute({
  method: 'post',
  path: '/web/public/client/document',
  operationId: 'getTermsDocument',
  tags: ['public'],
  summary:
    'The terms (`terms`) or the privacy notice (`privacy`) as PDF, its version in the file name; optional firstName/lastNames (the name rule: `invalid_characters`) and email (`invalid_mail`) are printed as the reader. 60 per hour per address',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              type: TermsDocumentType,
              firstName: personName(50).optional(),
              lastNames: personName(100).optional(),
              email: z.string().max(254).optional(),
            })
            .openapi('TermsDocumentRequest'),
        },
      },
    },
  },
  responses: { 200: pdf('The PDF'), 400: invalidRequest, 429: refusal('Too many documents from this address'), default: failure },
})
