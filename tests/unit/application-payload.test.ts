import { describe, expect, it } from 'vitest'
import { creationPayload, draftFromCookie, offerUpdate, sameDraft } from '../../src/domain/application'

// 15/06/2025: a semi-monthly 15/30 client is due on 30/06 (15 days), then 15/07.
const TODAY = new Date(2025, 5, 15)

describe('the application creation payload', () => {
  it('carries the cycle, both repayment options, the amount with its currency and the integrations', () => {
    const payload = creationPayload(
      { amount: 3000, payCycle: 'semi_monthly', payDates: '15,30', promoCode: null },
      { ioBB: 'bb', affiliate: { utm_source: 'google' }, hotjarUserId: 'hj', juicySessionId: 'js' },
      TODAY,
    )
    expect(payload).toEqual({
      salaryCycle: 'semi_monthly',
      payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
      loanAmount: { amount: 3000, currency: 'MXN' },
      iovation: { ioBB: 'bb' },
      affiliate: { utm_source: 'google' },
      paymentMethod: 'bank_transfer',
      hotjarUserId: 'hj',
      juicySessionId: 'js',
    })
  })

  it('sends nulls for integrations that are off, and the promo code when there is one', () => {
    const payload = creationPayload(
      { amount: 2000, payCycle: 'monthly', payDates: '20', promoCode: 'BIENVENIDA' },
      { affiliate: null },
      TODAY,
    )
    expect(payload).toMatchObject({
      iovation: {},
      hotjarUserId: null,
      juicySessionId: null,
      promoCode: 'BIENVENIDA',
      paymentMethod: 'bank_transfer',
    })
    expect(payload).not.toHaveProperty('affiliate')
    expect(payload?.payDates.first_repayment_option).toBe('2025-07-20')
  })

  it('refuses a pay date that is no longer one of today’s options', () => {
    expect(creationPayload({ amount: 2000, payCycle: 'weekly', payDates: '2025-06-01', promoCode: null }, {}, TODAY)).toBeNull()
  })
})

describe('the draft', () => {
  it('comes from a calculator cookie with an amount, a cycle and a pay date', () => {
    expect(draftFromCookie({ amount: 3000, tab: 0, payCycle: 'monthly', payDates: '20', promoCode: null, term: 35 })).toEqual({
      amount: 3000,
      payCycle: 'monthly',
      payDates: '20',
      promoCode: null,
    })
    expect(draftFromCookie({ amount: 3000, tab: 0, payCycle: null, payDates: null, promoCode: null })).toBeNull()
    expect(draftFromCookie(null)).toBeNull()
  })

  it('is the same intent only with the same amount, cycle, date and code', () => {
    const draft = { amount: 3000, payCycle: 'monthly' as const, payDates: '20', promoCode: null }
    expect(sameDraft(draft, { ...draft })).toBe(true)
    expect(sameDraft(draft, { ...draft, amount: 3100 })).toBe(false)
    expect(sameDraft(null, null)).toBe(true)
    expect(sameDraft(draft, null)).toBe(false)
  })
})

describe('the offer update payload', () => {
  it('is the amount with its currency, and for an increase the term in days', () => {
    expect(offerUpdate(1500)).toEqual({ amount: { amount: 1500, currency: 'MXN' } })
    expect(offerUpdate(5000, 15)).toEqual({ amount: { amount: 5000, currency: 'MXN' }, term: { value: 15, unit: 'day' } })
  })
})
