import { describe, expect, it } from 'vitest'
import { isValidPaymentReference } from '../../src/domain/payment-reference'
import { validateClabe } from '../../src/domain/clabe'
import { insertActiveLoan, insertCard } from './support/active-loan'
import { readCode128 } from './support/code128'
import { testServer } from './support/harness'
import { pdfText } from './support/pdf-text'

const server = await testServer()
const { call } = server
const ACTIVE = '/web/private/client/loan/active'
const DAY = 24 * 60 * 60 * 1000

const signRollover = async (token: string, loanId: number, rolloverId: number) =>
  expect((await call('POST', `/web/private/client/loan/${loanId}/rollover/${rolloverId}/sign`, { token })).status).toBe(200)

async function clientWithLoan() {
  const client = await server.newClient()
  const loan = await insertActiveLoan(server, client.id)
  return { client, loan }
}

describe('GET loan/active', () => {
  it("answers the loan with dueDays counted from Mexico's today and the extensions with and without IVA", async () => {
    const { client, loan } = await clientWithLoan()
    const answer = await call('GET', ACTIVE, { token: client.token })
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect(data).toMatchObject({
      id: loan.id,
      status: 4,
      principal: 1000,
      total: 1266.8,
      outstanding: 1266.8,
      dueDate: '2025-06-30',
      rollovers: [],
    })
    // The clock is 2025-06-15 12:00 in Mexico City.
    expect(data.repaymentInvoice).toEqual({ amount: 1266.8, dueDate: '2025-06-30', dueDays: 15, status: 'unpaid' })
    // First-loan list: 1% a day + 3% service fee on 1,000, plus 16% IVA.
    expect(data.extensions).toEqual([
      { days: 7, type: 'cheap', endDate: '2025-07-07', amount: 116, amount_without_vat: 100 },
      { days: 14, type: 'expensive', endDate: '2025-07-14', amount: 197.2, amount_without_vat: 170 },
      { days: 30, type: 'expensive', endDate: '2025-07-30', amount: 382.8, amount_without_vat: 330 },
    ])
  })

  it('counts dueDays by the calendar day in Mexico City, not UTC', async () => {
    const { client } = await clientWithLoan()
    // 2025-06-16 05:00 UTC is still 2025-06-15 in Mexico City.
    server.clock.set('2025-06-16T05:00:00.000Z')
    try {
      // A fresh token at each instant: the one from sign-up has expired by then.
      const token = await server.sign({ accountType: 'client', id: client.id })
      expect((await call('GET', ACTIVE, { token })).body.data.repaymentInvoice.dueDays).toBe(15)
      server.clock.set('2025-06-16T06:30:00.000Z')
      const later = await server.sign({ accountType: 'client', id: client.id })
      expect((await call('GET', ACTIVE, { token: later })).body.data.repaymentInvoice.dueDays).toBe(14)
    } finally {
      server.clock.set('2025-06-15T18:00:00.000Z')
    }
  })

  it('answers 404 without an active loan', async () => {
    const client = await server.newClient()
    expect((await call('GET', ACTIVE, { token: client.token })).status).toBe(404)
    expect((await call('GET', `${ACTIVE}/payment-schedule`, { token: client.token })).status).toBe(404)
  })

  it('answers the payment schedule', async () => {
    const { client } = await clientWithLoan()
    const answer = await call('GET', `${ACTIVE}/payment-schedule`, { token: client.token })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toHaveLength(1)
    expect(answer.body.data[0]).toMatchObject({ dueDate: '2025-06-30', total: 1266.8, paid: 0, status: 'pending' })
  })
})

