import { describe, expect, it } from 'vitest'
import { cashProvidersFromEnv } from '../../server/loans/cash-payout'
import { isCashPayoutReference } from '../../src/domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS, SHIPPED_CASH_PROVIDERS } from '../../src/domain/facts/cash-payout'
import { registerPayoutAccount, uniqueClabe } from '../support/journey'
import { insertActiveLoan } from './support/active-loan'
import { latestCode, openTestServer, testServer, type TestClient, type TestServer } from './support/harness'

/**
 * The loan collected in cash: the networks offered, the choice an accepted client without a CLABE or
 * card makes, the reference signing issues, and QA's marking of it as collected.
 */

const server = await testServer()
const { call, clock } = server

const APP = '/web/private/client/application'
const ACTIVE = '/web/private/client/loan/active'
const payload = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}
const DAY = 24 * 60 * 60 * 1000

let people = 0
/** A client with everything signing needs but a CLABE or card, and an accepted application of $3000. */
async function acceptedInCash(on: TestServer = server): Promise<{ client: TestClient; id: number }> {
  people += 1
  const client = await on.signableClient({ email: `efectivo${people}+accept@example.mx` }, { payout: true })
  const created = await on.call('POST', APP, { token: client.token, body: payload })
  expect(created.status).toBe(201)
  expect(created.body.data.status).toBe(3)
  return { client, id: created.body.data.id }
}

const choice = (client: TestClient, id: number, on: TestServer = server) =>
  on.call('GET', `${APP}/${id}/cash-payout`, { token: client.token })
const choose = (client: TestClient, id: number, provider: string, on: TestServer = server) =>
  on.call('PUT', `${APP}/${id}/cash-payout`, { token: client.token, body: { provider } })

/** Signs with the SMS code; answers the loan id. */
async function sign(client: TestClient, id: number): Promise<number> {
  expect((await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })).status).toBe(200)
  const { code } = await latestCode(server, client.phone)
  const answer = await call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code } })
  expect(answer.status).toBe(200)
  return answer.body.data.id
}

const loanOf = async (client: TestClient) => {
  // A fresh token: the clock may have moved past the sign-up token's life.
  const token = await server.sign({ accountType: 'client', id: client.id })
  const answer = await call('GET', ACTIVE, { token })
  expect(answer.status).toBe(200)
  return answer.body.data
}
const collected = (loanId: number, on: TestServer = server) => on.call('POST', `/web/dev/loans/${loanId}/cash-payout/collected`)

const cashPayoutRows = (clientId: number) =>
  server.db.selectFrom('cash_payouts').selectAll().where('client_id', '=', clientId).execute()

describe('the networks offered (ERP_CASH_PROVIDERS)', () => {
  it.each([
    { env: undefined, codes: ['telecomm', 'banco_azteca'] },
    { env: '', codes: ['telecomm', 'banco_azteca'] },
    { env: 'banco_azteca', codes: ['banco_azteca'] },
    { env: ' banco_azteca , telecomm ', codes: ['banco_azteca', 'telecomm'] },
  ])('$env offers $codes', ({ env, codes }) => {
    expect(cashProvidersFromEnv({ ERP_CASH_PROVIDERS: env }).map((provider) => provider.code)).toEqual(codes)
  })

  it.each(['cebuana', 'bdo', 'm_lhuillier', 'telecomm,oxxo', 'telecomm,'])(
    'stops the start on %s: a network the product has no branches for',
    (env) => {
      expect(() => cashProvidersFromEnv({ ERP_CASH_PROVIDERS: env })).toThrow(/ERP_CASH_PROVIDERS/)
    },
  )

  it('lists the shipped Mexican networks, with where to collect and what to bring, and none chosen yet', async () => {
    const { client, id } = await acceptedInCash()
    const answer = await choice(client, id)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      providers: [
        { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] },
        { code: 'banco_azteca', name: 'Banco Azteca', network: 'Banco Azteca', bring: ['official_id', 'reference'] },
      ],
      chosen: null,
    })
  })
})

