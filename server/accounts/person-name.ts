import type { Violation } from '../../api'
import { nameProblem, type NameProblem } from '../../src/domain/person-name'
import { Rule, violation } from './forms'

/** The person-name rule is shared with the front end's forms: it lives in src/domain. */
export * from '../../src/domain/person-name'

/** The ERP's words for each failure of the shared name rule; the status is always `invalid_characters`. */
export const NAME_MESSAGES: Readonly<Record<NameProblem, string>> = {
  characters:
    'A name has letters, apostrophes, hyphens and single spaces only: no digits, symbols, emoji, control or invisible characters.',
  script: 'The name has letters the documents cannot print: write it in the Latin, Greek or Cyrillic alphabet.',
}

/**
 * The violation at `path` for a person's name (as `normalizeName` stores it) that breaks the
 * shared rule; null when it holds. The front end's forms apply the same rule
 * (src/domain/forms/fields.ts) with their own codes.
 */
export function nameViolation(path: string, name: string): Violation | null {
  const problem = nameProblem(name)
  return problem ? violation(path, Rule.invalidCharacters, NAME_MESSAGES[problem]) : null
}

/**
 * A first, middle or last name as sign-up and the details step take it: 2 characters at least,
 * then the shared rule. An empty name is the caller's to judge (required, or left out).
 */
export function givenNameViolation(path: string, name: string): Violation | null {
  return name.length < 2 ? violation(path, Rule.minLength) : nameViolation(path, name)
}
