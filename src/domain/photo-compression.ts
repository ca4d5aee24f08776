/**
 * Which chosen files are made lighter in the browser before they go up, and with what limits.
 * A payslip or an ID photo straight from a phone is often 4 to 12 MB: on a prepaid data plan that
 * is slow and costly, and the ERP only needs it readable.
 */

/**
 * The limits a photo is compressed to: 1.5 MB and 2000 px on its longer side keep every line of an
 * INE or a payslip readable (2000 px across an ID card is about 230 dpi) while a phone's 12 MP
 * photo drops to a fraction; the first quality tried is high so small print stays sharp.
 */
export const PHOTO_COMPRESSION = {
  maxSizeMB: 1.5,
  maxWidthOrHeight: 2000,
  initialQuality: 0.85,
} as const

/** Bytes below which a photo goes as it is: compressing it would gain little and could blur it. */
const COMPRESS_ABOVE_BYTES = PHOTO_COMPRESSION.maxSizeMB * 1024 * 1024

/**
 * The types compressed: JPEG and PNG, which every browser can draw and write back in the same
 * type, so the ERP's content check finds what the name says. HEIC is sent as it is (most browsers
 * cannot draw it), a PDF always (it is no photo), WebP is not a type the ERP accepts.
 */
const COMPRESSED_MIMES = new Set(['image/jpeg', 'image/png'])
const COMPRESSED_EXTENSIONS = /\.(jpe?g|png)$/i

export interface PhotoFacts {
  name: string
  /** The browser's MIME type; empty when it does not know one. */
  type: string
  size: number
}

/** Whether a chosen file is a photo worth compressing before it is sent. */
export function shouldCompress(file: PhotoFacts): boolean {
  const byType = file.type === '' ? COMPRESSED_EXTENSIONS.test(file.name) : COMPRESSED_MIMES.has(file.type.toLowerCase())
  return byType && file.size > COMPRESS_ABOVE_BYTES
}

/**
 * The file to send: the compressed one only when it is really smaller and still of the same type
 * (so the name's extension and the ERP's content check agree); else the original.
 */
export function lighterOf<T extends PhotoFacts>(original: T, compressed: T | null): T {
  if (!compressed) return original
  if (compressed.type.toLowerCase() !== original.type.toLowerCase()) return original
  return compressed.size > 0 && compressed.size < original.size ? compressed : original
}
