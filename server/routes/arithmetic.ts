import type { OpenAPIHono } from '@hono/zod-openapi'
import { getOffer } from '../../api'
import { computeOffer } from '../../src/domain/pricing'
import { errorBody } from '../errors'
import { OfferCache, type OfferAnswer } from '../pricing/offer-cache'
import { checkOfferRequest, type OfferRequestParams } from '../pricing/offer-request'
import { mexicoDate, mexicoToday } from '../pricing/today'

/**
 * The offer arithmetic (spec part 7, public). `now` is the server clock; tests fix it. Answers
 * are remembered per Mexico date and request (server/pricing/offer-cache.ts).
 * The private (client) and back-office variants of spec part 7 need auth and are added with it.
 */
export function mountArithmetic(app: OpenAPIHono, now: () => Date = () => new Date(), cache = new OfferCache()): void {
  app.openapi(getOffer, (c) => {
    const params = { ...c.req.valid('param'), promoName: c.req.valid('query').promoName }
    const at = now()
    const key = [mexicoDate(at), params.sequence_type, params.amount, params.payCycle, params.payDates, params.promoName ?? ''].join('|')
    const answer = cache.answer(key, () => priceOffer(params, mexicoToday(at)))
    if (!answer.ok) {
      return c.json(errorBody('The request is not valid.', { code: 'validation_failed', violations: answer.violations }), 400)
    }
    return c.json({ data: answer.offer }, 200)
  })
}

/** The offer for a request on Mexico's `today`, or the rules the request breaks. */
function priceOffer(params: OfferRequestParams, today: Date): OfferAnswer {
  const check = checkOfferRequest(params, today)
  if (!check.ok) return check
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
  return { ok: true, offer }
}
