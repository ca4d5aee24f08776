import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { defaultScore, verdictOf } from '../../server/providers/hello-soda'
import { testServer, type TestServer } from './support/harness'

const server = await testServer()
const { call } = server
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status

/** Each test asks from its own address, so the per-address limits of one test do not spill over. */
let addresses = 0
const newAddress = () => `198.51.100.${(addresses += 1)}`

async function document(body: unknown, address = newAddress()) {
  return server.request('/web/public/client/document', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  })
}

describe('POST /web/public/client/document', () => {
  it('renders the terms as a real PDF, saved under the versioned name, with the guest named', async () => {
    const response = await document({ type: 'terms', firstName: 'Rosa', lastNames: 'Pérez Gómez', email: 'Rosa@Example.mx' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=terminos-y-condiciones-terminos-2025-06.pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('Términos y Condiciones de uso (terminos-2025-06)')
    expect(pdf.getSubject()).toBe('Términos y Condiciones de uso para Rosa Pérez Gómez, rosa@example.mx')
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
  })

  it('renders the privacy notice for an anonymous guest', async () => {
    const response = await document({ type: 'privacy' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename=aviso-de-privacidad-privacidad-2025-06.pdf')
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.getSubject()).toBe('Aviso de Privacidad')
  })

  it('refuses an unknown type, a name that is not letters and a bad e-mail with violations, never 5xx', async () => {
    const unknown = await document({ type: 'contract' })
    expect(unknown.status).toBe(400)
    const body = await unknown.json()
    expect(statusOf({ body }, 'children[type].data')).toBe('invalid_value')
    const broken = await document({ type: 'terms', firstName: 'Rosa 🌹', email: 'rosa@ejemplo' })
    expect(broken.status).toBe(400)
    const violations = { body: await broken.json() }
    expect(statusOf(violations, 'children[firstName].data')).toBe('invalid_characters')
    expect(statusOf(violations, 'children[email].data')).toBe('invalid_mail')
    const nonAscii = await document({ type: 'terms', email: 'josé@ejemplo.mx' })
    expect(statusOf({ body: await nonAscii.json() }, 'children[email].data')).toBe('invalid_mail')
  })

  // Sixty real PDFs, each with its subset of the embedded font: more than the default 5 s on a busy machine.
  it('answers 429 after 60 documents an hour from one address', { timeout: 30_000 }, async () => {
    const address = newAddress()
    for (let n = 0; n < 60; n += 1) expect((await document({ type: 'privacy' }, address)).status).toBe(200)
    const refused = await document({ type: 'privacy' }, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('3600')
  })
})

const soda = (body: unknown, address = newAddress()) =>
  call('POST', '/web/public/util/hello-soda', { body, headers: { 'X-Forwarded-For': address } })

describe('POST /web/public/util/hello-soda', () => {
  it('scores a guest deterministically from the normalised e-mail, phone and name, each call with its own check id', async () => {
    const first = await soda({ email: 'Ana@Example.mx', phone: '+52 55 1234 5678', name: 'Ana  López' })
    expect(first.status).toBe(200)
    const expected = defaultScore({ email: 'ana@example.mx', phone: '5512345678', name: 'ana lópez' })
    expect(first.body.data).toEqual({
      checkId: expect.stringMatching(/^hs_/),
      score: expected,
      verdict: verdictOf(expected),
      checkedAt: server.clock.now().toISOString(),
    })
    const second = await soda({ email: 'ana@example.mx', phone: '5512345678', name: 'ana lópez' })
    expect(second.body.data.score).toBe(expected)
    expect(second.body.data.checkId).not.toBe(first.body.data.checkId)
    const rows = await server.db.selectFrom('hello_soda_checks').selectAll().where('email', '=', 'ana@example.mx').execute()
    expect(rows).toHaveLength(2)
  })

  it('bands the verdict: pass from 600, review from 300, fail below', () => {
    expect([1000, 600, 599, 300, 299, 0].map(verdictOf)).toEqual(['pass', 'pass', 'review', 'review', 'fail', 'fail'])
  })

  it('needs an e-mail or a phone, each well formed', async () => {
    const none = await soda({ name: 'Ana' })
    expect(none.status).toBe(400)
    expect(statusOf(none, 'children[email].data')).toBe('required')
    expect(statusOf(none, 'children[phone].data')).toBe('required')
    const bad = await soda({ email: 'ana', phone: '123' })
    expect(statusOf(bad, 'children[email].data')).toBe('invalid_mail')
    expect(statusOf(bad, 'children[phone].data')).toBe('invalid_phone')
    expect((await soda({ email: 42 })).status).toBe(400)
  })

  it('answers what QA steered for the e-mail or the phone, until the steering is removed', async () => {
    const steer = (body: unknown) => call('PUT', '/web/dev/hello-soda/steering', { body })
    const steered = await steer({ email: 'Qa@Example.mx', phone: '5599990000', score: 120 })
    expect(steered.body.data).toEqual({ subjects: ['qa@example.mx', '5599990000'], score: 120 })
    expect((await soda({ email: 'qa@example.mx' })).body.data).toMatchObject({ score: 120, verdict: 'fail' })
    expect((await soda({ phone: '55 9999 0000', name: 'Otra Persona' })).body.data).toMatchObject({ score: 120, verdict: 'fail' })
    await steer({ email: 'qa@example.mx', phone: '5599990000', score: null })
    expect((await soda({ email: 'qa@example.mx' })).body.data.score).toBe(
      defaultScore({ email: 'qa@example.mx', phone: null, name: null }),
    )
    expect(statusOf(await steer({ score: 10 }), 'children[email].data')).toBe('required')
  })

  it('answers 429 after 30 checks an hour from one address', async () => {
    const address = newAddress()
    for (let n = 0; n < 30; n += 1) expect((await soda({ email: `guest${n}@example.mx` }, address)).status).toBe(200)
    expect((await soda({ email: 'one-more@example.mx' }, address)).status).toBe(429)
  })
})

describe('without dev tools', () => {
  it('hides the HelloSoda steering', async () => {
    const { openTestServer } = await import('./support/harness')
    const production: TestServer = await openTestServer({ devTools: false })
    try {
      const answer = await production.call('PUT', '/web/dev/hello-soda/steering', { body: { email: 'qa@example.mx', score: 1 } })
      expect(answer.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
