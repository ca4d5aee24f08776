import * as z from 'zod/mini'

/*
 * The building blocks of the form schemas. The schemas use zod's mini build
 * (`zod/mini`): the same zod 4 schemas, but tree-shaken, so a registration screen carries a few
 * kilobytes of validation instead of the whole library.
 *
 * A rule is a function from a value to the code of what is wrong with it, or null. A field runs
 * its rules in order and reports the first broken one only, as one zod issue whose `message` is
 * the rule code: screens translate codes (src/screens/forms/problems.ts), never English text.
 * Where the ERP has a code for the same failure, the code is the ERP's, so a local refusal and a
 * server violation read the same.
 */

/** Every rule code the form schemas report. */
export const RuleCode = {
  required: 'required',
  minLength: 'min_length',
  maxLength: 'max_length',
  invalidMail: 'invalid_mail',
  invalidPhone: 'invalid_phone',
  invalidDate: 'invalid_date',
  underAge: 'under_age',
  /** The ERP's code for a form value of the wrong shape (postal code, income). */
  invalidFormat: 'invalid_format',
  /** A date after today where only past dates make sense (birth date). */
  futureDate: 'future_date',
  /** Not a CURP: 4 letters, 6 digits, 6 letters, a letter or digit, a digit. */
  invalidCurp: 'invalid_curp',
  /** The CURP's 18th character is not its RENAPO check digit. */
  curpCheckDigit: 'curp_check_digit',
  /** The CURP spells another birth date (or century) than the one given. */
  curpBirthDate: 'curp_birth_date',
  /** The ERP's code: a repeated password that differs. */
  notRepeated: 'not_repeated',
  /** The ERP's code: a new password equal to the old one. */
  sameAsOld: 'same_as_old',
  /** A new e-mail equal to the current one. */
  sameAsCurrent: 'same_as_current',
  /** A phone equal to the client's own (a relative's, or a new phone). */
  ownPhone: 'own_phone',
  /** An alternative phone that is not 8 to 15 digits (src/domain/contact-phone.ts). */
  contactPhone: 'contact_phone',
  /** A full name of one word. */
  minWords: 'min_words',
  /**
   * A person's name with other characters than letters, apostrophes, hyphens and single spaces
   * (src/domain/person-name.ts); the ERP says `invalid_characters`.
   */
  nameCharacters: 'name_characters',
  /** A person's name with letters outside the Latin, Greek and Cyrillic alphabets, which no document can print. */
  nameScript: 'name_script',
  /** A work phone that is not ten digits (landline or mobile, src/domain/employment.ts). */
  invalidWorkPhone: 'invalid_work_phone',
  /** A monthly income that is no amount of pesos, or not 1 to 6 whole digits once read (src/domain/employment.ts). */
  invalidIncome: 'invalid_income',
  /** A postal code that is not 5 digits. */
  invalidPostalCode: 'invalid_postal_code',
  /** A postal code of another state than the one chosen, or of none (src/domain/postal-code.ts). */
  postalCodeState: 'postal_code_state',
  /** A municipality that SEPOMEX's catalogue does not give the postal code. */
  postalCodeMunicipality: 'postal_code_municipality',
  /** A colonia that is not one of the postal code's. */
  postalCodeColonia: 'postal_code_colonia',
  /** A municipality typed by hand that the state chosen has none of that name. */
  unknownMunicipality: 'unknown_municipality',
  /** A place's name (a municipality) not starting with a letter, or with other characters than letters, digits, spaces and . , ' - */
  placeCharacters: 'place_characters',
  /** An SMS code that is not 3 characters. */
  codeLength: 'code_length',
  /** A card number that is not 16 digits. */
  cardLength: 'card_length',
  /** The ERP's code for a card number failing the Luhn check ('Disbursement number is not valid.'). */
  invalidCard: 'invalid_card',
  /** The ERP's code for a card whose expiry month has passed. */
  cardExpired: 'card_expired',
  /** An identity document whose expiry date is before today (src/domain/id-document.ts). */
  documentExpired: 'document_expired',
  /** Neither a CURP nor an RFC (src/domain/id-document.ts). */
  invalidNationalIdentificator: 'invalid_national_identificator',
  /** The CLABE failures, with the ERP's codes (src/domain/clabe.ts). */
  clabeLength: 'invalid_length',
  clabeCharacters: 'invalid_characters',
  clabeChecksum: 'invalid_checksum',
  clabeBank: 'invalid_bank_code',
  clabeCity: 'invalid_city_code',
  /** The ERP's code for a CLABE of a bank outside the lender's whitelist. */
  clabeBankNotAllowed: 'bank_not_enabled',
} as const

export type RuleCode = (typeof RuleCode)[keyof typeof RuleCode]

/** What is wrong with a value, as a rule code, or null when nothing is. */
export type Rule<T> = (value: T) => RuleCode | null

/** The first rule of the list the value breaks, or null. */
export function firstBroken<T>(value: T, rules: readonly Rule<T>[]): RuleCode | null {
  for (const rule of rules) {
    const code = rule(value)
    if (code) return code
  }
  return null
}

/** A zod check reporting the first broken rule as one issue whose message is the rule code. */
export function check<T>(...rules: Rule<T>[]): z.core.$ZodCheck<T> {
  return z.superRefine<T>((value, ctx) => {
    const code = firstBroken(value, rules)
    if (code) ctx.addIssue({ code: 'custom', message: code, input: value })
  })
}

/**
 * A check across fields, on the whole form: `rule` names the field it blames and the code, or
 * returns null. It runs even when other fields are broken, so that, say, a repeated password that
 * differs shows beside a malformed e-mail.
 */
export function crossCheck<T>(rule: (values: T) => { path: readonly PropertyKey[]; code: RuleCode } | null): z.core.$ZodCheck<T> {
  return z.superRefine<T>((values, ctx) => {
    const broken = rule(values)
    if (broken) ctx.addIssue({ code: 'custom', message: broken.code, path: [...broken.path], input: values })
  })
}

/** Trimmed: the default cleaning of a text field. */
export const trim = (value: string) => value.trim()

/**
 * A text field: the value is cleaned first (trimmed unless told otherwise; the schema's output is
 * the cleaned value), then the rules run in order. A missing value reads `required`.
 */
export function text(rules: readonly Rule<string>[], clean: (value: string) => string = trim) {
  return z.string(RuleCode.required).check(z.overwrite(clean), check(...rules))
}

/** A checkbox that must be ticked (a consent). */
export function ticked() {
  return z.boolean(RuleCode.required).check(check<boolean>((value) => (value ? null : RuleCode.required)))
}

// ------------------------------------------------------------------------------ rules

export const required: Rule<string> = (value) => (value === '' ? RuleCode.required : null)

export const minLength =
  (min: number): Rule<string> =>
  (value) =>
    value.length < min ? RuleCode.minLength : null

export const maxLength =
  (max: number): Rule<string> =>
  (value) =>
    value.length > max ? RuleCode.maxLength : null

/** The value matches `pattern`, else `code`. */
export const matches =
  (pattern: RegExp, code: RuleCode): Rule<string> =>
  (value) =>
    pattern.test(value) ? null : code

/** The rules apply only when something was written: an empty optional field passes. */
export const whenGiven =
  (...rules: Rule<string>[]): Rule<string> =>
  (value) =>
    value === '' ? null : firstBroken(value, rules)