describe('rollovers', () => {
  it('creates an unpaid rollover; paying its fee through the dev provider moves the due date', async () => {
    const { client } = await clientWithLoan()
    const chosen = await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 14 } })
    expect(chosen.status).toBe(200)
    expect(chosen.body.data.rollover).toMatchObject({
      type: 'expensive',
      days: 14,
      fee: 197.2,
      feeWithoutVat: 170,
      status: 'pending',
      newDueDate: '2025-07-14',
    })
    expect(chosen.body.data.rollover.invoices[0].status).toBe('unpaid')
    // The due date does not move before the fee is paid.
    expect(chosen.body.data.loan.dueDate).toBe('2025-06-30')
    // No money moves for an extension whose agreement is not signed.
    const unsigned = await call('POST', '/web/private/client/openPay/getBarcode', {
      token: client.token,
      body: { purpose: 'rollover' },
    })
    expect([unsigned.status, unsigned.body.data.error.code]).toEqual([409, 'rollover_not_signed'])
    await signRollover(client.token, chosen.body.data.loan.id, chosen.body.data.rollover.id)

    const barcode = await call('POST', '/web/private/client/openPay/getBarcode', {
      token: client.token,
      body: { purpose: 'rollover' },
    })
    expect(barcode.status).toBe(200)
    expect(barcode.body.data).toMatchObject({ amount: 197.2, purpose: 'rollover', method: 'cash', status: 'pending' })

    const paid = await call('POST', `/web/dev/payments/${barcode.body.data.reference}/paid`, { body: {} })
    expect(paid.status).toBe(200)
    expect(paid.body.data.payment.status).toBe('paid')

    const loan = (await call('GET', ACTIVE, { token: client.token })).body.data
    expect(loan.dueDate).toBe('2025-07-14')
    expect(loan.repaymentInvoice.dueDays).toBe(29)
    expect(loan.rollovers[0]).toMatchObject({ status: 'active', invoices: [{ status: 'paid' }] })
    expect(loan.status).toBe(4)
    const schedule = (await call('GET', `${ACTIVE}/payment-schedule`, { token: client.token })).body.data
    expect(schedule[0].dueDate).toBe('2025-07-14')
  })

  it('turns an unpaid earlier choice into a draft invoice and refuses an extension not on offer', async () => {
    const { client } = await clientWithLoan()
    await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })
    await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 30 } })
    const loan = (await call('GET', ACTIVE, { token: client.token })).body.data
    expect(loan.rollovers.map((r: any) => [r.type, r.invoices[0].status])).toEqual([
      ['cheap', 'draft'],
      ['expensive', 'unpaid'],
    ])
    expect((await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 10 } })).status).toBe(400)
  })

  it('never creates a second rollover for a retried Idempotency-Key', async () => {
    const { client } = await clientWithLoan()
    const headers = { 'Idempotency-Key': 'roll-1' }
    const first = await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 }, headers })
    const again = await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 }, headers })
    expect(again.body.data.rollover.id).toBe(first.body.data.rollover.id)
    expect((await call('GET', ACTIVE, { token: client.token })).body.data.rollovers).toHaveLength(1)
  })

  it('charges the registered card for the rollover fee once, whatever the retries', async () => {
    const { client, loan } = await clientWithLoan()
    const charge = '/web/private/client/direct-debit/charge-rollover'
    expect((await call('POST', charge, { token: client.token })).status).toBe(409)
    await insertCard(server, client.id)
    expect((await call('POST', charge, { token: client.token })).body.data.error.code).toBe('no_unpaid_rollover')
    const chosen = (await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })).body.data.rollover
    expect((await call('POST', charge, { token: client.token })).body.data.error.code).toBe('rollover_not_signed')
    await signRollover(client.token, loan.id, chosen.id)
    const headers = { 'Idempotency-Key': 'charge-1' }
    const first = await call('POST', charge, { token: client.token, headers })
    expect(first.status).toBe(200)
    expect(first.body.data.payment).toMatchObject({ method: 'card', status: 'paid', amount: 116 })
    expect(first.body.data.loan.dueDate).toBe('2025-07-07')
    const again = await call('POST', charge, { token: client.token, headers })
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id)
    const payments = await server.db.selectFrom('payments').selectAll().where('loan_id', '=', loan.id).execute()
    expect(payments).toHaveLength(1)
    expect(again.body.data.loan.dueDate).toBe('2025-07-07')
  })
})

