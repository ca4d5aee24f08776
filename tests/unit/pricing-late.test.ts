import fc from 'fast-check'
import { addDays } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { amountToSettle, daysUsed, lateCharges, lateDays, owedOn, PRICE_LISTS, type LoanLedger } from '../../src/domain/pricing'
import { fromWireDate } from '../../src/domain/dates'

function day(wire: string): Date {
  const date = fromWireDate(wire)
  if (!date) throw new Error(`not a date: ${wire}`)
  return date
}

describe('the days late: Mexico City calendar days after the due date', () => {
  it.each([
    ['2025-06-30', '2025-06-29', 0],
    ['2025-06-30', '2025-06-30', 0], // the due date itself is on time
    ['2025-06-30', '2025-07-01', 1],
    ['2025-06-30', '2025-07-05', 5],
    ['2025-12-30', '2026-01-02', 3],
  ])('due %s, today %s: %i days late', (due, today, days) => {
    expect(lateDays(day(due), day(today))).toBe(days)
  })
})

describe('late interest, fee and IVA on a principal owed (worked by hand, docs/PRICING.md "Paying late")', () => {
  it.each([
    // principal owed, days late, interest, IVA, total (centavos)
    ['$1000, on time', 1000_00, 0, 0, 0, 0],
    ['$1000, 1 day: 1% = $10, IVA $1.60', 1000_00, 1, 10_00, 1_60, 11_60],
    ['$1000, 5 days: $50, IVA $8', 1000_00, 5, 50_00, 8_00, 58_00],
    ['$1000, 100 days: $1000, the cap', 1000_00, 100, 1000_00, 160_00, 1160_00],
    ['$1000, 150 days: still the cap', 1000_00, 150, 1000_00, 160_00, 1160_00],
    ['$1234.56, 3 days: 37.0368 → 37.04, IVA 5.9264 → 5.93', 1234_56, 3, 37_04, 5_93, 42_97],
    ['$162.40, 7 days: 11.368 → 11.37, IVA 1.8192 → 1.82', 162_40, 7, 11_37, 1_82, 13_19],
  ])('%s', (_, principal, days, interest, vat, total) => {
    expect(lateCharges(principal, days)).toEqual({ interest, fee: 0, vat, total })
  })

  it('a late fee, were there one, is charged once with its IVA', () => {
    // $1000 five days late with a $200 fee: 50 + 200 + 16% × 250 = 40.
    expect(lateCharges(1000_00, 5, 1000_00, { interestPerDayBp: 100, lateFeeCents: 200_00 })).toEqual({
      interest: 50_00,
      fee: 200_00,
      vat: 40_00,
      total: 290_00,
    })
    expect(lateCharges(1000_00, 0, 1000_00, { interestPerDayBp: 100, lateFeeCents: 200_00 }).total).toBe(0)
  })
})

// The loan of the ERP's tests: a $1000 first loan paid out 2025-06-15, due 2025-06-30 (15 days):
// 1000 + 150 interest + 30 service fee + 50 processing + 16% × 230 = 36.80, total $1266.80.
const loan = (payments: LoanLedger['payments'] = []): LoanLedger => ({
  terms: { principalCents: 1000_00, termDays: 15, prices: PRICE_LISTS.first },
  payoutDay: day('2025-06-15'),
  dueDay: day('2025-06-30'),
  payments,
})

