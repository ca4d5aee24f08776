import { describe, expect, it } from 'vitest'
import { latestCode, testServer, type TestClient } from './support/harness'

/** Applications, decisions and the agreement (docs/API.md "Decisions"). */

const server = await testServer()
const { call, db } = server
const admin = await server.newAdmin()

const APP = '/web/private/client/application'
// The test clock's day is 2025-06-15 in Mexico City: a due date 15 days later.
const payload = (amount: number) => ({
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount, currency: 'MXN' },
  iovation: { ioBB: 'bb-token' },
  affiliate: { utm_source: 'google' },
  paymentMethod: 'bank_transfer',
  hotjarUserId: 'hj-1',
  juicySessionId: 'js-1',
})

let people = 0
/** A registered client (the flow offers apply) whose e-mail carries a QA tag (or none). */
function clientTagged(tag?: string): Promise<TestClient> {
  people += 1
  return server.registeredClient({ email: `qa${people}${tag ? `+${tag}` : ''}@example.mx` })
}

/** Such a client with everything signing needs done too (ID checked, documents, CLABE). */
function signableTagged(tag?: string): Promise<TestClient> {
  people += 1
  return server.signableClient({ email: `qa${people}${tag ? `+${tag}` : ''}@example.mx` })
}

async function apply(client: TestClient, amount = 3000, headers: Record<string, string> = {}) {
  return call('POST', APP, { token: client.token, body: payload(amount), headers })
}

/** The agreement signed as the client does: a code by SMS to the own phone, then the code (tests/server/agreement.test.ts). */
async function signWithCode(client: TestClient, id: number) {
  await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
  const { code } = await latestCode(server, client.phone)
  return call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code } })
}

async function steer(id: number, outcome: string, amount?: number) {
  return call('PUT', `/web/private/back-office/application/${id}/decision`, {
    token: admin.token,
    body: { outcome, ...(amount ? { amount } : {}) },
  })
}

describe('the happy chain', () => {
  it('applies, is accepted, signs, and has an active loan with one schedule row', async () => {
    const client = await signableTagged('accept')
    const created = await apply(client, 3000)
    expect(created.status).toBe(201)
    const application = created.body.data
    expect(application).toMatchObject({
      status: 3,
      desiredLoanAmount: { amount: 3000 },
      principalAmount: { amount: 3000 },
      term: { value: 15, unit: 'day' },
      payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
    })
    expect(application.loanAmount.amount).toBeGreaterThan(3000)
    expect(application.hashedId).toMatch(/^[0-9a-f]{32}$/)

    const profile = await call('GET', '/web/private/client/client', { token: client.token })
    expect(profile.body.data).toMatchObject({
      hasActualApplication: true,
      hasUncancelledApplications: true,
      hasActiveLoan: false,
    })

    const offer = await call('GET', `${APP}/${application.id}/offer/actual`, { token: client.token })
    expect(offer.status).toBe(200)
    expect(offer.body.data).toMatchObject({
      principal: 3000,
      term: 15,
      endDate: '2025-06-30',
      total: application.loanAmount.amount,
    })

    const signed = await signWithCode(client, application.id)
    expect(signed.status).toBe(200)
    expect(signed.body.data).toMatchObject({
      status: 4,
      applicationId: application.id,
      principal: 3000,
      total: application.loanAmount.amount,
      startDate: '2025-06-15',
      dueDate: '2025-06-30',
    })

    const loans = await db.selectFrom('loans').selectAll().where('client_id', '=', client.id).execute()
    expect(loans).toHaveLength(1)
    const loan = loans[0]!
    expect(loan.principal + loan.interest + loan.fees + loan.vat).toBe(loan.total)
    const schedule = await db.selectFrom('loan_schedule').selectAll().where('loan_id', '=', loan.id).execute()
    expect(schedule).toEqual([expect.objectContaining({ due_date: '2025-06-30', total: loan.total, paid: 0, status: 'pending' })])

    // The loans side (GET loan/active) sees the loan the agreement made.
    expect((await call('GET', '/web/private/client/loan/active', { token: client.token })).status).toBe(200)

    const status = await call('GET', `${APP}/actual/status`, { token: client.token })
    expect(status.body.data).toEqual({ id: application.id, status: 4 })
    const after = await call('GET', '/web/private/client/client', { token: client.token })
    expect(after.body.data).toMatchObject({
      hasActualApplication: false,
      hasActiveLoan: true,
      availableLoanAmount: { amount: 0 },
    })

    // Signed: no second signature, no change, no new application beside the active loan.
    expect(
      (await call('POST', `${APP}/agreement/${application.id}`, { token: client.token, body: { code: '000' } })).status,
    ).toBe(409)
    expect(
      (
        await call('PUT', `${APP}/${application.id}`, {
          token: client.token,
          body: { amount: { amount: 2000, currency: 'MXN' } },
        })
      ).status,
    ).toBe(409)
    const again = await apply(client, 2000)
    expect(again.status).toBe(400)
    expect(again.body.data.error.details.violations[0].status).toBe('active_loan_exists')
  })

  it('answers null before any application', async () => {
    const client = await clientTagged()
    expect((await call('GET', `${APP}/actual`, { token: client.token })).body).toEqual({ data: null })
    expect((await call('GET', `${APP}/actual/status`, { token: client.token })).body).toEqual({ data: null })
  })
})

