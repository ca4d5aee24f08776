import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { Days, WholePesos } from '../money'
import { ApplicationOffer, Offer, OfferPayCycle } from './arithmetic'
import { refusal } from './clients'

/**
 * Applications, their offer approvals, the
 * private and back-office offer arithmetic, and the QA steering of decisions (docs/API.md "Decisions").
 * Money on the wire is pesos; the ERP stores cents.
 */

const WireDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ format: 'date', example: '2026-03-30' })

/** Whole pesos with a currency (an application's `loanAmount`, the offer update payload's `amount`). */
export const MoneyAmount = z
  .object({
    amount: WholePesos,
    currency: z.literal('MXN'),
  })
  .openapi('MoneyAmount')

/** Affiliate data: free-form marketing parameters, kept as given. */
export const AffiliateData = z
  .object({
    gclid: z.string().max(500).optional(),
    utm_partner: z.string().max(500).optional(),
    utm_source: z.string().max(500).optional(),
    utm_content: z.string().max(500).optional(),
    utm_campaign: z.string().max(500).optional(),
    utm_medium: z.string().max(500).optional(),
    my_source: z.string().max(500).optional(),
    my_content: z.string().max(500).optional(),
    my_campaign: z.string().max(500).optional(),
    my_medium: z.string().max(500).optional(),
  })
  .openapi('AffiliateData')

/** The application creation payload. */
export const ApplicationCreation = z
  .object({
    salaryCycle: OfferPayCycle,
    payDates: z.object({
      /** The due date the client chose, yyyy-mm-dd. */
      first_repayment_option: WireDate,
      /** The fallback pay date after it, yyyy-mm-dd. */
      second_repayment_option: WireDate.optional(),
    }),
    loanAmount: MoneyAmount,
    iovation: z.object({ ioBB: z.string().max(10000).optional() }).optional(),
    affiliate: AffiliateData.optional(),
    paymentMethod: z.literal('bank_transfer'),
    hotjarUserId: z.string().max(200).nullable().optional(),
    juicySessionId: z.string().max(200).nullable().optional(),
    promoCode: z.string().min(2).max(64).optional(),
  })
  .openapi('ApplicationCreation')

/** The offer update payload. */
export const OfferUpdate = z.object({ amount: MoneyAmount }).openapi('OfferUpdate')

/** The increase approval also carries the term. */
export const IncreaseApproval = z
  .object({
    amount: MoneyAmount,
    term: z.object({ value: Days, unit: z.literal('day') }),
  })
  .openapi('IncreaseApproval')

/** The application (pesos), plus what an offer proposes and the chosen dates. */
export const Application = z
  .object({
    id: z.number().int(),
    status: z.number().int().openapi({
      description:
        'Application status: 1 new, 2 signing, 3 accepted, 4 completed, 5 canceled, 6 rejected, 7 verification, 13 special offer, 14 manual verification, 17 yhat decrease, 18 yhat increase, 23 terminated, 401 decision error',
    }),
    hashedId: z.string(),
    desiredLoanAmount: z.object({ amount: z.number() }),
    principalAmount: z.object({ amount: z.number() }),
    loanAmount: z.object({ amount: z.number() }),
    term: z.object({ value: z.number().int(), unit: z.literal('day') }),
    /** What a yhat increase/decrease or special offer proposes; null otherwise. */
    offeredAmount: z.object({ amount: z.number() }).nullable(),
    salaryCycle: OfferPayCycle,
    payDates: z.object({ first_repayment_option: WireDate, second_repayment_option: WireDate.nullable() }),
    createdAt: z.string(),
  })
  .openapi('Application')

export const ApplicationStatusAnswer = z
  .object({ id: z.number().int(), status: z.number().int() })
  .openapi('ApplicationStatusAnswer')

/** A signed agreement: the loan it became. */
export const SignedLoan = z
  .object({
    id: z.number().int(),
    status: z.number().int().openapi({ description: 'Loan status (4 active)' }),
    applicationId: z.number().int(),
    principal: z.number(),
    total: z.number(),
    startDate: WireDate,
    dueDate: WireDate,
  })
  .openapi('SignedLoan')

