import type { Violation } from '../../api'
import { Rule, violation } from './forms'

/** Spec part 5: at least 4 characters; the input mask allows up to 24. */
export const PASSWORD_MIN = 4
export const PASSWORD_MAX = 24

export function passwordViolations(path: string, password: string): Violation[] {
  if (password === '') return [violation(path, Rule.required)]
  if (password.length < PASSWORD_MIN) return [violation(path, Rule.minLength)]
  if (password.length > PASSWORD_MAX) return [violation(path, Rule.maxLength)]
  return []
}
