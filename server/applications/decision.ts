import type { Kysely } from 'kysely'
import type { ApplicationStatus, ClientRow, Database } from '../db'
import { ageOn } from '../accounts/birth-date'
import { availableLoanAmount } from '../accounts/profile'
import { calculatorConfig } from '../calculator-config'
import { decide, defaultOfferedAmount, type Decision, type Outcome } from './decide'
import { steeringOf } from './steering'
import { monthlyIncomeOf, STATUS } from './store'

/** The application status each outcome leaves. */
export const OUTCOME_STATUS: Readonly<Record<Outcome, ApplicationStatus>> = {
  accepted: STATUS.accepted,
  rejected: STATUS.rejected,
  manual_verification: STATUS.manualVerification,
  yhat_increase: STATUS.yhatIncrease,
  yhat_decrease: STATUS.yhatDecrease,
  special_offer: STATUS.specialOffer,
  decision_error: STATUS.decisionError,
}

/** A steered outcome with its offered amount filled in (docs/API.md "Decisions"). */
export function steeredDecision(outcome: Outcome, desired: number, available: number, reason: string, amount?: number): Decision {
  const { minMainLoan, interval } = calculatorConfig.amountLimits
  const offeredAmount = amount ?? defaultOfferedAmount(outcome, desired, available, minMainLoan, interval)
  return { outcome, reason, ...(offeredAmount === undefined ? {} : { offeredAmount }) }
}

/**
 * Decides a desired amount (whole pesos) for this client: the engine; where dev tools are on,
 * QA's test data (an e-mail tag, an amount marker) first. Without dev tools no e-mail or amount
 * steers anything: every application of production goes through the engine.
 */
export async function decisionFor(
  services: { db: Kysely<Database>; devTools: boolean },
  client: ClientRow,
  amount: number,
  today: string,
): Promise<Decision> {
  const { db } = services
  const available = availableLoanAmount(client)
  const steering = services.devTools ? steeringOf(client.email, amount) : null
  if (steering) return steeredDecision(steering.outcome, amount, available, steering.reason)
  const age = client.birth_date ? ageOn(client.birth_date, today) : null
  return decide({
    amount,
    age: age === null || Number.isNaN(age) ? null : age,
    blacklisted: client.status === 3,
    monthlyIncome: await monthlyIncomeOf(db, client.id),
    closedLoansCount: client.closed_loans_count,
    available,
    minAmount: calculatorConfig.amountLimits.minMainLoan,
    interval: calculatorConfig.amountLimits.interval,
  })
}

/** The columns a decision sets (offered amounts in cents; the offer keeps the application's term). */
export function decisionColumns(decision: Decision, termDays: number, at: string) {
  const offered = decision.offeredAmount
  return {
    status: OUTCOME_STATUS[decision.outcome],
    offered_amount: offered === undefined ? null : offered * 100,
    offered_term_days: offered === undefined ? null : termDays,
    decision_reason: decision.reason,
    decided_at: at,
    updated_at: at,
  }
}
