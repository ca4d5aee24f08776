import { DIRECTION, MaskedPattern, type AppendFlags, type ChangeDetails, type Direction, type FactoryOpts } from 'imask'
import { NAME_WORD_SOURCE } from './person-name'

/*
 * The input masks of the forms, as imask options for `TextField`'s `mask` prop (src/ui/TextField.tsx).
 * A mask only shapes what can be typed; the rules (src/domain/forms) decide what is acceptable,
 * e.g. the income mask lets 0 through nowhere, but a work phone of 3 digits is the rule's to refuse.
 *
 * Regular-expression masks are tested by imask against every intermediate value as it is typed,
 * so each expression here also accepts the empty value and every prefix of a valid one. A
 * rejected character is dropped, typed or pasted, and the rest of a pasted text still goes in.
 */

/** The letters of Spanish words: the Latin alphabet, accented vowels, ü and ñ, both cases (addresses, companies). */
const LETTER = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ'

/**
 * Words of `characters` separated by single spaces, at most `max` characters long: no leading
 * space and no double space; a trailing space is allowed while the next word is being typed.
 */
function wordsOf(characters: string, max: number): RegExp {
  return new RegExp(`^(?=.{0,${max}}$)(?:[${characters}]+(?: [${characters}]+)* ?)?$`)
}

/**
 * A person's name ("alphabetic": up to 50 letters, single spaces): the words of the
 * name rule (src/domain/person-name.ts), so every letter the rule accepts can be typed (accents
 * and combining marks, apostrophes, hyphens, the saltillo, Greek and Cyrillic) and nothing it
 * refuses gets in, separated by single spaces. No leading space and no double space; a trailing
 * space is allowed while the next word is being typed.
 */
export const ALPHABETIC_MASK: FactoryOpts = {
  mask: new RegExp(`^(?=.{0,50}$)(?:${NAME_WORD_SOURCE}(?: ${NAME_WORD_SOURCE})* ?)?$`, 'u'),
}

/**
 * The punctuation Mexican addresses and company names are written with: 'Av. Insurgentes Sur
 * #1602', 'Int. 4-B', 'S/N' (no number), 'Mz. 3, Lt. 12', 'Grupo Bimbo, S.A.B. de C.V.',
 * 'Procter & Gamble', "McDonald's". Other symbols (@, $, %, brackets, emoji) are refused.
 */
const ADDRESS_PUNCTUATION = ".,#&'/\\-"

/**
 * Letters, digits and the punctuation of addresses, single spaces, up to 50 characters
 * (alphanumeric): street, colonia, exterior and interior numbers, company name.
 */
export const ALPHANUMERIC_MASK: FactoryOpts = { mask: wordsOf(`${LETTER}0-9${ADDRESS_PUNCTUATION}`, 50) }

/** Monthly income in whole pesos: 1 to 6 digits, the first not a 0. */
export const INCOME_MASK: FactoryOpts = { mask: /^(?:[1-9]\d{0,5})?$/ }

/** Other money figures of a form (expenses, debts): up to 6 digits. */
export const FINANCE_MASK: FactoryOpts = { mask: /^\d{0,6}$/ }

/** What the phone mask shows before the ten digits. */
export const PHONE_PREFIX = '+52 ('

const PHONE_PATTERN = '+52 (000) 000-0000'

/**
 * The phone pattern, which also empties itself when what is removed takes every digit with it.
 *
 * imask removes towards the right when it believes a collapsed caret deleted forwards, and then
 * steps over the fixed '+52 (' in front: a whole selection removed that way (select all, then
 * Backspace or Cut, with imask's remembered selection still the caret at the start), or the last
 * digit deleted, left '+52 (' in the field with no digit behind it, so the field never came
 * empty. Here a removal that reaches from the prefix to the end starts the field afresh.
 */
class MaskedPhone extends MaskedPattern {
  override _update(opts: Partial<MaskedPattern>): void {
    // Whatever `mask` the options name (this class, or none on an update), the pattern is the phone's.
    super._update({ ...opts, mask: PHONE_PATTERN })
  }

  override maskEquals(mask: unknown): boolean {
    return mask === MaskedPhone || super.maskEquals(mask)
  }

  override splice(
    start: number,
    deleteCount: number,
    inserted = '',
    removeDirection: Direction = DIRECTION.NONE,
    flags?: AppendFlags,
  ): ChangeDetails {
    const end = this.value.length
    const removesEveryDigit = deleteCount > 0 && end > 0 && start <= PHONE_PREFIX.length && start + deleteCount >= end
    return removesEveryDigit
      ? super.splice(0, end, inserted, DIRECTION.NONE, flags)
      : super.splice(start, deleteCount, inserted, removeDirection, flags)
  }
}

