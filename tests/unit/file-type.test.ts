import { describe, expect, it } from 'vitest'
import { acceptsPdf, isPdf, sniffDocument, sniffImage } from '../../src/domain/file-type'

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)))

/** An `ftyp` box of 24 bytes: major brand, minor version, one compatible brand. */
const ftyp = (major: string, compatible: string) => bytes([0, 0, 0, 24], 'ftyp', major, [0, 0, 0, 0], compatible)

describe('sniffImage', () => {
  it('knows JPEG, PNG and HEIC by their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg')
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe('image/png')
    expect(sniffImage(ftyp('heic', 'mif1'))).toBe('image/heic')
    expect(sniffImage(ftyp('heix', 'heic'))).toBe('image/heic')
    expect(sniffImage(ftyp('abcd', 'mif1'))).toBe('image/heic')
  })

  it('refuses executables, PDFs, other ISO-BMFF files and truncated headers', () => {
    expect(sniffImage(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull()
    expect(sniffImage(bytes('%PDF-1.7\n'))).toBeNull()
    expect(sniffImage(ftyp('isom', 'mp41'))).toBeNull()
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffImage(bytes([0x89], 'PNG'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})

describe('PDF documents', () => {
  const pdf = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')
  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')

  it.each([
    ['%PDF-1.4', true],
    ['%PDF-2.0\n', true],
    ['%PDF-', true],
    ['%PDF', false],
    ['%PDX-1.4', false],
    [' %PDF-1.4', false],
    ['%!PS-Adobe-3.0', false],
    ['', false],
  ])('%j is a PDF by its header: %s', (text, expected) => {
    expect(isPdf(bytes(text))).toBe(expected)
  })

  it.each([
    ['payroll', true],
    ['bank_statement', true],
    ['id_document', false],
    ['selfie', false],
  ])('a %s may be a PDF: %s', (type, expected) => {
    expect(acceptsPdf(type)).toBe(expected)
  })

  it('takes a PDF for a payslip or a bank statement, never for the ID', () => {
    expect(sniffDocument(pdf, 'payroll')).toBe('application/pdf')
    expect(sniffDocument(pdf, 'bank_statement')).toBe('application/pdf')
    expect(sniffDocument(pdf, 'id_document')).toBeNull()
  })

  it('takes images for every type, and refuses the rest whatever the type', () => {
    expect(sniffDocument(png, 'payroll')).toBe('image/png')
    expect(sniffDocument(png, 'id_document')).toBe('image/png')
    expect(sniffDocument(bytes('MZ', [0x90, 0, 3, 0]), 'payroll')).toBeNull()
    expect(sniffDocument(bytes('PK', [3, 4]), 'bank_statement')).toBeNull()
  })
})
