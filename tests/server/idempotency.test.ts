import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

/** Issue 12: a creating call retried with its Idempotency-Key never creates a second row. */

const server = await testServer()
const { call } = server

const application = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

describe('application creation', () => {
  it('answers retries racing their first send with the one application they made', async () => {
    const client = await server.newClient()
    const headers = { 'Idempotency-Key': 'racing' }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/web/private/client/application', { token: client.token, body: application, headers })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1)
    const rows = await server.db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()
    expect(rows).toHaveLength(1)
  })
})
