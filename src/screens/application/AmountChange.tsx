import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { hasRule, type Problem } from '../../domain/problem'
import { Banner } from '../../ui'
import './application.css'

export interface AmountChangeProps {
  /** The compact calculator, editing the application. */
  children: ReactNode
  /** The new amount is on its way to the application. */
  updating: boolean
  /** Why the last change was refused, if it was. */
  problem: Problem | null
}

/** The calculator's submit label while it edits an open application. */
export function ChangeAmountLabel() {
  return <Trans>Change the amount</Trans>
}

function useChangeMessage(problem: Problem | null): string | null {
  const { i18n } = useLingui()
  if (problem === null) return null
  if (problem.status === -1) return i18n._(msg`We got no answer. Check your connection and try again.`)
  if (hasRule(problem, 'application_not_editable')) return i18n._(msg`Your application can no longer be changed.`)
  if (problem.violations.length > 0) return i18n._(msg`Choose an amount within the limits of the calculator.`)
  return i18n._(msg`We could not change the amount. Try again in a moment.`)
}

/**
 * An accepted application's amount, changed before the agreement is signed: the ERP reviews the
 * application again with it, and the page shows the answer.
 */
export function AmountChange({ children, updating, problem }: AmountChangeProps) {
  const titleId = useId()
  const message = useChangeMessage(problem)
  return (
    <section className="application-card" aria-labelledby={titleId} aria-busy={updating || undefined}>
      <h2 id={titleId}>
        <Trans>Need a different amount?</Trans>
      </h2>
      <p>
        <Trans>You can change it until you sign the agreement. We review your application again with the new amount.</Trans>
      </p>
      {children}
      {message && <Banner tone="error" title={message} />}
    </section>
  )
}