const IdParam = z.object({
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
  default: failure,
}
const notYours = { 404: refusal('No such application of this client') }
const wrongState = { 409: refusal('The application is not in a state that allows this') }
/**
 * The journey refuses the call (server/accounts/flow-step.ts): `code` names what is missing and
 * `details.step` is the flow step GET flow reports, the screen that completes it.
 */
const notYet = (what: string) => ({ 409: refusal(what) })

export const createApplication = createRoute({
  method: 'post',
  path: '/web/private/client/application',
  operationId: 'createApplication',
  tags: ['client'],
  summary:
    'Apply for a loan; decided at once (docs/API.md "Decisions"). An Idempotency-Key header makes a retry answer the first application',
  request: {
    headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
    body: { required: true, content: { 'application/json': { schema: ApplicationCreation } } },
  },
  responses: {
    201: success(Application, 'Created and decided'),
    200: success(Application, 'A retry: the first application'),
    ...clientRefusals,
    ...notYet(
      'The flow does not offer apply: `registration_incomplete` (a registration step is open), `apply_not_offered` or `client_blocked`, with `details.step`',
    ),
  },
})

export const updateApplication = createRoute({
  method: 'put',
  path: '/web/private/client/application/{id}',
  operationId: 'updateApplication',
  tags: ['client'],
  summary: 'Change the amount of an application not yet signed; it is decided again',
  request: { params: IdParam, body: { required: true, content: { 'application/json': { schema: OfferUpdate } } } },
  responses: { 200: success(Application, 'Updated and decided'), ...clientRefusals, ...notYours, ...wrongState },
})

export const cancelApplication = createRoute({
  method: 'post',
  path: '/web/private/client/application/{id}/cancel',
  operationId: 'cancelApplication',
  tags: ['client'],
  summary:
    'Cancel an application whose agreement is not signed: it becomes 5 canceled and the client may apply again. Canceling a canceled application answers it again, unchanged',
  request: { params: IdParam },
  responses: {
    200: success(Application, 'Canceled'),
    ...clientRefusals,
    ...notYours,
    409: refusal(
      'Not cancelable: `application_signed` (the agreement is signed, the application is a loan) or `application_closed` (rejected or terminated)',
    ),
  },
})

export const getActualApplication = createRoute({
  method: 'get',
  path: '/web/private/client/application/actual',
  operationId: 'getActualApplication',
  tags: ['client'],
  summary: "The client's latest application (null when there is none)",
  responses: { 200: success(Application.nullable(), 'The latest application'), ...clientRefusals },
})

export const getActualApplicationStatus = createRoute({
  method: 'get',
  path: '/web/private/client/application/actual/status',
  operationId: 'getActualApplicationStatus',
  tags: ['client'],
  summary: "The status of the client's latest application (null when there is none)",
  responses: { 200: success(ApplicationStatusAnswer.nullable(), 'Its status'), ...clientRefusals },
})

export const getApplicationOffer = createRoute({
  method: 'get',
  path: '/web/private/client/application/{id}/offer/actual',
  operationId: 'getApplicationOffer',
  tags: ['client'],
  summary: "The offer for the application's amount and due date, priced today, with its sequence type and start day",
  request: { params: IdParam },
  responses: { 200: success(ApplicationOffer, 'The offer'), ...clientRefusals, ...notYours, ...wrongState },
})

export const signApplicationAgreement = createRoute({
  method: 'post',
  path: '/web/private/client/application/agreement/{id}',
  operationId: 'signApplicationAgreement',
  tags: ['client'],
  summary:
    'Sign the agreement of an accepted application with the code of agreement/{id}/sms-code: it becomes an active loan with its schedule. A refused code is a violation on `code`: `required`, `code_wrong` (the message tells the tries left), `code_expired` (expired, used or none sent), `code_attempts_exceeded`',
  request: {
    params: IdParam,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ code: z.string().max(10) }).openapi('AgreementSignRequest') } },
    },
  },
  responses: {
    200: success(SignedLoan, 'The active loan'),
    ...clientRefusals,
    ...notYours,
    ...notYet(
      'Not signable yet: `application_not_accepted`, or a step the flow puts before signing is open (`identity_document_missing`, `identity_check_pending`, `identity_check_declined`, `identity_resubmission_requested`, `payroll_missing`, `bank_statement_missing`, `payout_account_missing`), with `details.step`',
    ),
  },
})

export const sendAgreementCode = createRoute({
  method: 'post',
  path: '/web/private/client/application/agreement/{id}/sms-code',
  operationId: 'sendAgreementCode',
  tags: ['client'],
  summary:
    "Send the 3-digit code that signs the agreement of an accepted application, by SMS to the client's own phone, under the limits of every code send",
  request: { params: IdParam },
  responses: {
    200: success(
      z
        .object({
          sent: z.literal(true),
          retryAfterSeconds: z.number().int().nonnegative(),
          mobilePhone: z
            .string()
            .openapi({ description: 'The phone the code went to, masked: its last four digits', example: '******0009' }),
        })
        .openapi('AgreementCodeSent'),
      'The code is in the outbox',
    ),
    ...clientRefusals,
    ...notYours,
    ...notYet('Not signable yet: the same refusals as signing'),
    429: refusal(
      'Code limits: `already_sent_in_last_minutes`, `request_count_by_day_exceed` (on `code`), or too many from this address',
    ),
  },
})

