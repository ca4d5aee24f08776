import * as z from 'zod/mini'
import { promoCodeRule } from '../calculator'
import { curpProblem, type CurpProblem } from '../curp'
import { fromScreenDate, fromWireDate, toWireDate } from '../dates'
import { normalizeCurp } from '../identifier'
import { emailField, nameField, optionalNameField, passwordField, phoneField } from './fields'
import { crossCheck, firstBroken, minLength, required, RuleCode, text, ticked, type Rule } from './rules'

/*
 * Registration step one, `/registration`: who the applicant is, how to reach them,
 * their password, CURP and birth date, and the consents a Mexican lender needs. The output is
 * what the sign-up call takes: e-mail in lower case, the phone as ten digits, the CURP in capitals,
 * the birth date as yyyy-mm-dd.
 */

/** Mexican law: only adults borrow. */
export const MINIMUM_AGE = 18

export const CURP_LENGTH = 18

/**
 * A birth date as its mask writes it (dd/mm/yyyy) or as the ERP sends it (yyyy-mm-dd), in the
 * ERP's spelling; anything else is left as typed (and then refused as `invalid_date`).
 */
export function cleanBirthDate(value: string): string {
  const typed = value.trim()
  const date = fromWireDate(typed) ?? fromScreenDate(typed)
  return date ? toWireDate(date) : typed
}

/** Whole years from `birth` to `today`, by calendar date: the birthday itself counts. */
export function ageOn(birth: Date, today: Date): number {
  const hadBirthday =
    today.getMonth() > birth.getMonth() || (today.getMonth() === birth.getMonth() && today.getDate() >= birth.getDate())
  return today.getFullYear() - birth.getFullYear() - (hadBirthday ? 0 : 1)
}

/** Birth date rules on the cleaned value: a real date, not after `today`, 18 years ago at least. */
export function birthDateRules(today: Date): Rule<string>[] {
  const todayText = toWireDate(today)
  return [
    required,
    (value) => (fromWireDate(value) ? null : RuleCode.invalidDate),
    (value) => (value > todayText ? RuleCode.futureDate : null),
    (value) => (ageOn(fromWireDate(value)!, today) < MINIMUM_AGE ? RuleCode.underAge : null),
  ]
}

/** The form's code for each failure of the shared CURP rule (`curpProblem`, src/domain/curp.ts). */
export const CURP_RULE_CODES: Readonly<Record<CurpProblem, RuleCode>> = {
  pattern: RuleCode.invalidCurp,
  check_digit: RuleCode.curpCheckDigit,
  birth_date: RuleCode.curpBirthDate,
}

/**
 * CURP rules on the cleaned value: 18 characters at least, then the shared rule without the birth
 * date (the pattern, then the check digit RENAPO's algorithm gives for the first 17 characters).
 */
export const CURP_RULES: readonly Rule<string>[] = [
  required,
  minLength(CURP_LENGTH),
  (value) => {
    const problem = curpProblem(value)
    return problem ? CURP_RULE_CODES[problem] : null
  },
]

/** The CURP field: trimmed and in capitals. */
export const curpField = () => text(CURP_RULES, normalizeCurp)

/** The birth date field; the output is yyyy-mm-dd. */
export const birthDateField = (today: Date) => text(birthDateRules(today), cleanBirthDate)

/** The promo code the calculator carried, if any: 2 to 64 characters when given. */
export const promoCodeField = () => z.optional(text([promoCodeRule]))

/** The details form of `/registration`; `today` is the applicant's calendar date (age and birth date rules). */
export function detailsSchema(today: Date) {
  return z
    .object({
      firstName: nameField(),
      middleName: z.optional(optionalNameField()),
      lastNames: nameField(100),
      email: emailField(),
      mobilePhone: z.object({ number: phoneField() }, RuleCode.required),
      password: passwordField(),
      repeatPassword: text([required], (value) => value),
      curp: curpField(),
      birthDate: birthDateField(today),
      consents: z.object(
        {
          privacy: ticked(),
          terms: ticked(),
          creditBureau: ticked(),
          marketing: z.optional(z.boolean()),
        },
        RuleCode.required,
      ),
      promoCode: promoCodeField(),
    })
    .check(
      crossCheck(({ password, repeatPassword }) =>
        repeatPassword !== '' && repeatPassword !== password ? { path: ['repeatPassword'], code: RuleCode.notRepeated } : null,
      ),
      crossCheck(({ curp, birthDate }) => {
        // Only two valid values can disagree; a broken one already has its own message.
        if (firstBroken(curp, CURP_RULES) || firstBroken(birthDate, birthDateRules(today))) return null
        const problem = curpProblem(curp, birthDate)
        return problem ? { path: ['curp'], code: CURP_RULE_CODES[problem] } : null
      }),
    )
}
