import type { Context } from 'hono'
import type { Services } from '../services'
import { clientAddress, limitKeyOf } from './client-address'
import { checkLimit, countHits, recordHit, type Limit, type LimitCheck } from './rate-limit'

function addressKey(services: Services, c: Context): string {
  return `ip:${limitKeyOf(clientAddress(c, services.trustProxy))}`
}

/**
 * A per-address budget for public calls that cost the server work (a PDF, a provider check):
 * counts this call against `bucket` when it is within `limit`, otherwise tells when to retry.
 */
export async function takeAddressSlot(services: Services, c: Context, bucket: string, limit: Limit): Promise<LimitCheck> {
  const key = addressKey(services, c)
  const now = services.now()
  const check = await checkLimit(services.db, bucket, key, limit, now)
  if (check.allowed) await recordHit(services.db, bucket, key, now)
  return check
}

/**
 * A per-address budget that only some answers spend: `check` whether the address is within
 * `limit`, and `spend` one unit when this call turned out to count (a lookup that found nothing).
 */
export function addressBudget(services: Services, c: Context, bucket: string, limit: Limit) {
  const key = addressKey(services, c)
  return {
    check: (): Promise<LimitCheck> => checkLimit(services.db, bucket, key, limit, services.now()),
    spend: (): Promise<void> => recordHit(services.db, bucket, key, services.now()),
  }
}

/**
 * The budget of lookups that tell whether someone is a client or a promo code exists, so neither
 * can be enumerated: per address (services.limits.lookupPerAddress) and, for a signed-in client,
 * per client too (lookupPerClient). `check` before answering, `spend` when the answer counts; a
 * spent budget answers 429 to every lookup of its kind, whatever it would have said. Each distinct
 * `item` (the value looked up) spends once per window: a person who asks again about the same
 * e-mail, or whose calculator sends the same mistyped promo code with every move of the slider,
 * spends one unit, while walking through a list spends one per entry.
 */
export function lookupBudget(services: Services, c: Context, bucket: string, clientId: number | undefined) {
  const { limits, db } = services
  const counters: [string, Limit][] = [[addressKey(services, c), limits.lookupPerAddress]]
  if (clientId !== undefined) counters.push([`client:${clientId}`, limits.lookupPerClient])
  return {
    async check(): Promise<LimitCheck> {
      for (const [key, limit] of counters) {
        const check = await checkLimit(db, bucket, key, limit, services.now())
        if (!check.allowed) return check
      }
      return { allowed: true }
    },
    async spend(item: string): Promise<void> {
      const now = services.now()
      const seenBucket = `${bucket}:seen`
      for (const [key, limit] of counters) {
        const seenKey = `${key}|${item.trim().toLowerCase()}`
        if ((await countHits(db, seenBucket, seenKey, limit.windowMs, now)) > 0) continue
        await recordHit(db, seenBucket, seenKey, now)
        await recordHit(db, bucket, key, now)
      }
    },
  }
}
