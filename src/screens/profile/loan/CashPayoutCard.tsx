import { Trans, useLingui } from '@lingui/react/macro'
import { isCashPayoutWaiting, type CashPayout, type CashPayoutItem } from '../../../domain/cash-payout'
import { groupedReference } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { mexicoDateTime } from '../../../domain/mexico-time'
import { pathFor, type Locale } from '../../../domain/routes'
import { Banner, Link } from '../../../ui'
import { CopyButton } from './CopyButton'

/**
 * The loan collected in cash, once the agreement is signed: until it is collected, the network,
 * where, the payout reference and what to bring; then one line with the date it was collected.
 * `now` decides whether the reference has expired (then: contact us).
 */
export function CashPayoutCard({ payout, locale, now }: { payout: CashPayout; locale: Locale; now: Date }) {
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
  if (!isCashPayoutWaiting(payout, now))
    return (
      <div data-testid="cash-payout" data-state="expired">
        <Banner
          tone="warning"
          title={<Trans>Your payout reference has expired</Trans>}
          actions={
            <Link variant="button-secondary" href={pathFor('contacts', locale)}>
              <Trans>Contact us</Trans>
            </Link>
          }
        >
          <p>
            <Trans>
              The reference to collect {amount} at {name} could be collected until {until}. Contact us and we will issue a new
              one.
            </Trans>
          </p>
        </Banner>
      </div>
    )
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
    </section>
  )
}
