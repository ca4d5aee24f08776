import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'

export type Referral = components['schemas']['Referral']
export type ReferralStatus = components['schemas']['ReferralStatus']
/** Why a friend's sign-up does not count: set when the status is 'not_counted'. */
export type ReferralNotCountedReason = NonNullable<Referral['reason']>

/** A referral as the form sends it: a name and a phone (ten digits) or an e-mail, or both. */
export interface ReferralInput {
  name: string
  phone: string | null
  email: string | null
}

/** The referral calls: GET and POST referrals, PATCH referrals/{id}. */
export function referralCalls(api: ApiClient) {
  const once = intentKeys()
  return {
    async list(): Promise<Referral[]> {
      return unwrap(await settle(api.GET('/web/private/client/referrals')))
    },
    /** One referral per intent, however often it is sent (its Idempotency-Key). */
    async create(body: ReferralInput): Promise<Referral> {
      return unwrap(
        await once(body, (key) =>
          settle(api.POST('/web/private/client/referrals', { params: { header: { 'idempotency-key': key } }, body })),
        ),
      )
    },
    /** Only a pending referral may change (409 `referral_not_pending` otherwise). */
    async update(id: number, body: ReferralInput): Promise<Referral> {
      return unwrap(await settle(api.PATCH('/web/private/client/referrals/{id}', { params: { path: { id: String(id) } }, body })))
    },
  }
}
