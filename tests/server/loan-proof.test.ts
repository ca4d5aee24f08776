import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { insertActiveLoan, signedRollover } from './support/active-loan'
import { latestCode, testServer, type TestClient } from './support/harness'
import { pdfText } from './support/pdf-text'

/** The proof of every loan: PDFs stored at signing and served unchanged, the evidence file, the public check. */

const server = await testServer()
const { call, request, db } = server

const APP = '/web/private/client/application'
const DEVICE = 'Mozilla/5.0 (Linux; Android 14) Prueba/1.0'
// The test clock's day is 2025-06-15 in Mexico City: a due date 15 days later.
const payload = {
  salaryCycle: 'semi_monthly',
  payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
  loanAmount: { amount: 3000, currency: 'MXN' },
  paymentMethod: 'bank_transfer',
}

let people = 0
/** A client who signed a loan through the code, from a known device and address. */
async function signedLoan(): Promise<{ client: TestClient; loanId: number }> {
  people += 1
  const client = await server.signableClient({ email: `proof${people}+accept@example.mx` })
  const created = await call('POST', APP, { token: client.token, body: payload })
  const id = created.body.data.id
  await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
  const { code } = await latestCode(server, client.phone)
  const signed = await call('POST', `${APP}/agreement/${id}`, {
    token: client.token,
    body: { code },
    headers: { 'User-Agent': DEVICE, 'X-Forwarded-For': '203.0.113.7' },
  })
  expect(signed.status).toBe(200)
  return { client, loanId: signed.body.data.id }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function bytesOf(path: string, token: string) {
  const answer = await request(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Content-Type')).toBe('application/pdf')
  return new Uint8Array(await answer.arrayBuffer())
}

const storedOf = (loanId: number) =>
  db
    .selectFrom('signed_documents')
    .selectAll()
    .where('loan_id', '=', loanId)
    .where('rollover_id', 'is', null)
    .orderBy('id')
    .execute()

const check = (content: Uint8Array, address = '198.51.100.9') =>
  call('POST', '/web/public/signed-document/check', {
    body: { content: Buffer.from(content).toString('base64') },
    headers: { 'X-Forwarded-For': address },
  })

describe('the agreement stored at signing', () => {
  it('is stored once with its SHA-256 and served byte for byte ever after, whatever the loan row becomes', async () => {
    const { client, loanId } = await signedLoan()
    const stored = await storedOf(loanId)
    // The agreement and its carátula, the cover sheet read before the code that signed them.
    expect(stored.map((row) => row.kind)).toEqual(['agreement', 'caratula'])
    const [agreement, caratula] = stored
    const caratulaBytes = new Uint8Array(Buffer.from(caratula!.content_base64, 'base64'))
    expect(caratula!.sha256).toBe(sha256(caratulaBytes))
    const storedBytes = new Uint8Array(Buffer.from(agreement!.content_base64, 'base64'))
    expect(agreement!.sha256).toBe(sha256(storedBytes))
    expect(agreement!.size).toBe(storedBytes.byteLength)

    const first = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    const second = await bytesOf(`/web/private/client/loan/${loanId}/signed-document/agreement`, client.token)
    expect(Buffer.from(first).equals(Buffer.from(storedBytes))).toBe(true)
    expect(Buffer.from(second).equals(Buffer.from(storedBytes))).toBe(true)

    // The row changes (a correction, a payment): the signed document does not.
    await db.updateTable('loans').set({ principal: 999_900, total: 1_234_500 }).where('id', '=', loanId).execute()
    const after = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    const draft = await bytesOf('/web/private/client/draft-loan-agreement-pdf', client.token)
    expect(Buffer.from(after).equals(Buffer.from(storedBytes))).toBe(true)
    expect(Buffer.from(draft).equals(Buffer.from(storedBytes))).toBe(true)
    const cover = await bytesOf('/web/private/client/document/download/caratula', client.token)
    expect(Buffer.from(cover).equals(Buffer.from(caratulaBytes))).toBe(true)
    expect(await storedOf(loanId)).toHaveLength(2)
  })

  it('prints the digest of its canonical content, the one the evidence names', async () => {
    const { client, loanId } = await signedLoan()
    const [agreement] = await storedOf(loanId)
    expect(agreement!.content_sha256).toMatch(/^[0-9a-f]{64}$/)
    const text = await pdfText(await bytesOf(`/web/private/client/loan/${loanId}/signed-document/agreement`, client.token))
    expect(text.replace(/\s+/g, ' ')).toContain(`Huella SHA-256 del contenido del contrato: ${agreement!.content_sha256}`)
  })

  it('of a loan signed before documents were stored is stored the first time it is served', async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    expect(await storedOf(loan.id)).toHaveLength(0)
    const first = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    const [stored] = await storedOf(loan.id)
    expect(stored).toMatchObject({ signature_id: null, sha256: sha256(first) })
    await db.updateTable('loans').set({ total: 1 }).where('id', '=', loan.id).execute()
    const again = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true)
  })

  it("of an extension is stored when the extension's agreement is signed, with its own signature event", async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    const rollover = await signedRollover(server, client.token, 7)
    const stored = await db.selectFrom('signed_documents').selectAll().where('rollover_id', '=', rollover.id).execute()
    expect(stored.map((row) => row.kind)).toEqual(['agreement'])
    const event = await db
      .selectFrom('signature_events')
      .selectAll()
      .where('rollover_id', '=', rollover.id)
      .executeTakeFirstOrThrow()
    expect(event).toMatchObject({ loan_id: loan.id, client_id: client.id, code_channel: null, code_destination: null })
    expect(stored[0]!.signature_id).toBe(event.id)
  })
})

