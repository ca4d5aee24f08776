import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'

/** A bank the lender pays out to: its 3-digit CLABE code and name. */
export interface Bank {
  value: string
  title: string
}

/** What direct-debit/debit-credit-card takes (api/routes/account.ts DebitCardRequest). */
export interface DebitCardRequest {
  cardNumber: string
  expiryMonth: number
  expiryYear: number
  holder: string
}

/**
 * Where the loan is paid out: the bank whitelist (GET /web/public/bank,
 * the entries of `banks` whose value is in `banks_enabled`), a CLABE or a debit card.
 */
export function disbursementCalls(api: ApiClient) {
  const once = intentKeys()
  return {
    async banks(): Promise<Bank[]> {
      return unwrap(await settle(api.GET('/web/public/bank')))
    },
    async saveClabe(accountNumber: string): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/bank/saveAccountNumber', { body: { accountNumber } })))
    },
    /** Saved once per intent (its Idempotency-Key), however often it is sent. */
    async saveCard(body: DebitCardRequest): Promise<unknown> {
      return unwrap(
        await once(body, (key) =>
          settle(
            api.POST('/web/private/client/direct-debit/debit-credit-card', {
              params: { header: { 'idempotency-key': key } },
              body,
            }),
          ),
        ),
      )
    },
  }
}