/**
 * A Mexican mobile phone, '+52 (000) 000-0000'; the unmasked value is the ten digits. Removing
 * every digit empties the field, prefix and all (see `MaskedPhone`).
 *
 * imask lets a typed character that equals a fixed one of the pattern stand for it, so the first
 * 5 of 55 1234 5678 would be taken for the 5 of +52 and the number would come out shifted. When
 * nothing is typed yet and the typed or pasted text starts with a digit, `prepare` writes the
 * prefix in front of it instead; a pasted number with the country code (52 and ten digits) loses
 * the 52. An unmasked value set from outside (`unmask`) is the ten digits and needs no help.
 */
export const PHONE_MASK = {
  mask: MaskedPhone,
  prepare: (chunk: string, masked: { value: string }, flags: AppendFlags) => {
    if (!flags.input || masked.value !== '' || !/^\d/.test(chunk)) return chunk
    const digits = chunk.replace(/\D/g, '')
    return PHONE_PREFIX + (digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : chunk)
  },
} as unknown as FactoryOpts

/** A landline with its long-distance 0: starts with 0, up to 12 digits (the rule asks 9 at least). */
export const WORK_PHONE_MASK: FactoryOpts = { mask: /^(?:0\d{0,11})?$/ }

/** The SMS verification code: 3 digits. */
export const CODE_MASK: FactoryOpts = { mask: '000' }

/** A bank card number, up to 16 digits, shown in groups of 4; the unmasked value is the digits. */
export const BANK_CARD_MASK: FactoryOpts = { mask: '0000 0000 0000 0000' }

/** A CLABE (interbank account number): up to 18 digits. */
export const CLABE_MASK: FactoryOpts = { mask: /^\d{0,18}$/ }

/** Any card number a provider may give (prepaid, store cards): up to 25 digits. */
export const CARD_NUMBER_MASK: FactoryOpts = { mask: /^\d{0,25}$/ }

/**
 * A CURP: 4 letters, 6 digits, 6 letters, 1 letter or digit, 1 digit, in capitals whatever is
 * typed. Letters are A to Z only: RENAPO writes Ñ as X in a CURP.
 */
export const CURP_MASK: FactoryOpts = {
  mask: 'LLLL000000LLLLLLA0',
  definitions: { L: /[A-Z]/, A: /[A-Z0-9]/ },
  prepareChar: (char) => char.toUpperCase(),
}

/** A password: up to 24 letters and digits. */
export const PASSWORD_MASK: FactoryOpts = { mask: /^[A-Za-z0-9]{0,24}$/ }

// ------------------------------------------------------------------------------ dates

/** A calendar date at local midnight, so that min and max compare whole days. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * Reads the day, month and year out of a text of three numbers in the given order, separated by
 * slashes, the year of 4 digits; null when it is not a real date.
 */
function parseDateParts(text: string, order: readonly ('d' | 'm' | 'y')[]): Date | null {
  const parts = text.split('/')
  const wellFormed = (part: string, index: number) => /^\d+$/.test(part) && part.length === (order[index] === 'y' ? 4 : 2)
  if (parts.length !== 3 || !parts.every(wellFormed)) return null
  const value = (key: 'd' | 'm' | 'y') => Number(parts[order.indexOf(key)])
  const [year, month, day] = [value('y'), value('m'), value('d')]
  const date = new Date(year, month - 1, day)
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date
}

/** Dates are typed with 4-digit years from 1900 on. */
const EARLIEST = new Date(1900, 0, 1)

/** The pattern of the document expiry date: year/month/day. */
export const EXPIRY_DATE_PATTERN = 'Y{/}`m{/}`d'

/** An expiry date as the mask writes it, yyyy/mm/dd. */
export function formatExpiryDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`
}

/** An expiry date typed yyyy/mm/dd, or null when it is not a real date. */
export function parseExpiryDate(text: string): Date | null {
  return parseDateParts(text, ['y', 'm', 'd'])
}

/**
 * The expiry date of an identity document, year/month/day, not before `today` (an expired
 * document is refused while typing). Years up to 50 ahead.
 */
export function expiryDateMask(today: Date): FactoryOpts {
  const min = startOfDay(today)
  return {
    mask: Date,
    pattern: EXPIRY_DATE_PATTERN,
    min,
    max: new Date(min.getFullYear() + 50, 11, 31),
    format: (date: Date | null) => (date ? formatExpiryDate(date) : ''),
    parse: parseExpiryDate,
  }
}

/** The pattern of the birth date: month/day/year. */
export const BIRTH_DATE_PATTERN = 'm{/}`d{/}`Y'

/** A birth date as the mask writes it, mm/dd/yyyy. */
export function formatBirthDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`
}

/** A birth date typed mm/dd/yyyy, or null when it is not a real date. */
export function parseBirthDate(text: string): Date | null {
  return parseDateParts(text, ['m', 'd', 'y'])
}

/** The birth date, month/day/year, from 1900 and not after `today`. */
export function birthDateMask(today: Date): FactoryOpts {
  return {
    mask: Date,
    pattern: BIRTH_DATE_PATTERN,
    min: EARLIEST,
    max: startOfDay(today),
    format: (date: Date | null) => (date ? formatBirthDate(date) : ''),
    parse: parseBirthDate,
  }
}
