import { createRoute, z } from '@hono/zod-openapi'
import { failure, success } from '../envelope'
import { CodeTiming, FlowState } from './account'
import { refusal } from './clients'

/*
 * The account, journey and flow calls: what the client's account looks like now. Always
 * the token's own client (server/routes/client-state.ts).
 */

const clientAnswers = {
  401: refusal('No valid client token'),
  403: refusal('Not a client token, or the client is blocked'),
  default: failure,
} as const

export const VerificationState = z
  .object({
    phone: CodeTiming.extend({ number: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
    email: CodeTiming.extend({ address: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() }),
  })
  .openapi('VerificationState')

export const getVerificationState = createRoute({
  method: 'get',
  path: '/web/private/client/verificationCode',
  operationId: 'getVerificationState',
  tags: ['client'],
  summary:
    "Whether the client's phone and e-mail are verified, and for each the timing of its codes (phone codes of phone/sms-code, e-mail codes of email/send-code): when the latest went out and expires, when another may be sent. Never the code",
  responses: { 200: success(VerificationState, 'The verification state'), ...clientAnswers },
})

export const VerificationDigit = z
  .object({
    curp: z.string(),
    /** The 18th character as stored. */
    stored: z.string(),
    /** RENAPO's check digit of the first 17 characters. */
    expected: z.number().int().min(0).max(9),
    valid: z.boolean(),
  })
  .openapi('VerificationDigit')

export const getVerificationDigit = createRoute({
  method: 'get',
  path: '/web/private/client/verification-digit',
  operationId: 'getVerificationDigit',
  tags: ['client'],
  summary:
    "The verification digit of the client's CURP (the sign-up CURP, else a CURP saved as national identifier) by RENAPO's algorithm (values 0-9, A=10..N=23, Ñ=24, O=25..Z=36, weights 18 down to 2, digit (10 − sum mod 10) mod 10), and whether the stored 18th character matches",
  responses: {
    200: success(VerificationDigit, 'The digit'),
    404: refusal('`no_curp`: the client has no CURP'),
    ...clientAnswers,
  },
})

export const ClientLimit = z
  .object({
    /** Whole pesos the client may borrow now; also the profile's availableLoanAmount. */
    available: z.number().int().nonnegative(),
    /** The calculator's bounds for this client; both 0 when available is below the smallest loan. */
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
    reason: z.enum(['client_status', 'active_loan', 'income_too_low', 'income_share', 'loan_history']),
    computedAt: z.string(),
  })
  .openapi('ClientLimit')

export const updateClientLimit = createRoute({
  method: 'put',
  path: '/web/private/client/yhat/limit',
  operationId: 'updateClientLimit',
  tags: ['client'],
  summary:
    "The client limit update: recomputes the available amount from the decision engine's rules (the standing's ceiling by loan history, 0 when blocked or with an active loan, capped at 40% of a known monthly income, down to the step) and stores it; the profile answers it while its facts hold. Idempotent",
  responses: { 200: success(ClientLimit, 'The limit'), ...clientAnswers },
})

export const ClientJourney = z
  .object({
    flow: FlowState,
    registration: z.object({
      done: z.array(z.enum(['details', 'address', 'employment', 'reference'])),
      todo: z.array(z.enum(['details', 'address', 'employment', 'reference'])),
      percent: z.number().int().min(0).max(100),
    }),
    applicationId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The open application (not canceled, completed, rejected or terminated)' }),
    loanId: z.number().int().nullable().openapi({ description: 'The active loan' }),
    backOfficeCompletionPending: z
      .boolean()
      .openapi({ description: 'A back-office client still has to complete the account (complete-back-office-client)' }),
  })
  .openapi('ClientJourney')

export const getClientJourney = createRoute({
  method: 'get',
  path: '/web/private/client/client-journey/current',
  operationId: 'getClientJourney',
  tags: ['client'],
  summary:
    "The client's journey: the flow step (as GET flow), the registration steps done and to do with a percent, and the open application and active loan",
  responses: { 200: success(ClientJourney, 'The journey'), ...clientAnswers },
})
