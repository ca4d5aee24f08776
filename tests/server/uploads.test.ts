import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES } from '../../api'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR')])
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
])
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)])
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n')

const upload = (token: string, type: string, bytes: Buffer) =>
  call('POST', '/web/private/client/client-document', { token, body: { type, content: bytes.toString('base64') } })

describe('POST /web/private/client/client-document', () => {
  it('stores JPEG, PNG and HEIC by their content and answers the sniffed type', async () => {
    const client = await server.newClient()
    for (const [bytes, mime] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [HEIC, 'image/heic'],
    ] as const) {
      const answer = await upload(client.token, 'id_document', bytes)
      expect(answer.status).toBe(201)
      expect(answer.body.data).toMatchObject({ type: 'id_document', mime, size: bytes.length })
      expect(answer.body.data.sha256).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it("refuses a renamed executable (or a PDF as the ID) with 'upload_wrong_format', and text that is not base64", async () => {
    const client = await server.newClient()
    for (const [type, bytes] of [
      ['payroll', EXE],
      ['id_document', PDF],
    ] as const) {
      const answer = await upload(client.token, type, bytes)
      expect(answer.status).toBe(400)
      expect(answer.body.data.error.details.violations[0]).toMatchObject({
        propertyPath: 'children[content].data',
        status: 'upload_wrong_format',
      })
    }
    const garbage = await call('POST', '/web/private/client/client-document', {
      token: client.token,
      body: { type: 'payroll', content: 'not base64!' },
    })
    expect(garbage.status).toBe(400)
    const unknownType = await call('POST', '/web/private/client/client-document', {
      token: client.token,
      body: { type: '../etc', content: JPEG.toString('base64') },
    })
    expect(unknownType.status).toBe(400)
    expect((await call('GET', '/web/private/client/client-document/state', { token: client.token })).body.data.documents).toEqual(
      [],
    )
  })

  it('answers 413 over the decoded limit, and refuses a huge body before parsing it', async () => {
    const client = await server.newClient()
    const justOver = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES - JPEG.length + 1)])
    expect((await upload(client.token, 'selfie', justOver)).status).toBe(413)
    // Not even JSON: the HTTP layer refuses it by size alone.
    const huge = await server.request('/web/private/client/client-document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_DOCUMENT_BYTES * 2),
    })
    expect(huge.status).toBe(413)
    // Two bodies of several megabytes encoded and read: seconds on a busy two-core machine, not a hang.
  }, 20_000)
})

describe('GET and DELETE /web/private/client/client-document/{type}/{id}', () => {
  it("answers one's own document as type and base64, and deletes it", async () => {
    const client = await server.newClient()
    const { id } = (await upload(client.token, 'bank_statement', PNG)).body.data
    const got = await call('GET', `/web/private/client/client-document/bank_statement/${id}`, { token: client.token })
    expect(got.status).toBe(200)
    expect(got.body.data).toEqual({ id, type: 'bank_statement', mime: 'image/png', content: PNG.toString('base64') })
    // The type is part of the key.
    expect((await call('GET', `/web/private/client/client-document/payroll/${id}`, { token: client.token })).status).toBe(404)
    expect(
      (await call('DELETE', `/web/private/client/client-document/bank_statement/${id}`, { token: client.token })).status,
    ).toBe(200)
    expect((await call('GET', `/web/private/client/client-document/bank_statement/${id}`, { token: client.token })).status).toBe(
      404,
    )
    expect(
      (await call('DELETE', `/web/private/client/client-document/bank_statement/${id}`, { token: client.token })).status,
    ).toBe(404)
  })

  it("answers 404 for another client's document, which stays untouched", async () => {
    const owner = await server.newClient()
    const other = await server.newClient()
    const { id } = (await upload(owner.token, 'payroll', JPEG)).body.data
    expect((await call('GET', `/web/private/client/client-document/payroll/${id}`, { token: other.token })).status).toBe(404)
    expect((await call('DELETE', `/web/private/client/client-document/payroll/${id}`, { token: other.token })).status).toBe(404)
    expect((await call('GET', `/web/private/client/client-document/payroll/${id}`, { token: owner.token })).status).toBe(200)
  })

  it('never reads a file for path traversal in the type or id', async () => {
    const client = await server.newClient()
    const { id } = (await upload(client.token, 'payroll', JPEG)).body.data
    const attempts = [
      `..%2F..%2Fetc/${id}`,
      `payroll/..%2F${id}`,
      `payroll/${id}%2F..%2F..%2Fpackage.json`,
      `%2E%2E/${id}`,
      `payroll/${id}.jpg`,
      `payroll/-1`,
      `payroll/0x1`,
      `..%252F..%252Fetc%252Fpasswd/1`,
    ]
    for (const attempt of attempts) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await call(method, `/web/private/client/client-document/${attempt}`, { token: client.token })
        expect([400, 404], `${method} ${attempt}`).toContain(answer.status)
        expect(JSON.stringify(answer.body)).not.toContain('"name"')
      }
    }
    expect((await call('GET', `/web/private/client/client-document/payroll/${id}`, { token: client.token })).status).toBe(200)
  })
})

