/**
 * What an uploaded file is, decided by its first bytes, never by its name: jpg, jpeg, png and heic
 * images, and PDF where the document may be one (payslips and bank statements arrive as PDFs
 * from payroll portals and banks); anything else is `upload_wrong_format`. A renamed executable
 * (`MZ`) has none of these signatures and is refused. The browser checks the bytes before sending
 * (machines/upload.machine.ts), the ERP again before storing (server/uploads/documents.ts).
 */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/heic'
export type DocumentMime = ImageMime | 'application/pdf'

/** The document types that may be a PDF; the ID document stays a photo (api/routes/uploads.ts DocumentType). */
export const PDF_DOCUMENT_TYPES = ['payroll', 'bank_statement'] as const

/** Whether a document of `type` may be a PDF. */
export function acceptsPdf(type: string): boolean {
  return (PDF_DOCUMENT_TYPES as readonly string[]).includes(type)
}

/** HEIC/HEIF major or compatible brands of the ISO-BMFF `ftyp` box that we accept. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1'])

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

/** An ISO-BMFF file whose first box is `ftyp` naming a HEIC brand (major or compatible). */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const end = Math.min(boxSize >>> 0, bytes.length)
  if (end < 16) return false
  if (HEIC_BRANDS.has(ascii(bytes, 8, 4))) return true
  // Compatible brands follow the major brand (4 bytes) and minor version (4 bytes).
  for (let offset = 16; offset + 4 <= end; offset += 4) if (HEIC_BRANDS.has(ascii(bytes, offset, 4))) return true
  return false
}

/** The image type of `bytes`, or null when it is none we accept. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (isHeic(bytes)) return 'image/heic'
  return null
}

/** A PDF: its header `%PDF-` opens the file (ISO 32000-1, 7.5.2). */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])
}

/** What `bytes` are as a document of `type`: an image we accept, a PDF where the type may be one, else null. */
export function sniffDocument(bytes: Uint8Array, type: string): DocumentMime | null {
  return sniffImage(bytes) ?? (acceptsPdf(type) && isPdf(bytes) ? 'application/pdf' : null)
}
