import { clabeCheckDigit } from '../../src/domain/clabe'

/** STP (bank code 646), Mexico City plaza (180): where payment CLABEs of an STP client live. */
const STP_BANK_AND_PLAZA = '646180'
/** Lana Clara's four-digit STP client prefix (simulated). */
const COMPANY_PREFIX = '2481'

/**
 * The CLABE a client pays the loan to by SPEI: one per loan, so the
 * transfer is matched to the loan without reading the concept. 646 + 180 + prefix + the loan id
 * on 7 digits + the check digit of src/domain/clabe.ts (weights 3, 7, 1).
 */
export function paymentClabe(loanId: number): string {
  const first17 = `${STP_BANK_AND_PLAZA}${COMPANY_PREFIX}${String(loanId % 10_000_000).padStart(7, '0')}`
  return `${first17}${clabeCheckDigit(first17)}`
}
