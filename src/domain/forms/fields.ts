import { isEmail, normalizeEmail, normalizeName, normalizePhone } from '../identifier'
import { passwordRule } from '../password'
import { nameProblem, type NameProblem } from '../person-name'
import { matches, maxLength, minLength, required, RuleCode, text, whenGiven, type Rule } from './rules'

/*
 * Fields more than one form has, each with its cleaning and its rules.
 */

/** Ten digits: the stored spelling of a Mexican phone (the phone mask's unmasked value). */
export const PHONE_DIGITS = /^\d{10}$/

/** A phone as typed or masked ('+52 (551) 234-5678', '55 1234 5678') as ten digits when it is one. */
export const cleanPhone = (value: string) => normalizePhone(value) ?? value.trim()

/** Not the client's own phone (compared as ten digits). */
export function notOwnPhone(ownPhone: string): Rule<string> {
  const own = normalizePhone(ownPhone)
  return (value) => (own !== null && value === own ? RuleCode.ownPhone : null)
}

/** A mobile phone: exactly ten digits; the output is the digits. Extra rules run after. */
export function phoneField(...more: Rule<string>[]) {
  return text([required, matches(PHONE_DIGITS, RuleCode.invalidPhone), ...more], cleanPhone)
}

/** The form's code for each failure of the shared name rule (`nameProblem`, src/domain/person-name.ts). */
const NAME_RULE_CODES: Readonly<Record<NameProblem, RuleCode>> = {
  characters: RuleCode.nameCharacters,
  script: RuleCode.nameScript,
}

/** The name rule of the forms and the ERP: letters, apostrophes, hyphens, single spaces. */
export const personName: Rule<string> = (value) => {
  const problem = nameProblem(value)
  return problem ? NAME_RULE_CODES[problem] : null
}

/** A person's name: in NFC, trimmed and with single spaces; at least 2 characters, at most `max`, letters. */
export function nameField(max = 50) {
  return text([required, minLength(2), maxLength(max), personName], normalizeName)
}

/** A name that may be left empty; when given, at least 2 characters of letters. */
export function optionalNameField(max = 50) {
  return text([whenGiven(minLength(2), maxLength(max), personName)], normalizeName)
}

/** An e-mail: trimmed, lower-cased, of the form name@domain.tld; extra rules run after. */
export function emailField(...more: Rule<string>[]) {
  return text([required, (value) => (isEmail(value) ? null : RuleCode.invalidMail), ...more], normalizeEmail)
}

/** A new password: 4 to 24 characters, the ERP's rule (src/domain/password.ts); not trimmed, spaces count. */
export function passwordField() {
  return text([passwordRule], (value) => value)
}
