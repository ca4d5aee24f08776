import type { Outcome } from './decide'

/**
 * Test data that forces a decision (decisions must be steerable for QA; docs/API.md
 * "Decisions" lists the recipe). Checked before the engine; the back-office endpoint
 * `PUT /web/private/back-office/application/{id}/decision` overrides any of them afterwards.
 */

/** `qa+reject@example.mx`: the tag after `+` in the e-mail's local part. */
const EMAIL_TAGS: Readonly<Record<string, Outcome>> = {
  accept: 'accepted',
  reject: 'rejected',
  manual: 'manual_verification',
  increase: 'yhat_increase',
  decrease: 'yhat_decrease',
  special: 'special_offer',
  error: 'decision_error',
}

/**
 * Amounts typed in the calculator: 1 100 to 1 700 pesos pick an outcome by their hundreds digit.
 * Only this one band is reserved, so every other amount goes through the engine.
 */
const AMOUNT_MARKERS: Readonly<Record<number, Outcome>> = {
  1100: 'rejected',
  1200: 'manual_verification',
  1300: 'yhat_increase',
  1400: 'yhat_decrease',
  1500: 'special_offer',
  1600: 'decision_error',
  1700: 'accepted',
}

export interface Steering {
  outcome: Outcome
  reason: string
}

export function steeringByEmail(email: string): Steering | null {
  const local = email.split('@')[0] ?? ''
  const plus = local.indexOf('+')
  if (plus < 0) return null
  const tag = local.slice(plus + 1).toLowerCase()
  const outcome = EMAIL_TAGS[tag]
  return outcome ? { outcome, reason: `qa_email_tag:${tag}` } : null
}

export function steeringByAmount(amount: number): Steering | null {
  const outcome = AMOUNT_MARKERS[amount]
  return outcome ? { outcome, reason: `qa_amount_marker:${amount}` } : null
}

/** The e-mail tag wins over the amount marker; null lets the engine decide. */
export function steeringOf(email: string, amount: number): Steering | null {
  return steeringByEmail(email) ?? steeringByAmount(amount)
}
