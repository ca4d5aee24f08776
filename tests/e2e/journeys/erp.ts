import type { components } from '../../../api/schema'
import { APPLICATION_STATUS } from '../../../src/domain/application-status'

/** An outcome the back office may set (PUT back-office/application/{id}/decision, docs/API.md "Decisions"). */
export type Outcome = components['schemas']['DecisionOutcome']

/**
 * Each outcome of docs/API.md "Decisions": the status it leaves, and the e-mail tag (`name+tag@…`) that
 * makes the reference ERP decide a new application so.
 */
export const OUTCOMES: Readonly<Record<Outcome, { status: number; tag: string }>> = {
  accepted: { status: APPLICATION_STATUS.accepted, tag: 'accept' },
  rejected: { status: APPLICATION_STATUS.rejected, tag: 'reject' },
  manual_verification: { status: APPLICATION_STATUS.manualVerification, tag: 'manual' },
  yhat_increase: { status: APPLICATION_STATUS.yhatIncrease, tag: 'increase' },
  yhat_decrease: { status: APPLICATION_STATUS.yhatDecrease, tag: 'decrease' },
  special_offer: { status: APPLICATION_STATUS.specialOffer, tag: 'special' },
  decision_error: { status: APPLICATION_STATUS.decisionError, tag: 'error' },
}

/** The outcome that leaves a status, or null when no decision does (1, 2, 4, 5, 7, 23). */
export function outcomeOf(status: number): Outcome | null {
  const found = (Object.keys(OUTCOMES) as Outcome[]).find((outcome) => OUTCOMES[outcome].status === status)
  return found ?? null
}

/** Statuses a client may apply again after: none open (docs/API.md "Decisions": any but 4, 5, 6, 23 is open). */
export const isOpen = (status: number | null) =>
  status !== null &&
  !(
    [
      APPLICATION_STATUS.completed,
      APPLICATION_STATUS.canceled,
      APPLICATION_STATUS.rejected,
      APPLICATION_STATUS.terminated,
    ] as number[]
  ).includes(status)
