import type { Context } from 'hono'
import type { Services } from '../services'
import { clientAddress } from './client-address'
import { checkLimit, recordHit, type Limit, type LimitCheck } from './rate-limit'

function addressKey(services: Services, c: Context): string {
  return `ip:${clientAddress(c, services.trustProxy)}`
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
