import type { OpenAPIHono } from '@hono/zod-openapi'
import { getOffer } from '../../api'
import { computeOffer } from '../../src/domain/pricing'
import { errorBody } from '../errors'
import { checkOfferRequest } from '../pricing/offer-request'
import { mexicoToday } from '../pricing/today'

/**
 * The offer arithmetic (spec part 7, public). `now` is the server clock; tests fix it.
 * The private (client) and back-office variants of spec part 7 need auth and are added with it.
 */
export function mountArithmetic(app: OpenAPIHono, now: () => Date = () => new Date()): void {
  app.openapi(getOffer, (c) => {
    const params = { ...c.req.valid('param'), promoName: c.req.valid('query').promoName }
    const today = mexicoToday(now())
    const check = checkOfferRequest(params, today)
    if (!check.ok) {
      return c.json(errorBody('The request is not valid.', { code: 'validation_failed', violations: check.violations }), 400)
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
    return c.json({ data: offer }, 200)
  })
}
