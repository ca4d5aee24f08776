/**
 * The bank list the product shows wherever a bank is chosen or named (spec part 7): the entries of
 * the `banks` classification whose value is in `banks_enabled`, in the order of `banks`. The ERP
 * answers the same list at GET /web/public/bank (server/reference/banks.ts) from this rule.
 */

/** One entry of a classification of banks: the three-digit CLABE bank code and the bank's name. */
export interface BankEntry {
  value: string
  title: string
}

export function bankListOf(banks: readonly BankEntry[], enabled: readonly { value: string }[]): BankEntry[] {
  const values = new Set(enabled.map((entry) => entry.value))
  return banks.filter((bank) => values.has(bank.value))
}