describe('signing an extension', () => {
  it('signs once, on the ERP: the agreement says so only then, and the fee can then be paid by SPEI too', async () => {
    const { client, loan } = await clientWithLoan()
    const other = await server.newClient()
    const rollover = (await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })).body.data.rollover
    expect(rollover.signedAt).toBeNull()
    const base = `/web/private/client/loan/${loan.id}/rollover/${rollover.id}`
    const agreementText = async () => {
      const doc = await call('POST', `${base}/application/${rollover.id}/document`, { token: client.token })
      const pdf = await server.request(doc.body.data.url, { headers: { Authorization: `Bearer ${client.token}` } })
      return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ')
    }
    // Read before signing: a draft, not "Firmado electrónicamente".
    const before = await agreementText()
    expect(before).toContain('Pendiente de firma electrónica del Acreditado.')
    expect(before).not.toContain('Firmado electrónicamente')
    expect((await call('GET', `${ACTIVE}/repayment/spei?purpose=rollover`, { token: client.token })).status).toBe(409)

    expect((await call('POST', `${base}/sign`, { token: other.token })).status).toBe(404)
    const signed = await call('POST', `${base}/sign`, { token: client.token })
    expect(signed.status).toBe(200)
    expect(signed.body.data.signedAt).toBe(server.clock.now().toISOString())
    server.clock.advance(60_000)
    try {
      // Signing again keeps the first signature.
      expect((await call('POST', `${base}/sign`, { token: client.token })).body.data.signedAt).toBe(signed.body.data.signedAt)
    } finally {
      server.clock.advance(-60_000)
    }
    expect(await agreementText()).toContain('Firmado electrónicamente por el Acreditado el 15/06/2025.')

    // The fee by SPEI: its own reference for the fee, paid, and the due date moves.
    const spei = await call('GET', `${ACTIVE}/repayment/spei?purpose=rollover`, { token: client.token })
    expect(spei.status).toBe(200)
    expect(spei.body.data).toMatchObject({ amount: 116, payment: { purpose: 'rollover', method: 'spei' } })
    expect((await call('GET', `${ACTIVE}/repayment/spei`, { token: client.token })).body.data.payment.purpose).toBe('repayment')
    expect((await call('POST', `/web/dev/payments/${spei.body.data.payment.reference}/paid`, {})).status).toBe(200)
    expect((await call('GET', ACTIVE, { token: client.token })).body.data.dueDate).toBe('2025-07-07')
    // A paid extension is not signed again.
    expect((await call('POST', `${base}/sign`, { token: client.token })).status).toBe(200)
  })

  it('refuses to sign an extension superseded by another choice', async () => {
    const { client, loan } = await clientWithLoan()
    const first = (await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })).body.data.rollover
    await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 14 } })
    const answer = await call('POST', `/web/private/client/loan/${loan.id}/rollover/${first.id}/sign`, { token: client.token })
    expect([answer.status, answer.body.data.error.code]).toEqual([409, 'rollover_not_signable'])
  })
})

