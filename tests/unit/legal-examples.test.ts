import { describe, expect, it } from 'vitest'
import { costExample, latePaymentTerms, listOf, loanLimits, ordinaryAnnualRates } from '../../src/screens/legal/cost-example'

// The figures below are worked by hand from the first-loan price list (1% a day, a 3% service
// fee, a $50 opening fee, 16% IVA) for the representative loan of $3000 over 15 days.
describe('the worked examples of the legal texts', () => {
  it('the cost of the example loan, as a person reads it', () => {
    expect(costExample()).toMatchObject({
      sequenceType: 'first',
      principal: '$3000',
      days: 15,
      dailyRate: '1%',
      interest: '$450',
      serviceFee: '$90',
      processingFee: '$50',
      vatRate: '16%',
      vat: '$94.40',
      total: '$3684.40',
      cat: '7336.3%',
    })
  })

  it('settling on day 7 pays seven days of interest and the fees in full: $210 + $90 + $50 + $56 IVA', () => {
    expect(costExample().early).toEqual({ day: 7, amount: '$3406' })
  })

  it('an extension costs the interest of its days and the service fee, plus IVA', () => {
    expect(costExample().extensions).toEqual([
      { days: 7, withoutVat: '$300', total: '$348' },
      { days: 14, withoutVat: '$510', total: '$591.60' },
      { days: 30, withoutVat: '$990', total: '$1148.40' },
    ])
  })

  it('a day late on the example adds 1% of the principal and its IVA', () => {
    expect(costExample().late).toEqual({ dailyRate: '1%', interestPerDay: '$30', vatPerDay: '$4.80', totalPerDay: '$34.80' })
    expect(latePaymentTerms()).toEqual({ dailyRate: '1%', annualRate: '360%', fee: null })
  })

  it('the annual ordinary rates and the loan limits', () => {
    expect(ordinaryAnnualRates()).toEqual({ first: '360%', repeated: '288%', additional: '324%' })
    expect(loanLimits()).toEqual({
      firstMin: '$1000',
      firstMax: '$5000',
      repeatedMax: '$10000',
      additionalMin: '$500',
      minDays: 7,
      maxDays: 37,
    })
  })

  it.each([
    ['es', '7, 14 o 30'],
    ['en', '7, 14, or 30'],
  ])('the extension lengths read as a choice in %s', (locale, text) => {
    expect(listOf([7, 14, 30], locale)).toBe(text)
  })
})
