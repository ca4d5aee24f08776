import { describe, expect, it } from 'vitest'
import { insertActiveLoan, insertCard } from './support/active-loan'
import { testServer, type TestClient } from './support/harness'

/**
 * Every request carrying an amount or a number of days (api/money.ts): a fraction of a centavo,
 * a sign, a zero, a number too large for a double (`1e400`, which JSON reads as Infinity) or an
 * absurd size answers 400 with a violation on the field, never 500 nor a success. Each route is
 * reached in the state where its handler would act on the amount, so only the contract stands in
 * the way.
 */

const server = await testServer()
const { call } = server
const admin = await server.newAdmin()

const APP = '/web/private/client/application'
let people = 0
// Registered, so that the flow offers apply.
const tagged = (tag: string) => server.registeredClient({ email: `amounts${(people += 1)}+${tag}@example.mx` })

const creation = (amount: string) =>
  `{"salaryCycle":"semi_monthly","payDates":{"first_repayment_option":"2025-06-30"},"loanAmount":{"amount":${amount},"currency":"MXN"},"paymentMethod":"bank_transfer"}`

/** A raw JSON body, so that `1e400` reaches the ERP as written. */
async function send(method: string, path: string, body: string, token?: string) {
  const response = await server.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
  return { status: response.status, body: await response.json() }
}

function violationsOf(answer: { body: any }): Array<{ propertyPath: string; status: string }> {
  return answer.body?.data?.error?.details?.violations ?? []
}

async function applied(tag: string): Promise<{ client: TestClient; id: number }> {
  const client = await tagged(tag)
  const created = await send('POST', APP, creation('3000'), client.token)
  expect(created.status).toBe(201)
  return { client, id: created.body.data.id }
}

async function withLoan(): Promise<TestClient> {
  const client = await server.newClient()
  await insertActiveLoan(server, client.id)
  await insertCard(server, client.id)
  return client
}

/** Whole pesos: a fraction, a sign, zero, absurd, Infinity. */
const NOT_WHOLE_PESOS = ['1500.5', '1500.001', '-100', '0', '1e12', '1000001', '1e400']
/** Pesos and centavos: a fraction of a centavo, a sign, zero, absurd, Infinity. */
const NOT_PESOS_AND_CENTAVOS = ['1500.001', '0.001', '100.005', '-1', '0', '1e12', '1000000.01', '1e400']
/** Days: a fraction, a sign, zero, absurd, Infinity. */
const NOT_DAYS = ['7.5', '-7', '0', '367', '1e12', '1e400']

interface Case {
  route: string
  field: string
  bad: string[]
  /** Sends `amount` where the handler would act on it; answers the ERP's answer. */
  send: (amount: string) => Promise<{ status: number; body: any }>
}

const cases: Case[] = [
  {
    route: 'POST application',
    field: 'children[loanAmount].children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) => send('POST', APP, creation(amount), (await tagged('accept')).token),
  },
  {
    route: 'PUT application/{id}',
    field: 'children[amount].children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) => {
      const { client, id } = await applied('accept')
      return send('PUT', `${APP}/${id}`, `{"amount":{"amount":${amount},"currency":"MXN"}}`, client.token)
    },
  },
  {
    route: 'PUT special/offer/approve',
    field: 'children[amount].children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) =>
      send(
        'PUT',
        '/web/private/client/special/offer/approve',
        `{"amount":{"amount":${amount},"currency":"MXN"}}`,
        (await applied('special')).client.token,
      ),
  },
  {
    route: 'PUT yhat/offer/approve/decrease',
    field: 'children[amount].children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) =>
      send(
        'PUT',
        '/web/private/client/yhat/offer/approve/decrease',
        `{"amount":{"amount":${amount},"currency":"MXN"}}`,
        (await applied('decrease')).client.token,
      ),
  },
  {
    route: 'PUT yhat/offer/approve/increase (amount)',
    field: 'children[amount].children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) =>
      send(
        'PUT',
        '/web/private/client/yhat/offer/approve/increase',
        `{"amount":{"amount":${amount},"currency":"MXN"},"term":{"value":15,"unit":"day"}}`,
        (await applied('increase')).client.token,
      ),
  },
  {
    route: 'PUT yhat/offer/approve/increase (term)',
    field: 'children[term].children[value].data',
    bad: NOT_DAYS,
    send: async (days) =>
      send(
        'PUT',
        '/web/private/client/yhat/offer/approve/increase',
        `{"amount":{"amount":5000,"currency":"MXN"},"term":{"value":${days},"unit":"day"}}`,
        (await applied('increase')).client.token,
      ),
  },
  {
    route: 'PUT back-office application/{id}/decision',
    field: 'children[amount].data',
    bad: NOT_WHOLE_PESOS,
    send: async (amount) =>
      send(
        'PUT',
        `/web/private/back-office/application/${(await applied('manual')).id}/decision`,
        `{"outcome":"yhat_increase","amount":${amount}}`,
        admin.token,
      ),
  },
  {
    route: 'POST openPay/getBarcode',
    field: 'amount',
    bad: NOT_PESOS_AND_CENTAVOS,
    send: async (amount) =>
      send('POST', '/web/private/client/openPay/getBarcode', `{"amount":${amount}}`, (await withLoan()).token),
  },
  {
    route: 'POST loan/active/repayment/card',
    field: 'amount',
    bad: NOT_PESOS_AND_CENTAVOS,
    send: async (amount) =>
      send('POST', '/web/private/client/loan/active/repayment/card', `{"amount":${amount}}`, (await withLoan()).token),
  },
  {
    route: 'POST dev payments/{reference}/paid',
    field: 'amount',
    bad: NOT_PESOS_AND_CENTAVOS,
    send: async (amount) => {
      const client = await withLoan()
      const reference = (await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, body: {} })).body
        .data.reference
      return send('POST', `/web/dev/payments/${reference}/paid`, `{"amount":${amount}}`)
    },
  },
  {
    route: 'PUT loan/active/rollover',
    field: 'days',
    bad: NOT_DAYS,
    send: async (days) => send('PUT', '/web/private/client/loan/active/rollover', `{"days":${days}}`, (await withLoan()).token),
  },
]

describe.each(cases.map((c) => [c.route, c] as const))('%s', (_, { field, bad, send: sendOn }) => {
  it.each(bad)('answers %s with 400 and a violation on the field', async (amount) => {
    const answer = await sendOn(amount)
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(violationsOf(answer).map((v) => v.propertyPath)).toContain(field)
  })
})

describe('amounts the contract takes', () => {
  it.each([
    ['a whole amount', '500', 200],
    ['centavos', '100.5', 200],
    ['one centavo', '0.01', 200],
    // Paid the day the loan was paid out: one day of interest settles it (docs/PRICING.md).
    ["today's whole settlement, 1104.40", '1104.4', 200],
    ['a centavo more than owed today: the ERP refuses it, not the contract', '1104.41', 409],
  ])('card repayment of %s answers %i', async (_, amount, status) => {
    const answer = await send(
      'POST',
      '/web/private/client/loan/active/repayment/card',
      `{"amount":${amount}}`,
      (await withLoan()).token,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  })

  it('prices an application of the calculator maximum for a new client', async () => {
    const answer = await send('POST', APP, creation('5000'), (await tagged('accept')).token)
    expect(answer.status).toBe(201)
    expect(answer.body.data.principalAmount).toEqual({ amount: 5000 })
  })
})
