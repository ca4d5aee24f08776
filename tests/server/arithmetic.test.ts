import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { envelope, ErrorBody, Offer } from '../../api'
import { toWireDate } from '../../src/domain/dates'
import { validationHook } from '../../server/errors'
import { PROMO_CODES } from '../../server/pricing/promo-codes'
import { mexicoToday } from '../../server/pricing/today'
import { mountArithmetic } from '../../server/routes/arithmetic'

/** The offer route on a server whose clock reads `now`, validating like the real app. */
function appAt(now: string): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook })
  mountArithmetic(app, () => new Date(now))
  return app
}

// Noon in Mexico City (UTC−6) on 2026-03-15.
const app = appAt('2026-03-15T18:00:00Z')
const OFFER = '/web/public/arithmetic/offer/stl'

async function offerAt(target: OpenAPIHono, path: string) {
  const response = await target.request(`${OFFER}/${path}`)
  expect(response.status, await response.clone().text()).toBe(200)
  const body = await response.json()
  return envelope(Offer).parse(body).data
}

async function violationsOf(path: string) {
  const response = await app.request(`${OFFER}/${path}`)
  expect(response.status).toBe(400)
  const body = ErrorBody.parse(await response.json())
  expect(body.data.error.code).toBe('validation_failed')
  return body.data.error.details.violations?.map(({ propertyPath, status }) => ({ propertyPath, status }))
}

describe('GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/{payCycle}/{payDates}', () => {
  it('answers the offer in the shape of the contract, every field of it', async () => {
    const response = await app.request(`${OFFER}/first/3000/semi_monthly/15,30`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown> }
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(Offer.shape).sort())
    // Case A of tests/unit/pricing-offer.test.ts: $3000 first loan, 15 days.
    expect(envelope(Offer).parse(body).data).toMatchObject({
      principal: 3000,
      term: 15,
      interest: { amount: 450 },
      serviceFee: { amount: 90 },
      processingFee: 50,
      withdrawalFee: 0,
      invoicingFee: 0,
      vat: { amount: 94.4 },
      total: 3684.4,
      apr: 7336.3,
      endDate: '2026-03-30',
      agreementTermEndDate: '2026-03-30',
    })
  })

  it('reads an encoded comma and a promo code in any case', async () => {
    const offer = await offerAt(app, 'first/2000/weekly/2026-03-18?promoName=%20bienvenida%20')
    expect(offer).toMatchObject({
      term: 10,
      interest: { amount: 160 },
      interest_without_discount: 200,
      discount: { interest: 20, serviceFee: 0 },
      total: 2313.2,
    })
    expect((await offerAt(app, 'first/3000/semi_monthly/15%2C30')).endDate).toBe('2026-03-30')
  })

  it('applies each promo code to the loans it is for', async () => {
    expect((await offerAt(app, 'repeated/5000/biweekly/2026-03-29?promoName=AMIGO10')).serviceFee).toEqual({ amount: 90 })
    expect((await offerAt(app, 'additional/1100/weekly/2026-03-19?promoName=CLIENTEFIEL')).interest).toEqual({ amount: 92.57 })
    expect(PROMO_CODES.map((code) => code.name)).toEqual(['BIENVENIDA', 'AMIGO10', 'CLIENTEFIEL'])
  })

  it('takes the amount limits of the sequence type from the calculator config', async () => {
    // first: 1000..5000 (new-client ceiling); repeated: 1000..10000; additional: 500..10000; step 100
    expect((await offerAt(app, 'first/5000/monthly/20')).principal).toBe(5000)
    expect((await offerAt(app, 'repeated/10000/monthly/20')).principal).toBe(10000)
    expect((await offerAt(app, 'additional/500/monthly/20')).principal).toBe(500)
  })

  it('counts today in Mexico City, whatever the server’s time zone', async () => {
    // 05:30 UTC on the 16th is still 23:30 on the 15th in Mexico City: tomorrow (the 16th) is an option.
    const lateEvening = appAt('2026-03-16T05:30:00Z')
    expect((await offerAt(lateEvening, 'first/3000/weekly/2026-03-16')).endDate).toBe('2026-03-23')
    // An hour later it is the 16th there, and the 16th is no longer an option.
    const response = await appAt('2026-03-16T06:30:00Z').request(`${OFFER}/first/3000/weekly/2026-03-16`)
    expect(response.status).toBe(400)
    expect(toWireDate(mexicoToday(new Date('2026-03-16T05:59:59Z')))).toBe('2026-03-15')
    expect(toWireDate(mexicoToday(new Date('2026-03-16T06:00:00Z')))).toBe('2026-03-16')
  })

  it('reads the real clock when none is given', async () => {
    const real = new OpenAPIHono({ defaultHook: validationHook })
    mountArithmetic(real)
    // The 15th of the month is a monthly option on every day.
    const offer = await offerAt(real, 'first/3000/monthly/15')
    expect(offer.term).toBeGreaterThanOrEqual(7)
    expect(offer.endDate.slice(8)).toBe('15')
  })
})

