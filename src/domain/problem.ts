/**
 * A refused or failed ERP call, as machines and forms read it: the status (-1 when no answer
 * came), the error code, the server's message, the field violations (flattened names, rule codes
 * of the forms) and, for limits, how long to wait.
 */
export interface Problem {
  status: number
  code?: string
  message?: string
  violations: { name: string; status: string; message?: string }[]
  /** A refusal of the journey (the call came before the flow allows it): the flow step the client stands at. */
  step?: string
  retryAfterSeconds?: number
}

/** The ERP's message for a blocked client, on login and on any private call. */
export const USER_BLOCKED = 'User is blocked.'

/** What an api actor rejected with: a Problem, or anything thrown (no answer at all). */
export function toProblem(error: unknown): Problem {
  if (error && typeof error === 'object' && 'status' in error && 'violations' in error) return error as Problem
  return { status: -1, violations: [] }
}

/** True when a problem names the rule code, at any field. */
export function hasRule(problem: Problem | null, rule: string): boolean {
  return problem?.code === rule || (problem?.violations.some((violation) => violation.status === rule) ?? false)
}

/**
 * The ERP's answers (428) when a form crossed an abuse threshold: solve the captcha and send again
 * (`captcha_required`), or the token sent did not pass (`captcha_invalid`).
 */
export const CAPTCHA_CODES = ['captcha_required', 'captcha_invalid'] as const

/** True when the ERP asks for a captcha before it looks at the form again. */
export function asksForCaptcha(problem: Problem | null): boolean {
  return problem !== null && (CAPTCHA_CODES as readonly (string | undefined)[]).includes(problem.code)
}
