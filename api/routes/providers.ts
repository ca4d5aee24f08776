import { createRoute, z } from '@hono/zod-openapi'
import { failure, IdempotencyHeaders, invalidRequest, success, listSuccess, PageQueryFields } from '../envelope'
import { refusal } from './clients'

/**
 * Simulated providers: the identity check (Veriff) and open banking (Belvo).
 * Nothing leaves the machine. Veriff: a session is opened by the client ('created') or by the
 * ERP when the client uploads an ID document ('submitted'); the latest one is the client's
 * identity check, which signing needs approved. Only where dev tools are on does the simulation
 * decide: once VERIFF_REVIEW_SECONDS have passed since a session opened, the next read approves
 * it; QA decides a session at once with PUT /web/dev/veriff/{id}/decision, or the next sessions
 * of a client ahead of time with PUT /web/dev/veriff/steering. Without dev tools no session is
 * ever decided: a production deployment connects a real provider.
 */
export const VERIFF_REVIEW_SECONDS = 30
export const BELVO_TOKEN_SECONDS = 600

export const VeriffDecision = z.enum(['approved', 'declined', 'resubmission_requested']).openapi('VeriffDecision')

export const VeriffSession = z
  .object({
    id: z.string(),
    /**
     * Where the front end sends the client: with dev tools on, the simulated provider's hosted page
     * of this ERP (GET /web/dev/veriff/{id}/hosted, which takes `returnTo`, a path of the app);
     * otherwise an unreachable placeholder until a real provider is connected.
     */
    url: z.string(),
    status: z.enum(['created', 'submitted', 'decided']),
    decision: VeriffDecision.nullable(),
    createdAt: z.string(),
  })
  .openapi('VeriffSession')

export const OpenBankingLink = z
  .object({
    status: z.enum(['linked', 'skipped']),
    linkId: z.string().nullable(),
    institution: z.string().nullable(),
    skipped: z.boolean(),
  })
  .openapi('OpenBankingLink')

const clientRefusals = {
  401: refusal('No valid client token'),
  403: refusal('Not a client token, or the client is blocked'),
} as const

export const createVeriffSession = createRoute({
  method: 'post',
  path: '/web/private/client/veriff/session',
  operationId: 'createVeriffSession',
  tags: ['client'],
  summary:
    'Start an identity check: a session id and the URL to send the client to; a retry with the same Idempotency-Key answers the first session. Only while the journey stands at the identity check (an accepted application, the ID on file, its check open): `identity_check_not_due` otherwise',
  request: { headers: IdempotencyHeaders },
  responses: {
    201: success(VeriffSession, 'The new session'),
    ...clientRefusals,
    409: refusal('`identity_check_not_due`, or another journey refusal, with the step the client stands at'),
    default: failure,
  },
})

export const getVeriffSession = createRoute({
  method: 'get',
  path: '/web/private/client/veriff/session',
  operationId: 'getVeriffSession',
  tags: ['client'],
  summary: "The client's latest identity session",
  responses: { 200: success(VeriffSession, 'The session'), ...clientRefusals, 404: refusal('No session yet'), default: failure },
})

const sessionId = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
})

export const getVeriffDecision = createRoute({
  method: 'get',
  path: '/web/private/client/veriff/decision/{id}',
  operationId: 'getVeriffDecision',
  tags: ['client'],
  summary: "One of the client's own sessions with its decision (null until decided)",
  request: { params: sessionId },
  responses: {
    200: success(VeriffSession, 'The session'),
    400: invalidRequest,
    ...clientRefusals,
    404: refusal('No such session of this client'),
    default: failure,
  },
})

export const steerVeriffDecision = createRoute({
  method: 'put',
  path: '/web/dev/veriff/{id}/decision',
  operationId: 'steerVeriffDecision',
  tags: ['dev'],
  summary: 'QA: decide an identity session now',
  request: {
    params: sessionId,
    body: { required: true, content: { 'application/json': { schema: z.object({ status: VeriffDecision }) } } },
  },
  responses: {
    200: success(VeriffSession, 'The decided session'),
    400: invalidRequest,
    404: refusal('Dev tools off, or no such session'),
    default: failure,
  },
})

export const steerVeriff = createRoute({
  method: 'put',
  path: '/web/dev/veriff/steering',
  operationId: 'steerVeriff',
  tags: ['dev'],
  summary: 'QA: the decision the next identity sessions of the client with this e-mail get at once (null: no steering)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ email: z.string().min(3).max(254), decision: VeriffDecision.nullable() }) },
      },
    },
  },
  responses: {
    200: success(z.object({ email: z.string(), decision: VeriffDecision.nullable() }), 'Steered'),
    400: invalidRequest,
    404: refusal('Dev tools off'),
    default: failure,
  },
})

export const getBelvoAccessToken = createRoute({
  method: 'get',
  path: '/web/private/client/belvo/access-token',
  operationId: 'getBelvoAccessToken',
  tags: ['client'],
  summary: 'A short-lived opaque token for the open-banking widget',
  responses: {
    200: success(z.object({ access: z.string(), expiresInSeconds: z.number().int() }), 'The token'),
    ...clientRefusals,
    default: failure,
  },
})

export const storeBelvoLink = createRoute({
  method: 'post',
  path: '/web/private/client/belvo/store/link',
  operationId: 'storeBelvoLink',
  tags: ['client'],
  summary: 'Record the link the widget created',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ linkId: z.string().min(1).max(128), institution: z.string().min(1).max(128) }) },
      },
    },
  },
  responses: { 200: success(OpenBankingLink, 'Linked'), 400: invalidRequest, ...clientRefusals, default: failure },
})

