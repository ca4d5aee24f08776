import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/**
 * The offer arithmetic (public): what a loan of an amount, repaid on a pay date,
 * costs. The rules are in src/domain/pricing and src/domain/pay-dates.ts; docs/PRICING.md
 * states them. The private (client) and back-office variants need auth and come with it.
 */

/** Pesos, rounded to centavos (docs/PRICING.md, rounding rule). */
const Money = z.number().nonnegative()

/** A whole percentage a promo code takes off. */
const PercentOff = z.number().int().min(0).max(100)

const WireDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ format: 'date', example: '2026-03-30' })

/** `{sequence_type}`: the client's first loan, a later one, or one beside an active loan (the client type). */
export const SequenceType = z.enum(['first', 'repeated', 'additional']).openapi('SequenceType')

/** The pay cycle values. */
export const OfferPayCycle = z.enum(['weekly', 'biweekly', 'semi_monthly', 'monthly']).openapi('OfferPayCycle')

export const OfferExtension = z
  .object({
    days: z.number().int().positive().openapi({ description: 'How many days the due date moves by' }),
    endDate: WireDate.openapi({ description: 'The due date after the extension' }),
    amount: Money.openapi({ description: 'Extension fee with IVA' }),
    amount_without_vat: Money.openapi({ description: 'Extension fee without IVA' }),
  })
  .openapi('OfferExtension')

/** The offer; the `*_without_discount` twins are the figures before the promo code. */
export const Offer = z
  .object({
    sequenceType: SequenceType.openapi({
      description: "The price list that priced the offer (its rates are the CAT legend's annual rates)",
    }),
    principal: Money,
    term: z.number().int().positive().openapi({ description: 'Days from today to the due date' }),
    interest: z.object({ amount: Money }),
    serviceFee: z.object({ amount: Money }),
    processingFee: Money,
    withdrawalFee: Money,
    invoicingFee: Money,
    vat: z.object({ amount: Money }).openapi({ description: 'IVA (16%) on interest and fees' }),
    total: Money.openapi({ description: 'Principal, interest, fees and IVA: the repayment' }),
    apr: z.number().openapi({ description: 'CAT (Banxico), percent with one decimal, without IVA' }),
    discount: z
      .object({ interest: PercentOff, serviceFee: PercentOff })
      .openapi({ description: 'Percent off interest and service fee granted by the promo code' }),
    interest_without_discount: Money,
    serviceFee_without_discount: Money,
    processing_fee_without_discount: Money,
    total_without_discount: Money,
    apr_without_discount: z.number(),
    endDate: WireDate.openapi({ description: 'The due date' }),
    agreementTermEndDate: WireDate,
    extensions: z.array(OfferExtension),
  })
  .openapi('Offer')

export type Offer = z.infer<typeof Offer>

/**
 * An application's offer as its signing summary reads it: the offer, the price list it was priced
 * on (its annual rates) and the day the loan would start, for the carátula.
 */
export const ApplicationOffer = Offer.extend({
  sequenceType: SequenceType,
  startDate: WireDate.openapi({ description: 'The day it is priced for: the loan starts when signed today' }),
}).openapi('ApplicationOffer')

export const getOffer = createRoute({
  method: 'get',
  path: '/web/public/arithmetic/offer/stl/{sequence_type}/{amount}/{payCycle}/{payDates}',
  operationId: 'getOffer',
  tags: ['public'],
  summary: 'The price of a loan: interest, fees, IVA, total, due date, CAT and extensions',
  request: {
    params: z.object({
      sequence_type: SequenceType.openapi({ param: { name: 'sequence_type', in: 'path' } }),
      // Whole digits only (no sign, exponent or blanks), read as a number; typed integer for clients.
      amount: z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number)
        .openapi({
          type: 'integer',
          param: { name: 'amount', in: 'path' },
          description: 'Whole pesos, within the calculator limits for the sequence type, a multiple of the interval',
          example: 3000,
        }),
      payCycle: OfferPayCycle.openapi({ param: { name: 'payCycle', in: 'path' } }),
      payDates: z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2}|\d{1,2}(,\d{1,2})?)$/)
        .openapi({
          param: { name: 'payDates', in: 'path' },
          description:
            'A pay-date option of the cycle: yyyy-mm-dd (weekly, biweekly), a day 1..31 (monthly), two days comma-joined (semi_monthly)',
          example: '15,30',
        }),
    }),
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
    400: invalidRequest,
    429: refusal('Too many unknown promo codes from this address (100 an hour); Retry-After says when'),
    default: failure,
  },
})
