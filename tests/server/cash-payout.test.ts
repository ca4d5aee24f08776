import { afterEach, describe, expect, it } from 'vitest'
import { cashProvidersFromEnv } from '../../server/loans/cash-payout'
import { isCashPayoutReference } from '../../src/domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS, SHIPPED_CASH_PROVIDERS } from '../../src/domain/facts/cash-payout'
import { registerPayoutAccount, uniqueClabe } from '../support/journey'
import { insertActiveLoan } from './support/active-loan'
import { openTestServer, TEST_START, testServer, type TestClient, type TestServer } from './support/harness'
import { activeLoanOf, APPLICATION, applyFor, signAgreement } from './support/signing'

/**
 * The loan collected in cash: the networks offered, the choice an accepted client without a CLABE or
 * card makes, the reference signing issues, a new one for a reference that expired uncollected, and
 * QA's marking of it as collected or expired.
 */

const server = await testServer()
const { call, clock } = server

const APP = APPLICATION
const DAY = 24 * 60 * 60 * 1000

// Each test applies on the test day (the application's pay dates are that day's); some move the clock past deadlines.
afterEach(() => clock.set(TEST_START))

let people = 0
/** A client with everything signing needs but a CLABE or card, and an accepted application of $3000. */
async function acceptedInCash(on: TestServer = server): Promise<{ client: TestClient; id: number }> {
  people += 1
  const client = await on.signableClient({ email: `efectivo${people}+accept@example.mx` }, { payout: true })
  const { id, status } = await applyFor(on, client)
  expect(status).toBe(3)
  return { client, id }
}

const choice = (client: TestClient, id: number, on: TestServer = server) =>
  on.call('GET', `${APP}/${id}/cash-payout`, { token: client.token })
const choose = (client: TestClient, id: number, provider: string, on: TestServer = server) =>
  on.call('PUT', `${APP}/${id}/cash-payout`, { token: client.token, body: { provider } })

/** Signs with the SMS code; answers the loan id. */
const sign = (client: TestClient, id: number) => signAgreement(server, client, id)

/** A loan signed to be collected at `provider`: its client and id. */
async function signedInCash(provider = 'telecomm'): Promise<{ client: TestClient; loanId: number }> {
  const { client, id } = await acceptedInCash()
  expect((await choose(client, id, provider)).status).toBe(200)
  return { client, loanId: await sign(client, id) }
}

const loanOf = (client: TestClient) => activeLoanOf(server, client)
const collected = (loanId: number, on: TestServer = server) => on.call('POST', `/web/dev/loans/${loanId}/cash-payout/collected`)
const expire = (loanId: number, on: TestServer = server) => on.call('POST', `/web/dev/loans/${loanId}/cash-payout/expire`)
/** The client asks for a new reference, with a fresh token (the clock may have moved past the sign-up token's life). */
const reissue = async (client: TestClient, loanId: number, headers: Record<string, string> = {}) =>
  call('POST', `/web/private/client/loan/${loanId}/cash-payout/reissue`, {
    token: await server.sign({ accountType: 'client', id: client.id }),
    headers,
  })

const cashPayoutRows = (clientId: number) =>
  server.db.selectFrom('cash_payouts').selectAll().where('client_id', '=', clientId).execute()
const voidsOf = (cashPayoutId: number) =>
  server.db.selectFrom('cash_payout_voids').selectAll().where('cash_payout_id', '=', cashPayoutId).orderBy('id').execute()

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

describe('the reference over time', () => {
  it('reads ready until its deadline, then expired, uncollected', async () => {
    const { client } = await signedInCash()
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY - 1)
    expect((await loanOf(client)).cashPayout).toMatchObject({ state: 'ready', collectedAt: null })
    clock.advance(1)
    expect((await loanOf(client)).cashPayout).toMatchObject({ state: 'expired', collectedAt: null })
  })
})

describe('collected (dev tools)', () => {
  it('marks the payout collected once, and the loan says so with the date', async () => {
    const { client, loanId } = await signedInCash()
    clock.advance(2 * DAY)
    const answer = await collected(loanId)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ state: 'collected', collectedAt: clock.now().toISOString() })
    expect((await loanOf(client)).cashPayout).toMatchObject({ state: 'collected', collectedAt: clock.now().toISOString() })
    const again = await collected(loanId)
    expect(again.status).toBe(409)
    expect(again.body.data.error.code).toBe('payout_settled')
    // Collected stays collected, past the deadline too.
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY)
    expect((await loanOf(client)).cashPayout.state).toBe('collected')
  })

  it('refuses an expired reference, and a loan not paid out in cash', async () => {
    const { client, loanId } = await signedInCash()
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY)
    const expired = await collected(loanId)
    expect(expired.status).toBe(409)
    expect(expired.body.data.error.code).toBe('cash_payout_expired')
    expect((await loanOf(client)).cashPayout).toMatchObject({ state: 'expired', collectedAt: null })

    const other = await server.newClient()
    const loan = await insertActiveLoan(server, other.id)
    expect((await collected(loan.id)).status).toBe(404)
  })

  it('is refused in production (no dev tools): 404, as every dev call', async () => {
    const production = await openTestServer({ devTools: false })
    try {
      const client = await production.newClient()
      const loan = await insertActiveLoan(production, client.id)
      for (const answer of [await collected(loan.id, production), await expire(loan.id, production)]) {
        expect(answer.status).toBe(404)
        expect(answer.body.data.error.code).toBe('not_found')
      }
    } finally {
      await production.close()
    }
  })
})

