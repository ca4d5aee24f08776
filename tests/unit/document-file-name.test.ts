import { describe, expect, it } from 'vitest'
import { pdfFileName } from '../../src/api/documents'

describe('the name a downloaded document is saved under', () => {
  it("is the ERP's attachment name", () => {
    expect(pdfFileName('attachment; filename=loan_agreement-3.pdf', 'x.pdf')).toBe('loan_agreement-3.pdf')
    expect(pdfFileName('attachment; filename="convenio de prórroga.pdf"', 'x.pdf')).toBe('convenio de prórroga.pdf')
  })

  it('reads the encoded form of RFC 5987 first', () => {
    expect(pdfFileName(`attachment; filename="a.pdf"; filename*=UTF-8''contrato%20cr%C3%A9dito.pdf`, 'x.pdf')).toBe(
      'contrato crédito.pdf',
    )
  })

  it('always ends in .pdf, as these downloads are saved as PDF', () => {
    expect(pdfFileName('attachment; filename=contrato', 'x.pdf')).toBe('contrato.pdf')
    expect(pdfFileName('attachment; filename=CONTRATO.PDF', 'x.pdf')).toBe('CONTRATO.PDF')
  })

  it('keeps only the last path segment and drops characters a file system refuses', () => {
    expect(pdfFileName('attachment; filename=../../etc/pass:wd.pdf', 'x.pdf')).toBe('passwd.pdf')
  })

  it('falls back when the header names no file', () => {
    expect(pdfFileName(null, 'contrato-borrador.pdf')).toBe('contrato-borrador.pdf')
    expect(pdfFileName('attachment', 'contrato-borrador.pdf')).toBe('contrato-borrador.pdf')
    expect(pdfFileName('attachment; filename=""', 'contrato-borrador.pdf')).toBe('contrato-borrador.pdf')
  })
})
