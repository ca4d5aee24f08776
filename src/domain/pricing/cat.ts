/**
 * CAT, Costo Anual Total: the APR a Mexican lender must show (Banco de México, circular 21/2009,
 * "metodología de cálculo, fórmula, componentes y supuestos del CAT"). It is the annual rate i
 * that equates what the borrower receives with what the borrower pays, fees included and IVA
 * excluded:
 *
 *     Σ_j A_j / (1 + i)^(t_j)  =  Σ_k B_k / (1 + i)^(s_k)
 *
 * with A_j the disbursements, B_k the payments and t_j, s_k their times from the start in years
 * and fractions of a year.
 *
 * Time convention: a flow d days after the start is at d / 360 years (actual days over the
 * 360-day commercial year of Mexican credit practice; the circular asks for years and fractions
 * of a year, and this is the fraction the product adopts for terms counted in days). For a
 * single repayment B after d days of a principal P this gives the closed form
 * i = (B / P)^(360 / d) − 1; `annualRate` solves the general equation.
 */

export const DAYS_PER_YEAR = 360

/** One cash flow of the borrower: `amount` pesos received (positive) or paid (negative) `days` after the start. */
export interface CashFlow {
  days: number
  amount: number
}

/** Net present value of the flows at log-rate x = ln(1 + i), and its derivative in x. */
function presentValue(flows: readonly CashFlow[], x: number): { value: number; slope: number } {
  let value = 0
  let slope = 0
  for (const { days, amount } of flows) {
    const years = days / DAYS_PER_YEAR
    const discounted = amount * Math.exp(-x * years)
    value += discounted
    slope -= years * discounted
  }
  return { value, slope }
}

/**
 * The annual rate i (decimal: 0.5 is 50%) at which the flows' present value is zero.
 * Solved on x = ln(1 + i), where the present value of a loan (money in first, payments later)
 * is monotone: a bracket is found by widening, then Newton steps are taken while they stay
 * inside it and bisection otherwise, so it converges for any CAT from −99.99% to astronomical.
 * Throws RangeError when the flows have no rate of return (all of one sign, or no sign change
 * of the present value for |ln(1 + i)| up to 1024).
 */
export function annualRate(flows: readonly CashFlow[]): number {
  if (flows.length < 2) throw new RangeError('annualRate needs at least two cash flows')
  let lo = -1
  let hi = 1
  const sign = (x: number) => {
    const { value } = presentValue(flows, x)
    if (Number.isNaN(value)) throw new RangeError('annualRate: the cash flows have no rate of return')
    return Math.sign(value)
  }
  for (let widen = 0; sign(lo) === sign(hi); widen++) {
    if (widen >= 10) throw new RangeError('annualRate: the cash flows have no rate of return')
    lo *= 2
    hi *= 2
  }
  const rising = sign(hi) > 0
  let x = (lo + hi) / 2
  for (let step = 0; step < 200 && hi - lo > 1e-13; step++) {
    const { value, slope } = presentValue(flows, x)
    if (value === 0) break
    if (value > 0 === rising) hi = x
    else lo = x
    const newton = slope !== 0 ? x - value / slope : Number.NaN
    x = newton > lo && newton < hi ? newton : (lo + hi) / 2
  }
  return Math.expm1(x)
}

/** A rate as a percentage with one decimal, as the offer shows it: 73.3637 → 7336.4. */
export function toPercentOneDecimal(rate: number): number {
  return Math.round(rate * 1000) / 10
}

/**
 * The CAT in percent with one decimal of a single-repayment loan: `principal` received today,
 * `repayment` (principal, interest and fees, without IVA) paid after `days`.
 */
export function catOfSingleRepayment(principal: number, repayment: number, days: number): number {
  return toPercentOneDecimal(
    annualRate([
      { days: 0, amount: principal },
      { days, amount: -repayment },
    ]),
  )
}
