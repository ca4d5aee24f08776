import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

/** The recipe of docs/API.md "Loans and repayment", against the seed data. */
const server = await testServer({ seed: true })
const { call } = server

describe('the seed client with an active loan', () => {
  it('sees the loan and its schedule, pays it with a cash reference and downloads the agreement', async () => {
    const login = await call('POST', '/web/public/client/login', { body: { login: 'activa@example.mx', password: 'Clara2024' } })
    expect(login.status).toBe(200)
    const token = login.body.data.token
    const loan = await call('GET', '/web/private/client/loan/active', { token })
    expect(loan.status).toBe(200)
    // Taken on the test day, Sunday 2025-06-15: due on her first payday a week or more away, Friday 2025-06-27.
    expect(loan.body.data).toMatchObject({ principal: 2000, status: 4, repaymentInvoice: { dueDate: '2025-06-27', dueDays: 12 } })
    expect((await call('GET', '/web/private/client/loan/active/payment-schedule', { token })).body.data).toHaveLength(1)
    const agreement = await server.request('/web/private/client/document/download/loan_agreement', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(agreement.headers.get('Content-Type')).toBe('application/pdf')
    const barcode = (await call('POST', '/web/private/client/openPay/getBarcode', { token })).body.data
    expect((await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})).status).toBe(200)
    expect((await call('GET', '/web/private/client/loan/active', { token })).status).toBe(404)
  })
})