describe('rollover application and its agreement', () => {
  it('answers the application of an own rollover and renders its agreement; 404 for anything else', async () => {
    const { client, loan } = await clientWithLoan()
    const other = await server.newClient()
    const rollover = (await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })).body.data.rollover
    const base = `/web/private/client/loan/${loan.id}/rollover/${rollover.id}/application`
    const application = await call('POST', base, { token: client.token })
    expect(application.status).toBe(200)
    expect(application.body.data).toMatchObject({
      id: rollover.id,
      loanId: loan.id,
      status: 'pending',
      rollover: { type: 'cheap' },
    })
    const doc = await call('POST', `${base}/${rollover.id}/document`, { token: client.token })
    expect(doc.status).toBe(200)
    const again = await call('POST', `${base}/${rollover.id}/document`, { token: client.token })
    expect(again.body.data.documentId).toBe(doc.body.data.documentId)
    const pdf = await server.request(doc.body.data.url, { headers: { Authorization: `Bearer ${client.token}` } })
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect((await call('POST', base, { token: other.token })).status).toBe(404)
    expect((await call('POST', `${base}/${rollover.id}/document`, { token: other.token })).status).toBe(404)
    expect((await call('POST', `${base}/${rollover.id + 1}/document`, { token: client.token })).status).toBe(404)
    expect(
      (await call('POST', `/web/private/client/loan/${loan.id + 1}/rollover/${rollover.id}/application`, { token: client.token }))
        .status,
    ).toBe(404)
  })
})

describe('repayment', () => {
  it('a barcode carries a Code 128 SVG and a reference with a correct check digit', async () => {
    const { client } = await clientWithLoan()
    const answer = await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token })
    expect(answer.status).toBe(200)
    const { reference, barcodeSvg, amount, expiresAt } = answer.body.data
    expect(isValidPaymentReference(reference)).toBe(true)
    // Taken today: one day of interest (docs/PRICING.md, "Paying early").
    expect(amount).toBe(1104.4)
    expect(Date.parse(expiresAt)).toBe(server.clock.now().getTime() + 3 * DAY)
    expect(barcodeSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(barcodeSvg).toContain('<path')
    expect(barcodeSvg.trim().endsWith('</svg>')).toBe(true)
    // Scannable: its bars read back as the reference (a valid Code 128 symbol, check symbol included).
    expect(readCode128(barcodeSvg)).toBe(reference)
  })

  it('a retried barcode request with the same key answers the same reference', async () => {
    const { client, loan } = await clientWithLoan()
    const headers = { 'Idempotency-Key': 'cash-1' }
    const first = await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, headers })
    const again = await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, headers })
    expect(again.body.data.reference).toBe(first.body.data.reference)
    expect(await server.db.selectFrom('payments').selectAll().where('loan_id', '=', loan.id).execute()).toHaveLength(1)
  })

  it('full repayment through the dev provider closes the loan and the client flags follow', async () => {
    const { client, loan } = await clientWithLoan()
    const barcode = (await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token })).body.data
    const paid = await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
    expect(paid.status).toBe(200)
    const row = await server.db.selectFrom('loans').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow()
    // Settled the day it was paid out: one day of interest, the fees in full, their IVA.
    expect(row).toMatchObject({ status: 5, paid_amount: 110_440, interest: 1_000, fees: 8_000, vat: 1_440, total: 110_440 })
    const profile = (await call('GET', '/web/private/client/client', { token: client.token })).body.data
    expect(profile.hasActiveLoan).toBe(false)
    expect(profile.closedLoansCount).toBe(1)
    expect((await call('GET', ACTIVE, { token: client.token })).status).toBe(404)
    // Paying the same reference again changes nothing.
    const twice = await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
    expect(twice.body.data.alreadyPaid).toBe(true)
    expect(
      (await server.db.selectFrom('clients').select('closed_loans_count').where('id', '=', client.id).executeTakeFirstOrThrow())
        .closed_loans_count,
    ).toBe(1)
  })

  it('a partial payment lowers what is owed and keeps the loan active', async () => {
    const { client } = await clientWithLoan()
    const barcode = (
      await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, body: { amount: 266.8 } })
    ).body.data
    expect(barcode.amount).toBe(266.8)
    await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
    const loan = (await call('GET', ACTIVE, { token: client.token })).body.data
    expect(loan).toMatchObject({ status: 4, paidAmount: 266.8, outstanding: 1000, settleToday: { amount: 837.6, days: 1 } })
    expect(
      (await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, body: { amount: 837.61 } })).status,
    ).toBe(409)
  })

  it('an expired cash reference is refused by the provider', async () => {
    const { client } = await clientWithLoan()
    const barcode = (await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token })).body.data
    server.clock.advance(3 * DAY + 1000)
    try {
      const answer = await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
      expect(answer.status).toBe(409)
      expect(answer.body.data.error.code).toBe('expired')
    } finally {
      server.clock.advance(-(3 * DAY + 1000))
    }
    expect((await call('POST', '/web/dev/payments/0000000000000000/paid', {})).status).toBe(404)
  })

  it('repays by card once per Idempotency-Key, even after the loan closed', async () => {
    const { client, loan } = await clientWithLoan()
    const path = `${ACTIVE}/repayment/card`
    expect((await call('POST', path, { token: client.token })).body.data.error.code).toBe('no_card')
    await insertCard(server, client.id)
    const headers = { 'Idempotency-Key': 'repay-1' }
    const first = await call('POST', path, { token: client.token, headers })
    expect(first.status).toBe(200)
    expect(first.body.data.payment).toMatchObject({ method: 'card', status: 'paid', amount: 1104.4 })
    expect(first.body.data.loan.status).toBe(5)
    const again = await call('POST', path, { token: client.token, headers })
    expect(again.status).toBe(200)
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id)
    expect(await server.db.selectFrom('payments').selectAll().where('loan_id', '=', loan.id).execute()).toHaveLength(1)
    expect(
      (await server.db.selectFrom('clients').select('closed_loans_count').where('id', '=', client.id).executeTakeFirstOrThrow())
        .closed_loans_count,
    ).toBe(1)
  })

  it('gives SPEI instructions with a valid STP CLABE, and the transfer reference can be paid', async () => {
    const { client } = await clientWithLoan()
    const answer = await call('GET', `${ACTIVE}/repayment/spei`, { token: client.token })
    expect(answer.status).toBe(200)
    const { clabe, amount, payment, bank, beneficiary } = answer.body.data
    const checked = validateClabe(clabe)
    expect(checked.ok).toBe(true)
    expect(clabe.startsWith('646')).toBe(true)
    expect({ bank, beneficiary }).toEqual({ bank: 'STP', beneficiary: 'Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.' })
    expect(amount).toBe(1104.4)
    // Asking again answers the same standing reference.
    expect((await call('GET', `${ACTIVE}/repayment/spei`, { token: client.token })).body.data.payment.reference).toBe(
      payment.reference,
    )
    expect((await call('POST', `/web/dev/payments/${payment.reference}/paid`, {})).status).toBe(200)
    expect((await call('GET', ACTIVE, { token: client.token })).status).toBe(404)
  })

  it('answers the payment methods', async () => {
    const client = await server.newClient()
    const answer = await call('GET', '/web/private/client/application/payment-method', { token: client.token })
    expect(answer.body.data).toEqual({
      paymentMethod: 'bank_transfer',
      bank_transfer: [],
      card: null,
      repaymentMethods: ['spei', 'cash'],
    })
  })
})

