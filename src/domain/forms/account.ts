import * as z from 'zod/mini'
import { normalizeEmail } from '../identifier'
import { passwordRule } from '../password'
import { emailField, notOwnPhone, passwordField, phoneField } from './fields'
import { crossCheck, matches, maxLength, minLength, required, RuleCode, text, type Rule } from './rules'

/*
 * The account forms of the profile: change of e-mail, of
 * password, of phone, and an alternative phone.
 */

/** The new e-mail form; `currentEmail` is the client's, which the new one must differ from. */
export function changeEmailSchema(currentEmail: string) {
  const current = normalizeEmail(currentEmail)
  const differs: Rule<string> = (value) => (value === current ? RuleCode.sameAsCurrent : null)
  return z.object({ email: emailField(differs) })
}

const asTyped = (value: string) => value

/**
 * The change of password: the old one, a new one of 4 to 24 characters that differs from it
 * (`same_as_old`, checked once the new one is otherwise valid, as the ERP does), and the new one
 * repeated (`not_repeated`).
 */
export const changePasswordSchema = z
  .object({
    oldPassword: text([required], asTyped),
    newPassword: passwordField(),
    repeatPassword: text([required], asTyped),
  })
  .check(
    crossCheck(({ oldPassword, newPassword }) =>
      oldPassword !== '' && passwordRule(newPassword) === null && newPassword === oldPassword
        ? { path: ['newPassword'], code: RuleCode.sameAsOld }
        : null,
    ),
    crossCheck(({ newPassword, repeatPassword }) =>
      repeatPassword !== '' && repeatPassword !== newPassword ? { path: ['repeatPassword'], code: RuleCode.notRepeated } : null,
    ),
  )

/** The new phone form; `ownPhone` is the client's current phone, which the new one must differ from. */
export function changePhoneSchema(ownPhone: string) {
  return z.object({ mobilePhone: z.object({ number: phoneField(notOwnPhone(ownPhone)) }, RuleCode.required) })
}

/** An alternative phone, landlines included: 8 to 15 digits once spaces, brackets, + and dashes go. */
export const ALTERNATIVE_PHONE_RULES: readonly Rule<string>[] = [
  required,
  matches(/^\d+$/, RuleCode.invalidPhone),
  minLength(8),
  maxLength(15),
]

export const additionalContactSchema = z.object({
  phone: text(ALTERNATIVE_PHONE_RULES, (value) => value.replace(/[\s()+-]/g, '')),
})
