import type { OpenAPIHono } from '@hono/zod-openapi'
import { getOffer } from '../../api'
import { computeOffer } from '../../src/domain/pricing'
import { errorBody } from '../errors'
import { sendJson, serialize } from '../json-text'
import { OfferCache, type OfferReply } from '../pricing/offer-cache'
import { checkOfferRequest, type OfferRequestParams } from '../pricing/offer-request'
import { mexicoDate, mexicoToday } from '../pricing/today'

/**
 * The offer arithmetic (spec part 7, public). `now` is the server clock; tests fix it. Answers
 * are remembered per Mexico date and request (server/pricing/offer-cache.ts).
 * The private (client) and back-office variants of spec part 7 pick the sequence type from the
 * client's loans: server/routes/applications.ts.
 */
export function mountArithmetic(app: OpenAPIHono, now: () => Date = () => new Date(), cache = new OfferCache()): void {
  app.openapi(getOffer, (c) => {
    const params: OfferRequestParams = c.req.valid('param')
    const { promoName } = c.req.valid('query')
    const at = now()
    const key = `${mexicoDate(at)}|${params.sequence_type}|${params.amount}|${params.payCycle}|${params.payDates}|${promoName ?? ''}`
    const reply = cache.reply(key, () => priceOffer({ ...params, promoName }, mexicoToday(at)))
    return reply.status === 200 ? sendJson(c, reply.body, 200) : sendJson(c, reply.body, 400)
  })
}

/** The offer for a request on Mexico's `today`, or the rules the request breaks, serialized. */
function priceOffer(params: OfferRequestParams, today: Date): OfferReply {
  const check = checkOfferRequest(params, today)
  if (!check.ok) {
    return { status: 400, body: serialize(errorBody('The request is not valid.', { code: 'validation_failed', violations: check.violations })) }
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
