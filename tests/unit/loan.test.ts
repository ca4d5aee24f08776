import { describe, expect, it } from 'vitest'
import {
  groupedClabe,
  groupedReference,
  isLoanPaid,
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

  it('reads a loan as paid when closed or when its repayment invoice is paid', () => {
    expect(isLoanPaid(loan())).toBe(false)
    expect(isLoanPaid(loan({ status: 5 }))).toBe(true)
    expect(isLoanPaid(loan({ repaymentInvoice: { amount: 0, dueDate: '2026-12-06', dueDays: 15, status: 'paid' } }))).toBe(true)
  })

  it('finds the latest rollover with an unpaid invoice, ignoring drafts and paid ones', () => {
    expect(unpaidRollover(loan())).toBeNull()
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'paid'), rollover(2, 'draft')] }))).toBeNull()
    expect(unpaidRollover(loan({ rollovers: [rollover(1, 'draft'), rollover(2, 'unpaid')] }))?.id).toBe(2)
  })

  it('counts a rollover paid only when every invoice of it is paid', () => {
    const loanWith = loan({ rollovers: [rollover(1, 'paid'), rollover(2, 'unpaid'), rollover(3)] })
    expect(isRolloverPaid(loanWith, 1)).toBe(true)
    expect(isRolloverPaid(loanWith, 2)).toBe(false)
    expect(isRolloverPaid(loanWith, 3)).toBe(false)
    expect(isRolloverPaid(loanWith, 9)).toBe(false)
  })

  it('shows a rollover invoice as unpaid, paid, or draft when no longer payable', () => {
    expect(rolloverInvoiceStatus(rollover(1, 'unpaid'))).toBe('unpaid')
    expect(rolloverInvoiceStatus(rollover(1, 'paid'))).toBe('paid')
    expect(rolloverInvoiceStatus(rollover(1, 'draft'))).toBe('draft')
    expect(rolloverInvoiceStatus(rollover(1))).toBe('draft')
  })

  it('groups a cash reference by four digits and a CLABE by bank, plaza, account and check digit', () => {
    expect(groupedReference('1234567890123452')).toBe('1234 5678 9012 3452')
    expect(groupedClabe('646180248100000037')).toBe('646 180 24810000003 7')
    expect(groupedClabe('12345')).toBe('12345')
  })
})
