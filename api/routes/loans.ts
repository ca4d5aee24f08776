import { createRoute, z } from '@hono/zod-openapi'
import { failure, IdempotencyHeaders, Instant, invalidRequest, success, listSuccess, PageQuery } from '../envelope'
import { Days, PesosAndCentavos } from '../money'
import { refusal } from './clients'
import { PAYOUT_STATES, TRACKING_KEY_MAX } from '../../src/domain/payout'
import { CashPayout } from './cash-payout'

/**
 * The active loan, rollovers and repayment.
 * Amounts are pesos (`123.45`), dates yyyy-mm-dd. Creating calls honour an `Idempotency-Key`
 * header: the same key on the same loan answers the first result (never a second charge or
 * rollover). Everything answers only the token's own client; another client's loan is 404.
 */

const Money = z.number().openapi({ description: 'Pesos, two decimals at most' })
const WireDate = z.string().openapi({ description: 'yyyy-mm-dd', example: '2025-07-15' })

export const RolloverType = z
  .enum(['expensive', 'cheap'])
  .openapi('RolloverType', { description: 'The shortest extension is cheap; the longer ones expensive' })

export const Rollover = z
  .object({
    id: z.number().int(),
    status: z.string().openapi({
      description: "'pending' until its fee is paid, then 'active'; 'superseded' when another extension was chosen before paying",
    }),
    type: RolloverType,
    days: z.number().int(),
    fee: Money,
    feeWithoutVat: Money,
    newDueDate: WireDate,
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    signedAt: z
      .string()
      .nullable()
      .openapi({ description: 'When its agreement was signed; its fee is payable only from then on' }),
    invoices: z.array(
      z.object({
        id: z.number().int(),
        status: z
          .enum(['unpaid', 'draft', 'paid'])
          .openapi({ description: 'unpaid: payable; draft: superseded or no longer payable; paid' }),
        amount: Money,
        amountWithoutVat: Money,
      }),
    ),
  })
  .openapi('Rollover')

export const LoanExtension = z
  .object({
    days: z.number().int(),
    type: RolloverType,
    endDate: WireDate,
    amount: Money.openapi({ description: 'The fee with IVA' }),
    amount_without_vat: Money,
  })
  .openapi('LoanExtension')

export const PayoutState = z.enum(PAYOUT_STATES).openapi('PayoutState', {
  description:
    "The loan money's SPEI transfer: 'sent' when the agreement is signed, 'in_transit' with its tracking key, 'received' in the borrower's account, or 'returned' by the receiving bank (e.g. a closed account)",
})

export const Payout = z
  .object({
    state: PayoutState,
    amount: Money,
    trackingKey: z
      .string()
      .max(TRACKING_KEY_MAX)
      .nullable()
      .openapi({ description: "SPEI's tracking key (clave de rastreo), up to 30 letters and digits; from 'in_transit' on" }),
    sentAt: Instant,
    expectedBy: Instant.openapi({
      description: 'When the money is expected in the account (sentAt plus PAYOUT_EXPECTED_MINUTES)',
    }),
    receivedAt: Instant.nullable(),
    returnedAt: Instant.nullable(),
    destination: z
      .object({
        kind: z.enum(['clabe', 'card']),
        lastDigits: z.string().openapi({ description: 'The last 4 digits of the CLABE or card; never the whole number' }),
        bank: z.string().nullable().openapi({ description: "The CLABE's bank; null for a card" }),
      })
      .nullable()
      .openapi({ description: 'Where the money went; null for a loan signed before payouts were recorded' }),
  })
  .openapi('Payout', {
    description:
      'Where the loan money is (docs/API.md "The payout"); a loan signed before payouts were recorded reads as received',
  })

export const LateCharges = z
  .object({
    days: z.number().int().openapi({ description: 'Mexico City days after the due date; 0 on and before it' }),
    interest: Money.openapi({
      description: 'Moratorium interest accrued so far on the principal still owed, capped at the principal lent',
    }),
    fee: Money.openapi({ description: 'The late fee (LATE_PAYMENT.lateFeeCents; none today)' }),
    vat: Money.openapi({ description: 'IVA of the late interest and fee accrued so far' }),
    owed: Money.openapi({ description: 'Of the late interest, fee and IVA, what is still unpaid' }),
    nextDay: Money.openapi({
      description:
        'What tomorrow adds in late interest and IVA if nothing is paid today: 0 until the due date, 0 once the cap is reached',
    }),
  })
  .openapi('LateCharges', { description: 'Paying late (docs/PRICING.md, "Paying late"): grows each day while overdue' })

