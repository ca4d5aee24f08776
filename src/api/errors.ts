import type { Answer } from './answer'

/**
 * Form-facing helpers over a read answer. The statuses are the server's rule codes,
 * which the forms translate; the first violation of a field wins.
 */
export function fieldErrors(answer: Answer<unknown>): Record<string, string> {
  if (answer.ok) return {}
  const errors: Record<string, string> = {}
  for (const { name, status } of answer.violations) errors[name] ??= status
  return errors
}

/** Any status of 500 or above replaces the page with the full error page. */
export function isServerFailure(status: number): boolean {
  return status >= 500
}

/** A 401 or 403 logs the user out. */
export function isUnauthorized(status: number): boolean {
  return status === 401 || status === 403
}
