import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { errorBody, validationHook } from '../../server/errors'
import { serialize } from '../../server/json-text'
import { OfferCache, type OfferReply } from '../../server/pricing/offer-cache'
import { mountArithmetic } from '../../server/routes/arithmetic'

const refused: OfferReply = { status: 400, body: serialize(errorBody('The request is not valid.')) }

describe('OfferCache', () => {
  it('computes a reply once and serves it again', () => {
    const cache = new OfferCache()
    let computed = 0
    const compute = () => ((computed += 1), refused)
    expect(cache.reply('a', compute)).toBe(refused)
    expect(cache.reply('a', compute)).toBe(refused)
    expect(computed).toBe(1)
  })

  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = new OfferCache(2)
    const computed: string[] = []
    const ask = (key: string) => cache.reply(key, () => (computed.push(key), refused))
    ask('a')
    ask('b')
    ask('a') // a is now the most recently used
    ask('c') // drops b
    expect(cache.size).toBe(2)
    ask('a')
    ask('b')
    expect(computed).toEqual(['a', 'b', 'c', 'b'])
  })
})

describe('the offer route with its cache', () => {
  const OFFER = '/web/public/arithmetic/offer/stl/first/3000/monthly/15'

  /** The offer route on a clock `now()`, with its own cache. */
  function offerApp(now: () => Date, cache = new OfferCache()) {
    const app = new OpenAPIHono({ defaultHook: validationHook })
    mountArithmetic(app, now, cache)
    return async (path = OFFER) => {
      const response = await app.request(path)
      return { status: response.status, body: await response.json() }
    }
  }

  it('prices again when the date in Mexico changes, never serving yesterday’s term', async () => {
    let now = new Date('2026-03-10T05:00:00Z') // 23:00 on the 9th in Mexico City
    const cache = new OfferCache()
    const ask = offerApp(() => now, cache)
    const yesterday = await ask()
    now = new Date('2026-03-10T07:00:00Z') // 01:00 on the 10th
    const today = await ask()
    expect(today.body.data.term).toBe(yesterday.body.data.term - 1)
    expect(today).toEqual(await offerApp(() => now)())
    expect(cache.size).toBe(2)
  })

  it('answers a cached refusal like a fresh one', async () => {
    const ask = offerApp(() => new Date('2026-03-15T18:00:00Z'))
    const first = await ask('/web/public/arithmetic/offer/stl/first/900/monthly/15')
    expect(first.status).toBe(400)
    expect(await ask('/web/public/arithmetic/offer/stl/first/900/monthly/15')).toEqual(first)
  })
})
