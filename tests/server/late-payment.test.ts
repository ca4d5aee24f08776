import { describe, expect, it } from 'vitest'
import { insertActiveLoan, insertCard } from './support/active-loan'
import { openTestServer, testServer } from './support/harness'

const server = await testServer()
const { call } = server
const ACTIVE = '/web/private/client/loan/active'

// The loan: a $1000 first loan paid out 2025-06-15, due 2025-06-30, total $1266.80. Late, it owes
// 1% a day of the principal still owed ($10) and its IVA ($1.60), up to $1000 of late interest.
async function lateLoan(instant: string) {
  server.clock.set('2025-06-15T18:00:00.000Z')
  const client = await server.newClient()
  const loan = await insertActiveLoan(server, client.id)
  server.clock.set(instant)
  const token = await server.sign({ accountType: 'client', id: client.id })
  return { client, loan, token }
}

const reset = () => server.clock.set('2025-06-15T18:00:00.000Z')

describe('a loan paid late owes late interest day by day', () => {
  it.each([
    // instant, days late, late interest, IVA, owed today, what tomorrow adds
    ['2025-06-29T18:00:00.000Z', 0, 0, 0, 1255.2, 0], // the eve: 1000 + 140 + 80 + 16% × 220
    ['2025-06-30T18:00:00.000Z', 0, 0, 0, 1266.8, 11.6], // the due date: on time; tomorrow is late
    ['2025-07-01T18:00:00.000Z', 1, 10, 1.6, 1278.4, 11.6],
    ['2025-07-10T18:00:00.000Z', 10, 100, 16, 1382.8, 11.6],
    ['2025-10-08T18:00:00.000Z', 100, 1000, 160, 2426.8, 0], // the cap: late interest reaches the principal
    ['2026-01-16T18:00:00.000Z', 200, 1000, 160, 2426.8, 0], // and grows no more
  ])('on %s: %i days late, $%s of late interest + $%s IVA, $%s owed', async (instant, days, interest, vat, owed, nextDay) => {
    const { token } = await lateLoan(instant)
    try {
      const loan = (await call('GET', ACTIVE, { token })).body.data
      expect(loan.late).toEqual({ days, interest, fee: 0, vat, owed: interest + vat, nextDay })
      expect(loan.settleToday.amount).toBe(owed)
      expect(loan.outstanding).toBe(1266.8)
      expect(loan.repaymentInvoice).toMatchObject({ amount: days > 0 ? owed : 1266.8, status: 'unpaid' })
      const schedule = (await call('GET', `${ACTIVE}/payment-schedule`, { token })).body.data
      expect(schedule).toMatchObject([{ total: 1266.8, owedToday: owed, late: { days, interest, vat } }])
    } finally {
      reset()
    }
  })

  it('an overdue loan offers no extension and refuses one: it is paid, not moved past its late days', async () => {
    const { client, token } = await lateLoan('2025-06-30T18:00:00.000Z')
    try {
      expect((await call('GET', ACTIVE, { token })).body.data.extensions.map((e: { days: number }) => e.days)).toEqual([
        7, 14, 30,
      ])
      server.clock.set('2025-07-01T18:00:00.000Z')
      const late = await server.sign({ accountType: 'client', id: client.id })
      expect((await call('GET', ACTIVE, { token: late })).body.data.extensions).toEqual([])
      const chosen = await call('PUT', `${ACTIVE}/rollover`, {
        token: late,
        body: { days: 7 },
        headers: { 'Idempotency-Key': 'late-roll' },
      })
      expect(chosen.status).toBe(400)
    } finally {
      reset()
    }
  })

  it('a card payment of what is owed 5 days late closes the loan and records the late charges', async () => {
    const { client, loan, token } = await lateLoan('2025-07-05T18:00:00.000Z')
    await insertCard(server, client.id)
    try {
      const answer = await call('POST', `${ACTIVE}/repayment/card`, { token, headers: { 'Idempotency-Key': 'late-1' } })
      expect(answer.body.data.payment).toMatchObject({ status: 'paid', amount: 1324.8 })
      expect(answer.body.data.loan.status).toBe(5)
      const row = await server.db.selectFrom('loans').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow()
      // Interest 150 + 50 late, IVA 36.80 + 8.
      expect(row).toMatchObject({ status: 5, paid_amount: 132_480, interest: 20_000, vat: 4_480, total: 132_480 })
      expect((await call('GET', ACTIVE, { token })).status).toBe(404)
    } finally {
      reset()
    }
  })

  it('paying the old total late does not close the loan: what is left keeps bearing late interest', async () => {
    const { loan, token } = await lateLoan('2025-07-05T18:00:00.000Z')
    try {
      const slip = (await call('POST', '/web/private/client/openPay/getBarcode', { token, body: { amount: 1266.8 } })).body.data
      expect(slip.amount).toBe(1266.8)
      expect((await call('POST', `/web/dev/payments/${slip.reference}/paid`, {})).status).toBe(200)
      // Late charges first ($58), then the ordinary charges ($266.80), then $942 of principal: $58 left.
      const after = (await call('GET', ACTIVE, { token })).body.data
      expect(after).toMatchObject({ status: 4, paidAmount: 1266.8, settleToday: { amount: 58 }, late: { owed: 0 } })
      expect(after.repaymentInvoice.status).toBe('unpaid')
      // Five days on: 1% a day on $58 = $2.90; IVA of all late interest (52.90 × 16% = 8.46) less $8 paid.
      server.clock.set('2025-07-10T18:00:00.000Z')
      const later = (await call('GET', ACTIVE, { token: await server.sign({ accountType: 'client', id: loan.client_id }) })).body
        .data
      // Tomorrow: 1% of $58 = $0.58 and 16% of 53.48 = 8.5568 → 8.56, 0.10 more IVA.
      expect(later.late).toEqual({ days: 10, interest: 52.9, fee: 0, vat: 8.46, owed: 3.36, nextDay: 0.68 })
      expect(later.settleToday.amount).toBe(61.36)
    } finally {
      reset()
    }
  })

  it("asks no more than today's amount, late charges included, and a transfer states it", async () => {
    const { token } = await lateLoan('2025-07-01T18:00:00.000Z')
    try {
      const spei = (await call('GET', `${ACTIVE}/repayment/spei`, { token })).body.data
      expect(spei.amount).toBe(1278.4)
      const over = await call('POST', '/web/private/client/openPay/getBarcode', { token, body: { amount: 1278.41 } })
      expect(over.status).toBe(409)
      expect((await call('POST', `/web/dev/payments/${spei.payment.reference}/paid`, {})).status).toBe(200)
      expect((await call('GET', ACTIVE, { token })).status).toBe(404)
    } finally {
      reset()
    }
  })
})

