import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { insertActiveLoan, signedRollover } from './support/active-loan'
import { testServer } from './support/harness'
import { pdfText } from './support/pdf-text'

const server = await testServer()
const { call, request } = server
const MINUTE = 60_000

async function download(path: string, token: string) {
  return request(path, { headers: { Authorization: `Bearer ${token}` } })
}

async function clientWithLoan() {
  const client = await server.newClient({ firstName: 'Mariana', lastNames: 'Pérez Núñez' })
  const loan = await insertActiveLoan(server, client.id)
  return { client, loan }
}

describe('the loan agreement PDF', () => {
  it('downloads a real PDF with the parties, the amount and the CAT', async () => {
    const { client } = await clientWithLoan()
    const answer = await download('/web/private/client/document/download/loan_agreement', client.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename=loan_agreement-\d+\.pdf$/)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getSubject()).toContain('Mariana Pérez Núñez')
    expect(pdf.getSubject()).toContain('$1,000.00 MXN')
    const text = await pdfText(bytes)
    expect(text).toContain('Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.')
    expect(text).toContain('Mariana Pérez Núñez')
    expect(text).toContain('Monto del crédito: $1,000.00 MXN')
    expect(text).toContain('Monto total a pagar: $1,266.80 MXN')
    expect(text).toContain('IVA (16%): $36.80 MXN')
    expect(text).toMatch(/CAT \(Costo Anual Total\): [\d.]+% sin IVA/)
    // Clause SEGUNDA's example of paying early, halfway through the 15 days: 1000 + 70 interest
    // + 80 fees + 16% IVA of 150.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'liquidar este crédito a los 7 días de recibido cuesta $1,174.00 MXN en lugar de $1,266.80 MXN',
    )
    expect(text).toContain('Firmado electrónicamente por el Acreditado el 15/06/2025')
  })

  it('answers the draft agreement of the active loan as PDF, and 404 with nothing to draw from', async () => {
    const { client } = await clientWithLoan()
    const answer = await download('/web/private/client/draft-loan-agreement-pdf', client.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(await pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain('Mariana Pérez Núñez')
    const nobody = await server.newClient()
    expect((await download('/web/private/client/draft-loan-agreement-pdf', nobody.token)).status).toBe(404)
  })

  it('lists the documents in both shapes', async () => {
    const { client, loan } = await clientWithLoan()
    const list = await call('GET', '/web/private/client/document/list', { token: client.token })
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({
      type: 'loan_agreement',
      loanId: loan.id,
      fileName: `loan_agreement-${loan.id}.pdf`,
    })
    const shaped = await call('GET', '/web/private/client/document', { token: client.token })
    expect(shaped.body.data).toMatchObject({ total: 1, downloadable: ['loan_agreement'] })
    // Listing again adds nothing.
    expect((await call('GET', '/web/private/client/document/list', { token: client.token })).body.data).toHaveLength(1)
  })

  it('adds a rollover agreement once a rollover is paid', async () => {
    const { client } = await clientWithLoan()
    await signedRollover(server, client.token, 7)
    const barcode = (
      await call('POST', '/web/private/client/openPay/getBarcode', { token: client.token, body: { purpose: 'rollover' } })
    ).body.data
    await call('POST', `/web/dev/payments/${barcode.reference}/paid`, {})
    const answer = await download('/web/private/client/document/download/rollover_agreement', client.token)
    expect(answer.status).toBe(200)
    const text = await pdfText(new Uint8Array(await answer.arrayBuffer()))
    expect(text).toContain('nueva fecha de pago: 07/07/2025')
  })
})

describe('temporary downloads', () => {
  it('lives ten minutes and serves only its own client', async () => {
    const { client } = await clientWithLoan()
    const other = await server.newClient()
    const made = await call('POST', '/web/private/client/render/document', {
      token: client.token,
      body: { type: 'loan_agreement' },
    })
    expect(made.status).toBe(200)
    const { url, expiresAt } = made.body.data
    expect(Date.parse(expiresAt)).toBe(server.clock.now().getTime() + 10 * MINUTE)
    const first = await download(url, client.token)
    expect(first.status).toBe(200)
    expect(Buffer.from(new Uint8Array(await first.arrayBuffer()).slice(0, 5)).toString()).toBe('%PDF-')
    expect((await download(url, other.token)).status).toBe(404)
    server.clock.advance(10 * MINUTE)
    try {
      const fresh = await server.sign({ accountType: 'client', id: client.id })
      expect((await download(url, fresh)).status).toBe(404)
    } finally {
      server.clock.advance(-10 * MINUTE)
    }
  })
})

describe('only the own client', () => {
  it("another client's token never reads the documents", async () => {
    const { client } = await clientWithLoan()
    const other = await server.newClient()
    expect((await call('GET', '/web/private/client/document/list', { token: other.token })).body.data).toEqual([])
    expect((await call('GET', '/web/private/client/document', { token: other.token })).body.data.total).toBe(0)
    expect((await download('/web/private/client/document/download/loan_agreement', other.token)).status).toBe(404)
    const mine = (await call('GET', '/web/private/client/document/list', { token: client.token })).body.data[0]
    const theirs = await call('POST', '/web/private/client/render/document', {
      token: other.token,
      body: { type: 'loan_agreement', documentId: mine.id },
    })
    expect(theirs.status).toBe(404)
  })
})
