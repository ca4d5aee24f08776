import { describe, expect, it } from 'vitest'
import {
  groupedClabe,
  groupedReference,
  isLoanPaid,
  isOverdue,
  isRolloverPaid,
  loanStatusName,
  NO_LATE_CHARGES,
  rolloverInvoiceStatus,
  unpaidRollover,
  type Loan,
} from '../../src/domain/loan'
import { receivedPayout, rolloverWith } from './loan-support'

const rollover = rolloverWith

const loan = (changes: Partial<Loan> = {}): Loan => ({
  id: 1,
  status: 4,
  principal: 2000,
  interest: 300,
  fees: 110,
  vat: 65.6,
  total: 2475.6,
  paidAmount: 0,
  outstanding: 2475.6,
  settleToday: { amount: 2475.6, days: 15 },
  late: NO_LATE_CHARGES,
  startDate: '2026-11-21',
  dueDate: '2026-12-06',
  repaymentInvoice: { amount: 2475.6, dueDate: '2026-12-06', dueDays: 15, status: 'unpaid' },
  rollovers: [],
  extensions: [],
  payout: receivedPayout,
  cashPayout: null,
  ...changes,
})

describe('loan rules', () => {
  it('names the loan statuses and nothing else', () => {
    expect(loanStatusName(4)).toBe('active')
    expect(loanStatusName(5)).toBe('paid')
    expect(loanStatusName(10)).toBe('writeOff')
    expect(loanStatusName(7)).toBeNull()
  })

  it("names each of the ERP's loan statuses by its number", () => {
    expect([1, 2, 3, 4, 5, 6, 8, 9, 10].map(loanStatusName)).toEqual([
      'draft',
      'cancelled',
      'cannotMakeOffer',
      'active',
      'paid',
      'onHold',
      'terminated',
      'soldDebt',
      'writeOff',
    ])
  })

  it('reads a loan as overdue only with days late and something to settle', () => {
    const late = { ...NO_LATE_CHARGES, days: 3, owed: 45 }
    expect(isOverdue(loan())).toBe(false)
    expect(isOverdue(loan({ late }))).toBe(true)
    expect(isOverdue(loan({ late: { ...late, days: 1 } }))).toBe(true)
    expect(isOverdue(loan({ late, settleToday: { amount: 0, days: 0 } }))).toBe(false)
    expect(isOverdue(loan({ late, settleToday: { amount: 0.01, days: 0 } }))).toBe(true)
  })

  it('reads a loan as paid when closed or when its repayment invoice is paid', () => {
    expect(isLoanPaid(loan())).toBe(false)
    expect(isLoanPaid(loan({ status: 5 }))).toBe(true)
    expect(isLoanPaid(loan({ repaymentInvoice: { amount: 0, dueDate: '2026-12-06', dueDays: 15, status: 'paid' } }))).toBe(true)
  })

  it('finds the latest rollover with an unpaid invoice, ignoring drafts and paid ones', () => {
    expect(unpaidRollover(loan())).toBeNull()
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'paid'), rollover(2, 'draft')] }))).toBeNull()
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'draft'), rollover(2, 'unpaid')] }))?.id).toBe(2)
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'unpaid'), rollover(2, 'unpaid'), rollover(3, 'paid')] }))?.id).toBe(2)
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'paid', 'unpaid')] }))?.id).toBe(1)
  })

  it('counts a rollover paid only when every invoice of it is paid', () => {
    const loanWith = loan({ rollovers: [rollover(1, 'paid'), rollover(2, 'unpaid'), rollover(3)] })
    expect(isRolloverPaid(loanWith, 1)).toBe(true)
    expect(isRolloverPaid(loanWith, 2)).toBe(false)
    expect(isRolloverPaid(loanWith, 3)).toBe(false)
    expect(isRolloverPaid(loanWith, 9)).toBe(false)
    const partly = loan({ rollovers: [rollover(1, 'paid', 'unpaid'), rollover(2, 'paid', 'paid')] })
    expect(isRolloverPaid(partly, 1)).toBe(false)
    expect(isRolloverPaid(partly, 2)).toBe(true)
  })

  it('shows a rollover invoice as unpaid, paid, or draft when no longer payable', () => {
    expect(rolloverInvoiceStatus(rollover(1, 'unpaid'))).toBe('unpaid')
    expect(rolloverInvoiceStatus(rollover(1, 'paid'))).toBe('paid')
    expect(rolloverInvoiceStatus(rollover(1, 'draft'))).toBe('draft')
    expect(rolloverInvoiceStatus(rollover(1))).toBe('draft')
    expect(rolloverInvoiceStatus(rollover(1, 'paid', 'unpaid'))).toBe('unpaid')
    expect(rolloverInvoiceStatus(rollover(1, 'paid', 'draft'))).toBe('draft')
    expect(rolloverInvoiceStatus(rollover(1, 'paid', 'paid'))).toBe('paid')
  })

  it('groups a cash reference by four digits and a CLABE by bank, plaza, account and check digit', () => {
    expect(groupedReference('1234567890123452')).toBe('1234 5678 9012 3452')
    expect(groupedClabe('646180248100000037')).toBe('646 180 24810000003 7')
    expect(groupedReference('123456789015')).toBe('1234 5678 9015')
    expect(groupedReference('1234567')).toBe('1234 567')
    expect(groupedReference('1234')).toBe('1234')
    expect(groupedClabe('12345')).toBe('12345')
    expect(groupedClabe('6461802481000000379')).toBe('6461802481000000379')
    expect(groupedClabe('x646180248100000037')).toBe('x646180248100000037')
    expect(groupedClabe('64618024810000003a')).toBe('64618024810000003a')
  })
})
