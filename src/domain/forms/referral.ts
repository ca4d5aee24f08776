import * as z from 'zod/mini'
import { isEmail, normalizeEmail } from '../identifier'
import { cleanPhone, nameField, notOwnPhone, PHONE_DIGITS } from './fields'
import { crossCheck, matches, RuleCode, text, whenGiven, type Rule } from './rules'

/*
 * A referral (with the form rules for phone and e-mail): a friend's name
 * and a phone or an e-mail to reach them, neither of them the client's own. Empty contacts go out
 * as null.
 */

/** The client's own contacts, which a friend's must not be. */
export interface OwnContacts {
  phone: string
  email: string
}

function notOwnEmail(ownEmail: string): Rule<string> {
  const own = normalizeEmail(ownEmail)
  return (value) => (own !== '' && value === own ? RuleCode.sameAsCurrent : null)
}

/** The referral form: `phone` (ten digits) or `email`, or both; with neither, `required` on the phone, as the ERP says. */
export function referralSchema(own: OwnContacts) {
  return z
    .object({
      name: nameField(100),
      phone: text([whenGiven(matches(PHONE_DIGITS, RuleCode.invalidPhone), notOwnPhone(own.phone))], cleanPhone),
      email: text([whenGiven((value) => (isEmail(value) ? null : RuleCode.invalidMail), notOwnEmail(own.email))], normalizeEmail),
    })
    .check(
      crossCheck(({ phone, email }) =>
        phone.trim() === '' && email.trim() === '' ? { path: ['phone'], code: RuleCode.required } : null,
      ),
    )
}

export type ReferralValues = z.output<ReturnType<typeof referralSchema>>

/** The body of POST/PATCH referrals from the form's checked values: an empty contact is null. */
export function referralBody(values: ReferralValues): { name: string; phone: string | null; email: string | null } {
  return { name: values.name, phone: values.phone === '' ? null : values.phone, email: values.email === '' ? null : values.email }
}
