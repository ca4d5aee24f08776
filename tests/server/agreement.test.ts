import { describe, expect, it } from 'vitest'
import { latestCode, testServer, type TestClient } from './support/harness'

/** The one-time-password agreement (flow step otp_agreement, under the code limits): signing needs a fresh SMS code. */

const server = await testServer()
const { call, clock, db } = server

const APP = '/web/private/client/application'
// The test clock's day is 2025-06-15 in Mexico City: a due date 15 days later.
const payload = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

let people = 0
/** A client steered to acceptance by its e-mail tag, with its accepted application and everything signing needs. */
async function accepted(): Promise<{ client: TestClient; id: number }> {
  people += 1
  const client = await server.signableClient({ email: `agreement${people}+accept@example.mx` })
  const created = await call('POST', APP, { token: client.token, body: payload })
  expect(created.body.data.status).toBe(3)
  return { client, id: created.body.data.id }
}

const sendCode = (client: TestClient, id: number) => call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
const sign = (client: TestClient, id: number, body: unknown) =>
  call('POST', `${APP}/agreement/${id}`, { token: client.token, body })
const violationOf = (answer: { body: any }) =>
  answer.body.data.error.details.violations[0] as { propertyPath: string; status: string; message?: string }
const loansOf = (client: TestClient) => db.selectFrom('loans').selectAll().where('client_id', '=', client.id).execute()
const wrongGuess = (code: string) => (code === '000' ? '001' : '000')

describe('the agreement code', () => {
  it("goes by SMS to the client's own phone, masked in the answer, within the one-minute limit", async () => {
    const { client, id } = await accepted()
    const sent = await sendCode(client, id)
    expect(sent.status).toBe(200)
    expect(sent.body.data).toEqual({ sent: true, retryAfterSeconds: 60, mobilePhone: `******${client.phone.slice(-4)}` })
    const sms = await latestCode(server, client.phone)
    expect(sms).toMatchObject({ purpose: 'agreement', channel: 'sms' })
    expect(sms.code).toMatch(/^\d{3}$/)
    expect(sms.message).toContain(sms.code)

    const again = await sendCode(client, id)
    expect(again.status).toBe(429)
    expect(again.body.data.error.code).toBe('already_sent_in_last_minutes')
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(violationOf(again)).toMatchObject({ propertyPath: 'children[code].data', status: 'already_sent_in_last_minutes' })
    clock.advance(61_000)
    expect((await sendCode(client, id)).status).toBe(200)
  })

  it('states what it signs: the amount, the total and the due date', async () => {
    const { client, id } = await accepted()
    await sendCode(client, id)
    const sms = await latestCode(server, client.phone)
    // $3000 first loan, 15 days: 3000 + 450 interest + 90 service fee + 50 processing + 16% IVA of 590.
    expect(sms.message).toBe(
      `Lana Clara: tu código para firmar el contrato de tu préstamo de $3000 (pagas $3684.40 el 30/06/2025) es ${sms.code}. Vence en 10 minutos. No lo compartas con nadie.`,
    )
  })

  it('signs only the figures it was sent for: after the amount changed, the right code is refused and no loan is made', async () => {
    const { client, id } = await accepted()
    await sendCode(client, id)
    const { code } = await latestCode(server, client.phone)
    // The amount changes after the code went out (the page's amount change, decided again).
    await db.updateTable('applications').set({ principal_amount: 2_000_00 }).where('id', '=', id).execute()
    const answer = await sign(client, id, { code })
    expect(answer.status).toBe(400)
    expect(violationOf(answer)).toMatchObject({ propertyPath: 'children[code].data', status: 'code_for_other_terms' })
    expect(await loansOf(client)).toEqual([])
    // A code sent for the new figures signs them.
    clock.advance(61_000)
    await sendCode(client, id)
    const fresh = await latestCode(server, client.phone)
    expect(fresh.message).toContain('el contrato de tu préstamo de $2000')
    expect((await sign(client, id, { code: fresh.code })).status).toBe(200)
    expect(await loansOf(client)).toMatchObject([{ principal: 2_000_00 }])
  })

  it("is refused for another client's application (404) and for one that is not accepted (409)", async () => {
    const { id } = await accepted()
    const other = await server.newClient({ email: `agreement-other${++people}@example.mx` })
    expect((await sendCode(other, id)).status).toBe(404)
    const rejected = await server.registeredClient({ email: `agreement${++people}+reject@example.mx` })
    const created = await call('POST', APP, { token: rejected.token, body: payload })
    expect(created.body.data.status).toBe(6)
    expect((await sendCode(rejected, created.body.data.id)).status).toBe(409)
  })
})

