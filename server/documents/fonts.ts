import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/*
 * The typeface of every PDF the ERP renders: DejaVu Sans, a Unicode TrueType font from the
 * `dejavu-fonts-ttf` package, embedded (subset to the glyphs a document uses) with
 * @pdf-lib/fontkit. pdf-lib's standard fonts only encode WinAnsi, so a name with a combining
 * accent, the saltillo (ꞌ) or Cyrillic letters made the render throw and the client could never
 * download the contract. DejaVu Sans draws Latin with every diacritic and the combining marks,
 * the saltillo, Greek and Cyrillic; the person-name rule (src/domain/person-name.ts) accepts only
 * letters both faces draw (src/domain/name-letters.ts is generated from these files).
 */

/** The two faces, as files of the `dejavu-fonts-ttf` package. */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const

export type FontFace = keyof typeof FONT_FILES

// Resolved from this module: in the bundle (dist-server/main.mjs) as from server/, node_modules
// is found up the directory tree, so the fonts come from the installed package, never a download.
const require = createRequire(import.meta.url)

let bytes: Record<FontFace, Uint8Array> | undefined

/** The font files' bytes, read once per process. */
export function fontBytes(): Record<FontFace, Uint8Array> {
  bytes ??= {
    regular: new Uint8Array(readFileSync(require.resolve(FONT_FILES.regular))),
    bold: new Uint8Array(readFileSync(require.resolve(FONT_FILES.bold))),
  }
  return bytes
}

type ParsedFont = ReturnType<typeof fontkit.create>
type GlyphRun = ReturnType<ParsedFont['layout']>

/** Texts whose layout a font keeps: the clauses of every document and the lines they wrap into. */
const LAYOUTS_KEPT = 4000

/**
 * The font's layout (its glyphs for a text, after the OpenType substitutions), remembered per
 * text. Laying out a line with DejaVu's tables takes about a millisecond, and pdf-lib lays out
 * each line twice (to measure it, then to draw it) while `wrapLines` measures every line once per
 * word; the clauses are the same in every document. pdf-lib reads only the run's glyphs, which the
 * font shares anyway.
 */
function rememberLayouts(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font)
  const runs = new Map<string, GlyphRun>()
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features)
    let run = runs.get(text)
    if (!run) {
      if (runs.size >= LAYOUTS_KEPT) runs.clear()
      run = layout(text)
      runs.set(text, run)
    }
    return run
  }
  return font
}

const parsed = new Map<Uint8Array, ParsedFont>()

/**
 * fontkit, parsing each font file once per process. pdf-lib parses the bytes it embeds on every
 * document; a parsed font keeps what it has read of its tables (glyphs, layouts) in caches of its
 * own, and each document still cuts its own subset from it.
 */
const cachingFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): ParsedFont {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName)
    let font = parsed.get(buffer)
    if (!font) {
      font = rememberLayouts(fontkit.create(buffer))
      parsed.set(buffer, font)
    }
    return font
  },
}

/** Embeds the regular and bold faces in `pdf`, subset to the glyphs the document draws. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<Record<FontFace, PDFFont>> {
  pdf.registerFontkit(cachingFontkit)
  const { regular, bold } = fontBytes()
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  }
}
