import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES } from '../../api'
import { testServer } from './support/harness'

/**
 * Uploads are judged by their bytes (server/uploads/file-type.ts), on every upload route of the
 * contract: the contract carries no file name, so a renamed executable (x.jpg) or a text file
 * named .png is the same bytes whatever it was called, and is refused. Size limits answer 413.
 */

const server = await testServer()
const { call } = server

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])

/** Not images, whatever their name said: executables, scripts, markup, other image types, near misses. */
const REFUSED: Array<[string, Buffer]> = [
  ['an ELF executable (x.jpg)', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)])],
  [
    'a Windows PE executable (x.jpg)',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(20)]),
  ],
  ['a Mach-O executable', Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(28)])],
  ['a shell script (x.png)', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ['a text file (notes.png)', Buffer.from('just some text, named .png\n')],
  ['an SVG with a script (x.png)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ['an HTML page (x.jpg)', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ['a PDF header cut short (x.pdf)', Buffer.from('%PDF')],
  ['a PostScript file (x.pdf)', Buffer.from('%!PS-Adobe-3.0\n')],
  ['a ZIP (x.heic)', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)])],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
  ['a JPEG signature cut short', Buffer.from([0xff, 0xd8])],
  ['a PNG signature with a wrong byte', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00, 0, 0, 0, 0x0d])],
  [
    'an ISO-BMFF file that is an MP4, not HEIC',
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 0, 0]), Buffer.from('isommp41')]),
  ],
  ['an empty file', Buffer.alloc(0)],
]

/** Every upload route: path, body for some bytes, and whether its document may be a PDF. */
const ROUTES: Array<[string, (bytes: Buffer) => object, boolean]> = [
  ['/web/private/client/client-document', (bytes) => ({ type: 'id_document', content: bytes.toString('base64') }), false],
  ['/web/private/client/document/upload', (bytes) => ({ type: 'payroll', content: bytes.toString('base64') }), true],
  ['/web/private/client/bank-statement/upload', (bytes) => ({ content: bytes.toString('base64') }), true],
]

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')

describe.each(ROUTES)('POST %s', (path, body, pdf) => {
  it(pdf ? 'takes a PDF, by its %PDF- header' : 'refuses a PDF: the ID is a photo', async () => {
    const client = await server.newClient()
    const answer = await call('POST', path, { token: client.token, body: body(PDF) })
    if (pdf) {
      expect(answer.status).toBe(201)
      expect(answer.body.data).toMatchObject({ mime: 'application/pdf', size: PDF.length })
    } else {
      expect(answer.status).toBe(400)
      expect(answer.body.data.error.details.violations[0].status).toBe('upload_wrong_format')
    }
  })

  it('refuses executables, scripts, text, markup and other formats by their bytes, storing nothing', async () => {
    const client = await server.newClient()
    for (const [name, bytes] of REFUSED) {
      const answer = await call('POST', path, { token: client.token, body: body(bytes) })
      expect(answer.status, name).toBe(400)
      const statuses = answer.body.data.error.details.violations.map((violation: { status: string }) => violation.status)
      if (bytes.length > 0) expect(statuses, name).toContain('upload_wrong_format')
    }
    const stored = await server.db.selectFrom('client_documents').select('id').where('client_id', '=', client.id).execute()
    expect(stored).toEqual([])
    // The same route takes a real image: the refusals above were about the bytes.
    expect((await call('POST', path, { token: client.token, body: body(JPEG) })).status).toBe(201)
  })

  it('answers 413 one byte over the limit, and to a body too big to be JSON at all', async () => {
    const client = await server.newClient()
    const justOver = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES - JPEG.length + 1)])
    expect((await call('POST', path, { token: client.token, body: body(justOver) })).status).toBe(413)
    const atLimit = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES - JPEG.length)])
    expect((await call('POST', path, { token: client.token, body: body(atLimit) })).status).toBe(201)
    const huge = await server.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
      body: 'x'.repeat(MAX_DOCUMENT_BYTES * 2),
    })
    expect(huge.status).toBe(413)
    // Tens of megabytes sent and refused: slower than a usual call when the worker's heap is large.
  }, 30_000)
})

describe('document ids', () => {
  it('answer 400 or 404, never a file, for traversal, encoded traversal and NUL bytes', async () => {
    const client = await server.newClient()
    const { id } = (
      await call('POST', '/web/private/client/client-document', {
        token: client.token,
        body: { type: 'selfie', content: JPEG.toString('base64') },
      })
    ).body.data
    for (const attempt of [
      `selfie/..%2F..%2Fetc%2Fpasswd`,
      `selfie/${id}%00.jpg`,
      `selfie%00/${id}`,
      `..%5C..%5Cwindows%5Cwin.ini/${id}`,
      `selfie/%2e%2e%2f${id}`,
      `selfie/${id}%2F..%2F..%2F..%2Fserver%2Fauth%2Fsecret.ts`,
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await server.request(`/web/private/client/client-document/${attempt}`, {
          method,
          headers: { Authorization: `Bearer ${client.token}` },
        })
        expect([400, 404], `${method} ${attempt}`).toContain(answer.status)
        expect(await answer.text()).not.toMatch(/root:|\[fonts\]|JWT_SECRET/)
      }
    }
    expect((await call('GET', `/web/private/client/client-document/selfie/${id}`, { token: client.token })).status).toBe(200)
  })
})