export const ActiveLoan = z
  .object({
    id: z.number().int(),
    status: z.number().int().openapi({ description: 'Loan status: 4 active, 5 paid, ...' }),
    principal: Money,
    interest: Money,
    fees: Money,
    vat: Money,
    total: Money,
    paidAmount: Money,
    outstanding: Money.openapi({ description: 'What is still owed under the contract: what settles the loan on its due date' }),
    settleToday: z
      .object({
        amount: Money.openapi({
          description:
            'What settles the loan if paid today: before the due date interest for the days used only; after it, everything owed, late charges included',
        }),
        days: z
          .number()
          .int()
          .openapi({ description: 'The days of use it counts (Mexico City days since the payout, at least 1)' }),
      })
      .openapi({ description: 'Paying early (docs/PRICING.md, "Paying early") or late ("Paying late")' }),
    late: LateCharges,
    startDate: WireDate,
    dueDate: WireDate,
    repaymentInvoice: z.object({
      amount: Money.openapi({ description: 'What is owed at the due date; once overdue, everything owed today' }),
      dueDate: WireDate,
      dueDays: z.number().int().openapi({ description: "Days from Mexico's today to the due date; negative when overdue" }),
      status: z.enum(['unpaid', 'paid']),
    }),
    rollovers: z.array(Rollover),
    extensions: z
      .array(LoanExtension)
      .openapi({ description: 'The extensions the client may choose now (docs/PRICING.md, formula 8)' }),
    payout: Payout.nullable().openapi({ description: 'The SPEI transfer of the loan money; null for a loan collected in cash' }),
    cashPayout: CashPayout.nullable(),
  })
  .openapi('ActiveLoan')

const noLoan = refusal('The client has no active loan')

export const getActiveLoan = createRoute({
  method: 'get',
  path: '/web/private/client/loan/active',
  operationId: 'getActiveLoan',
  tags: ['loans'],
  summary: "The client's active loan with its rollovers and the extensions on offer",
  responses: { 200: success(ActiveLoan, 'The active loan'), 404: noLoan, default: failure },
})

export const chooseRollover = createRoute({
  method: 'put',
  path: '/web/private/client/loan/active/rollover',
  operationId: 'chooseRollover',
  tags: ['loans'],
  summary: 'Choose an extension: a rollover with an unpaid invoice; the due date moves once its fee is paid',
  request: {
    headers: IdempotencyHeaders,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ days: Days.openapi({ description: 'One of the offered extensions (7, 14, 30)' }) }),
        },
      },
    },
  },
  responses: {
    200: success(
      z.object({ rollover: Rollover, loan: ActiveLoan }),
      'The rollover chosen (or the first one, for a repeated Idempotency-Key)',
    ),
    400: invalidRequest,
    404: noLoan,
    default: failure,
  },
})

export const PaymentScheduleItem = z
  .object({
    id: z.number().int(),
    dueDate: WireDate,
    principal: Money,
    interest: Money,
    fees: Money,
    vat: Money,
    total: Money,
    paid: Money,
    status: z.string().openapi({ description: "'pending' or 'paid'" }),
    late: LateCharges.openapi({ description: 'The late charges of a pending instalment so far; zero once paid' }),
    owedToday: Money.openapi({ description: 'What settles the instalment today, late charges included; 0 once paid' }),
  })
  .openapi('PaymentScheduleItem')

export const getPaymentSchedule = createRoute({
  method: 'get',
  path: '/web/private/client/loan/active/payment-schedule',
  operationId: 'getPaymentSchedule',
  tags: ['loans'],
  summary: "The active loan's instalments (one: a single repayment; its due date follows paid rollovers)",
  request: { query: PageQuery },
  responses: { 200: listSuccess(PaymentScheduleItem, 'The schedule'), 404: noLoan, default: failure },
})

