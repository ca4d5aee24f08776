import { describe, expect, it } from 'vitest'
import { fromWireDate } from '../../src/domain/dates'
import { computeOffer, priceLoan, type Offer } from '../../src/domain/pricing'

function day(wire: string): Date {
  const date = fromWireDate(wire)
  if (!date) throw new Error(`bad test date ${wire}`)
  return date
}

const NONE = { interest: 0, serviceFee: 0 }

describe('offers computed by hand (docs/PRICING.md)', () => {
  it('A. first loan, $3000, 15 days (semi-monthly 15/30, taken on 2026-03-15)', () => {
    // due: the 15th is today, the 30th is 15 days away (≥ 7) → 2026-03-30, term 15
    // interest    = 3000 × 1.0% × 15 = 450.00
    // service fee = 3000 × 3%        =  90.00
    // processing  =                     50.00 (withdrawal 0, invoicing 0)
    // IVA         = 16% × (450 + 90 + 50) = 16% × 590 = 94.40
    // total       = 3000 + 590 + 94.40 = 3684.40
    // CAT: 3000 = 3590 / (1 + i)^(15/360) → i = (3590/3000)^24 − 1 = 73.36296 → 7336.3%
    // extensions: 7 d 210 + 90 = 300 (+48 IVA = 348); 14 d 420 + 90 = 510 (591.60); 30 d 900 + 90 = 990 (1148.40)
    const offer = computeOffer({
      amount: 3000,
      payCycle: 'semi_monthly',
      payDates: '15,30',
      sequenceType: 'first',
      today: day('2026-03-15'),
    })
    expect(offer).toEqual<Offer>({
      sequenceType: 'first',
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
      discount: NONE,
      interest_without_discount: 450,
      serviceFee_without_discount: 90,
      processing_fee_without_discount: 50,
      total_without_discount: 3684.4,
      apr_without_discount: 7336.3,
      endDate: '2026-03-30',
      agreementTermEndDate: '2026-03-30',
      extensions: [
        { days: 7, endDate: '2026-04-06', amount: 348, amount_without_vat: 300 },
        { days: 14, endDate: '2026-04-13', amount: 591.6, amount_without_vat: 510 },
        { days: 30, endDate: '2026-04-29', amount: 1148.4, amount_without_vat: 990 },
      ],
    })
  })

  it('B. repeated loan, $8000, 30 days (monthly on the 10th, taken on 2026-04-10)', () => {
    // due: the 10th is today, so next month's → 2026-05-10, term 30
    // interest    = 8000 × 0.8% × 30 = 1920.00
    // service fee = 8000 × 2%        =  160.00
    // processing  =                      30.00
    // IVA         = 16% × (1920 + 160 + 30) = 16% × 2110 = 337.60
    // total       = 8000 + 2110 + 337.60 = 10447.60
    // CAT: 8000 = 10110 / (1 + i)^(30/360) → i = 1.26375^12 − 1 = 15.593348 → 1559.3%
    // extensions: 7 d 448 + 160 = 608 (+97.28 = 705.28); 14 d 896 + 160 = 1056 (1224.96); 30 d 1920 + 160 = 2080 (2412.80)
    const offer = computeOffer({
      amount: 8000,
      payCycle: 'monthly',
      payDates: '10',
      sequenceType: 'repeated',
      today: day('2026-04-10'),
    })
    expect(offer).toMatchObject({
      principal: 8000,
      term: 30,
      interest: { amount: 1920 },
      serviceFee: { amount: 160 },
      processingFee: 30,
      vat: { amount: 337.6 },
      total: 10447.6,
      apr: 1559.3,
      endDate: '2026-05-10',
      extensions: [
        { days: 7, endDate: '2026-05-17', amount: 705.28, amount_without_vat: 608 },
        { days: 14, endDate: '2026-05-24', amount: 1224.96, amount_without_vat: 1056 },
        { days: 30, endDate: '2026-06-09', amount: 2412.8, amount_without_vat: 2080 },
      ],
    })
  })

  it('C. first loan with BIENVENIDA (20% off interest), $2000, 10 days (weekly, paid 2026-03-18, taken 2026-03-15)', () => {
    // due: 2026-03-18 is 3 days away (< 7) → a week later, 2026-03-25, term 10
    // interest    = 2000 × 1.0% × 10 = 200.00 → 20% off → 160.00
    // service fee = 2000 × 3% = 60.00; processing 50.00
    // IVA   = 16% × (160 + 60 + 50) = 16% × 270 = 43.20;  total = 2000 + 270 + 43.20 = 2313.20
    // undiscounted: IVA 16% × 310 = 49.60; total 2359.60
    // CAT:        2000 = 2270 / (1 + i)^(10/360) → i = 1.135^36 − 1 = 94.466503 → 9446.7%
    // CAT before: 2000 = 2310 / (1 + i)^(10/360) → i = 1.155^36 − 1 = 178.040562 → 17804.1%
    const offer = computeOffer({
      amount: 2000,
      payCycle: 'weekly',
      payDates: '2026-03-18',
      sequenceType: 'first',
      today: day('2026-03-15'),
      discount: { interest: 20, serviceFee: 0 },
    })
    expect(offer).toMatchObject({
      term: 10,
      interest: { amount: 160 },
      serviceFee: { amount: 60 },
      processingFee: 50,
      vat: { amount: 43.2 },
      total: 2313.2,
      apr: 9446.7,
      discount: { interest: 20, serviceFee: 0 },
      interest_without_discount: 200,
      serviceFee_without_discount: 60,
      processing_fee_without_discount: 50,
      total_without_discount: 2359.6,
      apr_without_discount: 17804.1,
      endDate: '2026-03-25',
    })
    // Promo codes discount the loan, not its extensions: 7 d = 140 + 60 = 200 (+32 IVA).
    expect(offer?.extensions[0]).toEqual({ days: 7, endDate: '2026-04-01', amount: 232, amount_without_vat: 200 })
  })

  it('D. additional loan with 15% off interest, $1100, 11 days: a half centavo rounds up', () => {
    // due: weekly 2026-03-19 is 4 days away → 2026-03-26, term 11
    // interest    = 1100 × 0.9% × 11 = 108.90 → 85% = 92.565 → 92.57 (half up)
    // service fee = 1100 × 2.5% = 27.50; processing 40.00
    // IVA   = 16% × (92.57 + 27.50 + 40) = 16% × 160.07 = 25.6112 → 25.61
    // total = 1100 + 160.07 + 25.61 = 1285.68
    // undiscounted: 108.90 + 27.50 + 40 = 176.40; IVA 28.224 → 28.22; total 1304.62
    // CAT: 1100 = 1260.07 / (1 + i)^(11/360) → i = 1.1455182^(360/11) − 1 = 84.304926 → 8430.5%
    // CAT before: i = (1276.40/1100)^(360/11) − 1 = 129.013685 → 12901.4%
    const offer = computeOffer({
      amount: 1100,
      payCycle: 'weekly',
      payDates: '2026-03-19',
      sequenceType: 'additional',
      today: day('2026-03-15'),
      discount: { interest: 15, serviceFee: 0 },
    })
    expect(offer).toMatchObject({
      term: 11,
      interest: { amount: 92.57 },
      serviceFee: { amount: 27.5 },
      processingFee: 40,
      vat: { amount: 25.61 },
      total: 1285.68,
      apr: 8430.5,
      interest_without_discount: 108.9,
      total_without_discount: 1304.62,
      apr_without_discount: 12901.4,
    })
  })

  it('E. a service-fee discount (AMIGO10-like, 10% off) on a repeated $5000 for 14 days', () => {
    // biweekly 2026-03-29 is 14 days from 2026-03-15 → term 14
    // interest 5000 × 0.8% × 14 = 560; service fee 5000 × 2% = 100 → 90; processing 30
    // IVA 16% × 680 = 108.80; total 5788.80; undiscounted IVA 16% × 690 = 110.40, total 5800.40
    const offer = computeOffer({
      amount: 5000,
      payCycle: 'biweekly',
      payDates: '2026-03-29',
      sequenceType: 'repeated',
      today: day('2026-03-15'),
      discount: { interest: 0, serviceFee: 10 },
    })
    expect(offer).toMatchObject({
      term: 14,
      interest: { amount: 560 },
      serviceFee: { amount: 90 },
      serviceFee_without_discount: 100,
      vat: { amount: 108.8 },
      total: 5788.8,
      total_without_discount: 5800.4,
    })
    expect(offer!.apr).toBeLessThan(offer!.apr_without_discount)
  })
})

