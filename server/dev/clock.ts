import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { answerError } from '../errors'

/**
 * A clock a test moves for its own calls only (ERP_DEV_CLOCK=1, dev tools on): a call that names
 * `X-Dev-Clock-Offset: <seconds>` is served as if that many seconds had passed, for every rule
 * that reads the time (tokens, codes, windows, payouts). The offset is the call's, not the server's,
 * so tests that run side by side on one server each keep their own time.
 */
export const DEV_CLOCK_HEADER = 'X-Dev-Clock-Offset'

/** At most a day ahead: enough for any window a test crosses. */
const MAX_OFFSET_SECONDS = 86_400

const offsets = new AsyncLocalStorage<number>()

/** `base`, moved by the offset of the call being served (none outside a call, or without the header). */
export function devClock(base: () => Date): () => Date {
  return () => new Date(base().getTime() + (offsets.getStore() ?? 0))
}

/** Serves a call at the offset its header names; a header that is not whole seconds from 0 to a day is refused. */
export function devClockOffset(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.header(DEV_CLOCK_HEADER)
    if (raw === undefined) return next()
    const seconds = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN
    if (!(seconds <= MAX_OFFSET_SECONDS)) {
      const message = `${DEV_CLOCK_HEADER} must be whole seconds from 0 to ${MAX_OFFSET_SECONDS}.`
      const violations = [{ propertyPath: DEV_CLOCK_HEADER, status: 'invalid_format', message }]
      return answerError(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
    }
    await offsets.run(seconds * 1000, next)
  }
}
