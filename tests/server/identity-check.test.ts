import { afterAll, describe, expect, it } from 'vitest'
import { VERIFF_REVIEW_SECONDS } from '../../api'
import { applicationBody, uploadDocument } from '../support/journey'
import { openTestServer, testServer, type TestClient, type TestServer } from './support/harness'

/*
 * The identity check (the simulated Veriff): POST veriff/session opens its hosted flow only where
 * the journey stands at the check (an accepted application, the ID on file, its check open);
 * each client reads only their own sessions and decisions; the decision leads the journey on or
 * back to the ID upload; the steering and the hosted page exist only with dev tools on.
 */

const SESSION = '/web/private/client/veriff/session'
const server = await testServer()
const { call } = server

// The test clock's day is 2025-06-15 in Mexico City.
const TODAY = new Date(2025, 5, 15)

let people = 0
const email = () => `identidad${(people += 1)}+accept@example.mx`

/** A client whose application is accepted and whose ID is on file, its check not decided: the journey is at the check. */
async function atTheCheck(on: TestServer = server): Promise<TestClient> {
  const client = await on.signableClient({ email: email() }, { identity: true })
  const created = await on.call('POST', '/web/private/client/application', {
    token: client.token,
    body: applicationBody(TODAY, 3000),
  })
  expect(created.body.data.status).toBe(3)
  // The latest session is the check: a session opened next must not share the upload's instant.
  on.clock.advance(1000)
  return client
}

async function flowOf(token: string, on: TestServer = server) {
  return (await on.call('GET', '/web/private/client/flow', { token })).body.data as { step: string; errors: string[] }
}

const errorOf = (answer: { status: number; body: any }) => ({
  status: answer.status,
  code: answer.body?.data?.error?.code,
  step: answer.body?.data?.error?.details?.step,
})

describe('opening the identity check', () => {
  it('opens a session with the hosted flow of the simulated provider where the journey is at the check', async () => {
    const client = await atTheCheck()
    expect(await flowOf(client.token)).toMatchObject({ step: 'id_document_upload', errors: ['identity_check_pending'] })
    const created = await call('POST', SESSION, { token: client.token })
    expect(created.status).toBe(201)
    const { id, url } = created.body.data
    expect(created.body.data).toMatchObject({ status: 'created', decision: null })
    expect(url).toBe(`/web/dev/veriff/${id}/hosted`)
    expect((await call('GET', SESSION, { token: client.token })).body.data.id).toBe(id)
  })

  it('refuses a client still registering: 409 registration_incomplete, no session', async () => {
    const client = await server.newClient({ email: email() })
    expect(errorOf(await call('POST', SESSION, { token: client.token }))).toEqual({
      status: 409,
      code: 'registration_incomplete',
      step: 'new_client_created',
    })
    expect((await call('GET', SESSION, { token: client.token })).status).toBe(404)
  })

  it('refuses a registered client with nothing accepted: 409 identity_check_not_due at the step GET flow reports', async () => {
    const client = await server.registeredClient({ email: email() })
    expect(errorOf(await call('POST', SESSION, { token: client.token }))).toEqual({
      status: 409,
      code: 'identity_check_not_due',
      step: 'new_client_created',
    })
  })

  it('refuses once the check is approved, and while no ID is on file', async () => {
    const approved = await atTheCheck()
    const { id } = (await call('GET', SESSION, { token: approved.token })).body.data
    await call('PUT', `/web/dev/veriff/${id}/decision`, { body: { status: 'approved' } })
    expect(errorOf(await call('POST', SESSION, { token: approved.token }))).toMatchObject({
      status: 409,
      code: 'identity_check_not_due',
    })

    const noId = await server.signableClient({ email: email() }, { identity: true, idDocument: true })
    await call('POST', '/web/private/client/application', { token: noId.token, body: applicationBody(TODAY, 3000) })
    expect(errorOf(await call('POST', SESSION, { token: noId.token }))).toEqual({
      status: 409,
      code: 'identity_check_not_due',
      step: 'id_document_upload',
    })
  })

  it('after a decline or a request for a new photo, leads back to the upload, whose new document reopens the check', async () => {
    for (const decision of ['declined', 'resubmission_requested'] as const) {
      const client = await atTheCheck()
      const { id } = (await call('POST', SESSION, { token: client.token })).body.data
      await call('PUT', `/web/dev/veriff/${id}/decision`, { body: { status: decision } })
      const code = decision === 'declined' ? 'identity_check_declined' : 'identity_resubmission_requested'
      expect(await flowOf(client.token)).toMatchObject({ step: 'id_document_upload', errors: [code] })
      expect(errorOf(await call('POST', SESSION, { token: client.token }))).toMatchObject({ code: 'identity_check_not_due' })
      server.clock.advance(1000)
      await uploadDocument(server.caller(client.token), 'id_document')
      expect(await flowOf(client.token)).toMatchObject({ errors: ['identity_check_pending'] })
      expect((await call('POST', SESSION, { token: client.token })).status).toBe(201)
    }
  })
})

