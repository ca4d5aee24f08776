import { describe, expect, it } from 'vitest'
import { caratulaOf, caratulaTermsOfOffer } from '../../src/domain/caratula'
import { fromWireDate } from '../../src/domain/dates'
import { averageCat, CAT_DISCLOSURE, CONDUSEF, RECA_NUMBER, UNE } from '../../src/domain/facts'
import { priceLoan, type SequenceType } from '../../src/domain/pricing'

const day = (wire: string) => fromWireDate(wire)!

/**
 * Worked by hand from the price lists (docs/PRICING.md): interest = principal × daily rate × days,
 * service fee = principal × its rate, the processing fee fixed; each fee's IVA is 16 % of it;
 * an extension of d days costs d days of interest plus the service fee, plus IVA.
 */
const cases: {
  name: string
  sequenceType: SequenceType
  principal: number
  start: string
  due: string
  total: number
  ordinary: number
  opening: [number, number]
  service: [number, number]
  extensions: [number, number, number][]
}[] = [
  {
    name: 'a first loan of $1000 for 15 days',
    sequenceType: 'first',
    principal: 1000,
    start: '2025-06-01',
    due: '2025-06-16',
    // 1000 + 150 interest + 30 service + 50 processing + 36.80 IVA
    total: 126680,
    ordinary: 360,
    opening: [5000, 5800],
    service: [3000, 3480],
    extensions: [
      [7, 10000, 11600],
      [14, 17000, 19720],
      [30, 33000, 38280],
    ],
  },
  {
    name: 'a repeated loan of $2000 for 10 days',
    sequenceType: 'repeated',
    principal: 2000,
    start: '2026-02-20',
    due: '2026-03-02',
    // 2000 + 160 interest + 40 service + 30 processing + 36.80 IVA
    total: 226680,
    ordinary: 288,
    opening: [3000, 3480],
    service: [4000, 4640],
    extensions: [
      [7, 15200, 17632],
      [14, 26400, 30624],
      [30, 52000, 60320],
    ],
  },
  {
    name: 'an additional loan of $500 for 7 days',
    sequenceType: 'additional',
    principal: 500,
    start: '2026-12-28',
    due: '2027-01-04',
    // 500 + 31.50 interest + 12.50 service + 40 processing + 13.44 IVA
    total: 59744,
    ordinary: 324,
    opening: [4000, 4640],
    service: [1250, 1450],
    extensions: [
      [7, 4400, 5104],
      [14, 7550, 8758],
      [30, 14750, 17110],
    ],
  },
]

describe('the carátula of an offer', () => {
  it.each(cases)('$name', (example) => {
    const offer = priceLoan({
      principal: example.principal,
      sequenceType: example.sequenceType,
      today: day(example.start),
      dueDate: day(example.due),
    })
    const caratula = caratulaOf(caratulaTermsOfOffer(offer, example.sequenceType))
    expect(caratula.amountCents).toBe(example.principal * 100)
    expect(caratula.totalCents).toBe(example.total)
    expect(caratula.cat.percent).toBe(offer.apr)
    expect(caratula.ordinaryAnnualPercent).toBe(example.ordinary)
    expect(caratula.lateAnnualPercent).toBe(360)
    expect(caratula.lateDailyPercent).toBe(1)
    expect(caratula.term).toEqual({ days: offer.term, startDate: example.start, dueDate: example.due })
    expect(caratula.schedule).toEqual([{ dueDate: example.due, cents: example.total }])
    expect(caratula.fees).toEqual([
      { kind: 'opening', cents: example.opening[0], withVatCents: example.opening[1] },
      { kind: 'service', cents: example.service[0], withVatCents: example.service[1] },
      { kind: 'late', cents: 0, withVatCents: 0 },
      ...example.extensions.map(([days, cents, withVatCents]) => ({ kind: 'extension', days, cents, withVatCents })),
    ])
  })

  it('gives the term in days between the start and the due date', () => {
    const offer = priceLoan({ principal: 1000, sequenceType: 'first', today: day('2025-06-01'), dueDate: day('2025-06-16') })
    expect(caratulaOf(caratulaTermsOfOffer(offer, 'first')).term.days).toBe(15)
  })

  it('carries the CAT promedio legend, both warnings, UNE, CONDUSEF and the RECA number', () => {
    const offer = priceLoan({ principal: 1000, sequenceType: 'first', today: day('2025-06-01'), dueDate: day('2025-06-16') })
    const caratula = caratulaOf(caratulaTermsOfOffer(offer, 'first'))
    expect(caratula.cat).toMatchObject({
      average: averageCat(),
      calculatedOn: CAT_DISCLOSURE.calculatedOn,
      validUntil: CAT_DISCLOSURE.validUntil,
    })
    expect(caratula.warnings).toEqual(['late_costs', 'over_indebtedness'])
    expect(caratula.une).toBe(UNE)
    expect(caratula.condusef).toBe(CONDUSEF)
    expect(caratula.reca).toBe(RECA_NUMBER)
    expect(caratula.lender).toBe('Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.')
  })
})
