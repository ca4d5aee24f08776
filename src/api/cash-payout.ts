import type { CashPayoutChoice, CashProviderCode } from '../domain/cash-payout'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** The accepted-in-cash stage's calls: the networks offered with the one chosen, and the choice. */
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
  }
}