describe('the engine', () => {
  // Registration declares 15 000 a month: 40% of it is 6 000.
  it('accepts a first loan within 40% of the declared income', async () => {
    const created = await apply(await clientTagged(), 3000)
    expect(created.body.data).toMatchObject({ status: 3, offeredAmount: null })
  })

  it('decreases an amount above 40% of the declared income', async () => {
    const client = await clientTagged()
    await db.updateTable('client_details').set({ monthly_income_cents: 725_000 }).where('client_id', '=', client.id).execute()
    const created = await apply(client, 4000)
    expect(created.body.data).toMatchObject({ status: 17, offeredAmount: { amount: 2900 } })
  })

  it('offers a repeated client an increase to the available amount, capped at 40% of the income', async () => {
    const client = await clientTagged()
    await db.updateTable('clients').set({ closed_loans_count: 1 }).where('id', '=', client.id).execute()
    const created = await apply(client, 3000)
    expect(created.body.data).toMatchObject({ status: 18, offeredAmount: { amount: 6000 } })
  })
})

describe('steering by test data', () => {
  it.each([
    ['accept', 3],
    ['reject', 6],
    ['manual', 14],
    ['increase', 18],
    ['decrease', 17],
    ['special', 13],
    ['error', 401],
  ])('an e-mail tagged +%s gives status %i', async (tag, status) => {
    const created = await apply(await clientTagged(tag), 3000)
    expect(created.body.data.status).toBe(status)
  })

  it.each([
    [1100, 6],
    [1200, 14],
    [1300, 18],
    [1400, 17],
    [1500, 13],
    [1600, 401],
    [1700, 3],
  ])('the amount %i gives status %i', async (amount, status) => {
    const created = await apply(await clientTagged(), amount)
    expect(created.body.data.status).toBe(status)
  })
})

