import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * A legal text states no figure of its own. Every amount, term, rate, date, phone and address in
 * the legal pages, the footer and the documents is interpolated from src/domain/facts/ or
 * computed by the pricing code, so the texts cannot drift from what the product does. This test
 * reads the texts as they ship (the catalogs and the PDF sources) and fails on any digit in one.
 * Clause numbers are words (PRIMERA, SEGUNDA...), versions and dates are interpolated.
 */

const ROOT = process.cwd()

/** Catalog messages whose references include one of these are legal texts. */
const LEGAL_SOURCES = [
  /^src\/screens\/pages\//,
  /^src\/screens\/frame\/Footer\.tsx$/,
  /^src\/screens\/frame\/ContactHours\.tsx$/,
  /^src\/screens\/legal\//,
]

/** The PDF wording: the documents' own folder and every `*-pdf.ts` of the ERP. */
const PDF_SOURCES = [/^server\/.*-pdf\.ts$/, /^server\/documents\/.*\.ts$/]

interface CatalogMessage {
  references: string[]
  msgid: string
  msgstr: string
}

/** The messages of a PO file: `#:` references, msgid and msgstr (continuation lines joined). */
function parsePo(text: string): CatalogMessage[] {
  const unquote = (line: string) => JSON.parse(line.trim()) as string
  const messages: CatalogMessage[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const message: CatalogMessage = { references: [], msgid: '', msgstr: '' }
    let field: 'msgid' | 'msgstr' | null = null
    for (const line of block.split('\n')) {
      if (line.startsWith('#:')) {
        message.references.push(
          ...line
            .slice(2)
            .trim()
            .split(/\s+/)
            .map((reference) => reference.replace(/:\d+$/, '')),
        )
      } else if (/^(msgid|msgstr|msgctxt) /.test(line)) {
        const [keyword] = line.split(' ', 1)
        field = keyword === 'msgid' || keyword === 'msgstr' ? keyword : null
        if (field) message[field] = unquote(line.slice(keyword!.length))
      } else if (line.startsWith('"') && field) {
        message[field] += unquote(line)
      }
    }
    if (message.msgid !== '') messages.push(message)
  }
  return messages
}

/**
 * The text a person reads: Lingui's placeholders (`{0}`, `{amount}`, `{0, plural, ...`) and
 * element tags (`<0>`, `</1>`, `<2/>`) are the catalog's machinery, not wording.
 */
function readableText(message: string): string {
  return message.replace(/<\/?\d+\s*\/?>/g, '').replace(/\{\s*\w+\s*(?=[,}])/g, '{')
}

/** The digits a legal text types, or null when it types none. */
function typedFigure(text: string): string | null {
  return /\d/.test(readableText(text)) ? readableText(text) : null
}

/** Catalog texts of the legal sources that type a figure: English msgids and Spanish msgstrs. */
function catalogFigures(file: string, text: string, spanish: boolean): string[] {
  return parsePo(text)
    .filter((message) => message.references.some((reference) => LEGAL_SOURCES.some((source) => source.test(reference))))
    .flatMap((message) => [message.msgid, ...(spanish ? [message.msgstr] : [])])
    .filter((wording) => typedFigure(wording) !== null)
    .map((wording) => `${file}: ${JSON.stringify(wording)}`)
}

/**
 * The wording of a TypeScript source that types a figure: every string literal, and every static
 * part of a template literal, that reads as words (a space and a letter) and holds a digit.
 */
function sourceFigures(file: string, source: string): string[] {
  const found: string[] = []
  const check = (node: ts.Node, text: string) => {
    if (/\s/.test(text) && /\p{L}/u.test(text) && typedFigure(text) !== null) {
      const { line } = ts.getLineAndCharacterOfPosition(parsed, node.getStart(parsed))
      found.push(`${file}:${line + 1}: ${JSON.stringify(text)}`)
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text)
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) check(node, node.text)
    ts.forEachChild(node, visit)
  }
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  visit(parsed)
  return found
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

describe('the figures of the legal texts', () => {
  it('no legal catalog message, in English or Spanish, types a figure', () => {
    const found = (['en', 'es'] as const).flatMap((locale) =>
      filesUnder(`locales/${locale}`)
        .filter((file) => file.endsWith('.po'))
        .flatMap((file) => catalogFigures(file, readFileSync(join(ROOT, file), 'utf8'), locale === 'es')),
    )
    expect(found).toEqual([])
  })

  it('the legal catalog messages are found (the references still point at the legal sources)', () => {
    const legal = parsePo(readFileSync(join(ROOT, 'locales/es/pages.po'), 'utf8')).filter((message) =>
      message.references.some((reference) => LEGAL_SOURCES.some((source) => source.test(reference))),
    )
    expect(legal.length).toBeGreaterThan(100)
    const footer = parsePo(readFileSync(join(ROOT, 'locales/es/messages.po'), 'utf8')).filter((message) =>
      message.references.some((reference) => reference === 'src/screens/frame/Footer.tsx'),
    )
    expect(footer.length).toBeGreaterThan(3)
  })

  it('no PDF template types a figure', () => {
    const files = filesUnder('server').filter((file) => PDF_SOURCES.some((source) => source.test(file)))
    expect(files).toEqual(expect.arrayContaining(['server/loans/agreement-pdf.ts', 'server/documents/terms-pdf.ts']))
    expect(files.flatMap((file) => sourceFigures(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([])
  })
})

describe('the checker of typed figures', () => {
  it.each([
    ['Loans from $1000 to $10000', true],
    ['A term of 7 to 30 days', true],
    ['IVA 16%', true],
    ['SÉPTIMA. Aclaraciones', false],
    ['Loans from {min} to {max}', false],
    ['From {0} to {1} days', false],
    ['Complaints: <0>{uneEmail}</0> or <1/>', false],
    ['{0, plural, one {# day} other {# days}}', false],
    ['Call <0>{phone}</0> before 9 o’clock', true],
    ['Call <0>55 5340 0999</0>', true],
  ])('%j types a figure: %s', (text, flagged) => {
    expect(typedFigure(text) !== null).toBe(flagged)
  })

  it('finds the typed figures of a PDF source in literals and template parts, and only in wording', () => {
    const source = [
      "line('Vence en 10 minutos.')",
      'line(`Plazo: ${days} días, hasta 30 días`)',
      'line(`Monto: ${pesos(amount)} en 2 pagos ${x}`)',
      "line('PRIMERA. Sin cifras.')",
      'line(`Plazo: ${days} días`)',
      "const size = 'A4'",
      'new Date(`${today}T12:00:00Z`)',
    ].join('\n')
    expect(sourceFigures('sample.ts', source)).toEqual([
      'sample.ts:1: "Vence en 10 minutos."',
      'sample.ts:2: " días, hasta 30 días"',
      'sample.ts:3: " en 2 pagos "',
    ])
  })

  it('reads a catalog’s references, msgid and msgstr across continuation lines', () => {
    const po = [
      '#: src/screens/pages/FaqPage.tsx:12 src/app/Other.tsx:3',
      'msgid ""',
      '"Loans from $1000 "',
      '"to {max}"',
      'msgstr "Préstamos de {min} a {max}"',
      '',
      '#: src/screens/home/HomeScreen.tsx:9',
      'msgid "Up to 10 minutes"',
      'msgstr "Hasta 10 minutos"',
    ].join('\n')
    expect(catalogFigures('sample.po', po, true)).toEqual(['sample.po: "Loans from $1000 to {max}"'])
  })
})
