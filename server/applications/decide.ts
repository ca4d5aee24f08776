/**
 * The decision engine (docs/API.md "Decisions"): pure and deterministic, so a test or a QA session
 * gets the same outcome from the same facts. Amounts are whole pesos.
 */

export type Outcome =
  'accepted' | 'rejected' | 'manual_verification' | 'yhat_increase' | 'yhat_decrease' | 'special_offer' | 'decision_error'

export interface DecisionFacts {
  /** Whole pesos asked for. */
  amount: number
  /** Age in whole years today; null when the birth date is unknown. */
  age: number | null
  /** Client status 3. */
  blacklisted: boolean
  /** Whole pesos a month, when the client has told us (client details); null when unknown. */
  monthlyIncome: number | null
  closedLoansCount: number
  /** Whole pesos the client may borrow now (profile availableLoanAmount). */
  available: number
  /** Smallest amount and step of the calculator (server/calculator-config.ts). */
  minAmount: number
  interval: number
}

export interface Decision {
  outcome: Outcome
  /** The amount an offer outcome proposes (increase, decrease, special offer); otherwise absent. */
  offeredAmount?: number
  /** Why, in a few words: kept on the application for the back office. */
  reason: string
}

/** Share of monthly income a loan may take (the affordability rule). */
export const MAX_INCOME_SHARE_PERCENT = 40

const MINIMUM_AGE = 18

/** Rounds down to the calculator step. */
export function roundDownTo(amount: number, interval: number): number {
  return interval > 0 ? Math.floor(amount / interval) * interval : Math.floor(amount)
}

/** The most a loan may be for this monthly income (whole pesos): 40% of it, rounded down to the step. */
export function affordableAmount(monthlyIncome: number, interval: number): number {
  return roundDownTo((monthlyIncome * MAX_INCOME_SHARE_PERCENT) / 100, interval)
}

/**
 * The rules, first match wins:
 * 1. under 18, or blacklisted → rejected;
 * 2. income known and the amount above 40% of it → yhat decrease to the largest amount within
 *    40% (rounded down to the step); rejected when even the smallest amount is above it;
 * 3. a repeated client (closed loans) asking less than available → yhat increase to available;
 * 4. income unknown on a first loan → manual verification;
 * 5. otherwise accepted.
 */
export function decide(facts: DecisionFacts): Decision {
  if (facts.age !== null && facts.age < MINIMUM_AGE) return { outcome: 'rejected', reason: 'under_age' }
  if (facts.blacklisted) return { outcome: 'rejected', reason: 'blacklisted' }

  if (facts.monthlyIncome !== null) {
    const affordable = affordableAmount(facts.monthlyIncome, facts.interval)
    if (facts.amount > affordable) {
      if (affordable < facts.minAmount) return { outcome: 'rejected', reason: 'income_too_low' }
      return { outcome: 'yhat_decrease', offeredAmount: affordable, reason: 'amount_above_income_share' }
    }
  }

  if (facts.closedLoansCount > 0 && facts.amount < facts.available) {
    const ceiling =
      facts.monthlyIncome === null
        ? facts.available
        : Math.min(facts.available, affordableAmount(facts.monthlyIncome, facts.interval))
    if (ceiling > facts.amount) return { outcome: 'yhat_increase', offeredAmount: ceiling, reason: 'good_history' }
  }

  if (facts.monthlyIncome === null && facts.closedLoansCount === 0)
    return { outcome: 'manual_verification', reason: 'income_unknown' }
  return { outcome: 'accepted', reason: 'within_rules' }
}

/**
 * The amount a steered offer proposes when QA gives none (docs/API.md "Decisions"): an increase
 * offers what is available (at least one step more), a decrease or special offer half the
 * desired amount, rounded down to the step, never below the minimum.
 */
export function defaultOfferedAmount(
  outcome: Outcome,
  desired: number,
  available: number,
  minAmount: number,
  interval: number,
): number | undefined {
  switch (outcome) {
    case 'yhat_increase':
      return Math.max(available, desired + interval)
    case 'yhat_decrease':
    case 'special_offer':
      return Math.max(minAmount, roundDownTo(desired / 2, interval))
    default:
      return undefined
  }
}