describe('bad offer requests: 400 with the violations, never a 5xx', () => {
  it.each([
    ['second/3000/monthly/15', [{ propertyPath: 'sequence_type', status: 'invalid_value' }]],
    ['first/abc/monthly/15', [{ propertyPath: 'amount', status: 'invalid_format' }]],
    ['first/3000.5/monthly/15', [{ propertyPath: 'amount', status: 'invalid_format' }]],
    ['first/-3000/monthly/15', [{ propertyPath: 'amount', status: 'invalid_format' }]],
    ['first/3000/daily/15', [{ propertyPath: 'payCycle', status: 'invalid_value' }]],
    ['first/3000/monthly/abc', [{ propertyPath: 'payDates', status: 'invalid_format' }]],
    ['first/3000/monthly/15?promoName=X', [{ propertyPath: 'promoName', status: 'too_small' }]],
    [`first/3000/monthly/15?promoName=${'X'.repeat(65)}`, [{ propertyPath: 'promoName', status: 'too_big' }]],
  ])('%s breaks the contract', async (path, violations) => {
    expect(await violationsOf(path)).toEqual(violations)
  })

  it.each([
    ['first/900/monthly/15', 'amount', 'too_small'],
    ['additional/400/monthly/15', 'amount', 'too_small'],
    ['first/5100/monthly/15', 'amount', 'too_big'], // above the first-loan ceiling
    ['repeated/10100/monthly/15', 'amount', 'too_big'],
    ['first/3050/monthly/15', 'amount', 'not_multiple_of'],
    ['first/3000/monthly/32', 'payDates', 'invalid_pay_date'],
    ['first/3000/monthly/15,30', 'payDates', 'invalid_pay_date'],
    ['first/3000/semi_monthly/15,31', 'payDates', 'invalid_pay_date'],
    ['first/3000/semi_monthly/15', 'payDates', 'invalid_pay_date'],
    ['first/3000/weekly/2026-03-15', 'payDates', 'invalid_pay_date'], // today
    ['first/3000/weekly/2026-03-23', 'payDates', 'invalid_pay_date'], // 8 days away
    ['first/3000/biweekly/2026-03-30', 'payDates', 'invalid_pay_date'], // 15 days away
    ['first/3000/weekly/2026-02-30', 'payDates', 'invalid_pay_date'],
    ['first/3000/monthly/15?promoName=NOEXISTE', 'promoName', 'invalid_promo_code'],
    ['repeated/3000/monthly/15?promoName=BIENVENIDA', 'promoName', 'invalid_promo_code'], // first loans only
    ['first/3000/monthly/15?promoName=CLIENTEFIEL', 'promoName', 'invalid_promo_code'], // not for first loans
  ])('%s breaks the rule %s %s', async (path, propertyPath, status) => {
    expect(await violationsOf(path)).toEqual([{ propertyPath, status }])
  })

  it('names every broken rule at once', async () => {
    expect(await violationsOf('first/3050/weekly/2026-04-01?promoName=NOEXISTE')).toEqual([
      { propertyPath: 'amount', status: 'not_multiple_of' },
      { propertyPath: 'payDates', status: 'invalid_pay_date' },
      { propertyPath: 'promoName', status: 'invalid_promo_code' },
    ])
  })

  it('gives each violation a message', async () => {
    const response = await app.request(`${OFFER}/first/900/monthly/15`)
    const body = ErrorBody.parse(await response.json())
    expect(body.data.error.details.violations?.[0]?.message).toBe('The amount must be at least 1000.')
  })

  it.each([
    'first/999999999/weekly/9999-99-99',
    'first/0/monthly/0',
    'additional/1000/semi_monthly/99,99',
    'repeated/1000/biweekly/0000-00-00',
    'first/1000/monthly/15?promoName=%00%00',
  ])('%s is refused without a server error', async (path) => {
    const response = await app.request(`${OFFER}/${path}`)
    expect(response.status).toBe(400)
  })
})
