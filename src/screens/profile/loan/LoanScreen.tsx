import { Plural, Trans } from '@lingui/react/macro'
import type { LoanEvent } from '../../../../machines/loan.machine'
import { isOverdue, unpaidRollover, type Loan } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { asLocale } from '../../../domain/routes'
import { Banner, Button, Link } from '../../../ui'
import { LoadState } from '../../flow/LoadState'
import { ExtendSteps, type ExtendStage } from './ExtendSteps'
import { LoanDocuments } from './LoanDocuments'
import { LoanSummary, RolloversTable, ScheduleTable } from './LoanFacts'
import { LoanProofs, type LoanFilesView } from './LoanProofs'
import { CashPayoutCard } from './CashPayoutCard'
import { PayoutProgress } from './PayoutProgress'
import { RepaySteps, type RepayStage } from './RepaySteps'
import type { LoanView } from './view'
import '../../flow/flow.css'
import './loan.css'

/**
 * An overdue loan, first on the page: how late it is, that it grows each day, and the way to pay
 * all of it today.
 */
function OverdueBanner({ loan, send }: { loan: Loan; send: (event: LoanEvent) => void }) {
  const amount = formatMoney(loan.settleToday.amount)
  const nextDay = formatMoney(loan.late.nextDay)
  const days = loan.late.days
  return (
    <Banner
      tone="error"
      title={<Plural value={days} one="Your loan is # day overdue" other="Your loan is # days overdue" />}
      actions={
        <Button onPress={() => send({ type: 'repay.start' })}>
          <Trans>Pay {amount} now</Trans>
        </Button>
      }
    >
      <p data-testid="loan-overdue">
        {loan.late.nextDay > 0 ? (
          <Trans>
            You owe {amount} today, late interest and IVA included. Each day adds {nextDay} until you pay; paying today closes
            your loan.
          </Trans>
        ) : (
          <Trans>You owe {amount} today, late interest and IVA included; paying today closes your loan.</Trans>
        )}
      </p>
    </Banner>
  )
}

export interface LoanScreenProps {
  locale: string
  view: LoanView
  agreementHref: string | null
  /** The printable slip of the cash reference on screen, if any. */
  printHref: string | null
  /** The loan's carátula and agreement as signed, and the evidence file, downloadable at any time. */
  files: LoanFilesView
  send: (event: LoanEvent) => void
}

/**
 * `/profile/my-loan`: what is owed and by when, the schedule and the extensions so far; extending
 * (roll over) and repaying happen in steps on the same page, under the loan's figures.
 */
export function LoanScreen({ locale, view, agreementHref, printHref, files, send }: LoanScreenProps) {
  const reading = view.reading
  const heading = (
    <h1 id="page-title">
      <Trans>My loan</Trans>
    </h1>
  )
  if (view.phase === 'paid') {
    return (
      <section className="loan-screen" aria-labelledby="page-title">
        {heading}
        <Banner tone="success" title={<Trans>Your loan is paid</Trans>}>
          <p data-testid="loan-paid">
            <Trans>
              Thank you! We received your payment and your loan is closed. You can apply for a new one whenever you need it.
            </Trans>
          </p>
        </Banner>
        <div className="loan-actions">
          <Link variant="button" href={`/${locale}/profile/no-loan`}>
            <Trans>Apply for a new loan</Trans>
          </Link>
          <Link variant="button-secondary" href={`/${locale}/profile`}>
            <Trans>Go to my profile</Trans>
          </Link>
        </div>
      </section>
    )
  }
  if (!reading || view.phase === 'loading' || view.phase === 'loadFailed' || view.phase === 'noLoan') {
    return (
      <section className="loan-screen" aria-labelledby="page-title">
        {heading}
        <LoadState state={view.phase === 'loadFailed' ? 'failed' : 'loading'} onRetry={() => send({ type: 'loan.retry' })} />
      </section>
    )
  }

  const { loan, schedule, methods } = reading
  const pendingFee = unpaidRollover(loan)
  const stage = view.stage
  const idle = view.phase === 'overview'
  return (
    <section className="loan-screen" aria-labelledby="page-title">
      {heading}
      {loan.payout && <PayoutProgress payout={loan.payout} locale={asLocale(locale)} />}
      {loan.cashPayout && (
        <CashPayoutCard
          payout={loan.cashPayout}
          locale={asLocale(locale)}
          reissue={
            idle
              ? {
                  onReissue: () => send({ type: 'cashPayout.reissue' }),
                  pending: stage === 'reissuingCash',
                  problem: stage === 'reissueFailed' ? view.problem : null,
                }
              : null
          }
        />
      )}
      {idle && isOverdue(loan) && <OverdueBanner loan={loan} send={send} />}
      <LoanSummary loan={loan} />
      {idle && pendingFee && (
        <Banner
          tone="warning"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'extend.resume' })}>
              <Trans>Pay the extension fee</Trans>
            </Button>
          }
        >
          <p>
            <Trans>
              You chose an extension whose fee of {formatMoney(pendingFee.fee)} is not paid yet: your due date moves once it is
              paid.
            </Trans>
          </p>
        </Banner>
      )}
      {idle && (
        <div className="loan-actions">
          <Button onPress={() => send({ type: 'repay.start' })}>
            <Trans>Repay my loan</Trans>
          </Button>
          {loan.extensions.length > 0 && (
            <Button variant="secondary" onPress={() => send({ type: 'extend.start' })}>
              <Trans>Extend my due date</Trans>
            </Button>
          )}
        </div>
      )}
      {view.phase === 'extending' && stage && (
        <ExtendSteps
          stage={stage as ExtendStage}
          view={view}
          loan={loan}
          methods={methods}
          agreementHref={agreementHref}
          printHref={printHref}
          send={send}
        />
      )}
      {view.phase === 'repaying' && stage && (
        <RepaySteps stage={stage as RepayStage} view={view} loan={loan} methods={methods} printHref={printHref} send={send} />
      )}
      <ScheduleTable schedule={schedule} />
      {loan.rollovers.length > 0 && <RolloversTable rollovers={loan.rollovers} />}
      <LoanDocuments loanId={loan.id} files={files} />
      <LoanProofs loanId={loan.id} locale={asLocale(locale)} files={files} />
      <p className="loan-help">
        <Link href={`/${locale}/como-pagar-tu-prestamo`}>
          <Trans>How to pay your loan</Trans>
        </Link>
      </p>
    </section>
  )
}
