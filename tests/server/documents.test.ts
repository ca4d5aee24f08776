import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { insertActiveLoan, signedRollover } from './support/active-loan'
import { testServer } from './support/harness'
import { pdfText } from './support/pdf-text'

/** Each page's text, read alone: a one-page copy of the document per page. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const source = await PDFDocument.load(bytes)
  const texts: string[] = []
  for (const index of source.getPageIndices()) {
    const single = await PDFDocument.create()
    const [page] = await single.copyPages(source, [index])
    single.addPage(page)
    texts.push(await pdfText(await single.save()))
  }
  return texts
}

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
  it('downloads a real PDF: the carátula first, then the contract with the parties, the amount, the rates and the CAT', async () => {
    const { client } = await clientWithLoan()
    const answer = await download('/web/private/client/document/download/loan_agreement', client.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename=loan_agreement-\d+\.pdf$/)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2)
    expect(pdf.getTitle()).toMatch(/^Contrato de crédito simple LC-\d{8}$/)
    expect(pdf.getSubject()).toContain('Mariana Pérez Núñez')
    expect(pdf.getSubject()).toContain('$1000')
    const [caratula, contract] = await pageTexts(bytes)
    expect(caratula).toContain('CARÁTULA DEL CRÉDITO')
    expect(caratula).toContain('Monto del crédito: $1000')
    expect(contract).toContain('CONTRATO DE CRÉDITO SIMPLE')
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain('Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.')
    expect(text).toContain('Mariana Pérez Núñez')
    expect(text).toContain('Monto total a pagar: $1266.80')
    expect(text).toContain('IVA (16%): $36.80')
    expect(text).toMatch(/CAT \(Costo Anual Total\): [\d.]+% sin IVA/)
    expect(text).toContain(
      'CAT promedio 7336.3% sin IVA, para fines informativos y de comparación. Calculado el 01/11/2026, vigente hasta el 30/04/2027.',
    )
    expect(text).toContain('Tasa de interés ordinaria anual: 360% fija, sin IVA.')
    expect(text).toContain('Tasa de interés moratoria anual: 360% sin IVA.')
    expect(text).toContain('intereses moratorios de 1% diario sobre el capital vencido')
    expect(text).toContain('No se cobra comisión por pago tardío.')
    // Clause SEGUNDA's example of paying early, halfway through the 15 days: 1000 + 70 interest
    // + 80 fees + 16% IVA of 150.
    expect(text).toContain('liquidar este crédito a los 7 días de recibido cuesta $1174 en lugar de $1266.80')
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
    // Newest first: the carátula, then the agreement.
    expect(list.body.data).toEqual([
      expect.objectContaining({ type: 'caratula', loanId: loan.id, fileName: `caratula-${loan.id}.pdf` }),
      expect.objectContaining({ type: 'loan_agreement', loanId: loan.id, fileName: `loan_agreement-${loan.id}.pdf` }),
    ])
    const shaped = await call('GET', '/web/private/client/document', { token: client.token })
    expect(shaped.body.data).toMatchObject({ total: 2, downloadable: ['caratula', 'loan_agreement'] })
    // Listing again adds nothing.
    expect((await call('GET', '/web/private/client/document/list', { token: client.token })).body.data).toHaveLength(2)
  })

  it('dates each document when its loan was signed, not when the client first listed it', async () => {
    const signedAt = server.clock.now().toISOString()
    const { client, loan } = await clientWithLoan()
    // The client logs in and opens her documents three days later.
    server.clock.advance(3 * 24 * 60 * MINUTE)
    const login = await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } })
    const list = await call('GET', '/web/private/client/document/list', { token: login.body.data.token })
    expect(list.body.data.map((doc: { loanId: number; createdAt: string }) => [doc.loanId, doc.createdAt])).toEqual([
      [loan.id, signedAt],
      [loan.id, signedAt],
    ])
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

describe('the carátula PDF', () => {
  it('downloads the cover sheet of the loan: amount, total, CAT and its legend, rates, term, payment, fees, warnings, UNE, CONDUSEF, RECA', async () => {
    const { client, loan } = await clientWithLoan()
    const answer = await download('/web/private/client/document/download/caratula', client.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(answer.headers.get('Content-Disposition')).toBe(`attachment; filename=caratula-${loan.id}.pdf`)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe(`Carátula del crédito LC-${String(loan.id).padStart(8, '0')}`)
    expect(pdf.getSubject()).toBe('Mariana Pérez Núñez — $1000')
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    for (const expected of [
      'CARÁTULA DEL CRÉDITO',
      'Monto del crédito: $1000',
      'Monto total a pagar: $1266.80',
      'CAT promedio 7336.3% sin IVA, para fines informativos y de comparación.',
      'Tasa de interés ordinaria anual: 360% fija, sin IVA.',
      'Tasa de interés moratoria anual: 360% sin IVA (1% diario sobre el capital vencido, más IVA).',
      'Plazo del crédito: 15 días, del 15/06/2025 al 30/06/2025.',
      'Fecha límite de pago: 30/06/2025, un solo pago de $1266.80.',
      // The fees of the first-loan price list on $1000, with 16 % IVA.
      'Comisión por apertura: $58 ($50 más IVA)',
      'Comisión por servicio del plazo: $34.80 ($30 más IVA)',
      'Comisión por pago tardío: $0',
      'Comisión por prórroga de 7 días: $116 ($100 más IVA)',
      'Comisión por prórroga de 14 días: $197.20 ($170 más IVA)',
      'Comisión por prórroga de 30 días: $382.80 ($330 más IVA)',
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
      'Unidad Especializada de Atención a Usuarios (UNE): Lic. Mariana Robles Ortega.',
      'correo une@lanaclara.mx',
      'CONDUSEF): teléfonos 55 5340 0999 y 800 999 8080, https://www.condusef.gob.mx.',
      'Registro de Contratos de Adhesión (RECA): 15372-439-041873/01-02365-0926.',
    ])
      expect(text).toContain(expected)
  })

  it("is the owner's alone: another client gets 404, directly or by its document id", async () => {
    const { client } = await clientWithLoan()
    const other = await server.newClient()
    expect((await download('/web/private/client/document/download/caratula', other.token)).status).toBe(404)
    const mine = (await call('GET', '/web/private/client/document/list', { token: client.token })).body.data.find(
      (doc: { type: string }) => doc.type === 'caratula',
    )
    const theirs = await call('POST', '/web/private/client/render/document', {
      token: other.token,
      body: { type: 'caratula', documentId: mine.id },
    })
    expect(theirs.status).toBe(404)
    const own = await call('POST', '/web/private/client/render/document', {
      token: client.token,
      body: { type: 'caratula', documentId: mine.id },
    })
    expect(own.status).toBe(200)
    expect((await download(own.body.data.url, other.token)).status).toBe(404)
    expect((await download(own.body.data.url, client.token)).status).toBe(200)
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
