import { NAME_LETTERS, NAME_MARKS } from './name-letters'

/*
 * A person's name, the one rule of the forms and the ERP (first name, middle name, last names, the
 * relative's full name, a card holder, a referred friend): words of letters, separated by single
 * spaces. A word starts with a letter; after it come letters, each with its combining marks (an
 * accent typed apart, é as e + U+0301), apostrophes (' ’ ʼ: O'Connor, D’Angelo) and hyphens
 * (María-José). The saltillo (ꞌ U+A78C, Ꞌ U+A78B) of Mexico's indigenous languages is a letter.
 *
 * The letters are those every PDF of the ERP can print (src/domain/name-letters.ts, generated from
 * its fonts): the Latin, Greek and Cyrillic alphabets with all their diacritics. A name the ERP
 * accepts is always drawn on the loan agreement. Emoji, symbols, digits, other punctuation and
 * control or invisible characters (right-to-left overrides, zero-width joiners and spaces, the BOM)
 * are refused.
 *
 * The rule reads a name as stored: NFC, trimmed, single spaces (`normalizeName`, ./identifier.ts).
 */

/** The apostrophes of names: ASCII ', the typographic ’ (U+2019) and the modifier letter ʼ (U+02BC). */
export const NAME_APOSTROPHES = "'\u2019\u02BC"

/** The hyphen of compound names. */
export const NAME_HYPHEN = '-'

/** Whether `point` is in runs [first, last, first, last, …] sorted by code point. */
function inRuns(runs: readonly number[], point: number): boolean {
  let low = 0
  let high = runs.length / 2 - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (point < runs[middle * 2]!) high = middle - 1
    else if (point > runs[middle * 2 + 1]!) low = middle + 1
    else return true
  }
  return false
}

const escape = (point: number) => `\\u{${point.toString(16)}}`

/** A regular-expression character class (for the `u` flag) of the runs. */
function characterClass(runs: readonly number[]): string {
  const parts: string[] = []
  for (let index = 0; index < runs.length; index += 2) {
    const [first, last] = [runs[index]!, runs[index + 1]!]
    parts.push(first === last ? escape(first) : `${escape(first)}-${escape(last)}`)
  }
  return `[${parts.join('')}]`
}

/**
 * One word of a name as a regular-expression source (`u` flag): a letter and its marks, then
 * letters with their marks, apostrophes and hyphens. The alphabetic input mask
 * (src/domain/masks.ts) is built from it, so the mask lets through exactly the words this rule
 * accepts.
 */
export const NAME_WORD_SOURCE = (() => {
  const letter = `${characterClass(NAME_LETTERS)}${characterClass(NAME_MARKS)}*`
  return `${letter}(?:${letter}|[${NAME_APOSTROPHES}\\${NAME_HYPHEN}])*`
})()

/** What can be wrong with a name: its characters, or letters the documents cannot print. */
export type NameProblem = 'characters' | 'script'

const LETTER = /^\p{L}$/u
const MARK = /^\p{M}$/u
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u

/**
 * What is wrong with a name: `characters` when it has anything but letters, combining marks after
 * a letter, apostrophes and hyphens inside words and single spaces between words (emoji, digits,
 * symbols, control and invisible characters, a word that starts with an apostrophe); else
 * `script` when a letter or mark is one the documents cannot print (Chinese, Arabic, Devanagari…).
 * Null when the name is acceptable; an empty name is the required rule's to judge.
 */
export function nameProblem(name: string): NameProblem | null {
  let unprintable = false
  // What came before: nothing yet in this word, a letter (or its marks), an apostrophe or hyphen.
  let before: 'start' | 'letter' | 'punctuation' = 'start'
  for (const char of name) {
    const point = char.codePointAt(0)!
    if (char === ' ') {
      if (before === 'start') return 'characters'
      before = 'start'
    } else if (NAME_APOSTROPHES.includes(char) || char === NAME_HYPHEN) {
      if (before === 'start') return 'characters'
      before = 'punctuation'
    } else if (INVISIBLE.test(char)) {
      return 'characters'
    } else if (LETTER.test(char)) {
      unprintable ||= !inRuns(NAME_LETTERS, point)
      before = 'letter'
    } else if (MARK.test(char)) {
      if (before !== 'letter') return 'characters'
      unprintable ||= !inRuns(NAME_MARKS, point)
    } else {
      return 'characters'
    }
  }
  if (name !== '' && before === 'start') return 'characters'
  return unprintable ? 'script' : null
}
