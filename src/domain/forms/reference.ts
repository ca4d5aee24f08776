import * as z from 'zod/mini'
import { checkContactPhone } from '../contact-phone'
import { normalizeName } from '../identifier'
import { notOwnPhone, personName, phoneField } from './fields'
import { maxLength, required, RuleCode, text, type Rule } from './rules'

/*
 * Registration step four, `/registration/reference` (the ERP's complete-step-four):
 * a relative to reach, by full name and phone; and, if the client gives one, another phone of
 * her own where she can be reached (the ERP's additional/contact).
 */

/** At least a first name and a last name: two words once spaces are tidied. */
export const twoWordsAtLeast: Rule<string> = (value) => (value.split(' ').length < 2 ? RuleCode.minWords : null)

/**
 * The alternative phone, optional: empty, or 8 to 15 digits in any notation (the rule of
 * additional/contact); the output is its digits, '' when none was given.
 */
export const alternativePhone: Rule<string> = (value) => {
  if (value === '') return null
  const checked = checkContactPhone(value)
  return checked.ok ? null : RuleCode.contactPhone
}

const digitsOf = (value: string) => {
  const checked = checkContactPhone(value)
  return checked.ok ? checked.digits : value.trim()
}

/** The reference form; `ownPhone` is the client's mobile phone, which the relative's must not be. */
export function referenceSchema(ownPhone: string) {
  return z.object({
    fullName: text([required, twoWordsAtLeast, maxLength(120), personName], normalizeName),
    phone: phoneField(notOwnPhone(ownPhone)),
    alternativePhone: z.optional(text([alternativePhone], digitsOf)),
  })
}
