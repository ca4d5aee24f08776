import type { CashPayout, CashPayoutChoice, CashProviderCode } from '../domain/cash-payout'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/**
 * The cash payout's calls: the accepted-in-cash stage's networks offered with the one chosen, and
 * the choice; My loan's new reference for one that expired uncollected.
 */
export function cashPayoutCalls(api: ApiClient) {
  return {
    /** GET application/{id}/cash-payout. */
    async choice(applicationId: number): Promise<CashPayoutChoice> {
      return unwrap(
        await settle(api.GET('/web/private/client/application/{id}/cash-payout', { params: { path: { id: applicationId } } })),
      )
    },
    /** PUT application/{id}/cash-payout: a network this deployment does not offer is 400 on `provider`. */
    async choose(applicationId: number, provider: CashProviderCode): Promise<CashPayoutChoice> {
      return unwrap(
        await settle(
          api.PUT('/web/private/client/application/{id}/cash-payout', {
            params: { path: { id: applicationId } },
            body: { provider },
          }),
        ),
      )
    },
    /** POST loan/{loanId}/cash-payout/reissue: a retry with the intent's key answers the first new reference. */
    async reissue(loanId: number, idempotencyKey: string): Promise<CashPayout> {
      const payout = unwrap(
        await settle(
          api.POST('/web/private/client/loan/{loanId}/cash-payout/reissue', {
            params: { path: { loanId }, header: { 'idempotency-key': idempotencyKey } },
          }),
        ),
      )
      // The contract's CashPayout is nullable where the loan carries it; this answer always has one.
      if (!payout) throw new Error('The new payout reference was answered empty')
      return payout
    },
  }
}
