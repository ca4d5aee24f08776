import { describe, expect, it } from 'vitest'
import { leadIdFrom, withLead } from '../../src/domain/affiliate-lead'

describe("a partner's landing: the lead id of its URL", () => {
  it.each([
    ['?lead=demo-lead', 'demo-lead'],
    ['?utm_source=x&lead=AB_12', 'AB_12'],
    ['?lead=%20demo-lead%20', 'demo-lead'],
    ['', null],
    ['?lead=', null],
    ['?lead=../etc', null],
    ['?lead=un%20lead', null],
    [`?lead=${'a'.repeat(65)}`, null],
  ])('%s → %s', (search, id) => {
    expect(leadIdFrom(search)).toBe(id)
  })
})

describe("the lead's affiliate data with the URL's own over it", () => {
  it.each([
    ['the lead alone', { utm_partner: 'comparador', my_source: 'web' }, null, { utm_partner: 'comparador', my_source: 'web' }],
    [
      'the URL names a campaign the lead has too',
      { utm_partner: 'comparador', utm_campaign: 'junio' },
      { utm_campaign: 'julio' },
      { utm_partner: 'comparador', utm_campaign: 'julio' },
    ],
    ['the URL adds a gclid', { utm_partner: 'comparador' }, { gclid: 'G-1' }, { gclid: 'G-1', utm_partner: 'comparador' }],
  ])('%s', (_, lead, fromUrl, expected) => {
    expect(withLead(lead, fromUrl)).toEqual(expected)
  })
})
