import { describe, expect, it } from 'vitest'
import { DIRECT_DEBIT_TEXT_VERSION } from '../../api'
import { clabeCheckDigit } from '../../src/domain/clabe'
import { luhnValid } from '../../src/domain/card'
import { insertActiveLoan, insertCard } from './support/active-loan'
import { testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock } = server
const P = '/web/private/client'
const CONSENT = `${P}/direct-debit/consent`
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status

/** A 16-digit number passing Luhn, different for each n. */
function cardNumber(n: number): string {
  const first15 = `411111${String(n).padStart(9, '0')}`
  for (let check = 0; check <= 9; check += 1) if (luhnValid(`${first15}${check}`)) return `${first15}${check}`
  throw new Error('no Luhn digit')
}

let cards = 0
async function saveCard(client: TestClient) {
  const number = cardNumber((cards += 1))
  const answer = await call('POST', `${P}/direct-debit/debit-credit-card`, {
    token: client.token,
    body: { cardNumber: number, expiryMonth: 12, expiryYear: 2030, holder: 'ANA RUIZ' },
  })
  expect(answer.status).toBe(200)
  return number.slice(-4)
}

const consent = (client: TestClient, body: unknown = { accepted: true, textVersion: DIRECT_DEBIT_TEXT_VERSION }) =>
  call('POST', CONSENT, { token: client.token, body, headers: { 'X-Forwarded-For': '203.0.113.7' } })

describe('POST direct-debit/consent', () => {
  it('records the consent for the registered card with the instant, address, last four digits and text version; a retry answers the same', async () => {
    const me = await server.newClient()
    const lastFour = await saveCard(me)
    const first = await consent(me)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      lastFour,
      textVersion: DIRECT_DEBIT_TEXT_VERSION,
      ip: '203.0.113.7',
      consentedAt: clock.now().toISOString(),
    })
    clock.advance(1000)
    const again = await consent(me)
    expect(again.body.data).toEqual(first.body.data)
    expect(await server.db.selectFrom('direct_debit_consents').selectAll().where('client_id', '=', me.id).execute()).toHaveLength(
      1,
    )
  })

  it('is refused with 409 no_card when no card is registered', async () => {
    const me = await server.newClient()
    const answer = await consent(me)
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('no_card')
  })

  it('needs the authorisation accepted, on the current text', async () => {
    const me = await server.newClient()
    await saveCard(me)
    const refused = await consent(me, { accepted: false, textVersion: 'domiciliacion-2020-01' })
    expect(refused.status).toBe(400)
    expect(statusOf(refused, 'children[accepted].data')).toBe('required')
    expect(statusOf(refused, 'children[textVersion].data')).toBe('invalid_choice')
    expect(statusOf(await consent(me, { accepted: true }), 'children[textVersion].data')).toBe('required')
    expect(await server.db.selectFrom('direct_debit_consents').selectAll().where('client_id', '=', me.id).execute()).toHaveLength(
      0,
    )
  })

  it('covers one card: a newer card needs its own consent', async () => {
    const me = await server.newClient()
    await saveCard(me)
    await consent(me)
    const newer = await saveCard(me)
    const details = (await call('GET', `${P}/account-details`, { token: me.token })).body.data
    expect(details.banking).toMatchObject({ cardLastFour: newer, directDebitConsent: null })
    expect((await consent(me)).body.data.lastFour).toBe(newer)
  })
})

describe('card charges need the consent', () => {
  it('refuses to repay by card or charge a rollover without a consent for the card, and charges once it is given', async () => {
    const me = await server.newClient()
    await insertActiveLoan(server, me.id)
    await insertCard(server, me.id, { consent: false })
    const repay = `${P}/loan/active/repayment/card`
    const rollover = `${P}/direct-debit/charge-rollover`
    for (const path of [repay, rollover]) {
      const refused = await call('POST', path, { token: me.token })
      expect(refused.status, path).toBe(409)
      expect(refused.body.data.error.code, path).toBe('no_direct_debit_consent')
    }
    expect((await consent(me)).status).toBe(200)
    const paid = await call('POST', repay, { token: me.token, body: { amount: 100 } })
    expect(paid.status).toBe(200)
    expect(paid.body.data.payment).toMatchObject({ method: 'card', status: 'paid', amount: 100 })
  })
})

describe('GET account-details', () => {
  it('summarises the saved banking data, the consents and the position', async () => {
    const me = await server.newClient()
    const fresh = (await call('GET', `${P}/account-details`, { token: me.token })).body.data
    expect(fresh.banking).toEqual({ disbursementMethod: null, bankName: null, cardLastFour: null, directDebitConsent: null })
    expect(fresh.geo).toBeNull()
    // Sign-up recorded the consents (the harness accepts terms, privacy and the credit bureau, not marketing).
    const signedUpAt = clock.now().toISOString()
    expect(fresh.consents).toEqual({ termsAt: signedUpAt, privacyAt: signedUpAt, creditBureauAt: signedUpAt, marketing: false })

    const lastFour = await saveCard(me)
    await consent(me)
    const first17 = `012180${'55'.padStart(11, '0')}`
    await call('POST', `${P}/bank/saveAccountNumber`, {
      token: me.token,
      body: { accountNumber: `${first17}${clabeCheckDigit(first17)}` },
    })
    await call('POST', `${P}/geo`, { token: me.token, body: { lat: 19.4326, lng: -99.1332 } })
    const details = (await call('GET', `${P}/account-details`, { token: me.token })).body.data
    expect(details.banking).toEqual({
      disbursementMethod: 'clabe',
      bankName: 'BBVA México',
      cardLastFour: lastFour,
      directDebitConsent: { lastFour, textVersion: DIRECT_DEBIT_TEXT_VERSION, consentedAt: clock.now().toISOString() },
    })
    expect(details.geo).toEqual({ lat: 19.4326, lng: -99.1332, at: clock.now().toISOString() })
  })
})
