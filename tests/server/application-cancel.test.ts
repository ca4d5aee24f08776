import { describe, expect, it } from 'vitest'
import type { ApplicationStatus } from '../../server/db'
import { latestCode, testServer, type TestClient } from './support/harness'

/**
 * POST application/{id}/cancel: a client withdraws an application whose agreement is not signed
 * (docs/API.md "Cancelling an application"). Only the owner, only before signing, and a canceled
 * application answered again unchanged.
 */

const server = await testServer()
const { call, clock, db } = server

const APP = '/web/private/client/application'
// The test clock's day is 2025-06-15 in Mexico City: a due date 15 days later.
const payload = (amount = 3000) => ({
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
})

let people = 0
/** A registered client whose applications the e-mail tag decides, and one application of theirs. */
async function applied(tag: string, signable = false): Promise<{ client: TestClient; id: number }> {
  people += 1
  const email = `cancel${people}+${tag}@example.mx`
  const client = signable ? await server.signableClient({ email }) : await server.registeredClient({ email })
  const created = await call('POST', APP, { token: client.token, body: payload() })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { client, id: created.body.data.id }
}

const cancel = (client: TestClient, id: number) => call('POST', `${APP}/${id}/cancel`, { token: client.token })
const codeOf = (answer: { body: any }) => answer.body.data.error.code as string
const stored = (id: number) => db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const setStatus = (id: number, status: ApplicationStatus) =>
  db.updateTable('applications').set({ status }).where('id', '=', id).execute()

/** Signs the client's accepted application with the SMS code, as the summary page does. */
async function sign(client: TestClient, id: number) {
  expect((await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })).status).toBe(200)
  const { code } = await latestCode(server, client.phone)
  return call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code } })
}

describe('which applications a client may cancel', () => {
  // Every status of the contract, by hand: open and unsigned ones cancel, the rest are refused.
  it.each<[ApplicationStatus, string, number, string | null]>([
    [1, 'new', 200, null],
    [2, 'signing', 200, null],
    [3, 'accepted', 200, null],
    [7, 'verification', 200, null],
    [13, 'special offer', 200, null],
    [14, 'manual verification', 200, null],
    [17, 'yhat decrease', 200, null],
    [18, 'yhat increase', 200, null],
    [401, 'decision error', 200, null],
    [5, 'canceled (again)', 200, null],
    [6, 'rejected', 409, 'application_closed'],
    [23, 'terminated', 409, 'application_closed'],
    [4, 'completed (signed)', 409, 'application_signed'],
  ])('status %i (%s) answers %i %s', async (status, _, answered, code) => {
    const { client, id } = await applied('accept')
    await setStatus(id, status)
    const answer = await cancel(client, id)
    expect(answer.status).toBe(answered)
    if (code === null) expect(answer.body.data).toMatchObject({ id, status: 5 })
    else expect(codeOf(answer)).toBe(code)
    expect((await stored(id)).status).toBe(code === null ? 5 : status)
  })

  it('cancels a decision error, after which the flow offers apply again and a new application is taken', async () => {
    const { client, id } = await applied('error')
    expect((await stored(id)).status).toBe(401)
    const canceled = await cancel(client, id)
    expect(canceled.status).toBe(200)
    expect(canceled.body.data).toMatchObject({ id, status: 5 })
    expect((await call('GET', `${APP}/actual`, { token: client.token })).body.data).toMatchObject({ id, status: 5 })
    const profile = await call('GET', '/web/private/client/client', { token: client.token })
    expect(profile.body.data).toMatchObject({ hasActualApplication: false, hasUncancelledApplications: false })
    const flow = await call('GET', '/web/private/client/flow', { token: client.token })
    expect(flow.body.data).toEqual({ step: 'new_client_created', status: 'active', errors: [] })
    const again = await call('POST', APP, { token: client.token, body: payload() })
    expect(again.status).toBe(201)
    expect(again.body.data.id).not.toBe(id)
  })

  it('answers a repeated cancel with the canceled application, unchanged', async () => {
    const { client, id } = await applied('manual')
    const first = await cancel(client, id)
    const before = await stored(id)
    clock.advance(60_000)
    const second = await cancel(client, id)
    expect(second.status).toBe(200)
    expect(second.body.data).toEqual(first.body.data)
    expect(await stored(id)).toEqual(before)
    expect(before.decision_reason).toMatch(/;canceled_by_client$/)
  })

  it("answers 404 for another client's application and for an unknown id, and leaves the application as it was", async () => {
    const { id } = await applied('increase')
    const { client: other } = await applied('accept')
    const answer = await cancel(other, id)
    expect(answer.status).toBe(404)
    expect(codeOf(answer)).toBe('not_found')
    expect((await stored(id)).status).toBe(18)
    expect((await cancel(other, 999_999)).status).toBe(404)
  })

  it('refuses a signed agreement: the loan stays, the application stays completed', async () => {
    const { client, id } = await applied('accept', true)
    expect((await sign(client, id)).status).toBe(200)
    const answer = await cancel(client, id)
    expect(answer.status).toBe(409)
    expect(codeOf(answer)).toBe('application_signed')
    expect((await stored(id)).status).toBe(4)
    const loans = await db.selectFrom('loans').select('status').where('application_id', '=', id).execute()
    expect(loans).toEqual([{ status: 4 }])
  })

  it('refuses an application a loan was made from, whatever its status says', async () => {
    const { client, id } = await applied('accept', true)
    expect((await sign(client, id)).status).toBe(200)
    // A row out of step with its loan (an import, a back-office edit) is still not cancelable.
    await db.updateTable('applications').set({ status: 3, signed_at: null }).where('id', '=', id).execute()
    const answer = await cancel(client, id)
    expect(answer.status).toBe(409)
    expect(codeOf(answer)).toBe('application_signed')
  })
})

describe('after a cancel', () => {
  it('refuses to sign, to approve the offer or to change the amount of the canceled application', async () => {
    const { client, id } = await applied('accept', true)
    expect((await cancel(client, id)).status).toBe(200)
    const signing = await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
    expect(signing.status).toBe(409)
    const change = await call('PUT', `${APP}/${id}`, { token: client.token, body: { amount: { amount: 2000, currency: 'MXN' } } })
    expect(change.status).toBe(409)
    expect(await db.selectFrom('loans').select('id').where('client_id', '=', client.id).execute()).toEqual([])

    const { client: offered, id: offer } = await applied('decrease')
    expect((await cancel(offered, offer)).status).toBe(200)
    const approval = await call('PUT', '/web/private/client/yhat/offer/approve/decrease', {
      token: offered.token,
      body: { amount: { amount: 1500, currency: 'MXN' } },
    })
    expect(approval.status).toBe(409)
    expect((await stored(offer)).status).toBe(5)
  })

  it('makes exactly one of a cancel and a signature racing each other win', async () => {
    const { client, id } = await applied('accept', true)
    expect((await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })).status).toBe(200)
    const { code } = await latestCode(server, client.phone)
    const [canceled, signed] = await Promise.all([
      cancel(client, id),
      call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code } }),
    ])
    const loans = await db.selectFrom('loans').select('id').where('application_id', '=', id).execute()
    const status = (await stored(id)).status
    if (canceled.status === 200) {
      expect(signed.status).toBe(409)
      expect([status, loans.length]).toEqual([5, 0])
    } else {
      expect([canceled.status, codeOf(canceled), signed.status]).toEqual([409, 'application_signed', 200])
      expect([status, loans.length]).toEqual([4, 1])
    }
  })
})
