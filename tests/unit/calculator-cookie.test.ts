import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AFFILIATE_KEYS, affiliateFrom, affiliateToSearch } from '../../src/domain/affiliate'
import {
  needsOfferUpdate,
  parseCalculatorCookie,
  serializeCalculatorCookie,
  type CalculatorCookie,
} from '../../src/domain/calculator-cookie'

const state: CalculatorCookie = {
  amount: 3000,
  tab: 1,
  payCycle: 'semi_monthly',
  payDates: '15,30',
  promoCode: 'VERANO',
  term: 21,
}

describe('affiliateFrom', () => {
  it('keeps every known key of the landing query', () => {
    const search = `?${AFFILIATE_KEYS.map((key, i) => `${key}=v${i}`).join('&')}`
    const data = affiliateFrom(search)
    expect(Object.keys(data ?? {})).toEqual([...AFFILIATE_KEYS])
    expect(data?.gclid).toBe('v0')
    expect(data?.my_medium).toBe('v9')
  })
  it('drops unknown keys and empty values, and trims', () => {
    expect(affiliateFrom('utm_source=%20fb%20&utm_medium=&ref=x&UTM_CAMPAIGN=y')).toEqual({ utm_source: 'fb' })
  })
  it('takes the first of repeated keys', () => {
    expect(affiliateFrom(new URLSearchParams('gclid=a&gclid=b'))).toEqual({ gclid: 'a' })
  })
  it('caps values at 200 characters', () => {
    expect(affiliateFrom(`utm_content=${'x'.repeat(500)}`)?.utm_content).toHaveLength(200)
  })
  it('is null when the query carries none', () => {
    expect(affiliateFrom('')).toBeNull()
    expect(affiliateFrom('?page=2&utm_source=%20')).toBeNull()
  })
  it('reads back what affiliateToSearch wrote', () => {
    const data = { gclid: 'a b&c', utm_source: 'x=y', my_campaign: 'ñandú' }
    expect(affiliateFrom(affiliateToSearch(data))).toEqual(data)
  })
})

describe('calculator cookie', () => {
  it('reads back what it wrote', () => {
    expect(parseCalculatorCookie(serializeCalculatorCookie(state))).toEqual(state)
    const { term: _term, ...withoutTerm } = state
    expect(parseCalculatorCookie(serializeCalculatorCookie(withoutTerm))).toEqual(withoutTerm)
  })
  it('is null when missing, not JSON, not an object, or too long', () => {
    expect(parseCalculatorCookie(null)).toBeNull()
    expect(parseCalculatorCookie(undefined)).toBeNull()
    expect(parseCalculatorCookie('')).toBeNull()
    expect(parseCalculatorCookie('{amount:3000')).toBeNull()
    expect(parseCalculatorCookie('3000')).toBeNull()
    expect(parseCalculatorCookie('[3000]')).toBeNull()
    expect(parseCalculatorCookie('null')).toBeNull()
    expect(parseCalculatorCookie(JSON.stringify({ ...state, payDates: 'x'.repeat(3000) }))).toBeNull()
  })
  it('is null without a whole, non-negative amount', () => {
    for (const amount of [-100, 1500.5, '3000', null, 1e20]) {
      expect(parseCalculatorCookie(JSON.stringify({ ...state, amount }))).toBeNull()
    }
    expect(parseCalculatorCookie(JSON.stringify({ tab: 0 }))).toBeNull()
  })
  it('falls back field by field on wrong types', () => {
    const raw = JSON.stringify({ amount: 2000, tab: 'repeated', payCycle: 'daily', payDates: '15', promoCode: 7, term: -3 })
    expect(parseCalculatorCookie(raw)).toEqual({ amount: 2000, tab: 0, payCycle: null, payDates: null, promoCode: null })
  })
  it('keeps pay dates only with a pay cycle', () => {
    expect(parseCalculatorCookie(JSON.stringify({ ...state, payCycle: null }))?.payDates).toBeNull()
    expect(parseCalculatorCookie(JSON.stringify({ ...state, payDates: '' }))?.payDates).toBeNull()
  })
  it('keeps a promo code trimmed, and only within the length rule', () => {
    expect(parseCalculatorCookie(JSON.stringify({ ...state, promoCode: ' VERANO ' }))?.promoCode).toBe('VERANO')
    expect(parseCalculatorCookie(JSON.stringify({ ...state, promoCode: 'V' }))?.promoCode).toBeNull()
    expect(parseCalculatorCookie(JSON.stringify({ ...state, promoCode: 'V'.repeat(65) }))?.promoCode).toBeNull()
  })
  it('drops a term that is not a positive whole number of days', () => {
    for (const term of [0, 2.5, '21', null]) {
      expect(parseCalculatorCookie(JSON.stringify({ ...state, term }))).not.toHaveProperty('term')
    }
  })
  it('never throws and returns either null or a well-formed state, whatever it reads', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const cookie = parseCalculatorCookie(raw)
          if (cookie === null) return
          expect(Number.isSafeInteger(cookie.amount) && cookie.amount >= 0).toBe(true)
          expect([0, 1]).toContain(cookie.tab)
        },
      ),
    )
  })
})

describe('needsOfferUpdate', () => {
  it('skips the payload when amount and term match the cookie', () => {
    expect(needsOfferUpdate(state, { amount: 3000, term: 21 })).toBe(false)
  })
  it('sends it when the amount or the term differs', () => {
    expect(needsOfferUpdate(state, { amount: 3100, term: 21 })).toBe(true)
    expect(needsOfferUpdate(state, { amount: 3000, term: 22 })).toBe(true)
  })
  it('sends it without a cookie, or with one that has no term', () => {
    expect(needsOfferUpdate(null, { amount: 3000, term: 21 })).toBe(true)
    const { term: _term, ...withoutTerm } = state
    expect(needsOfferUpdate(withoutTerm, { amount: 3000, term: 21 })).toBe(true)
  })
})