describe('computeOffer and priceLoan', () => {
  it('is null when the pay date is not one of today’s options', () => {
    expect(
      computeOffer({ amount: 3000, payCycle: 'weekly', payDates: '2026-03-15', sequenceType: 'first', today: day('2026-03-15') }),
    ).toBeNull()
    expect(
      computeOffer({ amount: 3000, payCycle: 'monthly', payDates: '15,30', sequenceType: 'first', today: day('2026-03-15') }),
    ).toBeNull()
  })

  it('without a discount the twins equal the figures', () => {
    const offer = priceLoan({ principal: 4500, sequenceType: 'additional', today: day('2026-01-31'), dueDate: day('2026-02-28') })
    expect(offer.discount).toEqual(NONE)
    expect(offer.total_without_discount).toBe(offer.total)
    expect(offer.interest_without_discount).toBe(offer.interest.amount)
    expect(offer.serviceFee_without_discount).toBe(offer.serviceFee.amount)
    expect(offer.processing_fee_without_discount).toBe(offer.processingFee)
    expect(offer.apr_without_discount).toBe(offer.apr)
    expect(offer.term).toBe(28)
  })

  it('the figures add up to the total to the centavo', () => {
    const offer = priceLoan({
      principal: 9900,
      sequenceType: 'first',
      today: day('2026-01-05'),
      dueDate: day('2026-02-11'),
      discount: { interest: 15, serviceFee: 10 },
    })
    const parts = [
      offer.principal,
      offer.interest.amount,
      offer.serviceFee.amount,
      offer.processingFee,
      offer.withdrawalFee,
      offer.invoicingFee,
      offer.vat.amount,
    ]
    expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(offer.total * 100))
  })

  it('refuses a due date that is not after today', () => {
    expect(() =>
      priceLoan({ principal: 3000, sequenceType: 'first', today: day('2026-03-15'), dueDate: day('2026-03-15') }),
    ).toThrow(RangeError)
  })
})

describe('the price list an offer names', () => {
  it.each(['first', 'repeated', 'additional'] as const)('a %s offer names the price list that priced it', (sequenceType) => {
    const offer = priceLoan({ principal: 2000, sequenceType, today: day('2026-03-15'), dueDate: day('2026-03-30') })
    expect(offer.sequenceType).toBe(sequenceType)
  })
})
