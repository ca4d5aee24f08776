import type { Context } from 'hono'
import type { Services } from '../services'
import { clientAddress } from './client-address'
import { checkLimit, recordHit, type Limit, type LimitCheck } from './rate-limit'

/**
 * A per-address budget for public calls that cost the server work (a PDF, a provider check):
 * counts this call against `bucket` when it is within `limit`, otherwise tells when to retry.
 */
export async function takeAddressSlot(services: Services, c: Context, bucket: string, limit: Limit): Promise<LimitCheck> {
  const key = `ip:${clientAddress(c, services.trustProxy)}`
  const now = services.now()
  const check = await checkLimit(services.db, bucket, key, limit, now)
  if (check.allowed) await recordHit(services.db, bucket, key, now)
  return check
}
