import { describe, expect, it } from 'vitest'
import { sniffImage } from '../../server/uploads/file-type'

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