export const Payment = z
  .object({
    id: z.number().int(),
    method: z.enum(['card', 'spei', 'cash']),
    reference: z.string().openapi({ description: 'Digits; the last is a Luhn check digit (src/domain/payment-reference.ts)' }),
    amount: Money,
    status: z.enum(['pending', 'paid', 'expired']),
    purpose: z.enum(['repayment', 'rollover']),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('Payment')

const PaymentPurpose = z.object({
  purpose: z
    .enum(['repayment', 'rollover'])
    .optional()
    .openapi({ description: "Default 'repayment' (the outstanding amount); 'rollover' pays the unpaid rollover's fee" }),
  amount: PesosAndCentavos.optional().openapi({
    description: 'Repayment only: a partial amount; default the whole outstanding amount',
  }),
})

export const getBarcode = createRoute({
  method: 'post',
  path: '/web/private/client/openPay/getBarcode',
  operationId: 'getBarcode',
  tags: ['banking'],
  summary: 'A cash payment reference (convenience stores) with a scannable Code 128 barcode as SVG',
  request: {
    headers: IdempotencyHeaders,
    body: { required: false, content: { 'application/json': { schema: PaymentPurpose } } },
  },
  responses: {
    200: success(
      Payment.extend({ barcodeSvg: z.string().openapi({ description: 'An SVG document of the reference as Code 128' }) }),
      'The reference',
    ),
    400: invalidRequest,
    404: noLoan,
    409: refusal('Nothing to pay for that purpose (no unpaid rollover, amount above what is owed)'),
    default: failure,
  },
})

export const repayByCard = createRoute({
  method: 'post',
  path: '/web/private/client/loan/active/repayment/card',
  operationId: 'repayByCard',
  tags: ['banking'],
  summary: 'Repay the active loan (all or part) by charging the registered card (simulated charge)',
  request: {
    headers: IdempotencyHeaders,
    body: { required: false, content: { 'application/json': { schema: PaymentPurpose.pick({ amount: true }) } } },
  },
  responses: {
    200: success(
      z.object({ payment: Payment, loan: ActiveLoan }),
      'The charge (or the first one, for a repeated Idempotency-Key) and the loan after it',
    ),
    400: invalidRequest,
    404: noLoan,
    409: refusal(
      "No card registered (code 'no_card'), no direct-debit consent for it (code 'no_direct_debit_consent'), or the amount is above what is owed",
    ),
    default: failure,
  },
})

export const chargeRollover = createRoute({
  method: 'post',
  path: '/web/private/client/direct-debit/charge-rollover',
  operationId: 'chargeRollover',
  tags: ['banking'],
  summary: "Charge the registered card for the unpaid rollover's fee (simulated charge): the due date moves",
  request: { headers: IdempotencyHeaders },
  responses: {
    200: success(z.object({ payment: Payment, loan: ActiveLoan }), 'The charge and the loan after it'),
    404: noLoan,
    409: refusal(
      "No card registered (code 'no_card'), no direct-debit consent for it (code 'no_direct_debit_consent'), or no unpaid rollover (code 'no_unpaid_rollover')",
    ),
    default: failure,
  },
})

export const getSpeiInstructions = createRoute({
  method: 'get',
  path: '/web/private/client/loan/active/repayment/spei',
  operationId: 'getSpeiInstructions',
  tags: ['banking'],
  summary: 'How to repay by SPEI transfer: the CLABE of the loan and the reference to write in the concept',
  request: {
    query: z.object({
      purpose: z.enum(['repayment', 'rollover']).optional().openapi({
        description: "Default 'repayment' (what settles the loan today); 'rollover' pays the signed extension's fee",
      }),
    }),
  },
  responses: {
    200: success(
      z.object({
        clabe: z.string().openapi({ description: '18 digits, STP (646), valid check digit' }),
        bank: z.string(),
        beneficiary: z.string(),
        reference: z.string(),
        concept: z.string(),
        amount: Money,
        payment: Payment,
      }),
      'The instructions',
    ),
    404: noLoan,
    default: failure,
  },
})

export const getPaymentMethod = createRoute({
  method: 'get',
  path: '/web/private/client/application/payment-method',
  operationId: 'getPaymentMethod',
  tags: ['banking'],
  summary: 'How the client receives and repays: disbursement by bank transfer; the registered card, if any',
  responses: {
    200: success(
      z.object({
        paymentMethod: z.literal('bank_transfer'),
        bank_transfer: z
          .array(z.object({ clabe: z.string(), bankCode: z.string() }))
          .openapi({ description: "The client's registered CLABEs (direct debit state)" }),
        card: z.object({ lastFour: z.string() }).nullable(),
        repaymentMethods: z.array(z.enum(['card', 'spei', 'cash'])),
      }),
      'The payment methods',
    ),
    default: failure,
  },
})

export const markPaymentPaid = createRoute({
  method: 'post',
  path: '/web/dev/payments/{reference}/paid',
  operationId: 'markPaymentPaid',
  tags: ['dev'],
  summary:
    'The simulated payment provider: a reference was paid (repayment closes the loan when whole; a rollover fee moves the due date)',
  request: {
    params: z.object({
      reference: z
        .string()
        .max(40)
        .openapi({ param: { name: 'reference', in: 'path' } }),
    }),
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.object({ amount: PesosAndCentavos.optional().openapi({ description: "Default the reference's amount" }) }),
        },
      },
    },
  },
  responses: {
    200: success(z.object({ payment: Payment, alreadyPaid: z.boolean() }), 'The payment, now paid'),
    400: invalidRequest,
    404: refusal('Development tools are off, or no such reference'),
    409: refusal("The reference expired (code 'expired'), the loan is not active or the amount is below the rollover fee"),
    default: failure,
  },
})

