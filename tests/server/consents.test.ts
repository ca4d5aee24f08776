import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { latestCode, testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock, db } = server
const P = '/web/private/client'
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'

/** The stored consents of a client, as rows without their ids. */
async function stored(clientId: number) {
  const rows = await db.selectFrom('consents').selectAll().where('client_id', '=', clientId).orderBy('id').execute()
  return rows.map(({ id: _id, client_id: _client, ...row }) => row)
}

/** A sign-up from an address and a device of its own, logged in from there. */
async function signUpFrom(address: string, consents = { terms: true, privacy: true, creditBureau: true, marketing: false }) {
  const data = { ...server.signUpData(), consents }
  const headers = { 'X-Forwarded-For': address, 'User-Agent': PHONE_UA }
  const created = await call('POST', '/web/public/client', { body: data, headers })
  expect(created.status).toBe(201)
  const login = await call('POST', '/web/public/client/login', { body: { login: data.email, password: data.password }, headers })
  return { id: created.body.data.id as number, phone: data.mobilePhone.number, token: login.body.data.token as string, headers }
}

describe('consents as records', () => {
  it('stores the terms and the privacy notice at sign-up with their versions, the instant, the address and the device', async () => {
    const me = await signUpFrom('203.0.113.7', { terms: true, privacy: true, creditBureau: true, marketing: true })
    const at = clock.now().toISOString()
    const by = { accepted_at: at, ip: '203.0.113.7', user_agent: PHONE_UA, method: 'checkbox' }
    expect(await stored(me.id)).toEqual([
      { kind: 'terms', text_version: 'terminos-2025-06', ...by },
      { kind: 'privacy', text_version: 'privacidad-2025-06', ...by },
      { kind: 'marketing', text_version: 'promociones-2025-06', ...by },
    ])
    // The old columns are still filled, for what reads them.
    const row = await db
      .selectFrom('clients')
      .select(['consent_terms_at', 'consent_marketing'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ consent_terms_at: at, consent_marketing: 1 })
  })

  it('records the credit-bureau authorisation by NIP when the sign-up phone code, whose SMS says so, is entered', async () => {
    const me = await signUpFrom('203.0.113.8')
    expect((await stored(me.id)).map((row) => row.kind)).toEqual(['terms', 'privacy'])
    const sms = await latestCode(server, me.phone)
    expect(sms.message).toContain('autorizas a Lana Clara a consultar tu historial crediticio')
    clock.advance(30_000)
    const verified = await call('POST', `${P}/phone/verify`, {
      token: me.token,
      body: { code: sms.code },
      headers: { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Otro/1.0' },
    })
    expect(verified.status).toBe(200)
    const bureau = (await stored(me.id)).filter((row) => row.kind === 'credit_bureau')
    expect(bureau).toEqual([
      {
        kind: 'credit_bureau',
        text_version: 'buro-2025-06',
        accepted_at: clock.now().toISOString(),
        ip: '203.0.113.9',
        user_agent: 'Otro/1.0',
        method: 'nip_sms',
      },
    ])
  })

  it('records every consent by checkbox when a back-office client completes the account', async () => {
    const me = await server.newClient()
    await db.deleteFrom('consents').where('client_id', '=', me.id).execute()
    await db.updateTable('clients').set({ origin: 'back_office' }).where('id', '=', me.id).execute()
    clock.advance(1000)
    const done = await call('PUT', `${P}/complete-back-office-client`, {
      token: me.token,
      body: {
        password: 'MiClave2025',
        repeatPassword: 'MiClave2025',
        consents: { terms: true, privacy: true, creditBureau: true },
      },
      headers: { 'X-Forwarded-For': '198.51.100.4', 'User-Agent': PHONE_UA },
    })
    expect(done.status).toBe(200)
    const by = { accepted_at: clock.now().toISOString(), ip: '198.51.100.4', user_agent: PHONE_UA, method: 'checkbox' }
    expect(await stored(me.id)).toEqual([
      { kind: 'terms', text_version: 'terminos-2025-06', ...by },
      { kind: 'privacy', text_version: 'privacidad-2025-06', ...by },
      { kind: 'credit_bureau', text_version: 'buro-2025-06', ...by },
    ])
  })
})

describe('GET consents and consents/{id}/pdf', () => {
  let me: TestClient & { consentIds: number[] }

  it("lists the client's consents with kind, version, instant, address, device and how", async () => {
    const signed = await signUpFrom('203.0.113.20')
    const sms = await latestCode(server, signed.phone)
    await call('POST', `${P}/phone/verify`, { token: signed.token, body: { code: sms.code }, headers: signed.headers })
    const list = await call('GET', `${P}/consents`, { token: signed.token })
    expect(list.status).toBe(200)
    const at = clock.now().toISOString()
    expect(list.body.data.map(({ id: _id, ...consent }: { id: number }) => consent)).toEqual([
      {
        kind: 'terms',
        title: 'Términos y Condiciones de uso',
        textVersion: 'terminos-2025-06',
        acceptedAt: at,
        ip: '203.0.113.20',
        userAgent: PHONE_UA,
        method: 'checkbox',
        fileName: 'terminos-y-condiciones-terminos-2025-06.pdf',
      },
      {
        kind: 'privacy',
        title: 'Aviso de Privacidad',
        textVersion: 'privacidad-2025-06',
        acceptedAt: at,
        ip: '203.0.113.20',
        userAgent: PHONE_UA,
        method: 'checkbox',
        fileName: 'aviso-de-privacidad-privacidad-2025-06.pdf',
      },
      {
        kind: 'credit_bureau',
        title: 'Autorización para solicitar reportes de crédito',
        textVersion: 'buro-2025-06',
        acceptedAt: at,
        ip: '203.0.113.20',
        userAgent: PHONE_UA,
        method: 'nip_sms',
        fileName: 'autorizacion-buro-de-credito-buro-2025-06.pdf',
      },
    ])
    me = {
      id: signed.id,
      token: signed.token,
      email: '',
      phone: signed.phone,
      password: '',
      consentIds: list.body.data.map((c: { id: number }) => c.id),
    }
  })

  it('downloads an accepted text at its version as a PDF naming the client and how it was accepted', async () => {
    const bureau = me.consentIds[2]
    const response = await server.request(`${P}/consents/${bureau}/pdf`, { headers: { Authorization: `Bearer ${me.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=autorizacion-buro-de-credito-buro-2025-06.pdf')
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.getTitle()).toBe('Autorización para solicitar reportes de crédito (buro-2025-06)')
    expect(pdf.getKeywords()).toContain('nip_sms')
    expect(pdf.getSubject()).toMatch(/^Autorización para solicitar reportes de crédito para Lucía /)
  })

  it("answers 404 for another client's consent, an unknown one and an id that is not a number", async () => {
    const other = await server.newClient()
    for (const id of [...me.consentIds.map(String), '999999', 'abc']) {
      const response = await server.request(`${P}/consents/${id}/pdf`, { headers: { Authorization: `Bearer ${other.token}` } })
      expect(response.status, id).toBe(404)
      await response.arrayBuffer()
    }
    const theirs = await call('GET', `${P}/consents`, { token: other.token })
    expect(theirs.body.data.every((consent: { id: number }) => !me.consentIds.includes(consent.id))).toBe(true)
  })
})
