import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import type { LoanEvent } from '../../../../machines/loan.machine'
import { Button, Link } from '../../../ui'
import { loanProblemText } from './loan-problems'
import type { LoanView } from './view'

/** A step's heading; it takes the focus when the step appears, so keyboard and reader users land on it. */
export function StepHeading({ step, children }: { step: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [step])
  return (
    <h2 id="loan-step-title" ref={ref} tabIndex={-1} className="loan-step__title">
      {children}
    </h2>
  )
}

/** A pending payment: "I already paid" asks the ERP now; the page also asks every 10 seconds. */
export function PaymentCheck({
  view,
  printHref,
  send,
}: {
  view: LoanView
  printHref: string | null
  send: (event: LoanEvent) => void
}) {
  const { i18n } = useLingui()
  const failed = view.problem ? loanProblemText(i18n, view.problem) : null
  return (
    <div className="loan-check">
      <p role="status" className="loan-check__status">
        {view.checking ? (
          <Trans>Checking your payment…</Trans>
        ) : failed ? (
          <Trans>We could not check your payment just now; we will try again in a few seconds.</Trans>
        ) : (
          <Trans>Once you pay, this page shows it within minutes. It checks every 10 seconds.</Trans>
        )}
      </p>
      <div className="loan-actions">
        <Button variant="secondary" onPress={() => send({ type: 'payment.check' })} isPending={view.checking}>
          <Trans>I already paid</Trans>
        </Button>
        {printHref && (
          <Link variant="button-secondary" href={printHref}>
            <Trans>Printable payment slip</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}
