import type { CashProvider } from '../cash-payout'

/** Where a borrower without a bank account collects the loan in cash: part of the product facts (./index.ts). */

/**
 * The cash payout networks this product ships with: Mexican networks that pay a payout order
 * in cash across the country against an official photo ID and the order's reference. Telecomm
 * (Telecomunicaciones de México) pays them at its branches; Banco Azteca at its branches, many
 * of them inside Elektra stores. The product specification lists cebuana, bdo and m_lhuillier,
 * which are Philippine networks where no borrower in Mexico can collect: the contract accepts
 * those codes (CASH_PROVIDER_CODES), but no deployment offers them. The ERP offers this list,
 * or the part of it ERP_CASH_PROVIDERS names (docs/ERP.md "Cash payout").
 */
export const SHIPPED_CASH_PROVIDERS: readonly CashProvider[] = [
  { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] },
  { code: 'banco_azteca', name: 'Banco Azteca', network: 'Banco Azteca', bring: ['official_id', 'reference'] },
]

/** Days a cash payout reference can be collected after it is issued (at signing). */
export const CASH_PAYOUT_VALID_DAYS = 7
