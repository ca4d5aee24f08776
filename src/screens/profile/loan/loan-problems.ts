import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { hasRule, type Problem } from '../../../domain/problem'
import { commonProblem } from '../../forms/problems'

/** A refusal of a loan call in the client's words (codes of api/routes/loans.ts). */
export function loanProblemText(i18n: I18n, problem: Problem | null): string | null {
  if (!problem) return null
  const common = commonProblem(i18n, problem)
  if (common) return common
  if (hasRule(problem, 'no_card')) return i18n._(msg`You have no debit card registered. Pay by SPEI transfer or in cash.`)
  if (hasRule(problem, 'no_direct_debit_consent')) return i18n._(msg`Authorise the charge to your card and try again.`)
  if (hasRule(problem, 'no_unpaid_rollover'))
    return i18n._(msg`There is no extension fee left to pay. Go back to your loan to see it.`)
  if (hasRule(problem, 'amount_above_outstanding'))
    return i18n._(msg`The amount is above what you owe. Go back to your loan to see it.`)
  if (hasRule(problem, 'invalid_choice')) return i18n._(msg`This extension is no longer on offer. Choose another one.`)
  if (hasRule(problem, 'no_active_loan')) return i18n._(msg`You no longer have an active loan.`)
  return i18n._(msg`Something went wrong on our side. Please try again.`)
}
