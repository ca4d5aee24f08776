import * as z from 'zod/mini'
import { curpProblem, isCurp } from '../curp'
import { normalizeCurp } from '../identifier'
import { cleanExpiryDate, expiryProblem, RFC_PATTERN } from '../id-document'
import { CURP_RULE_CODES } from './details'
import { required, RuleCode, text, type Rule } from './rules'

/*
 * The data of the identity document on the ID step (the ERP's PUT save/nationalIdentificator):
 * the CURP or RFC printed on it, and its expiry date, typed dd/mm/aaaa and sent yyyy-mm-dd.
 */

/** A CURP by the sign-up's rule (pattern and check digit), or an RFC. */
const identifierRule: Rule<string> = (value) => {
  if (isCurp(value)) {
    const problem = curpProblem(value)
    return problem ? CURP_RULE_CODES[problem] : null
  }
  return RFC_PATTERN.test(value) ? null : RuleCode.invalidNationalIdentificator
}

/** The expiry date's shared rule (src/domain/id-document.ts) as the form's rule codes. */
const expiryRule =
  (today: Date): Rule<string> =>
  (value) => {
    const problem = expiryProblem(value, today)
    return problem === 'document_expired' ? RuleCode.documentExpired : problem === 'invalid_date' ? RuleCode.invalidDate : null
  }

/** The ID's data; `today` is the client's calendar date (the expiry may not be before it). */
export function idDocumentSchema(today: Date) {
  return z.object({
    nationalIdentificator: text([required, identifierRule], normalizeCurp),
    idDocumentExpiry: text([required, expiryRule(today)], cleanExpiryDate),
  })
}
