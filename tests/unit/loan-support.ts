import type { Rollover } from '../../src/domain/loan'
import type { Payout } from '../../src/domain/payout'

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

/** The loan money, arrived: what a loan's payout reads once nothing is left to watch. */
export const receivedPayout: Payout = {
  state: 'received',
  amount: 3000,
  trackingKey: 'LANA20261121ABCDEFGHIJ1234',
  sentAt: '2026-11-21T18:00:00.000Z',
  expectedBy: '2026-11-21T18:30:00.000Z',
  receivedAt: '2026-11-21T18:01:30.000Z',
  returnedAt: null,
  destination: { kind: 'clabe', lastDigits: '1234', bank: 'BBVA MEXICO' },
}