describe('the evidence file', () => {
  it('holds the consents, the SHA-256 of each stored PDF and the signature event', async () => {
    const { client, loanId } = await signedLoan()
    const answer = await call('GET', `/web/private/client/loan/${loanId}/evidence`, { token: client.token })
    expect(answer.status).toBe(200)
    const evidence = answer.body.data
    const [agreement, caratula] = await storedOf(loanId)
    expect(evidence).toMatchObject({ loanId, digest: 'SHA-256' })
    expect(evidence.consents.map((consent: { kind: string }) => consent.kind)).toEqual(
      expect.arrayContaining(['terms', 'privacy', 'credit_bureau']),
    )
    expect(evidence.documents).toEqual([
      expect.objectContaining({ kind: 'agreement', rolloverId: null, sha256: agreement!.sha256, size: agreement!.size }),
      expect.objectContaining({ kind: 'caratula', rolloverId: null, sha256: caratula!.sha256, size: caratula!.size }),
    ])
    expect(evidence.signatures).toEqual([
      expect.objectContaining({
        rolloverId: null,
        ip: '203.0.113.7',
        device: DEVICE,
        codeChannel: 'sms',
        // The phone as the site groups it, every digit hidden but the last two.
        codeDestination: expect.stringMatching(new RegExp(`^\\*\\* \\*\\*\\*\\* \\*\\*${client.phone.slice(-2)}$`)),
        signed: [
          { kind: 'agreement', sha256: agreement!.sha256 },
          { kind: 'caratula', sha256: caratula!.sha256 },
        ],
      }),
    ])

    const pdf = await bytesOf(`/web/private/client/loan/${loanId}/evidence/pdf`, client.token)
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ')
    expect(text).toContain(agreement!.sha256)
    expect(text).toContain('203.0.113.7')
    expect(text).toContain(`** **** **${client.phone.slice(-2)}`)
    expect(text).toContain('Términos y condiciones')
  })

  it("is the client's alone: another client's loan, or no loan, is 404", async () => {
    const { loanId } = await signedLoan()
    const other = await server.newClient()
    for (const path of [
      `/web/private/client/loan/${loanId}/evidence`,
      `/web/private/client/loan/${loanId}/evidence/pdf`,
      `/web/private/client/loan/${loanId}/signed-document/agreement`,
      `/web/private/client/loan/999999/evidence`,
    ]) {
      expect((await call('GET', path, { token: other.token })).status).toBe(404)
    }
    expect((await call('GET', `/web/private/client/loan/${loanId}/evidence`)).status).toBe(401)
  })

  it('of a loan signed before documents were stored stores them and has no signature event', async () => {
    const client = await server.newClient()
    const loan = await insertActiveLoan(server, client.id)
    const evidence = (await call('GET', `/web/private/client/loan/${loan.id}/evidence`, { token: client.token })).body.data
    expect(evidence.documents.map((document: { kind: string }) => document.kind)).toEqual(['agreement', 'caratula'])
    expect(evidence.signatures).toEqual([])
    const served = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    expect(sha256(served)).toBe(evidence.documents[0].sha256)
  })
})

describe('the public check', () => {
  it('answers a match for a stored PDF and no match for the same PDF with one byte changed, and nothing else', async () => {
    const { client } = await signedLoan()
    const bytes = await bytesOf('/web/private/client/document/download/loan_agreement', client.token)
    const match = await check(bytes)
    expect(match.status).toBe(200)
    expect(match.body).toEqual({ data: { matches: true } })
    const changed = Uint8Array.from(bytes)
    const middle = Math.floor(changed.length / 2)
    changed[middle] = changed[middle]! ^ 1
    expect((await check(changed)).body).toEqual({ data: { matches: false } })
  })

  it('refuses what is not base64, and too many checks from one address', async () => {
    const bad = await call('POST', '/web/public/signed-document/check', {
      body: { content: 'not base64!' },
      headers: { 'X-Forwarded-For': '198.51.100.10' },
    })
    expect(bad.status).toBe(400)
    for (let n = 0; n < 30; n += 1) expect((await check(new Uint8Array([n]), '198.51.100.11')).status).toBe(200)
    const limited = await check(new Uint8Array([1]), '198.51.100.11')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
