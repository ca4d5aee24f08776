import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Problem } from '../../domain/problem'

export type FormProblem = Problem

/** The server's rule codes and the product's own, in the user's words. */
const RULES: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  min_length: msg`This is too short.`,
  max_length: msg`This is too long.`,
  invalid_mail: msg`Write a valid e-mail, like nombre@correo.mx.`,
  invalid_phone: msg`Write a 10-digit mobile phone number.`,
  invalid_identifier: msg`Write your e-mail or your 10-digit mobile phone number.`,
  invalid_date: msg`Write a valid date.`,
  under_age: msg`You must be 18 or older to apply.`,
  not_unique: msg`There is already an account with this information.`,
  already_sent_in_last_minutes: msg`We sent you a code a moment ago. Wait a minute before asking for another one.`,
  request_count_by_day_exceed: msg`You asked for too many codes today. Try again tomorrow.`,
  // 'Not found' (404) of the phone code checks: no live code, as it expired, was used or ran out of tries.
  not_found: msg`This code no longer works: it expired, was already used or had too many wrong tries. Ask for a new one.`,
  invalid_token: msg`This link is no longer valid. Ask for a new one.`,
  incorrect_old_password: msg`The current password is not correct.`,
  code_wrong: msg`The code is not correct. Check it and try again.`,
  code_expired: msg`The code expired. Ask for a new one.`,
  code_for_other_terms: msg`This code was sent for other figures of your loan. Ask for a new one to sign these.`,
  code_attempts_exceeded: msg`Too many wrong codes. Log in again to receive a new one.`,
  // The form rules of src/domain/forms (RuleCode), and the ERP's codes they share.
  invalid_format: msg`Check the format of this field.`,
  invalid_choice: msg`Choose one of the options.`,
  future_date: msg`The date cannot be later than today.`,
  invalid_curp: msg`Write your CURP as it appears on your documents: 18 letters and digits.`,
  curp_check_digit: msg`The last digit of this CURP does not match the rest. Check it.`,
  curp_birth_date: msg`Your CURP does not match your birth date. Check both.`,
  not_repeated: msg`The passwords do not match.`,
  same_as_old: msg`Choose a password different from the current one.`,
  same_as_current: msg`This is already your e-mail.`,
  own_phone: msg`This is your own phone number. Write a different one.`,
  min_words: msg`Write the first name and the last name.`,
  contact_phone: msg`Write a phone of 8 to 15 digits: a landline or a mobile.`,
  // A person's name (src/domain/person-name.ts).
  name_characters: msg`Write the name with letters only: apostrophes ('), hyphens (-) and single spaces are allowed, but not digits, symbols or emoji.`,
  name_script: msg`Write the name with letters of the Latin, Greek or Cyrillic alphabet.`,
  invalid_work_phone: msg`Write the 10 digits of the phone, with its area code.`,
  invalid_income: msg`Write your monthly income in pesos, for example 15000 or $15,000.00, up to $999999.`,
  invalid_postal_code: msg`Write the 5-digit postal code.`,
  // Where an address's postal code, state, municipality and colonia disagree (src/domain/postal-code.ts).
  postal_code_state: msg`This postal code is not of the state you chose. Check both.`,
  postal_code_municipality: msg`This postal code is not of the municipality you chose. Check both.`,
  postal_code_colonia: msg`This colonia does not have the postal code you wrote. Check both.`,
  unknown_municipality: msg`The state you chose has no municipality of that name. Check how it is written.`,
  place_characters: msg`Write the name with letters: digits, dots, commas, apostrophes and hyphens are allowed, but not other symbols.`,
  code_length: msg`The code has 3 digits.`,
  card_length: msg`The card number has 16 digits.`,
  invalid_card: msg`This card number is not valid. Check it.`,
  card_expired: msg`This card has expired.`,
  // The ID step (src/domain/id-document.ts).
  document_expired: msg`This ID has expired: its expiry date is before today. Upload a valid ID and write its expiry date.`,
  invalid_national_identificator: msg`Write your CURP (18 characters) or your RFC (12 or 13), as printed on your documents.`,
  // The CLABE checks, with the ERP's codes (src/domain/clabe.ts): these codes are only used for a CLABE.
  invalid_length: msg`The CLABE has exactly 18 digits.`,
  invalid_characters: msg`The CLABE has digits only, no letters.`,
  invalid_checksum: msg`This CLABE is not valid: check each digit.`,
  invalid_bank_code: msg`The first 3 digits of the CLABE are not a bank's code.`,
  invalid_city_code: msg`Digits 4 to 6 of the CLABE are not a city (plaza) code.`,
  bank_not_enabled: msg`We cannot send your loan to this bank yet. Use an account at another bank or a debit card.`,
  // Uploaded files: the ERP's codes and the local freshness rule.
  upload_wrong_format: msg`This file is not a JPG, PNG or HEIC image. Choose a photo in one of those formats.`,
  payload_too_large: msg`The file is larger than 10 MB. Choose a smaller photo.`,
  stale_capture: msg`This photo was taken more than 2 minutes ago. Take a new photo of your ID now.`,
  hs_metric_failed: msg`We could not read your photo clearly. Take it again in good light, with the whole document in view.`,
}

/**
 * The ERP's codes that read differently at a person's name: its `invalid_characters` there is the
 * name rule of the forms (src/domain/person-name.ts), not the CLABE's digits-only rule. Screens
 * apply it at their name fields.
 */
export const AT_A_NAME: Readonly<Record<string, string>> = { invalid_characters: 'name_characters' }

/** The message for one rule code, or a general one for a code this product does not know yet. */
export function ruleMessage(i18n: I18n, rule: string): string {
  const known = RULES[rule]
  return known ? i18n._(known) : i18n._(msg`Check this field.`)
}

/**
 * Field errors by field name, from a problem's violations, for the fields a form has; `here`
 * reads some of the ERP's codes at a field as another code of this product.
 */
export function fieldErrors<F extends string>(
  i18n: I18n,
  problem: FormProblem | null,
  fields: readonly F[],
  here: Partial<Record<F, Readonly<Record<string, string>>>> = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const violation of problem?.violations ?? []) {
    const field = fields.find((name) => violation.name === name || violation.name.startsWith(`${name}.`))
    if (field && errors[field] === undefined)
      errors[field] = ruleMessage(i18n, here[field]?.[violation.status] ?? violation.status)
  }
  return errors
}

/** Minutes to wait, rounded up, for messages about limits. */
export function minutesToWait(seconds: number | undefined): number {
  return Math.max(1, Math.ceil((seconds ?? 60) / 60))
}

/** Problems every form shows the same way: no answer at all, and too many attempts. */
export function commonProblem(i18n: I18n, problem: FormProblem | null): string | null {
  if (!problem) return null
  if (problem.status === -1)
    return i18n._(msg`We could not reach Lana Clara. Check your connection and try again; what you wrote is still here.`)
  if (problem.status === 429 && problem.violations.length === 0) {
    const minutes = minutesToWait(problem.retryAfterSeconds)
    return i18n._(msg`Too many attempts. Try again in ${minutes} min.`)
  }
  return null
}