describe('development steering of a late loan', () => {
  it('makes an active loan so many days late, its term and figures kept', async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    // The clock is 2025-06-15 in Mexico City: 5 days late means due 2025-06-10, paid out 15 days before.
    const steered = await call('PUT', `/web/dev/loans/${loan.id}/overdue`, { body: { days: 5 } })
    expect(steered.status).toBe(200)
    expect(steered.body.data).toMatchObject({
      startDate: '2025-05-26',
      dueDate: '2025-06-10',
      total: 1266.8,
      settleToday: { amount: 1324.8 },
      late: { days: 5, interest: 50, vat: 8 },
    })
    const schedule = (await call('GET', `${ACTIVE}/payment-schedule`, { token: client.token })).body.data
    expect(schedule).toMatchObject([{ dueDate: '2025-06-10', owedToday: 1324.8 }])
    expect((await call('PUT', '/web/dev/loans/999999/overdue', { body: { days: 5 } })).status).toBe(404)
  })

  it('is refused in production (no dev tools): 404, as every dev call', async () => {
    const production = await openTestServer({ devTools: false })
    try {
      const client = await production.newClient()
      const loan = await insertActiveLoan(production, client.id)
      const answer = await production.call('PUT', `/web/dev/loans/${loan.id}/overdue`, { body: { days: 5 } })
      expect(answer.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
