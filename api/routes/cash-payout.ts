import { createRoute, z } from '@hono/zod-openapi'
import { CASH_PROVIDER_CODES, CASH_REFERENCE_DIGITS } from '../../src/domain/cash-payout'
import { failure, IdempotencyHeaders, Instant, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * The loan collected in cash (docs/API.md "Cash payout"): the networks offered and the one an
 * accepted client without a CLABE or card chooses, the payout reference signing issues, a new
 * reference for one that expired uncollected, and QA's marking of it as collected or expired.
 * Everything answers only the token's own client.
 */

export const CashProviderCode = z.enum(CASH_PROVIDER_CODES).openapi('CashProviderCode', {
  description:
    "A cash payout network. The contract accepts the product specification's codes (cebuana, bdo, m_lhuillier: Philippine networks) and the Mexican ones; a deployment offers only those it is configured with (GET .../cash-payout lists them), and refuses the others",
})

export const CashProvider = z
  .object({
    code: CashProviderCode,
    name: z.string().openapi({ example: 'Telecomm' }),
    network: z.string().openapi({ description: 'The network whose branches pay: any of them', example: 'Telecomm' }),
    bring: z
      .array(z.enum(['official_id', 'reference']))
      .openapi({ description: "What to bring: 'official_id' (an official ID with photo), 'reference' (the payout reference)" }),
  })
  .openapi('CashProvider')

export const CashPayoutChoice = z
  .object({
    providers: z.array(CashProvider).openapi({ description: 'The networks this deployment offers, in the order to show them' }),
    chosen: CashProviderCode.nullable().openapi({ description: 'The network chosen for this application; null until chosen' }),
  })
  .openapi('CashPayoutChoice')

export const CashPayout = z
  .object({
    state: z.enum(['ready', 'collected', 'expired']).openapi({
      description:
        "'ready' at the branch until its deadline (expiresAt), 'collected' once the branch paid it, 'expired' when the deadline passed uncollected (POST loan/{loanId}/cash-payout/reissue gives a new reference)",
    }),
    provider: CashProvider,
    amount: z.number().openapi({ description: 'Pesos' }),
    reference: z
      .string()
      .regex(new RegExp(`^\\d{${CASH_REFERENCE_DIGITS}}$`))
      .openapi({ description: 'The payout reference the branch pays against: 12 digits, the last a Luhn check digit' }),
    issuedAt: Instant.openapi({ description: 'When this reference was issued: at signing, or when an expired one was replaced' }),
    expiresAt: Instant.openapi({ description: 'Until when the branch pays it (CASH_PAYOUT_VALID_DAYS after issue)' }),
    collectedAt: Instant.nullable(),
  })
  .openapi('CashPayout', { description: 'A loan collected in cash; null for a loan paid out by SPEI (payout)' })

const ApplicationId = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .openapi({ type: 'integer', param: { name: 'id', in: 'path' }, example: 1 }),
})

const clientRefusals = {
  400: invalidRequest,
  401: refusal('No valid client token'),
  403: refusal('Not a client token, or the client is blocked'),
  404: refusal('No such application of this client'),
  default: failure,
}

export const getCashPayoutChoice = createRoute({
  method: 'get',
  path: '/web/private/client/application/{id}/cash-payout',
  operationId: 'getCashPayoutChoice',
  tags: ['client'],
  summary: 'The cash payout networks offered, and the one chosen for this application',
  request: { params: ApplicationId },
  responses: { 200: success(CashPayoutChoice, 'The networks and the choice'), ...clientRefusals },
})

export const chooseCashProvider = createRoute({
  method: 'put',
  path: '/web/private/client/application/{id}/cash-payout',
  operationId: 'chooseCashProvider',
  tags: ['client'],
  summary: 'Choose where an application accepted in cash is collected; signing then issues the payout reference there',
  request: {
    params: ApplicationId,
    body: { required: true, content: { 'application/json': { schema: z.object({ provider: CashProviderCode }) } } },
  },
  responses: {
    200: success(CashPayoutChoice, 'Chosen (choosing again replaces the choice until the agreement is signed)'),
    ...clientRefusals,
    400: refusal(
      "The body breaks the contract (an unknown code), or `provider_not_offered`: a code the contract knows that this deployment does not offer (a violation on 'provider')",
    ),
    409: refusal(
      '`application_not_cash`: the application is not accepted (or signing) with its money collected in cash (it is signed, closed, undecided, or the client has a CLABE or card)',
    ),
  },
})

const LoanId = z.object({
  loanId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'loanId', in: 'path' } }),
})

export const reissueCashPayout = createRoute({
  method: 'post',
  path: '/web/private/client/loan/{loanId}/cash-payout/reissue',
  operationId: 'reissueCashPayout',
  tags: ['client'],
  summary:
    "A new payout reference for the client's loan whose reference expired uncollected: the old one is void, the new one collectable for CASH_PAYOUT_VALID_DAYS from now",
  request: { params: LoanId, headers: IdempotencyHeaders },
  responses: {
    200: success(CashPayout, 'The cash payout with its new reference (or the first answer, for a repeated Idempotency-Key)'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    404: refusal("Not the client's loan, or the loan is not collected in cash"),
    409: refusal(
      '`cash_payout_not_expired`: the reference can still be collected; `payout_settled`: it was collected; `loan_not_active`: the loan is closed',
    ),
    default: failure,
  },
})

export const markCashPayoutCollected = createRoute({
  method: 'post',
  path: '/web/dev/loans/{loanId}/cash-payout/collected',
  operationId: 'markCashPayoutCollected',
  tags: ['dev'],
  summary: "QA: the branch paid the loan's cash payout (what the network's notice does in production)",
  request: { params: LoanId },
  responses: {
    200: success(CashPayout, 'The cash payout, collected now'),
    400: invalidRequest,
    404: refusal('Development tools are off, or the loan is not paid out in cash'),
    409: refusal("Collected already ('payout_settled'), or the reference expired ('cash_payout_expired')"),
    default: failure,
  },
})

export const expireCashPayout = createRoute({
  method: 'post',
  path: '/web/dev/loans/{loanId}/cash-payout/expire',
  operationId: 'expireCashPayout',
  tags: ['dev'],
  summary: "QA: the loan's payout reference reaches its deadline now, uncollected (instead of waiting CASH_PAYOUT_VALID_DAYS)",
  request: { params: LoanId },
  responses: {
    200: success(CashPayout, 'The cash payout, expired'),
    400: invalidRequest,
    404: refusal('Development tools are off, or the loan is not paid out in cash'),
    409: refusal("Collected already ('payout_settled')"),
    default: failure,
  },
})
