import type { Violation } from '../../api'
import { curpProblem, type CurpProblem } from '../../src/domain/curp'
import { Rule, violation } from './forms'

/** The CURP rules are shared with the front end's forms: they live in src/domain. */
export * from '../../src/domain/curp'

/** The ERP's words for each failure of the shared CURP rule; the status is always `invalid_identifier`. */
export const CURP_MESSAGES: Readonly<Record<CurpProblem, string>> = {
  pattern: 'Not a CURP: 4 letters, 6 digits, 6 letters, a letter or digit and a digit.',
  check_digit: "The CURP's last character is not its check digit: one of its characters is wrong.",
  birth_date: 'The CURP does not match the birth date.',
}

/**
 * The violation at `path` for a CURP (trimmed and in capitals) that breaks the shared rule, with
 * the birth date (yyyy-mm-dd) it must spell when one is known; null when it holds. The front
 * end's form applies the same rule (src/domain/forms/details.ts) with its own codes.
 */
export function curpViolation(path: string, curp: string, birthDate?: string | null): Violation | null {
  const problem = curpProblem(curp, birthDate)
  return problem ? violation(path, Rule.invalidIdentifier, CURP_MESSAGES[problem]) : null
}
