import { Trans, useLingui } from '@lingui/react/macro'
import type { CashPayout, CashPayoutItem } from '../../../domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS } from '../../../domain/facts/cash-payout'
import { groupedReference } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { mexicoDateTime } from '../../../domain/mexico-time'
import type { Problem } from '../../../domain/problem'
import type { Locale } from '../../../domain/routes'
import { Button } from '../../../ui'
import { CopyButton } from './CopyButton'
import { PayoutAlert } from './PayoutAlert'

/** Asking for a new reference in place of an expired one: offered only while the loan's overview shows. */
export interface CashReissue {
  onReissue: () => void
  pending: boolean
  /** Why the last request gave no new reference. */
  problem: Problem | null
}

/**
 * The loan collected in cash, once the agreement is signed, as the ERP reads it: while it is
 * ready, the network, where, the payout reference and what to bring; once collected, one line with
 * the date; once its reference expired uncollected, a warning with the way to a new reference.
 */
export function CashPayoutCard({ payout, locale, reissue }: { payout: CashPayout; locale: Locale; reissue: CashReissue | null }) {
  const { t } = useLingui()
  if (payout.state === 'collected' && payout.collectedAt) {
    const { date, time } = mexicoDateTime(new Date(payout.collectedAt))
    const name = payout.provider.name
    return (
      <p className="loan-payout-received" data-testid="cash-payout" data-state="collected">
        <Trans>
          Collected in cash at {name} on {date} at {time}
        </Trans>
      </p>
    )
  }
  const bringing: Record<CashPayoutItem, string> = {
    official_id: t`An official ID with photo (INE or passport), in your name`,
    reference: t`This payout reference`,
  }
  const amount = formatMoney(payout.amount)
  const name = payout.provider.name
  const network = payout.provider.network
  const { date: until, time: untilTime } = mexicoDateTime(new Date(payout.expiresAt))
  if (payout.state === 'expired') {
    const days = CASH_PAYOUT_VALID_DAYS
    // No answer, or one refused otherwise than as it stands (that reads the loan afresh): ask again.
    const problem = reissue?.problem ? t`We could not give you a new reference. Check your connection and try again.` : null
    return (
      <PayoutAlert
        testId="cash-payout"
        state="expired"
        title={<Trans>Your payout reference has expired</Trans>}
        locale={locale}
        action={
          reissue && (
            <Button onPress={reissue.onReissue} isPending={reissue.pending}>
              <Trans>Get a new reference</Trans>
            </Button>
          )
        }
      >
        <p>
          <Trans>
            The reference to collect {amount} at {name} could be collected until {until}. Ask for a new one: you can collect it
            for {days} days at any {network} branch.
          </Trans>
        </p>
        {problem && (
          <p className="loan-payout__problem" role="alert">
            {problem}
          </p>
        )}
      </PayoutAlert>
    )
  }
  return (
    <section className="loan-payout" aria-labelledby="cash-payout-title" data-testid="cash-payout" data-state="ready">
      <h2 id="cash-payout-title" className="loan-step__title">
        <Trans>Collect your money in cash</Trans>
      </h2>
      <p>
        <Trans>
          Your {amount} are waiting for you at {name}.
        </Trans>
      </p>
      <dl className="loan-facts loan-facts--compact">
        <div>
          <dt>
            <Trans>Payout reference</Trans>
          </dt>
          <dd className="cash-reference" data-testid="cash-reference">
            {groupedReference(payout.reference)}
          </dd>
          <CopyButton value={payout.reference} what={t`the payout reference`} />
        </div>
        <div>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>
            <Trans>At any {network} branch in Mexico</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Collect it by</Trans>
          </dt>
          <dd data-testid="cash-expires">
            <Trans>
              {until} at {untilTime}
            </Trans>
          </dd>
        </div>
      </dl>
      <h3 className="loan-step__title">
        <Trans>What to bring</Trans>
      </h3>
      <ul className="cash-bring">
        {payout.provider.bring.map((item) => (
          <li key={item}>{bringing[item]}</li>
        ))}
      </ul>
      <p>
        <Trans>Only you can collect it: the branch checks that the ID is yours.</Trans>
      </p>
      <p className="loan-check__status">
        <Trans>This page updates every 10 seconds.</Trans>
      </p>
    </section>
  )
}
