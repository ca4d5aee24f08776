import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/** Whole pesos (MXN): the calculator steps by `interval`, never by cents. */
const Pesos = z.number().int().nonnegative()

const AmountRange = z
  .object({
    minAmount: Pesos,
    maxAmount: Pesos,
  })
  .openapi('AmountRange')

/** Calculator config: the slider limits for guests, new and repeated clients. */
export const CalculatorConfig = z
  .object({
    amountLimits: z
      .object({
        minMainLoan: Pesos,
        amountTo: Pesos,
        minAdditionLoan: Pesos,
        interval: Pesos,
      })
      .openapi('AmountLimits'),
    initialStates: z.object({
      new: AmountRange,
      repeated: AmountRange,
    }),
  })
  .openapi('CalculatorConfig')

export type CalculatorConfig = z.infer<typeof CalculatorConfig>

export const getCalculatorConfig = createRoute({
  method: 'get',
  path: '/web/public/config/calculator',
  operationId: 'getCalculatorConfig',
  tags: ['public'],
  summary: 'Calculator limits',
  responses: {
    200: success(CalculatorConfig, 'The calculator limits'),
    default: failure,
  },
})

/**
 * Which third-party integrations the browser switches on, and their public identifiers: read by
 * the app after the page is interactive, so one build serves every environment. Every entry is
 * null unless the ERP's environment configures it (docs/INTEGRATIONS.md); nothing here is secret.
 */
export const IntegrationsConfig = z
  .object({
    /** The release tag the deployment runs (as GET /web/health reports it): error reports carry it. */
    release: z.string(),
    /** Error reporting: a Sentry DSN (its public key, host and project). */
    errorReporting: z
      .object({ dsn: z.string().url(), environment: z.string().max(64) })
      .nullable()
      .openapi({ description: 'Sentry: the DSN the browser reports to, and the environment name' }),
    /** Google Tag Manager: the container id (GTM-...). */
    tagManager: z.object({ containerId: z.string().regex(/^GTM-[A-Z0-9]+$/) }).nullable(),
    /** Crisp chat: the website id. */
    chat: z.object({ websiteId: z.string().max(64) }).nullable(),
    /** Hotjar session recording: the site id; it loads only once the visitor allows it. */
    recording: z.object({ siteId: z.number().int().positive() }).nullable(),
    /** JuicyScore: the script whose session id an application carries as `juicySessionId`. */
    scoring: z.object({ scriptUrl: z.string().max(500) }).nullable(),
    /** iovation FraudForce: the loader whose blackbox an application carries as `iovation.ioBB`. */
    fingerprint: z.object({ scriptUrl: z.string().max(500) }).nullable(),
    /** The captcha the forms render when the ERP asks for one: Cloudflare Turnstile with its site key, or the development stand-in. */
    captcha: z.object({ provider: z.enum(['turnstile', 'dev']), siteKey: z.string().max(200) }).nullable(),
    /** Facebook Login, the external login of flow step facebook: the lender's app id (the dialog's `client_id`) and the dialog's address. */
    externalLogin: z
      .object({ appId: z.string().regex(/^\d{1,32}$/), loginUrl: z.string().url().max(500) })
      .nullable()
      .openapi({ description: "Facebook Login: the lender's Facebook app id and the OAuth dialog the step's link opens" }),
  })
  .openapi('IntegrationsConfig')

export type IntegrationsConfig = z.infer<typeof IntegrationsConfig>

export const getIntegrationsConfig = createRoute({
  method: 'get',
  path: '/web/public/config/integrations',
  operationId: 'getIntegrationsConfig',
  tags: ['public'],
  summary: 'The integrations switched on, and their public identifiers',
  responses: {
    200: success(IntegrationsConfig, 'The integrations; null for each one switched off'),
    default: failure,
  },
})

/** The identifiers a visitor may already have registered with. */
export const ClientCheckKey = z.enum(['email', 'mobilePhone', 'curp']).openapi('ClientCheckKey')

export const ClientCheck = z.object({ exists: z.boolean() }).openapi('ClientCheck')

export const checkClient = createRoute({
  method: 'get',
  path: '/web/public/client/check/{key}/{value}',
  operationId: 'checkClient',
  tags: ['public'],
  summary: 'Whether a client with this e-mail, phone or CURP exists',
  description:
    'Every value looked up counts against the caller, once an hour: 100 an hour per address, and 30 per client when it comes ' +
    'with a client token; past either the answer is 429 with Retry-After, so the clients cannot be enumerated.',
  request: {
    params: z.object({
      key: ClientCheckKey.openapi({ param: { name: 'key', in: 'path' } }),
      value: z
        .string()
        .min(1)
        .max(254)
        .openapi({ param: { name: 'value', in: 'path' } }),
    }),
  },
  responses: {
    200: success(ClientCheck, 'Whether the identifier is taken'),
    400: invalidRequest,
    429: refusal('Too many lookups from this address or client (`too_many_requests`); Retry-After says when'),
    default: failure,
  },
})
