import type { Rollover } from '../../src/domain/loan'

/** A 7-day rollover ($348 with IVA) with one invoice per status given. */
export const rolloverWith = (id: number, ...invoices: ('unpaid' | 'draft' | 'paid')[]): Rollover => ({
  id,
  status: invoices.every((status) => status === 'paid') ? 'active' : 'pending',
  type: 'cheap',
  days: 7,
  fee: 348,
  feeWithoutVat: 300,
  newDueDate: '2026-12-22',
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: null,
  invoices: invoices.map((status, index) => ({ id: id * 10 + index, status, amount: 348, amountWithoutVat: 300 })),
})