describe('steering by the back office', () => {
  it.each([
    ['accepted', 3],
    ['rejected', 6],
    ['manual_verification', 14],
    ['yhat_increase', 18],
    ['yhat_decrease', 17],
    ['special_offer', 13],
    ['decision_error', 401],
  ])('sets %s (status %i)', async (outcome, status) => {
    const client = await clientTagged()
    const created = await apply(client, 3000)
    const steered = await steer(created.body.data.id, outcome)
    expect(steered.status).toBe(200)
    expect(steered.body.data.status).toBe(status)
    expect((await call('GET', `${APP}/actual/status`, { token: client.token })).body.data.status).toBe(status)
  })

  it('takes the offered amount, and refuses unknown ids and signed applications', async () => {
    const client = await signableTagged()
    const created = await apply(client, 3000)
    const steered = await steer(created.body.data.id, 'yhat_decrease', 2000)
    expect(steered.body.data.offeredAmount).toEqual({ amount: 2000 })
    expect((await steer(987654, 'accepted')).status).toBe(404)
    await steer(created.body.data.id, 'accepted')
    expect((await signWithCode(client, created.body.data.id)).status).toBe(200)
    expect((await steer(created.body.data.id, 'rejected')).status).toBe(409)
  })

  it('does not reopen a rejected application beside a newer open one', async () => {
    const client = await clientTagged()
    const rejected = await apply(client, 1100)
    await apply(client, 3000)
    expect((await steer(rejected.body.data.id, 'accepted')).status).toBe(409)
  })

  it('refuses a client token', async () => {
    const client = await clientTagged()
    const created = await apply(client, 3000)
    const answer = await call('PUT', `/web/private/back-office/application/${created.body.data.id}/decision`, {
      token: client.token,
      body: { outcome: 'accepted' },
    })
    expect(answer.status).toBe(403)
  })
})

