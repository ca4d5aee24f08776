import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import { formatWireDate } from '../../src/domain/dates'

/** US Letter, the paper size used in Mexico, in points. */
export const PAGE: [number, number] = [612, 792]
export const MARGIN = 50
/** The width text may take on a page between the margins. */
export const TEXT_WIDTH = PAGE[0] - 2 * MARGIN

/** Splits text into lines that fit `width` at this font and size, breaking between words. */
export function wrapLines(text: string, font: PDFFont, size: number, width = TEXT_WIDTH): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current)
      current = word
    } else current = next
  }
  if (current) lines.push(current)
  return lines
}

/** A yyyy-mm-dd date as documents print it, dd/mm/yyyy (as on screen). */
export const printedDate = formatWireDate

/** Noon UTC of a yyyy-mm-dd day: the instant a document's metadata dates it by (the same day in Mexico). */
export function noonOf(wire: string): Date {
  const [year = 0, month = 1, day = 1] = wire.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day, 12))
}

/** Writes wrapped paragraphs down the pages of a document, starting a page when one is full. */
export interface PageWriter {
  /** A paragraph, wrapped to the text width. */
  line: (text: string, font?: PDFFont, size?: number) => void
  /** Vertical space, points. */
  gap: (points: number) => void
  /** Starts the next text on a fresh page. */
  newPage: () => void
  /** The page being written. */
  page: () => PDFPage
}

/** A writer whose first text goes on a new page of `pdf`; `onPage` runs on each page it adds (a draft's mark). */
export function pageWriter(pdf: PDFDocument, regular: PDFFont, onPage: (page: PDFPage) => void = () => undefined): PageWriter {
  let page: PDFPage
  let y = 0
  const newPage = () => {
    page = pdf.addPage(PAGE)
    y = PAGE[1] - MARGIN - 2
    onPage(page)
  }
  newPage()
  return {
    line(text, font = regular, size = 10) {
      for (const part of wrapLines(text, font, size)) {
        if (y - size < MARGIN) newPage()
        page.drawText(part, { x: MARGIN, y, size, font })
        y -= size + 4
      }
    },
    gap(points) {
      y -= points
    },
    newPage,
    page: () => page,
  }
}
