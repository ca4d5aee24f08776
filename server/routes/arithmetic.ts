import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { getOffer, type ErrorBody } from '../../api'
import { computeOffer } from '../../src/domain/pricing'
import type { LimitCheck } from '../auth/rate-limit'
import { refuse } from '../auth/refuse'
import { errorBody } from '../errors'
import { sendJson, serialize, type JsonText } from '../json-text'
import { OfferCache, type OfferReply } from '../pricing/offer-cache'
import { checkOfferRequest, type OfferRequestParams } from '../pricing/offer-request'
import { mexicoDate, mexicoToday } from '../pricing/today'

/**
 * The offer arithmetic (public). `now` is the server clock; tests fix it. Answers
 * are remembered per Mexico date and request (server/pricing/offer-cache.ts).
 * The private (client) and back-office variants pick the sequence type from the
 * client's loans: server/routes/applications.ts.
 */
export function mountArithmetic(
  app: OpenAPIHono,
  now: () => Date = () => new Date(),
  cache = new OfferCache(),
  promoBudget?: PromoBudget,
): void {
  app.openapi(getOffer, async (c) => {
    const params: OfferRequestParams = c.req.valid('param')
    const { promoName } = c.req.valid('query')
    // Only a request naming a promo code meets the budget: the calculator's own stays on the fast path.
    const budget = promoName === undefined ? undefined : promoBudget?.(c)
    if (budget) {
      const allowed = await budget.check()
      if (!allowed.allowed) {
        return refuse(c, 429, 'Too many unknown promo codes tried. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: allowed.retryAfterSeconds,
        })
      }
    }
    const at = now()
    const key = `${mexicoDate(at)}|${params.sequence_type}|${params.amount}|${params.payCycle}|${params.payDates}|${promoName ?? ''}`
    const reply = cache.reply(key, () => priceOffer({ ...params, promoName }, mexicoToday(at)))
    if (budget && promoName !== undefined && reply.status === 400 && isPromoMiss(reply.body)) await budget.spend(promoName)
    return reply.status === 200 ? sendJson(c, reply.body, 200) : sendJson(c, reply.body, 400)
  })
}

/**
 * The budget of promo-code lookups of one caller (lookupBudget in server/auth/address-limit.ts):
 * each code that does not exist, or not for this loan, spends it once; a spent budget answers 429
 * to any request naming a code, so the codes cannot be guessed one after another.
 */
export type PromoBudget = (c: Context) => { check(): Promise<LimitCheck>; spend(item: string): Promise<void> }

/** Whether a refused offer's violations name the promo code. */
function isPromoMiss(body: JsonText<ErrorBody>): boolean {
  const parsed = JSON.parse(body) as ErrorBody
  return parsed.data.error.details.violations?.some((violation) => violation.propertyPath === 'promoName') ?? false
}

/** The offer for a request on Mexico's `today`, or the rules the request breaks, serialized. */
function priceOffer(params: OfferRequestParams, today: Date): OfferReply {
  const check = checkOfferRequest(params, today)
  if (!check.ok) {
    return {
      status: 400,
      body: serialize(errorBody('The request is not valid.', { code: 'validation_failed', violations: check.violations })),
    }
  }
  const offer = computeOffer({
    amount: params.amount,
    payCycle: params.payCycle,
    payDates: params.payDates,
    sequenceType: params.sequence_type,
    today,
    discount: check.discount,
  })
  // checkOfferRequest has accepted payDates as one of today's options, so there is an offer.
  if (!offer) throw new Error(`no offer for the accepted pay date ${params.payDates}`)
  return { status: 200, body: serialize({ data: offer }) }
}
