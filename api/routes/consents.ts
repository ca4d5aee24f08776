import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, listSuccess, PageQuery } from '../envelope'
import { refusal } from './clients'

/**
 * The consents a client gave, as the ERP recorded them (server/accounts/consents.ts): which text
 * at which version, when, from which address and device, and how; and each accepted text as a
 * PDF at its version. Only the token's own client's consents: anything else is 404.
 */

export const ConsentKind = z.enum(['terms', 'privacy', 'credit_bureau', 'marketing']).openapi('ConsentKind')

export const ConsentMethod = z
  .enum(['checkbox', 'nip_sms'])
  .openapi('ConsentMethod', { description: '`nip_sms`: by entering the code sent by SMS (the credit-bureau authorisation)' })

export const Consent = z
  .object({
    id: z.number().int(),
    kind: ConsentKind,
    title: z.string().openapi({ description: "The accepted text's title (Spanish)" }),
    textVersion: z.string(),
    acceptedAt: z.string().openapi({ description: 'ISO instant' }),
    ip: z.string().openapi({ description: 'The address the consent came from' }),
    userAgent: z.string().nullable().openapi({ description: 'The device: its User-Agent as sent' }),
    method: ConsentMethod,
    fileName: z.string().openapi({ description: 'The name its PDF is saved under' }),
  })
  .openapi('Consent')

const unauthorized = refusal('No valid client token')
const forbidden = refusal('Not a client token, or the client is blocked')

export const listConsents = createRoute({
  method: 'get',
  path: '/web/private/client/consents',
  operationId: 'listConsents',
  tags: ['client'],
  summary: "The client's consents, oldest first: every version accepted stays listed",
  request: { query: PageQuery },
  responses: {
    200: listSuccess(Consent, 'The consents'),
    401: unauthorized,
    403: forbidden,
    default: failure,
  },
})

export const downloadConsent = createRoute({
  method: 'get',
  path: '/web/private/client/consents/{id}/pdf',
  operationId: 'downloadConsent',
  tags: ['client'],
  summary: 'The text of one consent at the version accepted, with the record of its acceptance, as PDF',
  request: {
    params: z.object({
      id: z
        .string()
        .max(16)
        .openapi({ param: { name: 'id', in: 'path' }, description: 'The consent id (digits)' }),
    }),
  },
  responses: {
    200: {
      description: 'The PDF; Content-Disposition: attachment; filename=<text>-<version>.pdf',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: invalidRequest,
    401: unauthorized,
    403: forbidden,
    404: refusal("No such consent of this client (another client's is not found either)"),
    default: failure,
  },
})
