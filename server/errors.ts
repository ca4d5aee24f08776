import type { Hook } from '@hono/zod-openapi'
import type { Context, ErrorHandler, Env } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, Violation } from '../api'
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPaths } from './control-characters'
import { isUnstorableText } from './db/errors'
import type { Log } from './log'

/** The error envelope (api/envelope.ts); the message also sits on top, for readers of `message` only. */
export function errorBody(message: string, options: { code?: string; violations?: Violation[]; step?: string } = {}): ErrorBody {
  const { code, violations, step } = options
  return {
    data: {
      error: {
        ...(code ? { code } : {}),
        details: { message, ...(violations ? { violations } : {}), ...(step ? { step } : {}) },
      },
    },
    message,
  }
}

export function answerError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  options?: Parameters<typeof errorBody>[1],
) {
  return c.json(errorBody(message, options), status)
}

/**
 * A body limit's refusal (hono/body-limit `onError`): 413 before the body is read, so the
 * connection cannot carry another request (Node drops the unread rest and closes it); it says
 * so, or a client reusing it loses its next request ('other side closed').
 */
export function bodyTooLarge(message: string) {
  return (c: Context) => {
    c.header('Connection', 'close')
    return answerError(c, 413, message, { code: 'payload_too_large' })
  }
}

/**
 * Contract validation failures: 400, one violation per broken field, the path joined by dots.
 * Valid input is refused too when some text in it holds a control character
 * (server/control-characters.ts): `invalid_characters` on each such field.
 */
export const validationHook: Hook<unknown, Env, string, Response | undefined> = (result, c) => {
  if (result.success) {
    const paths = controlCharacterPaths(result.data)
    if (paths.length === 0) return undefined
    const violations = paths.map((path) => ({
      propertyPath: path.map(String).join('.'),
      status: 'invalid_characters',
      message: CONTROL_CHARACTERS_MESSAGE,
    }))
    return answerError(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
  }
  const violations = result.error.issues.map((issue) => ({
    propertyPath: issue.path.map(String).join('.'),
    status: issue.code,
    message: issue.message,
  }))
  return answerError(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
}

export function notFound(c: Context) {
  return answerError(c, 404, 'Not found.', { code: 'not_found' })
}

/** Thrown HTTP errors keep their status; anything else is a 500 whose details stay in the log. */
export function onError(log: Log): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return answerError(c, error.status, error.message || 'The request failed.')
    }
    if (isUnstorableText(error)) {
      const violations = [
        {
          propertyPath: '',
          status: 'invalid_characters',
          message: 'The text holds a character that cannot be stored (a NUL byte).',
        },
      ]
      return answerError(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
    }
    log({ level: 'error', message: error.message, stack: error.stack, method: c.req.method, path: c.req.path })
    return answerError(c, 500, 'Internal server error.', { code: 'internal_error' })
  }
}
