import type { Violation } from '../../api'
import { passwordRule } from '../../src/domain/password'
import { violation } from './forms'

/** The password rules (src/domain/password.ts) as violations at a field path. */
export function passwordViolations(path: string, password: string): Violation[] {
  const rule = passwordRule(password)
  return rule ? [violation(path, rule)] : []
}
