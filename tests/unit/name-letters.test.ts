import { readFileSync } from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { NAME_LETTERS_FILE, nameLetterRuns, nameLettersModule } from '../../scripts/generate-name-letters'
import { fontBytes } from '../../server/documents/fonts'
import { NAME_LETTERS, NAME_MARKS } from '../../src/domain/name-letters'
import { NAME_APOSTROPHES, NAME_HYPHEN } from '../../src/domain/person-name'

const { regular, bold } = fontBytes()
const faces = [fontkit.create(regular), fontkit.create(bold)]

function codePoints(runs: readonly number[]): number[] {
  const points: number[] = []
  for (let index = 0; index < runs.length; index += 2)
    for (let point = runs[index]!; point <= runs[index + 1]!; point += 1) points.push(point)
  return points
}

const letters = new Set(codePoints(NAME_LETTERS))
const marks = new Set(codePoints(NAME_MARKS))

describe('the letters of names, generated from the fonts of the PDFs (src/domain/name-letters.ts)', () => {
  it('are what `npm run names:generate` writes from the installed fonts today', () => {
    expect(readFileSync(NAME_LETTERS_FILE, 'utf8')).toBe(nameLettersModule(nameLetterRuns([regular, bold])))
  })

  it('are all drawn by both faces, as are the apostrophes, the hyphen and the space', () => {
    const punctuation = [...NAME_APOSTROPHES, NAME_HYPHEN, ' '].map((char) => char.codePointAt(0)!)
    for (const face of faces) {
      for (const point of [...letters, ...marks, ...punctuation])
        expect(face.hasGlyphForCodePoint(point), point.toString(16)).toBe(true)
    }
  })

  it('take Spanish, the saltillo, Greek and Cyrillic, and no Chinese, Arabic, Hebrew or Devanagari', () => {
    for (const char of 'AZazÁÉÍÓÚÜÑáéíóúüñçøß\ua78b\ua78cΑΩαωάἈАЯаяёЁїґ') {
      expect(letters.has(char.codePointAt(0)!), char).toBe(true)
    }
    for (const char of '李小龙محمדאअ') expect(letters.has(char.codePointAt(0)!), char).toBe(false)
    for (const mark of ['\u0300', '\u0301', '\u0303', '\u0308', '\u030c', '\u0327'])
      expect(marks.has(mark.codePointAt(0)!), mark).toBe(true)
    expect(marks.has(0x064e), 'Arabic fatha').toBe(false)
  })

  it('hold no invisible or compatibility characters: no variation selector, joiner, ligature or superscript', () => {
    for (const point of [0xfe0f, 0x200d, 0x034f, 0xfb01, 0x00aa, 0x1d43, 0x02b0, 0x212a]) {
      expect(letters.has(point) || marks.has(point), point.toString(16)).toBe(false)
    }
  })

  it('are all in the Basic Multilingual Plane, so a name counts its characters as the length rules do', () => {
    expect([...letters, ...marks].every((point) => point <= 0xffff)).toBe(true)
  })

  it('compose into letters of the table: NFC never turns an accepted letter and accent into one the fonts lack', () => {
    const accepted = (point: number) => letters.has(point) || marks.has(point)
    for (let point = 0; point <= 0xffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue
      const char = String.fromCodePoint(point)
      const parts = char.normalize('NFD')
      if (parts === char || char.normalize('NFC') !== char) continue
      if ([...parts].every((part) => accepted(part.codePointAt(0)!))) expect(accepted(point), point.toString(16)).toBe(true)
    }
  })
})