describe('reading sessions and decisions', () => {
  it.each([
    ['approved', 'payroll_upload'],
    ['declined', 'id_document_upload'],
    ['resubmission_requested', 'id_document_upload'],
  ] as const)('a session decided %s reads so, and the flow moves to %s', async (decision, step) => {
    const client = await server.signableClient({ email: email() }, { identity: true, payroll: true })
    await call('POST', '/web/private/client/application', { token: client.token, body: applicationBody(TODAY, 3000) })
    server.clock.advance(1000)
    const { id } = (await call('POST', SESSION, { token: client.token })).body.data
    const read = () => call('GET', `/web/private/client/veriff/decision/${id}`, { token: client.token })
    expect((await read()).body.data).toMatchObject({ id, status: 'created', decision: null })
    expect((await call('PUT', `/web/dev/veriff/${id}/decision`, { body: { status: decision } })).status).toBe(200)
    expect((await read()).body.data).toMatchObject({ id, status: 'decided', decision })
    expect((await flowOf(client.token)).step).toBe(step)
  })

  it(`approves a session left alone for ${VERIFF_REVIEW_SECONDS} s (dev tools)`, async () => {
    const client = await atTheCheck()
    const { id } = (await call('POST', SESSION, { token: client.token })).body.data
    const read = () => call('GET', `/web/private/client/veriff/decision/${id}`, { token: client.token })
    expect((await read()).body.data.decision).toBeNull()
    server.clock.advance(VERIFF_REVIEW_SECONDS * 1000)
    expect((await read()).body.data).toMatchObject({ status: 'decided', decision: 'approved' })
  })

  it("answers 404 for no session and for another client's session or decision", async () => {
    const owner = await atTheCheck()
    const other = await server.newClient({ email: email() })
    expect((await call('GET', SESSION, { token: other.token })).status).toBe(404)
    const { id } = (await call('POST', SESSION, { token: owner.token })).body.data
    expect((await call('GET', `/web/private/client/veriff/decision/${id}`, { token: other.token })).status).toBe(404)
    expect((await call('GET', SESSION, { token: other.token })).status).toBe(404)
    expect((await call('GET', '/web/private/client/veriff/decision/unknown', { token: owner.token })).status).toBe(404)
  })

  it('refuses without a client token', async () => {
    expect((await call('POST', SESSION)).status).toBe(401)
    expect((await call('GET', SESSION)).status).toBe(401)
  })
})

describe("the simulated provider's steering and hosted page (dev tools)", () => {
  it('decides a session by QA steering; an unknown decision or session is refused', async () => {
    const client = await atTheCheck()
    const { id } = (await call('GET', SESSION, { token: client.token })).body.data
    expect((await call('PUT', `/web/dev/veriff/${id}/decision`, { body: { status: 'maybe' } })).status).toBe(400)
    expect((await call('PUT', '/web/dev/veriff/unknown/decision', { body: { status: 'approved' } })).status).toBe(404)
  })

  it('shows the hosted page, and its choice decides the session and sends the client back to the app', async () => {
    const client = await atTheCheck()
    const { id } = (await call('POST', SESSION, { token: client.token })).body.data
    const page = await server.request(`/web/dev/veriff/${id}/hosted?returnTo=/es/flow/document-verification`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Pedir una foto nueva del documento')
    expect(html).toContain('value="/es/flow/document-verification"')
    const post = (form: Record<string, string>) =>
      server.request(`/web/dev/veriff/${id}/hosted`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      })
    expect((await post({ decision: 'maybe' })).status).toBe(400)
    const chosen = await post({ decision: 'declined', returnTo: '/es/flow/document-verification' })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/es/flow/document-verification')
    const read = await call('GET', `/web/private/client/veriff/decision/${id}`, { token: client.token })
    expect(read.body.data.decision).toBe('declined')
  })

  it('never sends the client to another host', async () => {
    const client = await atTheCheck()
    const { id } = (await call('POST', SESSION, { token: client.token })).body.data
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/es/../../x?y', 'javascript:alert(1)']) {
      const page = await (await server.request(`/web/dev/veriff/${id}/hosted?returnTo=${encodeURIComponent(returnTo)}`)).text()
      expect(page).not.toContain('evil.example')
      expect(page).not.toContain('javascript:')
      const post = await server.request(`/web/dev/veriff/${id}/hosted`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'approved', returnTo }).toString(),
        redirect: 'manual',
      })
      expect(post.status).toBe(200)
      expect(post.headers.get('location')).toBeNull()
    }
  })
})

