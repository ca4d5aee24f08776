import { clabe } from 'clabe-validator'
import { bankBrand } from '../../src/domain/bank-names'
import { bankListOf, type BankEntry } from '../../src/domain/bank-list'

export type { BankEntry }

function code(bankCode: number | string): string {
  return String(bankCode).padStart(3, '0')
}

/**
 * Every institution of the CLABE bank table (Banxico's SPEI participants, as kept by the
 * clabe-validator package), by code. The placeholder code 999 ('N/A') is not an institution and is
 * left out, here and in the CLABE validator (src/domain/clabe.ts). Titled by the one name per bank
 * the whole product shows (src/domain/bank-names.ts); proper nouns, the same in every locale.
 */
export const BANKS: readonly BankEntry[] = Object.entries(clabe.banksMap)
  .filter(([, bank]) => bank.tag && bank.tag !== 'N/A' && bank.name)
  .map(([bankCode, bank]) => ({ value: code(bankCode), title: bankBrand(code(bankCode), bank.name ?? '') }))
  .sort((a, b) => a.value.localeCompare(b.value))

/**
 * The banks this lender disburses loans to (the `banks_enabled` classification): Mexico's large
 * retail banks and the SPEI-connected fintech accounts most clients hold. Every code is in BANKS
 * (tests/server/reference.test.ts checks it), and each has its brand in src/domain/bank-names.ts.
 */
export const ENABLED_BANK_CODES: readonly string[] = [
  '002',
  '012',
  '014',
  '021',
  '030',
  '036',
  '044',
  '058',
  '062',
  '072',
  '127',
  '130',
  '137',
  '166',
  '167',
  '638',
  '646',
  '661',
  '722',
  '728',
]

const enabled = new Set(ENABLED_BANK_CODES)

/** The `banks_enabled` classification: the enabled codes, titled as in BANKS. */
export const ENABLED_BANKS: readonly BankEntry[] = BANKS.filter((bank) => enabled.has(bank.value))

/** The bank list (items with a value field): the shared rule of src/domain/bank-list.ts over the two classifications. */
export function bankList(): readonly BankEntry[] {
  return bankListOf(BANKS, ENABLED_BANKS)
}
