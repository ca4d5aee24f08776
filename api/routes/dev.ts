import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * Development tools. They answer only when the server runs outside production (NODE_ENV not
 * 'production') or with ERP_DEV_TOOLS=1; otherwise 404, as if they did not exist.
 */

export const OutboxMessage = z
  .object({
    id: z.number().int(),
    channel: z.enum(['sms', 'email']),
    /** Ten-digit phone or lower-cased e-mail. */
    destination: z.string(),
    /** phone_verification, email_verification, password_recovery, admin_mfa. */
    purpose: z.string(),
    /** The code, or the token of a link. */
    code: z.string(),
    /** The text as it would have been sent. */
    message: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
  })
  .openapi('OutboxMessage')

export const getOutbox = createRoute({
  method: 'get',
  path: '/web/dev/outbox',
  operationId: 'getOutbox',
  tags: ['dev'],
  summary: 'The latest codes and links the ERP "sent", newest first',
  request: {
    query: z.object({
      destination: z
        .string()
        .max(254)
        .optional()
        .openapi({ param: { name: 'destination', in: 'query' }, description: 'A phone (any format) or an e-mail; all destinations when absent' }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(100)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, type: 'integer', description: 'Default 20' }),
    }),
  },
  responses: {
    200: success(z.array(OutboxMessage), 'The messages'),
    400: invalidRequest,
    404: refusal('Development tools are off'),
    default: failure,
  },
})
