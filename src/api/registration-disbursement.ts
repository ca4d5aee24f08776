import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

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
 * Where the loan is paid out (spec part 7 "Banking"): the bank whitelist (GET /web/public/bank,
 * the entries of `banks` whose value is in `banks_enabled`), a CLABE or a debit card.
 */
export function disbursementCalls(api: ApiClient) {
  return {
    async banks(): Promise<Bank[]> {
      return unwrap(await settle(api.GET('/web/public/bank')))
    },
    async saveClabe(accountNumber: string): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/bank/saveAccountNumber', { body: { accountNumber } })))
    },
    async saveCard(body: DebitCardRequest): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/direct-debit/debit-credit-card', { body })))
    },
  }
}