describe('idempotency and refusals', () => {
  it('answers a retry with the same Idempotency-Key with the first application, one row', async () => {
    const client = await clientTagged('accept')
    const first = await apply(client, 3000, { 'Idempotency-Key': 'k-1' })
    const retry = await apply(client, 3000, { 'Idempotency-Key': 'k-1' })
    expect(first.status).toBe(201)
    expect(retry.status).toBe(200)
    expect(retry.body.data).toEqual(first.body.data)
    const rows = await db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses a second application while one is active', async () => {
    const client = await clientTagged('manual')
    await apply(client, 3000)
    const second = await apply(client, 3000, { 'Idempotency-Key': 'other' })
    expect(second.status).toBe(400)
    expect(second.body.data.error.details.violations).toEqual([expect.objectContaining({ status: 'active_application_exists' })])
  })

  it('makes one application of many sent at once with different keys; the others are refused as active', async () => {
    const client = await clientTagged('manual')
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => apply(client, 3000, { 'Idempotency-Key': `race-${key}` })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(400)
      expect(refused.body.data.error.details.violations).toEqual([
        expect.objectContaining({ status: 'active_application_exists' }),
      ])
    }
    const rows = await db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('allows a new application after a rejection', async () => {
    const client = await clientTagged()
    expect((await apply(client, 1100)).body.data.status).toBe(6)
    expect((await apply(client, 3000)).status).toBe(201)
  })

  it('refuses amounts out of the limits and bad dates with violations', async () => {
    const client = await clientTagged('accept')
    const tooBig = await apply(client, 5100)
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'loanAmount.amount', status: 'too_big' }),
    ])
    expect((await apply(client, 900)).body.data.error.details.violations[0].status).toBe('too_small')
    expect((await apply(client, 3050)).body.data.error.details.violations[0].status).toBe('not_multiple_of')
    const pastDate = await call('POST', APP, {
      token: client.token,
      body: { ...payload(3000), payDates: { first_repayment_option: '2025-06-01' } },
    })
    expect(pastDate.body.data.error.details.violations[0]).toMatchObject({
      propertyPath: 'payDates.first_repayment_option',
      status: 'invalid_pay_date',
    })
    const noAmount = await call('POST', APP, { token: client.token, body: { ...payload(3000), loanAmount: undefined } })
    expect(noAmount.status).toBe(400)
    expect(await db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()).toHaveLength(0)
  })

  it('lets a repeated client ask up to the repeated maximum', async () => {
    const client = await clientTagged('accept')
    await db.updateTable('clients').set({ closed_loans_count: 1 }).where('id', '=', client.id).execute()
    expect((await apply(client, 10000)).status).toBe(201)
  })

  it('updates the amount before signing, decided again', async () => {
    const client = await clientTagged('accept')
    const created = await apply(client, 3000)
    const updated = await call('PUT', `${APP}/${created.body.data.id}`, {
      token: client.token,
      body: { amount: { amount: 2000, currency: 'MXN' } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({ status: 3, desiredLoanAmount: { amount: 2000 }, principalAmount: { amount: 2000 } })
    const tooBig = await call('PUT', `${APP}/${created.body.data.id}`, {
      token: client.token,
      body: { amount: { amount: 9000, currency: 'MXN' } },
    })
    expect(tooBig.status).toBe(400)
  })
})

describe('offers', () => {
  const amount = (value: number) => ({ amount: { amount: value, currency: 'MXN' } })

  it('approves a yhat decrease up to the offered amount', async () => {
    const client = await signableTagged('decrease')
    const created = await apply(client, 3000)
    expect(created.body.data.offeredAmount).toEqual({ amount: 1500 })
    expect(
      (await call('PUT', '/web/private/client/yhat/offer/approve/decrease', { token: client.token, body: amount(2000) })).status,
    ).toBe(400)
    // The special-offer approval does not apply to a yhat decrease.
    expect(
      (await call('PUT', '/web/private/client/special/offer/approve', { token: client.token, body: amount(1500) })).status,
    ).toBe(409)
    const approved = await call('PUT', '/web/private/client/yhat/offer/approve/decrease', {
      token: client.token,
      body: amount(1500),
    })
    expect(approved.body.data).toMatchObject({
      status: 3,
      principalAmount: { amount: 1500 },
      desiredLoanAmount: { amount: 3000 },
    })
    expect((await signWithCode(client, created.body.data.id)).body.data.principal).toBe(1500)
  })

  it('approves a special offer through its own endpoint', async () => {
    const client = await clientTagged('special')
    await apply(client, 3000)
    expect(
      (await call('PUT', '/web/private/client/yhat/offer/approve/decrease', { token: client.token, body: amount(1500) })).status,
    ).toBe(409)
    const approved = await call('PUT', '/web/private/client/special/offer/approve', { token: client.token, body: amount(1500) })
    expect(approved.body.data).toMatchObject({ status: 3, principalAmount: { amount: 1500 } })
  })

  it('approves an increase, or refuses it by approving the desired amount', async () => {
    const term = { value: 15, unit: 'day' }
    const taking = await clientTagged('increase')
    await apply(taking, 3000)
    const increased = await call('PUT', '/web/private/client/yhat/offer/approve/increase', {
      token: taking.token,
      body: { ...amount(5000), term },
    })
    expect(increased.body.data).toMatchObject({ status: 3, principalAmount: { amount: 5000 } })

    const refusing = await clientTagged('increase')
    await apply(refusing, 3000)
    expect(
      (
        await call('PUT', '/web/private/client/yhat/offer/approve/increase', {
          token: refusing.token,
          body: { ...amount(5100), term },
        })
      ).status,
    ).toBe(400)
    const kept = await call('PUT', '/web/private/client/yhat/offer/approve/increase', {
      token: refusing.token,
      body: { ...amount(3000), term },
    })
    expect(kept.body.data).toMatchObject({ status: 3, principalAmount: { amount: 3000 } })
  })

  it("refuses an increase whose term is not the offer's, from today to the due date", async () => {
    const client = await clientTagged('increase')
    await apply(client, 3000)
    const approve = (value: number) =>
      call('PUT', '/web/private/client/yhat/offer/approve/increase', {
        token: client.token,
        body: { ...amount(5000), term: { value, unit: 'day' } },
      })
    // Due 2025-06-30, 15 days after the test clock's 2025-06-15.
    const wrong = await approve(30)
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'term.value', status: 'invalid_term' }),
    ])
    expect((await call('GET', `${APP}/actual/status`, { token: client.token })).body.data.status).toBe(18)
    expect((await approve(15)).body.data).toMatchObject({ status: 3, term: { value: 15, unit: 'day' } })
  })

  it('refuses an approval without an offer', async () => {
    const client = await clientTagged('accept')
    await apply(client, 3000)
    expect(
      (await call('PUT', '/web/private/client/special/offer/approve', { token: client.token, body: amount(1500) })).status,
    ).toBe(409)
  })

  it('refuses to sign an application that is not accepted', async () => {
    const client = await clientTagged('manual')
    const created = await apply(client, 3000)
    expect(
      (await call('POST', `${APP}/agreement/${created.body.data.id}`, { token: client.token, body: { code: '000' } })).status,
    ).toBe(409)
  })
})

