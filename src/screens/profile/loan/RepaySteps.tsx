import { Trans } from '@lingui/react/macro'
import type { LoanEvent } from '../../../../machines/loan.machine'
import { isOverdue, type Loan, type RepaymentMethods } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { Button } from '../../../ui'
import { CardConsent } from './CardConsent'
import { CashPayment } from './CashSlip'
import { Busy } from './ExtendSteps'
import { Spei } from './SpeiSteps'
import { BackToLoan, PaymentCheck, ProblemBanner, StepHeading } from './StepParts'
import type { LoanView } from './view'

export type RepayStage =
  'choosing' | 'card' | 'charging' | 'cardFailed' | 'loadingSpei' | 'speiFailed' | 'spei' | 'issuingCash' | 'cashFailed' | 'cash'

interface RepayStepsProps {
  stage: RepayStage
  view: LoanView
  loan: Loan
  methods: RepaymentMethods
  printHref: string | null
  send: (event: LoanEvent) => void
}

const METHOD_OF: Record<RepayStage, 'card' | 'spei' | 'cash' | null> = {
  choosing: null,
  card: 'card',
  charging: 'card',
  cardFailed: 'card',
  loadingSpei: 'spei',
  speiFailed: 'spei',
  spei: 'spei',
  issuingCash: 'cash',
  cashFailed: 'cash',
  cash: 'cash',
}

/** The ways to repay; the one chosen is marked, and any other can be picked at any time. */
function Methods({ stage, methods, send }: Pick<RepayStepsProps, 'stage' | 'methods' | 'send'>) {
  const canCharge = methods.methods.includes('card') && methods.cardLastFour !== null
  const busy = stage === 'charging' || stage === 'issuingCash' || stage === 'loadingSpei'
  const current = METHOD_OF[stage]
  const lastFour = methods.cardLastFour
  return (
    <div className="loan-methods" role="group" aria-labelledby="loan-step-title">
      {canCharge && (
        <Button
          variant={current === 'card' ? 'primary' : 'secondary'}
          aria-pressed={current === 'card'}
          isDisabled={busy}
          onPress={() => send({ type: 'repay.card' })}
        >
          <Trans>Debit card ending in {lastFour}</Trans>
        </Button>
      )}
      <Button
        variant={current === 'spei' ? 'primary' : 'secondary'}
        aria-pressed={current === 'spei'}
        isDisabled={busy}
        onPress={() => send({ type: 'repay.spei' })}
      >
        <Trans>SPEI bank transfer</Trans>
      </Button>
      <Button
        variant={current === 'cash' ? 'primary' : 'secondary'}
        aria-pressed={current === 'cash'}
        isDisabled={busy}
        onPress={() => send({ type: 'repay.cash' })}
      >
        <Trans>Cash at a store</Trans>
      </Button>
    </div>
  )
}

/** The card charge under a direct-debit consent for this payment. */
function CardCharge({ stage, view, loan, methods, send }: Omit<RepayStepsProps, 'printHref'>) {
  const amount = formatMoney(loan.settleToday.amount)
  const lastFour = methods.cardLastFour
  return (
    <CardConsent
      consent={
        <Trans>
          I authorise Lana Clara to charge {amount} to my debit card ending in {lastFour} (direct debit) to repay my loan.
        </Trans>
      }
      submitLabel={<Trans>Pay {amount} now</Trans>}
      busy={stage === 'charging'}
      problem={stage === 'cardFailed' ? view.problem : null}
      onConfirm={() => send({ type: 'card.confirm' })}
    />
  )
}

/** What of today's amount is late interest: it is the same figure the summary shows. */
function LateNote({ loan }: { loan: Loan }) {
  const late = formatMoney(loan.late.interest + loan.late.fee + loan.late.vat)
  return (
    <p data-testid="repay-late-note">
      <Trans>It includes {late} of late interest and IVA.</Trans>
    </p>
  )
}

/** The repayment: card charge, SPEI transfer or cash reference. */
export function RepaySteps({ stage, view, loan, methods, printHref, send }: RepayStepsProps) {
  const amount = formatMoney(loan.settleToday.amount)
  return (
    <section className="loan-step" aria-labelledby="loan-step-title">
      <StepHeading step="repay">
        <Trans>Repay {amount}</Trans>
      </StepHeading>
      <p>
        <Trans>Choose how you pay. You repay the whole amount you owe today.</Trans>
      </p>
      {isOverdue(loan) && <LateNote loan={loan} />}
      <Methods stage={stage} methods={methods} send={send} />
      {(stage === 'card' || stage === 'charging' || stage === 'cardFailed') && (
        <CardCharge stage={stage} view={view} loan={loan} methods={methods} send={send} />
      )}
      {(stage === 'loadingSpei' || stage === 'issuingCash') && <Busy />}
      {(stage === 'speiFailed' || stage === 'cashFailed') && <ProblemBanner problem={view.problem} />}
      {stage === 'spei' && view.spei && (
        <>
          <Spei spei={view.spei} />
          <PaymentCheck view={view} printHref={null} send={send} />
        </>
      )}
      {stage === 'cash' && view.cash && <CashPayment slip={view.cash} view={view} printHref={printHref} send={send} />}
      <BackToLoan send={send} isDisabled={stage === 'charging' || stage === 'issuingCash'} />
    </section>
  )
}
