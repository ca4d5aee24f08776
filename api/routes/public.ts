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