describe('the arithmetic', () => {
  it("prices with the client's own sequence type", async () => {
    const first = await clientTagged()
    const repeated = await clientTagged()
    await db.updateTable('clients').set({ closed_loans_count: 1 }).where('id', '=', repeated.id).execute()
    const path = '/web/private/client/arithmetic/offer/stl/3000/semi_monthly/15,30'
    const mine = await call('GET', path, { token: first.token })
    const theirs = await call('GET', path, { token: repeated.token })
    expect(mine.status).toBe(200)
    expect(mine.body.data).toEqual(
      (await call('GET', '/web/public/arithmetic/offer/stl/first/3000/semi_monthly/15,30')).body.data,
    )
    expect(theirs.body.data).toEqual(
      (await call('GET', '/web/public/arithmetic/offer/stl/repeated/3000/semi_monthly/15,30')).body.data,
    )
    expect(
      (await call('GET', '/web/private/client/arithmetic/offer/stl/9000/semi_monthly/15,30', { token: first.token })).status,
    ).toBe(400)
  })

  it('answers the back office for any client, 404 for an unknown one', async () => {
    const client = await clientTagged()
    const query = 'amount=3000&payCycle=semi_monthly&payDates=15,30'
    const answer = await call('GET', `/web/private/back-office/client/${client.id}/arithmetic/offer?${query}`, {
      token: admin.token,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual(
      (await call('GET', '/web/public/arithmetic/offer/stl/first/3000/semi_monthly/15,30')).body.data,
    )
    expect(
      (await call('GET', `/web/private/back-office/client/987654/arithmetic/offer?${query}`, { token: admin.token })).status,
    ).toBe(404)
    expect(
      (await call('GET', `/web/private/back-office/client/${client.id}/arithmetic/offer?amount=3000`, { token: admin.token }))
        .status,
    ).toBe(400)
  })
})

describe("another client's application", () => {
  it('is never read nor changed: 404', async () => {
    const owner = await clientTagged('accept')
    const other = await clientTagged()
    const id = (await apply(owner, 3000)).body.data.id
    expect((await call('GET', `${APP}/${id}/offer/actual`, { token: other.token })).status).toBe(404)
    expect(
      (await call('PUT', `${APP}/${id}`, { token: other.token, body: { amount: { amount: 2000, currency: 'MXN' } } })).status,
    ).toBe(404)
    expect((await call('POST', `${APP}/agreement/${id}`, { token: other.token, body: { code: '000' } })).status).toBe(404)
    expect((await call('GET', `${APP}/actual`, { token: other.token })).body.data).toBeNull()
    const row = await db
      .selectFrom('applications')
      .select(['status', 'desired_amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 3, desired_amount: 300000 })
  })
})

describe('the integrations’ identifiers', () => {
  it('are kept with the application as sent: the scoring session, the device blackbox and the recording user', async () => {
    const client = await clientTagged()
    const created = await apply(client, 3000)
    expect(created.status).toBe(201)
    const row = await db
      .selectFrom('applications')
      .select(['io_bb', 'juicy_session_id', 'hotjar_user_id'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ io_bb: 'bb-token', juicy_session_id: 'js-1', hotjar_user_id: 'hj-1' })
  })
})
