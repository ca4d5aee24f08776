import type { Problem } from '../problem'

/*
 * Local refusals in the shape of the ERP's (src/domain/problem.ts): a field name with the path
 * joined by dots (`mobilePhone.number`, as the ERP's property paths flatten) and the rule code as
 * the status, so a screen shows its own checks and the server's the same way.
 */

export type FieldIssue = Problem['violations'][number]

/** The part of a zod `safeParse` result read here (zod and zod/mini results alike). */
export type ParseResult =
  { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

/** Every issue of a failed parse as a field violation; none when it succeeded. */
export function fieldIssues(result: ParseResult): FieldIssue[] {
  if (result.success) return []
  return result.error.issues.map((issue) => ({ name: issue.path.map(String).join('.'), status: issue.message }))
}

/** A failed parse as the Problem a refused form call gives (400 `validation_failed`), or null when it succeeded. */
export function localProblem(result: ParseResult): Problem | null {
  const violations = fieldIssues(result)
  return violations.length === 0 ? null : { status: 400, code: 'validation_failed', violations }
}
