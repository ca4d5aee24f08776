import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { LoanEvent } from '../../../../machines/loan.machine'
import type { Problem } from '../../../domain/problem'
import { Banner, Button, Link } from '../../../ui'
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

/** A refused or failed call of a step, in the client's words, where the step shows it. */
export function ProblemBanner({ problem }: { problem: Problem | null }) {
  const { i18n } = useLingui()
  const text = loanProblemText(i18n, problem)
  return text ? (
    <Banner tone="error">
      <p>{text}</p>
    </Banner>
  ) : null
}

/** Leaves the step for the loan (kept disabled while the step waits for the ERP). */
export function BackToLoan({ send, isDisabled }: { send: (event: LoanEvent) => void; isDisabled: boolean }) {
  return (
    <div className="loan-actions">
      <Button variant="secondary" onPress={() => send({ type: 'step.cancel' })} isDisabled={isDisabled}>
        <Trans>Back to my loan</Trans>
      </Button>
    </div>
  )
}

/** A box the client must tick before going on (a signature, a consent): `demand` says so when it is not. */
export function useTick() {
  const [accepted, setAccepted] = useState(false)
  const [missing, setMissing] = useState(false)
  return {
    accepted,
    missing,
    change: (value: boolean) => {
      setAccepted(value)
      setMissing(false)
    },
    demand: (): boolean => {
      if (!accepted) setMissing(true)
      return accepted
    },
  }
}