describe('client-document finish and state', () => {
  it("is 'empty' before a finish, 'error' naming what is missing, then 'done'", async () => {
    const client = await server.newClient()
    const state = () => call('GET', '/web/private/client/client-document/state', { token: client.token })
    const finish = () => call('POST', '/web/private/client/client-document/finish', { token: client.token })
    expect((await state()).body.data).toEqual({ state: 'empty', missing: [], documents: [] })
    await upload(client.token, 'id_document', JPEG)
    const early = await finish()
    expect(early.status).toBe(200)
    expect(early.body.data).toMatchObject({ state: 'error', missing: ['payroll', 'bank_statement'] })
    expect((await state()).body.data).toMatchObject({ state: 'error', missing: ['payroll', 'bank_statement'] })
    await upload(client.token, 'payroll', PNG)
    await upload(client.token, 'bank_statement', HEIC)
    expect((await finish()).body.data).toMatchObject({ state: 'done', missing: [] })
    const done = (await state()).body.data
    expect(done.state).toBe('done')
    expect(done.documents.map((document: { type: string }) => document.type)).toEqual([
      'id_document',
      'payroll',
      'bank_statement',
    ])
    // Another client's state is its own.
    const other = await server.newClient()
    expect((await call('GET', '/web/private/client/client-document/state', { token: other.token })).body.data.state).toBe('empty')
  })
})

describe('POST document/upload and bank-statement/upload', () => {
  it('store with the same rules as client-document', async () => {
    const client = await server.newClient()
    const viaDocument = await call('POST', '/web/private/client/document/upload', {
      token: client.token,
      body: { type: 'payroll', content: PNG.toString('base64') },
    })
    expect(viaDocument.status).toBe(201)
    expect(viaDocument.body.data).toMatchObject({ type: 'payroll', mime: 'image/png' })
    const viaStatement = await call('POST', '/web/private/client/bank-statement/upload', {
      token: client.token,
      body: { content: JPEG.toString('base64') },
    })
    expect(viaStatement.status).toBe(201)
    expect(viaStatement.body.data).toMatchObject({ type: 'bank_statement', mime: 'image/jpeg' })
    const statementPdf = await call('POST', '/web/private/client/bank-statement/upload', {
      token: client.token,
      body: { content: PDF.toString('base64') },
    })
    expect(statementPdf.status).toBe(201)
    expect(statementPdf.body.data).toMatchObject({ type: 'bank_statement', mime: 'application/pdf' })
    const refused = await call('POST', '/web/private/client/bank-statement/upload', {
      token: client.token,
      body: { content: EXE.toString('base64') },
    })
    expect(refused.body.data.error.details.violations[0].status).toBe('upload_wrong_format')
    const state = await call('GET', '/web/private/client/client-document/state', { token: client.token })
    expect(state.body.data.documents).toHaveLength(3)
  })
})