describe('paying early costs only the days used', () => {
  // The loan: $1000 first loan paid out 2025-06-15, due 2025-06-30 (15 days): total $1266.80.
  // Settling on day d: 1000 + 10·d interest + 80 fees + 16% IVA of both.
  async function at(instant: string, clientId: number) {
    server.clock.set(instant)
    return server.sign({ accountType: 'client', id: clientId })
  }
  const reset = () => server.clock.set('2025-06-15T18:00:00.000Z')

  it.each([
    ['2025-06-15T18:00:00.000Z', 1104.4, 1], // the payout day counts as one day
    ['2025-06-24T18:00:00.000Z', 1197.2, 9], // 1000 + 90 + 80 + 27.20
    ['2025-06-30T18:00:00.000Z', 1266.8, 15], // the due date: the contract's total
    ['2025-07-05T18:00:00.000Z', 1324.8, 20], // 5 days overdue: the total, + 1% a day of late interest + IVA
  ])('on %s the loan settles for $%s (%i days)', async (instant, amount, days) => {
    const { client } = await clientWithLoan()
    try {
      const token = await at(instant, client.id)
      const loan = (await call('GET', ACTIVE, { token })).body.data
      expect(loan.settleToday).toEqual({ amount, days })
      expect(loan.outstanding).toBe(1266.8)
    } finally {
      reset()
    }
  })

  it("a card payment of today's amount on day 9 closes the loan at that cost", async () => {
    const { client, loan } = await clientWithLoan()
    await insertCard(server, client.id)
    try {
      const token = await at('2025-06-24T18:00:00.000Z', client.id)
      const answer = await call('POST', `${ACTIVE}/repayment/card`, { token, headers: { 'Idempotency-Key': 'early-1' } })
      expect(answer.body.data.payment).toMatchObject({ status: 'paid', amount: 1197.2 })
      expect(answer.body.data.loan.status).toBe(5)
      const row = await server.db.selectFrom('loans').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 5, paid_amount: 119_720, interest: 9_000, vat: 2_720, total: 119_720 })
      const schedule = await server.db.selectFrom('loan_schedule').selectAll().where('loan_id', '=', loan.id).execute()
      expect(schedule).toMatchObject([{ status: 'paid', paid: 119_720, total: 119_720 }])
    } finally {
      reset()
    }
  })

  it('a cash slip keeps the figure of the day it was issued while it is valid; a transfer counts the day it arrives', async () => {
    const cash = await clientWithLoan()
    const spei = await clientWithLoan()
    const slip = (await call('POST', '/web/private/client/openPay/getBarcode', { token: cash.client.token })).body.data
    const transfer = (await call('GET', `${ACTIVE}/repayment/spei`, { token: spei.client.token })).body.data
    expect([slip.amount, transfer.amount]).toEqual([1104.4, 1104.4])
    try {
      // Two days later, within the slip's three days.
      const token = await at('2025-06-17T18:00:00.000Z', spei.client.id)
      expect((await call('POST', `/web/dev/payments/${slip.reference}/paid`, {})).status).toBe(200)
      const paidLoan = await server.db.selectFrom('loans').selectAll().where('id', '=', cash.loan.id).executeTakeFirstOrThrow()
      expect(paidLoan).toMatchObject({ status: 5, total: 110_440 })
      expect((await call('POST', `/web/dev/payments/${transfer.payment.reference}/paid`, {})).status).toBe(200)
      const open = (await call('GET', ACTIVE, { token })).body.data
      // The transfer paid one day's figure on day 2: one more day of interest is left, with IVA (10 × 1.16).
      expect(open).toMatchObject({ status: 4, paidAmount: 1104.4, settleToday: { amount: 11.6, days: 2 } })
    } finally {
      reset()
    }
  })
})

describe('only the own client', () => {
  it("another client's token never sees or pays the loan", async () => {
    const { client } = await clientWithLoan()
    const other = await server.newClient()
    await insertCard(server, other.id)
    await call('PUT', `${ACTIVE}/rollover`, { token: client.token, body: { days: 7 } })
    for (const [method, path] of [
      ['GET', ACTIVE],
      ['GET', `${ACTIVE}/payment-schedule`],
      ['PUT', `${ACTIVE}/rollover`],
      ['POST', '/web/private/client/openPay/getBarcode'],
      ['POST', `${ACTIVE}/repayment/card`],
      ['POST', '/web/private/client/direct-debit/charge-rollover'],
      ['GET', `${ACTIVE}/repayment/spei`],
    ] as const) {
      const answer = await call(method, path, {
        token: other.token,
        ...(method === 'GET' ? {} : { body: method === 'PUT' ? { days: 7 } : {} }),
      })
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
    expect((await call('GET', ACTIVE, { token: client.token })).body.data.outstanding).toBe(1266.8)
  })
})
