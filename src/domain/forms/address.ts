import * as z from 'zod/mini'
import { normalizeName } from '../identifier'
import { matches, maxLength, minLength, required, RuleCode, text, whenGiven } from './rules'

/*
 * Registration step two, `/registration/address` (the ERP's complete-step-two). The
 * region and city are ids of the geography lists (dependent selects); district and ward may be
 * left empty. Whether an id belongs to its parent is the ERP's to say (`invalid_choice`).
 */

export const POSTAL_CODE = /^\d{5}$/

/** A free-text part of the address: trimmed, single spaces. */
const addressText = (...rules: Parameters<typeof text>[0]) => text(rules, normalizeName)

export const addressSchema = z.object({
  regionId: text([required]),
  cityId: text([required]),
  districtId: z.optional(text([])),
  wardId: z.optional(text([])),
  street: addressText(required, minLength(2), maxLength(120)),
  exteriorNumber: addressText(required, maxLength(20)),
  interiorNumber: z.optional(addressText(whenGiven(maxLength(20)))),
  postalCode: text([required, matches(POSTAL_CODE, RuleCode.invalidPostalCode)]),
})
