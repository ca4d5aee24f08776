import type { SequenceType } from './prices'

/** What may be borrowed, and for how long: part of the product facts (./index.ts). */

/**
 * The amount limits in whole pesos, the ERP's calculator config (`GET .../calculator/config`):
 * first loans from `minMainLoan` to the new-client ceiling, repeated ones up to `amountTo`,
 * additional loans (beside an active one) from `minAdditionLoan`. Amounts are multiples of
 * `interval`.
 */
export const AMOUNT_LIMITS = {
  minMainLoan: 1000,
  amountTo: 10000,
  minAdditionLoan: 500,
  interval: 100,
  firstLoanMax: 5000,
} as const

function amountRanges(limits: typeof AMOUNT_LIMITS): Readonly<Record<SequenceType, { min: number; max: number }>> {
  return {
    first: { min: limits.minMainLoan, max: limits.firstLoanMax },
    repeated: { min: limits.minMainLoan, max: limits.amountTo },
    additional: { min: limits.minAdditionLoan, max: limits.amountTo },
  }
}

/**
 * The amount range of each kind of loan, in whole pesos. A pure call rather than an object of
 * reads: the bundler drops it whole from the pages that never state a range (the home page's
 * start-up budget), where it keeps reads it cannot prove harmless.
 */
export const AMOUNT_RANGES = /* @__PURE__ */ amountRanges(AMOUNT_LIMITS)

/**
 * The term rule (src/domain/pay-dates.ts applies it): a loan is due on the borrower's first pay
 * date at least `minDays` after today. The longest term that rule gives is a monthly pay day
 * just missed: `minDays` − 1 days to it, then the longest month, so `maxDays`. A test of the pay
 * dates holds every due date inside these bounds.
 */
export const TERM_DAYS = { min: 7, max: 37 } as const