const production = await openTestServer({ devTools: false })
afterAll(() => production.close())

describe('in production, without dev tools', () => {
  it('opens sessions at the check but never decides them, and has no steering nor hosted page', async () => {
    const client = await atTheCheck(production)
    const created = await production.call('POST', SESSION, { token: client.token })
    expect(created.status).toBe(201)
    const { id, url } = created.body.data
    expect(url).not.toContain('/web/dev/')
    expect((await production.call('PUT', `/web/dev/veriff/${id}/decision`, { body: { status: 'approved' } })).status).toBe(404)
    expect((await production.request(`/web/dev/veriff/${id}/hosted`)).status).toBe(404)
    const post = await production.request(`/web/dev/veriff/${id}/hosted`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approved',
    })
    expect(post.status).toBe(404)
    production.clock.advance(VERIFF_REVIEW_SECONDS * 1000 * 10)
    const read = await production.call('GET', `/web/private/client/veriff/decision/${id}`, { token: client.token })
    expect(read.body.data).toMatchObject({ status: 'created', decision: null })
    expect((await flowOf(client.token, production)).errors).toEqual(['identity_check_pending'])
  })
})

describe('PUT save/nationalIdentificator with the ID expiry date', () => {
  const SAVE = '/web/private/client/save/nationalIdentificator'
  // The test clock's day in Mexico City is 2025-06-15: the expiry may be that day or later.
  it.each([
    ['2025-06-15', 200, null],
    ['2031-12-31', 200, null],
    ['2025-06-14', 400, 'document_expired'],
    ['2020-01-01', 400, 'document_expired'],
    ['2025-02-30', 400, 'invalid_date'],
    ['15/06/2030', 400, 'invalid_date'],
    ['', 400, 'required'],
  ] as const)('the expiry %s answers %i %s', async (expiry, status, rule) => {
    const client = await server.newClient({ email: email() })
    const curp = (await call('GET', '/web/private/client/account-details', { token: client.token })).body.data.idDocument.curp
    const answer = await call('PUT', SAVE, {
      token: client.token,
      body: { nationalIdentificator: curp, idDocumentExpiry: expiry },
    })
    expect(answer.status).toBe(status)
    if (rule) {
      expect(answer.body.data.error.details.violations).toContainEqual(
        expect.objectContaining({ propertyPath: 'children[idDocumentExpiry].data', status: rule }),
      )
    }
  })

  it('stores the expiry with the identifier, and account-details gives it back with the sign-up CURP', async () => {
    const client = await server.newClient({ email: email() })
    const before = await call('GET', '/web/private/client/account-details', { token: client.token })
    expect(before.body.data.idDocument).toEqual({ curp: expect.any(String), expiresAt: null })
    const curp = before.body.data.idDocument.curp as string
    const saved = await call('PUT', SAVE, {
      token: client.token,
      body: { nationalIdentificator: curp.toLowerCase(), idDocumentExpiry: '2030-04-01' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ nationalIdentificator: curp, idDocument: { curp, expiresAt: '2030-04-01' } })
    // A bad expiry saves nothing, not even a good identifier.
    const refused = await call('PUT', SAVE, {
      token: client.token,
      body: { nationalIdentificator: 'GODE561231GR8', idDocumentExpiry: '2024-01-01' },
    })
    expect(refused.status).toBe(400)
    const after = await call('GET', '/web/private/client/account-details', { token: client.token })
    expect(after.body.data).toMatchObject({ nationalIdentificator: curp, idDocument: { expiresAt: '2030-04-01' } })
  })
})