export const PayoutSteering = z
  .object({
    to: z.enum(['in_transit', 'received', 'returned']).optional().openapi({
      description: "Move the payout forward now ('returned': the bank sent it back, a closed account); default the next state",
    }),
    hold: z
      .boolean()
      .optional()
      .openapi({ description: "true stops the simulated SPEI's clock for this payout; false restarts it from now" }),
  })
  .openapi('PayoutSteering')

export const steerPayout = createRoute({
  method: 'put',
  path: '/web/dev/loans/{loanId}/payout/steering',
  operationId: 'steerPayout',
  tags: ['dev'],
  summary: "QA: stop, restart or move a loan's payout (the simulated SPEI)",
  request: {
    params: z.object({
      loanId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'loanId', in: 'path' } }),
    }),
    body: { required: true, content: { 'application/json': { schema: PayoutSteering } } },
  },
  responses: {
    200: success(Payout, 'The payout as steered'),
    400: invalidRequest,
    404: refusal('Development tools are off, or the loan has no payout record'),
    409: refusal("The payout is received or returned ('payout_settled'), or the move is not forward ('payout_not_forward')"),
    default: failure,
  },
})

export const steerOverdue = createRoute({
  method: 'put',
  path: '/web/dev/loans/{loanId}/overdue',
  operationId: 'steerOverdue',
  tags: ['dev'],
  summary: 'QA: make an active loan late by some days, its term kept (its payout and due dates moved back)',
  request: {
    params: z.object({
      loanId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'loanId', in: 'path' } }),
    }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            days: z
              .number()
              .int()
              .min(0)
              .max(400)
              .openapi({ description: "Mexico City days after the due date today's loan should be (0: due today)" }),
          }),
        },
      },
    },
  },
  responses: {
    200: success(ActiveLoan, 'The loan as it reads now'),
    400: invalidRequest,
    404: refusal('Development tools are off, or no such active loan'),
    default: failure,
  },
})

const RolloverPath = z.object({
  loanId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'loanId', in: 'path' }, type: 'integer' }),
  rolloverId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'rolloverId', in: 'path' }, type: 'integer' }),
})

export const RolloverApplication = z
  .object({
    id: z.number().int().openapi({ description: "The rollover application's id: the rollover's id" }),
    loanId: z.number().int(),
    status: z.string(),
    rollover: Rollover,
  })
  .openapi('RolloverApplication')

export const signRollover = createRoute({
  method: 'post',
  path: '/web/private/client/loan/{loanId}/rollover/{rolloverId}/sign',
  operationId: 'signRollover',
  tags: ['loans'],
  summary: "Sign the extension's agreement (convenio de prórroga): its fee becomes payable; signing again changes nothing",
  request: { params: RolloverPath },
  responses: {
    200: success(Rollover, 'The signed rollover'),
    400: invalidRequest,
    404: refusal('No such loan or rollover of this client'),
    409: refusal('The extension can no longer be signed (superseded, or its fee already paid)'),
    default: failure,
  },
})

export const applyForRollover = createRoute({
  method: 'post',
  path: '/web/private/client/loan/{loanId}/rollover/{rolloverId}/application',
  operationId: 'applyForRollover',
  tags: ['loans'],
  summary: 'The application of a chosen rollover (one per rollover; repeating it answers the same one)',
  request: { params: RolloverPath },
  responses: {
    200: success(RolloverApplication, 'The rollover application'),
    400: invalidRequest,
    404: refusal('No such loan or rollover of this client'),
    default: failure,
  },
})

export const createRolloverDocument = createRoute({
  method: 'post',
  path: '/web/private/client/loan/{loanId}/rollover/{rolloverId}/application/{applicationId}/document',
  operationId: 'createRolloverDocument',
  tags: ['loans'],
  summary: "The rollover's agreement (convenio de prórroga) as a document, with a temporary download id",
  request: {
    params: RolloverPath.extend({
      applicationId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'applicationId', in: 'path' }, type: 'integer' }),
    }),
  },
  responses: {
    200: success(
      z.object({
        documentId: z.number().int(),
        type: z.literal('rollover_agreement'),
        title: z.string(),
        temporaryId: z.string(),
        url: z.string(),
        expiresAt: z.string(),
      }),
      'The document',
    ),
    400: invalidRequest,
    404: refusal('No such loan, rollover or application of this client'),
    default: failure,
  },
})
