import type { Context, MiddlewareHandler } from 'hono'
import { refuse } from './auth/refuse'
import { clientIdOf } from './auth/session'
import { isUniqueViolation, stamp, stampBefore } from './db'
import type { Services } from './services'

/**
 * Idempotency-Key: a creating call retried with the key of its first send never
 * creates a second row. Applications, rollovers and payments keep the key on their own rows
 * (server/applications/lifecycle.ts, server/loans/). The other creating calls, listed here, are
 * answered from a record of their first answer instead: the same status and body, replayed.
 */

/** The Idempotency-Key header, trimmed; null when absent or blank. */
export function idempotencyKeyOf(c: Context): string | null {
  return c.req.header('Idempotency-Key')?.trim() || null
}

/** The client's creating calls whose first answer a retry gets back (server/app.ts mounts them). */
export const REPLAYED_CALLS = [
  '/web/private/client/referrals',
  '/web/private/client/client-document',
  '/web/private/client/document/upload',
  '/web/private/client/bank-statement/upload',
  '/web/private/client/additional/contact',
  '/web/private/client/veriff/session',
  '/web/private/client/direct-debit/debit-credit-card',
  '/web/private/client/loan/:loanId/cash-payout/reissue',
] as const

/** A first call still under way after this long died with its server (kill -9): its key is free again. */
export const ABANDONED_AFTER_MS = 60_000

/** Marks a retry's answer, as other APIs with idempotency keys do. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/**
 * Replays the first 2xx answer of a POST to a retry with the same key (same client, same call).
 * The first call reserves its key before it runs, so a retry racing it is told 409
 * `request_in_progress` rather than running twice; a first call that fails (not 2xx) frees its
 * key, as nothing was created.
 */
export function replayFirstAnswer(services: Services): MiddlewareHandler {
  const { db } = services
  return async (c, next) => {
    const key = idempotencyKeyOf(c)
    if (c.req.method !== 'POST' || !key) return next()
    const owner = { client_id: clientIdOf(c), route: `POST ${c.req.path}`, key }
    const find = () =>
      db
        .selectFrom('idempotent_answers')
        .selectAll()
        .where('client_id', '=', owner.client_id)
        .where('route', '=', owner.route)
        .where('key', '=', owner.key)
        .executeTakeFirst()
    const reserve = async () => {
      try {
        const row = await db
          .insertInto('idempotent_answers')
          .values({ ...owner, status: null, body: null, created_at: stamp(services.now()) })
          .returning('id')
          .executeTakeFirstOrThrow()
        return row.id
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    }

    let reserved = await reserve()
    if (reserved === null) {
      const first = await find()
      if (first && first.status !== null) {
        c.header(REPLAYED_HEADER, 'true')
        return c.body(first.body ?? '', first.status as 200, { 'Content-Type': 'application/json' })
      }
      // The first call's server died before it answered: the key is taken over.
      const abandoned = stampBefore(services.now(), ABANDONED_AFTER_MS)
      const freed = await db
        .deleteFrom('idempotent_answers')
        .where('status', 'is', null)
        .where('created_at', '<', abandoned)
        .where('client_id', '=', owner.client_id)
        .where('route', '=', owner.route)
        .where('key', '=', owner.key)
        .executeTakeFirst()
      if (Number(freed.numDeletedRows) === 1) reserved = await reserve()
      if (reserved === null) return refuse(c, 409, 'The same request is still under way.', { code: 'request_in_progress' })
    }

    await next()
    const { status } = c.res
    if (status >= 200 && status < 300) {
      await db
        .updateTable('idempotent_answers')
        .set({ status, body: await c.res.clone().text() })
        .where('id', '=', reserved)
        .execute()
    } else {
      await db.deleteFrom('idempotent_answers').where('id', '=', reserved).execute()
    }
  }
}
