import { bankListOf, type BankEntry } from '../domain/bank-list'
import type { Locale } from '../domain/routes'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'

/** A bank the lender pays out to: its 3-digit CLABE code and name. */
export type Bank = BankEntry

/** What iban/validate says of a CLABE the ERP accepts: its bank. */
export interface ClabeCheck {
  bankCode: string
  bankName: string
}

/** What direct-debit/debit-credit-card takes (api/routes/account.ts DebitCardRequest). */
export interface DebitCardRequest {
  cardNumber: string
  expiryMonth: number
  expiryYear: number
  holder: string
}

/**
 * Where the loan is paid out: the bank list (the classifications `banks` and `banks_enabled`), the
 * ERP's check of a CLABE as it is typed, and saving a CLABE or a debit card.
 */
export function disbursementCalls(api: ApiClient) {
  const once = intentKeys()
  return {
    /** The bank list: the entries of `banks` whose value is in `banks_enabled` (src/domain/bank-list.ts). */
    async banks(locale: Locale): Promise<Bank[]> {
      const classification = async (name: 'banks' | 'banks_enabled') =>
        unwrap(await settle(api.GET('/web/public/classification', { params: { query: { group: 'clients', name, locale } } })))
      const [banks, enabled] = await Promise.all([classification('banks'), classification('banks_enabled')])
      return bankListOf(banks, enabled)
    },
    /** PUT iban/validate: the CLABE's bank when the ERP accepts it; its refusal is thrown (a violation on `iban`). */
    async validateClabe(iban: string, signal?: AbortSignal): Promise<ClabeCheck> {
      const { bankCode, bankName } = unwrap(
        await settle(api.PUT('/web/private/client/iban/validate', { body: { iban }, ...(signal ? { signal } : {}) })),
      )
      return { bankCode, bankName }
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