export const skipBelvo = createRoute({
  method: 'post',
  path: '/web/private/client/belvo/skip',
  operationId: 'skipBelvo',
  tags: ['client'],
  summary: 'The client skips the open-banking link',
  responses: { 200: success(OpenBankingLink, 'Skipped'), ...clientRefusals, default: failure },
})

export const AddressSuggestion = z
  .object({
    /** Ready to show: colonia, postal code, municipality, state (or municipality, state). */
    label: z.string(),
    districtId: z.string().nullable(),
    district: z.string().nullable(),
    postalCode: z.string().nullable(),
    cityId: z.string(),
    city: z.string(),
    regionId: z.string(),
    region: z.string(),
  })
  .openapi('AddressSuggestion')

/**
 * Address suggestions from the reference geography: by `postalCode` (five digits, exact) or by
 * `query` (at least 2 characters, accents and case ignored): the colonias of SEPOMEX's catalogue
 * with their postal codes, in every state, then municipalities.
 */
export const listAddressSuggestions = createRoute({
  method: 'get',
  path: '/web/private/client/addresses/list',
  operationId: 'listAddressSuggestions',
  tags: ['client'],
  summary: 'Address suggestions by name or postal code',
  request: {
    query: z.object({
      ...PageQueryFields,
      query: z
        .string()
        .max(100)
        .optional()
        .openapi({ param: { name: 'query', in: 'query' } }),
      postalCode: z
        .string()
        .regex(/^\d{5}$/)
        .optional()
        .openapi({ param: { name: 'postalCode', in: 'query' } }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(50)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, type: 'integer', description: 'Default 20' }),
    }),
  },
  responses: {
    200: listSuccess(AddressSuggestion, 'Suggestions, best first'),
    400: invalidRequest,
    ...clientRefusals,
    default: failure,
  },
})

/**
 * POST logger/metrics: a bounded batch of front-end measurements, stored as they come. The ID
 * step's photo metrics (`id_photo.width`, `id_photo.height`, in pixels) are read by the simulated
 * HelloSoda: a photo too small to show a document's text answers `failed: ['hs_metric_failed']`.
 */
export const MAX_METRIC_ENTRIES = 50
export const MAX_METRICS_BODY = 16 * 1024

export const MetricEntry = z
  .object({
    name: z.string().min(1).max(64),
    value: z.number(),
    tags: z.record(z.string().max(32), z.string().max(64)).optional(),
  })
  .strict()
  .openapi('MetricEntry')

export const postMetrics = createRoute({
  method: 'post',
  path: '/web/private/client/logger/metrics',
  operationId: 'postMetrics',
  tags: ['client'],
  summary: `Store up to ${MAX_METRIC_ENTRIES} metric entries (body at most ${MAX_METRICS_BODY} bytes)`,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ entries: z.array(MetricEntry).min(1).max(MAX_METRIC_ENTRIES) }) } },
    },
  },
  responses: {
    201: success(
      z.object({
        stored: z.number().int(),
        failed: z
          .array(z.string())
          .openapi({ description: 'Rule codes the metrics failed: `hs_metric_failed` for an ID photo HelloSoda cannot read' }),
      }),
      'Stored',
    ),
    400: invalidRequest,
    ...clientRefusals,
    413: refusal('The body is too large'),
    default: failure,
  },
})

/**
 * The simulated HelloSoda (social and identity scoring of a guest): the score, 0..1000, is a pure
 * function of the normalised e-mail, phone and name, unless QA steered it with
 * PUT /web/dev/hello-soda/steering (dev tools only). Verdict: pass from 600, review from 300,
 * fail below.
 */
export const HelloSodaRequest = z
  .object({
    email: z.string().max(254).optional(),
    phone: z.string().max(32).optional().openapi({ description: 'Ten digits; spaces, dashes and +52 are ignored' }),
    name: z.string().max(150).optional(),
  })
  .openapi('HelloSodaRequest')

export const HelloSodaCheck = z
  .object({
    checkId: z.string(),
    score: z.number().int().min(0).max(1000),
    verdict: z.enum(['pass', 'review', 'fail']),
    checkedAt: z.string(),
  })
  .openapi('HelloSodaCheck')

export const checkHelloSoda = createRoute({
  method: 'post',
  path: '/web/public/util/hello-soda',
  operationId: 'checkHelloSoda',
  tags: ['public'],
  summary:
    'Score a guest (simulated HelloSoda): an e-mail or a phone is `required`; `invalid_mail`, `invalid_phone`. 30 per hour per address',
  request: { body: { required: true, content: { 'application/json': { schema: HelloSodaRequest } } } },
  responses: {
    200: success(HelloSodaCheck, 'The check'),
    400: invalidRequest,
    429: refusal('Too many checks from this address'),
    default: failure,
  },
})

export const steerHelloSoda = createRoute({
  method: 'put',
  path: '/web/dev/hello-soda/steering',
  operationId: 'steerHelloSoda',
  tags: ['dev'],
  summary: 'QA: the next HelloSoda checks of this e-mail and/or phone answer `score`; null removes the steering',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              email: z.string().max(254).optional(),
              phone: z.string().max(32).optional(),
              score: z.number().int().min(0).max(1000).nullable(),
            })
            .openapi('HelloSodaSteering'),
        },
      },
    },
  },
  responses: {
    200: success(z.object({ subjects: z.array(z.string()), score: z.number().int().nullable() }), 'Steered'),
    400: invalidRequest,
    404: refusal('Dev tools off'),
    default: failure,
  },
})