describe('choosing the network', () => {
  it('keeps the choice, and a second choice replaces it until signing', async () => {
    const { client, id } = await acceptedInCash()
    const first = await choose(client, id, 'telecomm')
    expect(first.status).toBe(200)
    expect(first.body.data.chosen).toBe('telecomm')
    expect((await choose(client, id, 'banco_azteca')).body.data.chosen).toBe('banco_azteca')
    expect((await choice(client, id)).body.data.chosen).toBe('banco_azteca')
  })

  it.each(['cebuana', 'bdo', 'm_lhuillier'])(
    "refuses the specification's %s: the contract knows it, this deployment does not offer it (400 on provider)",
    async (code) => {
      const { client, id } = await acceptedInCash()
      const answer = await choose(client, id, code)
      expect(answer.status).toBe(400)
      expect(answer.body.data.error.details.violations).toEqual([
        { propertyPath: 'children[provider].data', status: 'provider_not_offered', message: expect.any(String) },
      ])
      expect((await choice(client, id)).body.data.chosen).toBeNull()
    },
  )

  it.each(['oxxo', '', 'TELECOMM'])('refuses the unknown code %j by the contract, on provider', async (code) => {
    const { client, id } = await acceptedInCash()
    const answer = await choose(client, id, code)
    expect(answer.status).toBe(400)
    expect(
      answer.body.data.error.details.violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(['children[provider].data'])
  })

  it("refuses another client's application as not found, and leaves it unchanged", async () => {
    const { client, id } = await acceptedInCash()
    const stranger = await server.newClient()
    expect((await choose(stranger, id, 'telecomm')).status).toBe(404)
    expect((await choice(stranger, id)).status).toBe(404)
    expect((await choice(client, id)).body.data.chosen).toBeNull()
  })

  it('refuses an application paid out by SPEI: its client has a CLABE', async () => {
    const { client, id } = await acceptedInCash()
    await registerPayoutAccount(server.caller(client.token), uniqueClabe(client.id))
    const answer = await choose(client, id, 'telecomm')
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('application_not_cash')
  })

  it('refuses a canceled application and a signed one', async () => {
    const canceled = await acceptedInCash()
    expect((await call('POST', `${APP}/${canceled.id}/cancel`, { token: canceled.client.token })).status).toBe(200)
    expect((await choose(canceled.client, canceled.id, 'telecomm')).body.data.error.code).toBe('application_not_cash')

    const signed = await acceptedInCash()
    await choose(signed.client, signed.id, 'telecomm')
    await sign(signed.client, signed.id)
    const late = await choose(signed.client, signed.id, 'banco_azteca')
    expect(late.status).toBe(409)
    expect(late.body.data.error.code).toBe('application_not_cash')
  })

  it('follows the configuration of the deployment: a shipped network it leaves out is refused', async () => {
    const narrow = await openTestServer({ cashProviders: SHIPPED_CASH_PROVIDERS.filter((p) => p.code === 'telecomm') })
    try {
      const { client, id } = await acceptedInCash(narrow)
      expect((await choice(client, id, narrow)).body.data.providers.map((p: { code: string }) => p.code)).toEqual(['telecomm'])
      const refused = await choose(client, id, 'banco_azteca', narrow)
      expect(refused.status).toBe(400)
      expect(refused.body.data.error.details.violations[0].status).toBe('provider_not_offered')
      expect((await choose(client, id, 'telecomm', narrow)).status).toBe(200)
    } finally {
      await narrow.close()
    }
  })
})

describe('signing and the payout reference', () => {
  it('asks for a network (or an account) before signing, then signs', async () => {
    const { client, id } = await acceptedInCash()
    const early = await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
    expect(early.status).toBe(409)
    expect(early.body.data.error.code).toBe('payout_account_missing')
    await choose(client, id, 'telecomm')
    expect((await call('GET', '/web/private/client/flow', { token: client.token })).body.data.step).toBe('otp_agreement')
  })

  it('issues the reference at signing only: 12 digits with their check digit, valid for the stated days', async () => {
    const { client, id } = await acceptedInCash()
    await choose(client, id, 'banco_azteca')
    expect(await cashPayoutRows(client.id)).toEqual([])
    const issued = clock.now()
    await sign(client, id)
    const loan = await loanOf(client)
    expect(loan.payout).toBeNull()
    expect(loan.cashPayout).toEqual({
      state: 'ready',
      provider: { code: 'banco_azteca', name: 'Banco Azteca', network: 'Banco Azteca', bring: ['official_id', 'reference'] },
      amount: 3000,
      reference: expect.any(String),
      issuedAt: issued.toISOString(),
      expiresAt: new Date(issued.getTime() + CASH_PAYOUT_VALID_DAYS * DAY).toISOString(),
      collectedAt: null,
    })
    expect(loan.cashPayout.reference).toMatch(/^\d{12}$/)
    expect(isCashPayoutReference(loan.cashPayout.reference)).toBe(true)
    expect(await cashPayoutRows(client.id)).toHaveLength(1)
  })

  it('gives each loan its own reference', async () => {
    const references = new Set<string>()
    for (let n = 0; n < 3; n += 1) {
      const { client, id } = await acceptedInCash()
      await choose(client, id, 'telecomm')
      await sign(client, id)
      references.add((await loanOf(client)).cashPayout.reference)
    }
    expect(references.size).toBe(3)
  })

  it('sends the money by SPEI instead when the client registered a CLABE after choosing', async () => {
    const { client, id } = await acceptedInCash()
    await choose(client, id, 'telecomm')
    await registerPayoutAccount(server.caller(client.token), uniqueClabe(client.id))
    await sign(client, id)
    const loan = await loanOf(client)
    expect(loan.cashPayout).toBeNull()
    expect(loan.payout).toMatchObject({ state: 'sent', destination: { kind: 'clabe' } })
    expect(await cashPayoutRows(client.id)).toEqual([])
  })
})

describe('collected (dev tools)', () => {
  it('marks the payout collected once, and the loan says so with the date', async () => {
    const { client, id } = await acceptedInCash()
    await choose(client, id, 'telecomm')
    const loanId = await sign(client, id)
    clock.advance(2 * DAY)
    const answer = await collected(loanId)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ state: 'collected', collectedAt: clock.now().toISOString() })
    expect((await loanOf(client)).cashPayout).toMatchObject({ state: 'collected', collectedAt: clock.now().toISOString() })
    const again = await collected(loanId)
    expect(again.status).toBe(409)
    expect(again.body.data.error.code).toBe('payout_settled')
  })

  it('refuses an expired reference, and a loan not paid out in cash', async () => {
    const { client, id } = await acceptedInCash()
    await choose(client, id, 'telecomm')
    const loanId = await sign(client, id)
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY)
    const expired = await collected(loanId)
    expect(expired.status).toBe(409)
    expect(expired.body.data.error.code).toBe('cash_payout_expired')
    expect((await loanOf(client)).cashPayout.state).toBe('ready')

    const other = await server.newClient()
    const loan = await insertActiveLoan(server, other.id)
    expect((await collected(loan.id)).status).toBe(404)
  })

  it('is refused in production (no dev tools): 404, as every dev call', async () => {
    const production = await openTestServer({ devTools: false })
    try {
      const client = await production.newClient()
      const loan = await insertActiveLoan(production, client.id)
      const answer = await collected(loan.id, production)
      expect(answer.status).toBe(404)
      expect(answer.body.data.error.code).toBe('not_found')
    } finally {
      await production.close()
    }
  })
})
