import { useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import type { Problem } from '../../../domain/problem'
import { Button, Checkbox } from '../../../ui'
import { ProblemBanner, useTick } from './StepParts'

interface CardConsentProps {
  /** The direct-debit authorisation of this charge: amount and card. */
  consent: ReactNode
  submitLabel: ReactNode
  busy: boolean
  problem: Problem | null
  onConfirm: () => void
  /** More ways to go on, beside the charge. */
  children?: ReactNode
}

/** A card charge: the client ticks the direct-debit authorisation of this charge, then confirms it. */
export function CardConsent({ consent, submitLabel, busy, problem, onConfirm, children }: CardConsentProps) {
  const { t } = useLingui()
  const tick = useTick()
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!busy && tick.demand()) onConfirm()
  }
  return (
    <form onSubmit={submit} noValidate className="loan-step__form">
      <ProblemBanner problem={problem} />
      <Checkbox
        isSelected={tick.accepted}
        onChange={tick.change}
        isInvalid={tick.missing}
        errorMessage={t`Tick the box to authorise the charge.`}
      >
        {consent}
      </Checkbox>
      <div className="loan-actions">
        <Button type="submit" isPending={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  )
}