describe('expired (dev tools)', () => {
  it("brings the reference's deadline to now, so it reads expired and is no longer paid", async () => {
    const { client, loanId } = await signedInCash()
    const answer = await expire(loanId)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ state: 'expired', expiresAt: clock.now().toISOString() })
    expect((await loanOf(client)).cashPayout.state).toBe('expired')
    expect((await collected(loanId)).body.data.error.code).toBe('cash_payout_expired')
  })

  it('leaves an expired deadline where it was, and refuses a collected reference and a loan not paid out in cash', async () => {
    const { loanId } = await signedInCash()
    const deadline = (await expire(loanId)).body.data.expiresAt
    clock.advance(DAY)
    expect((await expire(loanId)).body.data.expiresAt).toBe(deadline)

    const paid = await signedInCash()
    await collected(paid.loanId)
    const refused = await expire(paid.loanId)
    expect(refused.status).toBe(409)
    expect(refused.body.data.error.code).toBe('payout_settled')

    const other = await server.newClient()
    expect((await expire((await insertActiveLoan(server, other.id)).id)).status).toBe(404)
  })
})

describe('a new reference for an expired one', () => {
  it('replaces an expired, uncollected reference: the old one is void, the new one valid for the stated days from now', async () => {
    const { client, loanId } = await signedInCash('banco_azteca')
    const first = (await loanOf(client)).cashPayout
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY + 3 * 60 * 60 * 1000)
    const asked = clock.now()
    const answer = await reissue(client, loanId)
    expect(answer.status).toBe(200)
    const renewed = answer.body.data
    expect(renewed).toEqual({
      state: 'ready',
      provider: first.provider,
      amount: 3000,
      reference: expect.any(String),
      issuedAt: asked.toISOString(),
      expiresAt: new Date(asked.getTime() + CASH_PAYOUT_VALID_DAYS * DAY).toISOString(),
      collectedAt: null,
    })
    expect(isCashPayoutReference(renewed.reference)).toBe(true)
    expect(renewed.reference).not.toBe(first.reference)
    expect((await loanOf(client)).cashPayout).toEqual(renewed)

    const [row] = await cashPayoutRows(client.id)
    expect(await voidsOf(row!.id)).toEqual([
      {
        id: expect.any(Number),
        cash_payout_id: row!.id,
        reference: first.reference,
        issued_at: first.issuedAt,
        expires_at: first.expiresAt,
        voided_at: asked.toISOString(),
      },
    ])
    // The new reference is the one the branch pays.
    const paid = await collected(loanId)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({ state: 'collected', reference: renewed.reference })
  })

  it('refuses a reference that can still be collected, and leaves it as it was', async () => {
    const { client, loanId } = await signedInCash()
    const before = (await loanOf(client)).cashPayout
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY - 1)
    const answer = await reissue(client, loanId)
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('cash_payout_not_expired')
    expect((await loanOf(client)).cashPayout).toEqual(before)
  })

  it('refuses a collected reference, past its deadline too', async () => {
    const { client, loanId } = await signedInCash()
    await collected(loanId)
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY)
    const answer = await reissue(client, loanId)
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('payout_settled')
  })

  it('refuses a second new reference while the first one can be collected, and gives one again once it expires', async () => {
    const { client, loanId } = await signedInCash()
    await expire(loanId)
    const second = (await reissue(client, loanId)).body.data.reference
    const again = await reissue(client, loanId)
    expect(again.status).toBe(409)
    expect(again.body.data.error.code).toBe('cash_payout_not_expired')
    clock.advance(CASH_PAYOUT_VALID_DAYS * DAY)
    const third = await reissue(client, loanId)
    expect(third.status).toBe(200)
    expect(new Set([second, third.body.data.reference]).size).toBe(2)
    const [row] = await cashPayoutRows(client.id)
    expect((await voidsOf(row!.id)).map((voided) => voided.reference)).toHaveLength(2)
    expect((await voidsOf(row!.id))[1]!.reference).toBe(second)
  })

  it('answers a retry with the same Idempotency-Key with the first new reference, not a second one', async () => {
    const { client, loanId } = await signedInCash()
    await expire(loanId)
    const key = { 'Idempotency-Key': `reissue-${loanId}` }
    const first = await reissue(client, loanId, key)
    const retry = await reissue(client, loanId, key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(retry.body.data.reference).toBe(first.body.data.reference)
    const [row] = await cashPayoutRows(client.id)
    expect(await voidsOf(row!.id)).toHaveLength(1)
  })

  it("refuses another client's loan as not found, and leaves the reference as it was", async () => {
    const { client, loanId } = await signedInCash()
    await expire(loanId)
    const before = (await loanOf(client)).cashPayout
    const stranger = await server.newClient()
    const answer = await reissue(stranger, loanId)
    expect(answer.status).toBe(404)
    expect(answer.body.data.error.code).toBe('not_found')
    expect((await loanOf(client)).cashPayout).toEqual(before)
  })

  it('refuses a loan paid out by SPEI as not found', async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    const answer = await reissue(client, loan.id)
    expect(answer.status).toBe(404)
    expect(answer.body.data.error.code).toBe('not_found')
  })

  it('refuses a loan that is closed: no money is handed out for it any more', async () => {
    const { client, loanId } = await signedInCash()
    await expire(loanId)
    await server.db.updateTable('loans').set({ status: 5 }).where('id', '=', loanId).execute()
    const answer = await reissue(client, loanId)
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('loan_not_active')
  })
})
