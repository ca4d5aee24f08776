import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text a PDF shows, as a reader extracts it: every page read by pdf.js (Mozilla's PDF reader,
 * run in Node), through the embedded font's Unicode map, one drawn line per text line. The
 * ERP's documents embed a subset font whose content streams hold glyph numbers, not letters, so
 * this is how a test knows what a person reading (or copying from) the document gets.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over; a copy keeps the caller's bytes readable.
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  try {
    const lines: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      let line = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        line += item.str
        if (item.hasEOL) {
          lines.push(line)
          line = ''
        }
      }
      if (line !== '') lines.push(line)
    }
    return lines.join('\n')
  } finally {
    await document.destroy()
  }
}
