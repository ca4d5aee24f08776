import { Trans } from '@lingui/react/macro'
import { BRAND } from '../../../domain/facts'
import { Banner, Button, Link } from '../../../ui'
import { CashInstructions, CashSlip } from './CashSlip'
import { Busy } from './ExtendSteps'
import type { LoanView } from './view'
import './loan.css'

/**
 * `/profile/my-loan/print?ref=…`: the cash reference as a one-page slip for the store (print
 * layout: no header or footer); the print button and the way back hide themselves on paper.
 */
export function PrintSlipScreen({ locale, view, slipKey }: { locale: string; view: LoanView; slipKey: string | null }) {
  const slip = view.cash && view.cashKey === slipKey ? view.cash : null
  const failed =
    view.phase === 'loadFailed' || view.phase === 'paid' || view.stage === 'cashFailed' || (slipKey === null && !slip)
  return (
    <article className="loan-print" aria-labelledby="page-title">
      <div className="loan-print__actions">
        {slip && (
          <Button onPress={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
        <Link href={`/${locale}/profile/my-loan`}>
          <Trans>Back to my loan</Trans>
        </Link>
      </div>
      <p className="loan-print__brand">{BRAND}</p>
      <h1 id="page-title">
        <Trans>Cash payment slip</Trans>
      </h1>
      {slip ? (
        <>
          <CashSlip slip={slip} />
          <h2>
            <Trans>How to pay</Trans>
          </h2>
          <CashInstructions />
        </>
      ) : failed ? (
        <Banner tone="error">
          <p>
            <Trans>We could not prepare your payment slip. Go back to your loan and ask for a cash reference again.</Trans>
          </p>
        </Banner>
      ) : (
        <Busy />
      )}
    </article>
  )
}
