import { DIRECTION, MaskedPattern, type AppendFlags, type ChangeDetails, type Direction, type FactoryOpts } from 'imask'
import { formatDate, fromScreenDate } from './dates'
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

/**
 * An amount of pesos as Mexicans write it: an optional peso sign, digits grouped with commas or
 * spaces, a decimal point and up to two centavos ("$20,000.00", "$ 20 000", "1500.50"), at most
 * 16 characters. The mask keeps a decimal point from making the amount tenfold, as dropping it
 * did; what the text is worth is `parseMoney`'s to say (src/domain/money.ts), and the field
 * shows that value once left (whole pesos for the income: src/domain/employment.ts).
 */
const MONEY_MASK: FactoryOpts = { mask: /^(?=.{0,16}$)\$? ?[\d, ]*(?:\.\d{0,2})?$/ }

/** Monthly income: pesos as written (`MONEY_MASK`); the rule wants 1 to 6 whole digits once read. */
export const INCOME_MASK: FactoryOpts = MONEY_MASK

/** Other money figures of a form (expenses, debts): pesos as written (`MONEY_MASK`). */
export const FINANCE_MASK: FactoryOpts = MONEY_MASK

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

/**
 * A work phone: up to 10 digits, landline or mobile, as every Mexican number since the 2019
 * numbering plan (the spec's leading-0 rule is obsolete, docs/INPUTS.md). No area code starts
 * with 0 or 1, so an old long-distance prefix typed out of habit ("01 55 …") is dropped, and so
 * are the spaces, brackets and dashes people write.
 */
export const WORK_PHONE_MASK: FactoryOpts = { mask: /^(?:[2-9]\d{0,9})?$/ }

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

/** A CURP or an RFC: up to 18 letters (Ñ and & of an RFC included) and digits, in capitals. */
export const NATIONAL_ID_MASK: FactoryOpts = {
  mask: /^[A-ZÑ&0-9]{0,18}$/,
  prepareChar: (char) => char.toUpperCase(),
}

/** A password: up to 24 letters and digits. */
export const PASSWORD_MASK: FactoryOpts = { mask: /^[A-Za-z0-9]{0,24}$/ }

// ------------------------------------------------------------------------------ dates

/** A calendar date at local midnight, so that min and max compare whole days. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

/** Dates are typed with 4-digit years from 1900 on. */
const EARLIEST = new Date(1900, 0, 1)

/*
 * Every date a person types is day first, dd/mm/aaaa, as every date the site shows (spec part 1).
 * The spec's masks (part 5) ask year/month/day for the expiry date and month/day/year for the
 * birth date; both contradict part 1 and would read "25/04/1990" as no date or another one, so
 * they are not followed (docs/INPUTS.md). The wire stays yyyy-mm-dd (src/domain/dates.ts).
 */

/** The pattern of a typed date: day/month/year. */
const DATE_PATTERN = 'd{/}`m{/}`Y'

/** A day-first date mask between `min` and `max`. */
function dateMask(min: Date, max: Date): FactoryOpts {
  return {
    mask: Date,
    pattern: DATE_PATTERN,
    min,
    max,
    // The site's one dd/mm/yyyy reading and writing (src/domain/dates.ts).
    format: (date: Date | null) => (date ? formatDate(date) : ''),
    parse: fromScreenDate,
  }
}

/**
 * The expiry date of an identity document, day/month/year, years up to 50 ahead of `today`. An
 * expired date is typed in full: a mask bounded at today would drop its last digit without a
 * word, so the form's rule (src/domain/id-document.ts) says at the field that it has expired.
 */
export function expiryDateMask(today: Date): FactoryOpts {
  return dateMask(EARLIEST, new Date(startOfDay(today).getFullYear() + 50, 11, 31))
}

/** The birth date, day/month/year, from 1900 and not after `today`. */
export function birthDateMask(today: Date): FactoryOpts {
  return dateMask(EARLIEST, startOfDay(today))
}