export const approveSpecialOffer = createRoute({
  method: 'put',
  path: '/web/private/client/special/offer/approve',
  operationId: 'approveSpecialOffer',
  tags: ['client'],
  summary: 'Accept the special offer of the actual application (status 13) for an amount up to the offered one',
  request: { body: { required: true, content: { 'application/json': { schema: OfferUpdate } } } },
  responses: { 200: success(Application, 'Accepted'), ...clientRefusals, ...wrongState },
})

export const approveYhatDecrease = createRoute({
  method: 'put',
  path: '/web/private/client/yhat/offer/approve/decrease',
  operationId: 'approveYhatDecrease',
  tags: ['client'],
  summary: 'Accept the decreased offer of the actual application (status 17) for an amount up to the offered one',
  request: { body: { required: true, content: { 'application/json': { schema: OfferUpdate } } } },
  responses: { 200: success(Application, 'Accepted'), ...clientRefusals, ...wrongState },
})

export const approveYhatIncrease = createRoute({
  method: 'put',
  path: '/web/private/client/yhat/offer/approve/increase',
  operationId: 'approveYhatIncrease',
  tags: ['client'],
  summary: 'Accept the increased offer (status 18) for an amount up to the offered one; the desired amount refuses the increase',
  request: { body: { required: true, content: { 'application/json': { schema: IncreaseApproval } } } },
  responses: { 200: success(Application, 'Accepted'), ...clientRefusals, ...wrongState },
})

const ArithmeticParams = z.object({
  amount: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .openapi({ type: 'integer', param: { name: 'amount', in: 'path' }, example: 3000 }),
  payCycle: OfferPayCycle.openapi({ param: { name: 'payCycle', in: 'path' } }),
  payDates: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|\d{1,2}(,\d{1,2})?)$/)
    .openapi({ param: { name: 'payDates', in: 'path' }, example: '15,30' }),
})

export const getClientOffer = createRoute({
  method: 'get',
  path: '/web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}',
  operationId: 'getClientOffer',
  tags: ['client'],
  summary: "The offer arithmetic for the client's own sequence type (first, repeated or additional)",
  request: {
    params: ArithmeticParams,
    query: z.object({
      promoName: z
        .string()
        .min(2)
        .max(64)
        .optional()
        .openapi({ param: { name: 'promoName', in: 'query' } }),
    }),
  },
  responses: {
    200: success(Offer, 'The offer'),
    ...clientRefusals,
    429: refusal('Too many unknown promo codes tried (30 an hour per client, 100 per address); Retry-After says when'),
  },
})

export const getBackOfficeClientOffer = createRoute({
  method: 'get',
  path: '/web/private/back-office/client/{id}/arithmetic/offer',
  operationId: 'getBackOfficeClientOffer',
  tags: ['back-office'],
  summary: "The offer arithmetic for a client's sequence type, for an admin",
  request: {
    params: IdParam,
    query: z.object({
      amount: ArithmeticParams.shape.amount.openapi({ param: { name: 'amount', in: 'query' } }),
      payCycle: OfferPayCycle.openapi({ param: { name: 'payCycle', in: 'query' } }),
      payDates: ArithmeticParams.shape.payDates.openapi({ param: { name: 'payDates', in: 'query' } }),
      promoName: z
        .string()
        .min(2)
        .max(64)
        .optional()
        .openapi({ param: { name: 'promoName', in: 'query' } }),
    }),
  },
  responses: {
    200: success(Offer, 'The offer'),
    400: invalidRequest,
    401: refusal('No valid admin token'),
    403: refusal('Not an admin token'),
    404: refusal('No such client'),
    default: failure,
  },
})

/** The outcomes QA can steer an application to (docs/API.md "Decisions"). */
export const DecisionOutcome = z
  .enum(['accepted', 'rejected', 'manual_verification', 'yhat_increase', 'yhat_decrease', 'special_offer', 'decision_error'])
  .openapi('DecisionOutcome')

export const DecisionSteering = z
  .object({
    outcome: DecisionOutcome,
    /** Whole pesos: the offered amount for the offer outcomes; default as docs/API.md "Decisions" says. */
    amount: WholePesos.optional(),
  })
  .openapi('DecisionSteering')

export const steerApplicationDecision = createRoute({
  method: 'put',
  path: '/web/private/back-office/application/{id}/decision',
  operationId: 'steerApplicationDecision',
  tags: ['back-office'],
  summary: 'QA (dev tools only; 404 without them): set the decision of an application not yet signed',
  request: { params: IdParam, body: { required: true, content: { 'application/json': { schema: DecisionSteering } } } },
  responses: {
    200: success(Application, 'The application with its new decision'),
    400: invalidRequest,
    401: refusal('No valid admin token'),
    403: refusal('Not an admin token'),
    404: refusal('No such application, or dev tools off'),
    409: refusal('The application is already signed or closed'),
    default: failure,
  },
})

export type ApplicationCreation = z.infer<typeof ApplicationCreation>
export type Application = z.infer<typeof Application>
