import type { TestClient, TestServer } from './harness'
import { latestCode } from './harness'

/*
 * A first loan applied for and signed through the ERP's own calls, as the app does: the setup of
 * the tests that follow the loan money after signing (by SPEI or in cash).
 */

export const APPLICATION = '/web/private/client/application'
export const ACTIVE_LOAN = '/web/private/client/loan/active'

/** $3000, semi-monthly: on the test clock's day (2025-06-15 in Mexico City) it falls due 15 days later. */
export const APPLICATION_PAYLOAD = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

/**
 * The client's application of APPLICATION_PAYLOAD, answered by its id and status (accepted, 3,
 * for a client whose e-mail carries the QA tag `+accept`, docs/API.md "Decisions").
 */
export async function applyFor(server: TestServer, client: TestClient): Promise<{ id: number; status: number }> {
  const created = await server.call('POST', APPLICATION, { token: client.token, body: APPLICATION_PAYLOAD })
  if (created.status !== 201) throw new Error(`no application: ${created.status} ${JSON.stringify(created.body)}`)
  return { id: created.body.data.id, status: created.body.data.status }
}

/** Signs application `id` with the code sent by SMS to the client's phone; answers the loan's id. */
export async function signAgreement(server: TestServer, client: TestClient, id: number): Promise<number> {
  const sent = await server.call('POST', `${APPLICATION}/agreement/${id}/sms-code`, { token: client.token })
  if (sent.status !== 200) throw new Error(`no code: ${sent.status} ${JSON.stringify(sent.body)}`)
  const { code } = await latestCode(server, client.phone)
  const signed = await server.call('POST', `${APPLICATION}/agreement/${id}`, { token: client.token, body: { code } })
  if (signed.status !== 200) throw new Error(`not signed: ${signed.status} ${JSON.stringify(signed.body)}`)
  return signed.body.data.id
}

/** The client's active loan as GET loan/active answers it, with a fresh token (the clock may have moved past the sign-up token's life). */
export async function activeLoanOf(server: TestServer, client: TestClient) {
  const token = await server.sign({ accountType: 'client', id: client.id })
  const answer = await server.call('GET', ACTIVE_LOAN, { token })
  if (answer.status !== 200) throw new Error(`no active loan: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data
}
