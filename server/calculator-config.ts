import type { CalculatorConfig } from '../api'

/**
 * The calculator limits the ERP serves; the values are the ERP's own choice.
 * Whole pesos. Repeated clients may borrow up to the overall maximum, new ones up to 5000.
 */
export const calculatorConfig: CalculatorConfig = {
  amountLimits: { minMainLoan: 1000, amountTo: 10000, minAdditionLoan: 500, interval: 100 },
  initialStates: {
    new: { minAmount: 1000, maxAmount: 5000 },
    repeated: { minAmount: 1000, maxAmount: 10000 },
  },
}
