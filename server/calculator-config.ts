import type { CalculatorConfig } from '../api'
import { AMOUNT_LIMITS } from '../src/domain/facts'

/**
 * The calculator limits the ERP serves, from the product facts' amount limits (whole pesos):
 * repeated clients may borrow up to the overall maximum, new ones up to the first-loan ceiling.
 */
export const calculatorConfig: CalculatorConfig = {
  amountLimits: {
    minMainLoan: AMOUNT_LIMITS.minMainLoan,
    amountTo: AMOUNT_LIMITS.amountTo,
    minAdditionLoan: AMOUNT_LIMITS.minAdditionLoan,
    interval: AMOUNT_LIMITS.interval,
  },
  initialStates: {
    new: { minAmount: AMOUNT_LIMITS.minMainLoan, maxAmount: AMOUNT_LIMITS.firstLoanMax },
    repeated: { minAmount: AMOUNT_LIMITS.minMainLoan, maxAmount: AMOUNT_LIMITS.amountTo },
  },
}
