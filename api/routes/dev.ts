import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success, listSuccess, PageQueryFields } from '../envelope'
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
      ...PageQueryFields,
      destination: z
        .string()
        .max(254)
        .optional()
        .openapi({
          param: { name: 'destination', in: 'query' },
          description: 'A phone (any format) or an e-mail; all destinations when absent',
        }),
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
    200: listSuccess(OutboxMessage, 'The messages'),
    400: invalidRequest,
    404: refusal('Development tools are off'),
    default: failure,
  },
})

/**
 * A fault rule: calls whose method and path match answer 500 (`error500`), 401
 * (`unauthorized`), never answer until the caller gives up or the rules are cleared (`hang`), or
 * lose their connection (`drop`). `path` is a pattern where `*` stands for any run of characters.
 */
export const FaultRule = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    path: z
      .string()
      .min(2)
      .max(300)
      .regex(/^\/\S*$/)
      .openapi({ description: 'The whole path, `*` for any run of characters: `/web/private/client/*`' }),
    mode: z.enum(['error500', 'hang', 'drop', 'unauthorized']),
    times: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .optional()
      .openapi({ description: 'Faults to inject, then the rule rests; every matching call until cleared when absent' }),
    when: z
      .enum(['before', 'after'])
      .optional()
      .openapi({ description: "'before' (default): the call never runs; 'after': it runs and its answer is lost to the fault" }),
    address: z.string().min(1).max(100).optional().openapi({
      description:
        "Only calls from this client address, as the ERP reads it (behind the proxies TRUST_PROXY trusts): one tester's browser",
    }),
  })
  .openapi('FaultRule')

export const ActiveFault = FaultRule.extend({
  id: z.number().int(),
  remaining: z.number().int().nullable().openapi({ description: 'Faults still to inject; null: until cleared' }),
  hits: z.number().int().openapi({ description: 'Matching calls so far' }),
}).openapi('ActiveFault')

export type FaultRule = z.infer<typeof FaultRule>

const faultsAnswer = success(z.object({ rules: z.array(ActiveFault) }), 'The rules in force, with what they did so far')

export const setFaults = createRoute({
  method: 'put',
  path: '/web/dev/faults',
  operationId: 'setFaults',
  tags: ['dev'],
  summary: 'Fault injection: replace the rules (the switch itself is never faulted)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ rules: z.array(FaultRule).max(20) }).openapi('FaultRules') } },
    },
  },
  responses: { 200: faultsAnswer, 400: invalidRequest, 404: refusal('Development tools are off'), default: failure },
})

export const getFaults = createRoute({
  method: 'get',
  path: '/web/dev/faults',
  operationId: 'getFaults',
  tags: ['dev'],
  summary: 'Fault injection: the rules in force and their hits',
  responses: { 200: faultsAnswer, 404: refusal('Development tools are off'), default: failure },
})

export const clearFaults = createRoute({
  method: 'delete',
  path: '/web/dev/faults',
  operationId: 'clearFaults',
  tags: ['dev'],
  summary: 'Fault injection: remove every rule; calls held by a hang go on',
  responses: { 200: faultsAnswer, 404: refusal('Development tools are off'), default: failure },
})

export const OutboxRewind = z
  .object({
    destination: z.string().min(1).max(254).openapi({ description: 'A phone (any format) or an e-mail' }),
    seconds: z
      .number()
      .int()
      .min(1)
      .max(86_400)
      .openapi({ description: 'How far back the messages move: 60 frees the one-a-minute limit' }),
  })
  .openapi('OutboxRewind')

export const rewindOutbox = createRoute({
  method: 'post',
  path: '/web/dev/outbox/rewind',
  operationId: 'rewindOutbox',
  tags: ['dev'],
  summary: "QA: a destination's codes as if sent earlier, so the limits between codes free without waiting",
  request: { body: { required: true, content: { 'application/json': { schema: OutboxRewind } } } },
  responses: {
    200: success(z.object({ moved: z.number().int() }), 'How many messages moved'),
    400: invalidRequest,
    404: refusal('Development tools are off'),
    default: failure,
  },
})

/**
 * The captcha stand-in (dev tools only): its browser script is GET /web/dev/captcha/api.js (not a
 * contract route: it answers JavaScript). Tokens `dev-pass.<ms>.<random>` pass once within five
 * minutes, `dev-fail.*` always fail; this switch makes the next verifications fail whatever the token.
 */
export const CaptchaSteering = z
  .object({
    failNext: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .openapi({ description: 'How many of the next verifications fail; 0 lets tokens speak for themselves again' }),
  })
  .openapi('CaptchaSteering')

export const steerCaptcha = createRoute({
  method: 'put',
  path: '/web/dev/captcha/steering',
  operationId: 'steerCaptcha',
  tags: ['dev'],
  summary: 'QA: the next captcha verifications of the stand-in fail',
  request: { body: { required: true, content: { 'application/json': { schema: CaptchaSteering } } } },
  responses: {
    200: success(CaptchaSteering, 'Verifications still steered to fail'),
    400: invalidRequest,
    404: refusal('Development tools are off, or the captcha is not the stand-in'),
    default: failure,
  },
})
