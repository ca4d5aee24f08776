/**
 * Names a Mexican may have, and text that is not a name: one table for the ERP's tests and the
 * forms', so both are seen to apply one rule (src/domain/person-name.ts).
 */

/** Names the rule accepts: as typed, and as stored (NFC, single spaces). */
export const ACCEPTED_NAMES: readonly (readonly [why: string, typed: string, stored: string])[] = [
  ['José with the accent typed apart (e + U+0301), stored precomposed', 'Jose\u0301', 'Jos\u00e9'],
  ['the saltillo of Mexico’s indigenous languages (U+A78C)', 'Ma\ua78ca', 'Ma\ua78ca'],
  ['the capital saltillo (U+A78B)', '\ua78bAna', '\ua78bAna'],
  ['a Cyrillic name, ё typed as е + U+0308', 'Анастасия Ковале\u0308ва', 'Анастасия Ковалёва'],
  ['a Greek name with its breathing and accent', 'Ἀλέξανδρος', 'Ἀλέξανδρος'],
  ['an apostrophe', "O'Connor", "O'Connor"],
  ['a typographic apostrophe (U+2019)', 'D’Angelo', 'D’Angelo'],
  ['a hyphen', 'María-José', 'María-José'],
  ['ñ and accents', 'Nuñez Peña', 'Nuñez Peña'],
  ['letters of other Latin alphabets', 'François Øvergård Dvořák', 'François Øvergård Dvořák'],
  ['double spaces, collapsed', 'Ana  Luisa', 'Ana Luisa'],
  ['a no-break space and a tab, collapsed to one space', 'Ana\u00a0Luisa\tPaz', 'Ana Luisa Paz'],
]

/** Text the rule refuses, and why: `characters` (not a name's) or `script` (letters no document prints). */
export const REFUSED_NAMES: readonly (readonly [why: string, typed: string, problem: 'characters' | 'script'])[] = [
  ['an emoji', 'Ana 😀', 'characters'],
  ['an emoji with its variation selector', 'Ana ❤️', 'characters'],
  ['a family emoji joined by zero-width joiners', 'Ana 👨‍👩‍👧', 'characters'],
  ['a right-to-left override (U+202E)', 'Ana\u202eLuis', 'characters'],
  ['a zero-width joiner (U+200D)', 'Jo\u200dsé', 'characters'],
  ['a zero-width space (U+200B)', 'Jo\u200bsé', 'characters'],
  ['a byte-order mark (U+FEFF) in front', '\ufeffAna', 'characters'],
  ['a soft hyphen (U+00AD)', 'Ma\u00adría', 'characters'],
  ['digits', 'Ana2', 'characters'],
  ['a NUL', 'Ana\u0000', 'characters'],
  ['a bell', 'Ana\u0007', 'characters'],
  ['a terminal escape', 'Ana\u001b[31m', 'characters'],
  ['DEL', 'Ana\u007f', 'characters'],
  ['a C1 control (U+0085)', 'Ana\u0085Luisa', 'characters'],
  ['a symbol', 'Ana$', 'characters'],
  ['a period', 'Ma. Luisa', 'characters'],
  ['an at sign', 'ana@correo', 'characters'],
  ['an apostrophe that starts a word', "'Ana", 'characters'],
  ['a hyphen that starts a word', 'Ana -Luisa', 'characters'],
  ['an accent with no letter under it', '\u0301Ana', 'characters'],
  ['Chinese letters', '李小龙', 'script'],
  ['Arabic letters', 'محمد', 'script'],
  ['Devanagari letters', 'अनीता', 'script'],
  ['an Arabic vowel mark on a Latin letter', 'Ana\u064e', 'script'],
]
