import * as z from 'zod/mini'
import { normalizeName } from '../identifier'
import { notOwnPhone, personName, phoneField } from './fields'
import { maxLength, required, RuleCode, text, type Rule } from './rules'

/*
 * Registration step four, `/registration/reference` (the ERP's complete-step-four):
 * a relative to reach, by full name and phone.
 */

/** At least a first name and a last name: two words once spaces are tidied. */
export const twoWordsAtLeast: Rule<string> = (value) => (value.split(' ').length < 2 ? RuleCode.minWords : null)

/** The reference form; `ownPhone` is the client's mobile phone, which the relative's must not be. */
export function referenceSchema(ownPhone: string) {
  return z.object({
    fullName: text([required, twoWordsAtLeast, maxLength(120), personName], normalizeName),
    phone: phoneField(notOwnPhone(ownPhone)),
  })
}
