import type { Hook } from '@hono/zod-openapi'
import type { Context, Env } from 'hono'
import type { Violation } from '../../api'
import { refuse } from '../auth/refuse'
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPaths } from '../control-characters'

/** The form rule codes the front end translates (and the few more this ERP needs), used as a violation's status. */
export const Rule = {
  required: 'required',
  minLength: 'min_length',
  maxLength: 'max_length',
  invalidMail: 'invalid_mail',
  invalidPhone: 'invalid_phone',
  invalidDate: 'invalid_date',
  underAge: 'under_age',
  invalidIdentifier: 'invalid_identifier',
  notUnique: 'not_unique',
  alreadySent: 'already_sent_in_last_minutes',
  dayLimit: 'request_count_by_day_exceed',
  invalidToken: 'invalid_token',
  /** A one-time code (back-office MFA) that is not right; the message tells the tries left. */
  codeWrong: 'code_wrong',
  /** The latest code's time has passed: ask for a new one. */
  codeExpired: 'code_expired',
  /** An agreement's code sent for other figures (another amount, or the loan repriced another day). */
  codeForOtherTerms: 'code_for_other_terms',
  /** Too many wrong guesses: the code is dead, even the right one no longer passes. */
  codeAttemptsExceeded: 'code_attempts_exceeded',
  /** A character the field cannot hold (a control character, NUL among them). */
  invalidCharacters: 'invalid_characters',
} as const

export type Rule = (typeof Rule)[keyof typeof Rule]

/**
 * A field path in the Symfony form notation the real ERP answers with, which the front end
 * flattens (src/api/answer.ts): ['mobilePhone', 'number'] → `children[mobilePhone].children[number].data`.
 */
export function formPath(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String)
  return parts.length === 0 ? 'data' : `${parts.map((part) => `children[${part}]`).join('.')}.data`
}

export function violation(path: string, status: Rule, message?: string): Violation {
  return { propertyPath: formPath(path), status, ...(message ? { message } : {}) }
}

/** The 400 answer for broken form rules. */
export function refuseForm(c: Context, violations: Violation[]) {
  return refuse(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
}

type HookResult = Parameters<Hook<unknown, Env, string, unknown>>[0]

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  )
}

/**
 * The validation hook of form routes: like the default one (server/errors.ts), but a missing
 * field reads `required` and a length breach `min_length`/`max_length`, in form notation, so a
 * form shows the same rule codes whether the contract or the service refused the value. Text
 * with a control character is `invalid_characters` on its field, as there.
 */
async function answerFormViolations(result: HookResult, c: Context): Promise<Response | undefined> {
  if (result.success) {
    const paths = controlCharacterPaths(result.data)
    if (paths.length === 0) return undefined
    return refuseForm(
      c,
      paths.map((path) => ({
        propertyPath: formPath(path),
        status: Rule.invalidCharacters,
        message: CONTROL_CHARACTERS_MESSAGE,
      })),
    )
  }
  // The validator already read the body; Hono keeps it, so this reads the cached text.
  const body: unknown = result.target === 'json' ? await c.req.json().catch(() => undefined) : undefined
  const violations = result.error.issues.map((issue) => {
    const value = valueAt(body, issue.path)
    const status =
      value === undefined || value === null
        ? Rule.required
        : issue.code === 'too_small'
          ? Rule.minLength
          : issue.code === 'too_big'
            ? Rule.maxLength
            : issue.code
    // zod's own text for a missing field speaks of types; a form wants to hear "required".
    const message = status === Rule.required ? 'This value is required.' : issue.message
    return { propertyPath: formPath(issue.path), status, message }
  })
  return refuseForm(c, violations)
}

/**
 * Pass as the third argument of app.openapi() on form routes. Typed `never` on purpose: a hook's
 * type is tied to one route's inputs and answers, and app.openapi() would infer the route's
 * input types from it; `never` leaves that inference to the route. Its only answer, a 400 in
 * the error envelope, is in every form route's contract.
 */
export const formHook = answerFormViolations as never
