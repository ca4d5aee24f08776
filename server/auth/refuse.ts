import type { Context } from 'hono'
import type { Violation } from '../../api'
import { errorBody } from '../errors'

/** The 4xx statuses a handler answers in the error envelope. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 428 | 429

export interface RefusalOptions {
  code?: string
  violations?: Violation[]
  /** The flow step the client stands at, when the journey refuses the call. */
  step?: string
  /** Seconds until trying again makes sense: sent as Retry-After (429). */
  retryAfterSeconds?: number
}

/**
 * An error answer typed with its literal status, so a route handler may return it beside its
 * success (the contract's `default` response covers it).
 */
export function refuse<S extends RefusalStatus>(c: Context, status: S, message: string, options: RefusalOptions = {}) {
  const { retryAfterSeconds, ...rest } = options
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json(errorBody(message, rest), status)
}