describe('what closes a loan on a day, late interest included (worked by hand)', () => {
  it.each([
    ['on the due date: the contract total', loan(), '2025-06-30', 0, 0, 1266_80],
    ['1 day late: + $10 + $1.60', loan(), '2025-07-01', 1, 11_60, 1278_40],
    ['5 days late: + $50 + $8', loan(), '2025-07-05', 5, 58_00, 1324_80],
    ['100 days late: + $1000 + $160, the cap', loan(), '2025-10-08', 100, 1160_00, 2426_80],
    ['200 days late: no more than the cap', loan(), '2026-01-16', 200, 1160_00, 2426_80],
    // $500 paid before the due date covers the $266.80 of charges and $233.20 of principal:
    // $766.80 owed, 2 days late: 15.336 → 15.34, IVA 2.4544 → 2.45.
    ['2 days late after $500 paid early', loan([{ day: day('2025-06-20'), cents: 500_00 }]), '2025-07-02', 2, 17_79, 784_59],
    // The old total $1266.80 paid 5 days late: $58 of late charges first, then $266.80 of
    // charges, then $942 of principal: $58 of principal is left, owed that day.
    ['the old total paid 5 days late leaves $58', loan([{ day: day('2025-07-05'), cents: 1266_80 }]), '2025-07-05', 5, 0, 58_00],
    // Five days on, $58 bears 2.90 of late interest; the IVA of all late interest so far,
    // 16% × 52.90 = 8.464 → 8.46, less the $8 paid: 58 + 2.90 + 0.46.
    [
      'and five days later it has grown to $61.36',
      loan([{ day: day('2025-07-05'), cents: 1266_80 }]),
      '2025-07-10',
      10,
      3_36,
      61_36,
    ],
    ['everything owed paid 5 days late closes it', loan([{ day: day('2025-07-05'), cents: 1324_80 }]), '2025-07-05', 5, 0, 0],
  ])('%s', (_, ledger, today, late, lateOwed, total) => {
    const owed = owedOn(ledger, day(today))
    expect({ lateDays: owed.lateDays, lateOwed: owed.lateOwed, total: owed.total }).toEqual({ lateDays: late, lateOwed, total })
  })

  it('shows the late interest and IVA accrued so far, paid or not', () => {
    const owed = owedOn(loan([{ day: day('2025-07-05'), cents: 1266_80 }]), day('2025-07-10'))
    expect(owed.late).toEqual({ interest: 52_90, fee: 0, vat: 8_46, total: 61_36 })
    expect(owed.principalOwed).toBe(58_00)
  })
})

const ledgers = fc
  .record({
    pesos: fc.integer({ min: 100, max: 20_000 }),
    termDays: fc.integer({ min: 7, max: 37 }),
    prices: fc.constantFrom(PRICE_LISTS.first, PRICE_LISTS.repeated, PRICE_LISTS.additional),
  })
  .map(({ pesos, termDays, prices }): LoanLedger => ({
    terms: { principalCents: pesos * 100, termDays, prices },
    payoutDay: day('2026-01-10'),
    dueDay: addDays(day('2026-01-10'), termDays),
    payments: [],
  }))

describe('properties of paying late', () => {
  it('is nothing on and before the due date: what closes the loan is the early settlement', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 0, max: 37 }), (ledger, offset) => {
        const today = addDays(ledger.payoutDay, Math.min(offset, ledger.terms.termDays))
        const owed = owedOn(ledger, today)
        expect(owed.lateDays).toBe(0)
        expect(owed.late.total).toBe(0)
        expect(owed.total).toBe(amountToSettle(ledger.terms, daysUsed(ledger.payoutDay, today), 0))
      }),
    )
  })

  it("grows by one day's interest (1% of a whole-peso principal) and its IVA each day until the cap", () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 0, max: 120 }), (ledger, late) => {
        const today = owedOn(ledger, addDays(ledger.dueDay, late))
        const tomorrow = owedOn(ledger, addDays(ledger.dueDay, late + 1))
        const oneDay = Math.min(ledger.terms.principalCents / 100, ledger.terms.principalCents - today.late.interest)
        expect(tomorrow.late.interest - today.late.interest).toBe(oneDay)
        // The IVA is of all late interest so far, rounded once: its step is 16% of a day's, to a centavo.
        expect(Math.abs(tomorrow.late.vat - today.late.vat - oneDay * 0.16)).toBeLessThanOrEqual(1)
        expect(tomorrow.total - today.total).toBe(tomorrow.late.total - today.late.total)
      }),
    )
  })

  it('never charges late interest above the principal lent, whatever is paid when', () => {
    const payment = fc.record({ offset: fc.integer({ min: 0, max: 200 }), cents: fc.integer({ min: 1, max: 5000_00 }) })
    fc.assert(
      fc.property(ledgers, fc.array(payment, { maxLength: 4 }), fc.integer({ min: 1, max: 400 }), (ledger, paid, late) => {
        const payments = paid.map(({ offset, cents }) => ({ day: addDays(ledger.payoutDay, offset), cents }))
        const owed = owedOn({ ...ledger, payments }, addDays(ledger.dueDay, late))
        expect(owed.late.interest).toBeLessThanOrEqual(ledger.terms.principalCents)
        expect(owed.total).toBeGreaterThanOrEqual(0)
        expect(owed.lateOwed).toBeLessThanOrEqual(owed.late.total)
      }),
    )
  })

  it('closes the loan on a late day when what it owes that day is paid', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 1, max: 200 }), (ledger, late) => {
        const today = addDays(ledger.dueDay, late)
        const owed = owedOn(ledger, today).total
        expect(owedOn({ ...ledger, payments: [{ day: today, cents: owed }] }, today).total).toBe(0)
        expect(owedOn({ ...ledger, payments: [{ day: today, cents: owed - 1 }] }, today).total).toBe(1)
      }),
    )
  })
})
