import * as z from 'zod/mini'
import { normalizeName } from '../identifier'
import { addressMismatch } from '../postal-code'
import { crossCheck, matches, maxLength, minLength, required, RuleCode, text, whenGiven, type Rule } from './rules'

/*
 * Registration step two, `/registration/address` (the ERP's complete-step-two). The
 * region and city are ids of the geography lists (dependent selects); district and ward may be
 * left empty. Whether an id belongs to its parent is the ERP's to say (`invalid_choice`). Where
 * SEPOMEX's catalogue does not know the postal code, the municipality and the colonia are typed
 * instead (`municipality`, `colonia`), and the ERP finds the municipality by its name.
 * The postal code must be of the state chosen (src/domain/postal-code.ts); its municipality and
 * colonia the ERP checks against the catalogue.
 */

export const POSTAL_CODE = /^\d{5}$/

/**
 * A municipality's name as INEGI writes them: a letter first, then letters (with their accents),
 * single spaces, and the dots, commas, apostrophes, hyphens and digits of names such as 'Gustavo A.
 * Madero', 'Heroica Villa Tezoatlán de Segura y Luna, Cuna de la Independencia de Oaxaca' or 'San
 * Juan Mixtepec -Dto. 08 -'.
 */
const PLACE_NAME = /^\p{L}[\p{L}\p{M}\p{Nd}.,'’-]*(?: [\p{L}\p{M}\p{Nd}.,'’-]+)*$/u

export const placeName: Rule<string> = (value) => (PLACE_NAME.test(value) ? null : RuleCode.placeCharacters)

/** A free-text part of the address: trimmed, single spaces. */
const addressText = (...rules: Parameters<typeof text>[0]) => text(rules, normalizeName)

export const addressSchema = z
  .object({
    regionId: text([required]),
    /** The municipality's id; empty when it is typed (`municipality`). */
    cityId: text([]),
    /** Typed where the postal code is not in the catalogue (then there is no `cityId`). */
    municipality: z.optional(addressText(whenGiven(minLength(2), maxLength(60), placeName))),
    /** Typed where the colonia is not chosen from the catalogue's. */
    colonia: z.optional(addressText(whenGiven(minLength(2), maxLength(60)))),
    districtId: z.optional(text([])),
    wardId: z.optional(text([])),
    street: addressText(required, minLength(2), maxLength(120)),
    exteriorNumber: addressText(required, maxLength(20)),
    interiorNumber: z.optional(addressText(whenGiven(maxLength(20)))),
    postalCode: text([required, matches(POSTAL_CODE, RuleCode.invalidPostalCode)]),
  })
  .check(
    // A municipality is chosen from the list or, for a postal code the catalogue lacks, typed.
    crossCheck((values) =>
      values.cityId === '' && (values.municipality ?? '') === ''
        ? { path: [values.municipality === undefined ? 'cityId' : 'municipality'], code: RuleCode.required }
        : null,
    ),
    crossCheck((values) => {
      const mismatch = addressMismatch({ ...values, districtId: values.districtId ?? '' }, null)
      return mismatch ? { path: [mismatch.field], code: mismatch.code } : null
    }),
  )