describe('signing with the code', () => {
  it('refuses no code, and a code when none was sent', async () => {
    const { client, id } = await accepted()
    const none = await sign(client, id, {})
    expect(none.status).toBe(400)
    expect(violationOf(none)).toMatchObject({ propertyPath: 'children[code].data', status: 'required' })
    const unsent = await sign(client, id, { code: '123' })
    expect(unsent.status).toBe(400)
    expect(violationOf(unsent)).toMatchObject({ propertyPath: 'children[code].data', status: 'code_expired' })
    expect(await loansOf(client)).toHaveLength(0)
  })

  it('refuses a wrong code with the tries left, then the right one signs once', async () => {
    const { client, id } = await accepted()
    await sendCode(client, id)
    const { code } = await latestCode(server, client.phone)
    const wrong = await sign(client, id, { code: wrongGuess(code) })
    expect(wrong.status).toBe(400)
    expect(violationOf(wrong)).toMatchObject({
      propertyPath: 'children[code].data',
      status: 'code_wrong',
      message: 'The code is not right. 4 tries left.',
    })
    expect(await loansOf(client)).toHaveLength(0)

    const signed = await sign(client, id, { code })
    expect(signed.status).toBe(200)
    expect(signed.body.data).toMatchObject({ status: 4, applicationId: id, principal: 3000, dueDate: '2025-06-30' })

    // A retry after success (the answer was lost): no second loan.
    const retry = await sign(client, id, { code })
    expect(retry.status).toBe(409)
    expect(await loansOf(client)).toHaveLength(1)
    expect((await call('GET', `${APP}/actual/status`, { token: client.token })).body.data).toEqual({ id, status: 4 })
  })

  it('refuses an expired code, and a code out of tries even when right', async () => {
    const { client, id } = await accepted()
    await sendCode(client, id)
    const first = await latestCode(server, client.phone)
    clock.advance(11 * 60_000)
    const expired = await sign(client, id, { code: first.code })
    expect(violationOf(expired).status).toBe('code_expired')

    expect((await sendCode(client, id)).status).toBe(200)
    const second = await latestCode(server, client.phone)
    for (let tries = 4; tries >= 1; tries -= 1) {
      expect(violationOf(await sign(client, id, { code: wrongGuess(second.code) })).status).toBe('code_wrong')
    }
    expect(violationOf(await sign(client, id, { code: wrongGuess(second.code) })).status).toBe('code_attempts_exceeded')
    const dead = await sign(client, id, { code: second.code })
    expect(dead.status).toBe(400)
    expect(violationOf(dead).status).toBe('code_attempts_exceeded')
    expect(await loansOf(client)).toHaveLength(0)
  })

  it("answers 404 for another client's application, whatever the code", async () => {
    const { client, id } = await accepted()
    await sendCode(client, id)
    const { code } = await latestCode(server, client.phone)
    const other = await server.newClient({ email: `agreement-other${++people}@example.mx` })
    expect((await sign(other, id, { code })).status).toBe(404)
    // The code is still the owner's.
    expect((await sign(client, id, { code })).status).toBe(200)
  })
})
