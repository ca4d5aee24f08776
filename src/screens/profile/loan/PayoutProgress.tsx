import { Trans, useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../../domain/money'
import { mexicoDateTime } from '../../../domain/mexico-time'
import type { Payout, PayoutState } from '../../../domain/payout'
import type { Locale } from '../../../domain/routes'
import { Link } from '../../../ui'
import { CopyButton } from './CopyButton'
import { PayoutAlert } from './PayoutAlert'

const STEPS = ['sent', 'in_transit', 'received'] as const satisfies readonly PayoutState[]

/** Where the loan money is, once the agreement is signed: a short stepper until it arrives, then one line. */
export function PayoutProgress({ payout, locale }: { payout: Payout; locale: Locale }) {
  if (payout.state === 'received') return <PayoutReceived payout={payout} />
  if (payout.state === 'returned') return <PayoutReturned locale={locale} />
  return <PayoutOnItsWay payout={payout} />
}

function PayoutReceived({ payout }: { payout: Payout }) {
  if (!payout.receivedAt) return null
  const { date, time } = mexicoDateTime(new Date(payout.receivedAt))
  return (
    <p className="loan-payout-received" data-testid="payout" data-state="received">
      <Trans>
        Received on {date} at {time}
      </Trans>
    </p>
  )
}

function PayoutReturned({ locale }: { locale: Locale }) {
  return (
    <PayoutAlert testId="payout" state="returned" title={<Trans>Your bank returned the money</Trans>} locale={locale}>
      <p>
        <Trans>
          Your bank sent the transfer back to us, for example because the account is closed or is not in your name. Check your
          CLABE and contact us so that we send the money again.
        </Trans>
      </p>
    </PayoutAlert>
  )
}

function PayoutOnItsWay({ payout }: { payout: Payout }) {
  const { t } = useLingui()
  const amount = formatMoney(payout.amount)
  const expected = mexicoDateTime(new Date(payout.expectedBy))
  const current = STEPS.indexOf(payout.state as (typeof STEPS)[number])
  const labels: Record<(typeof STEPS)[number], string> = {
    sent: t`Sent`,
    in_transit: t`In transit`,
    received: t`Received in your account`,
  }
  const destination = payout.destination
  return (
    <section className="loan-payout" aria-labelledby="payout-title" data-testid="payout" data-state={payout.state}>
      <h2 id="payout-title" className="loan-step__title">
        <Trans>Your money is on its way</Trans>
      </h2>
      <p>
        {destination === null ? (
          <Trans>We sent you {amount} by SPEI.</Trans>
        ) : destination.kind === 'card' ? (
          <Trans>
            We sent {amount} by SPEI to your debit card ending in {destination.lastDigits}.
          </Trans>
        ) : destination.bank ? (
          <Trans>
            We sent {amount} by SPEI to your CLABE ending in {destination.lastDigits} at {destination.bank}.
          </Trans>
        ) : (
          <Trans>
            We sent {amount} by SPEI to your CLABE ending in {destination.lastDigits}.
          </Trans>
        )}
      </p>
      <ol className="loan-payout__steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={
              index < current
                ? 'loan-payout__step is-done'
                : index === current
                  ? 'loan-payout__step is-current'
                  : 'loan-payout__step'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="loan-payout__marker" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span>{labels[step]}</span>
          </li>
        ))}
      </ol>
      <dl className="loan-facts loan-facts--compact">
        {payout.trackingKey && (
          <div>
            <dt>
              <Trans>Tracking key (clave de rastreo)</Trans>
            </dt>
            <dd className="loan-slip__reference" data-testid="payout-tracking-key">
              {payout.trackingKey}
            </dd>
            <CopyButton value={payout.trackingKey} what={t`the tracking key`} />
          </div>
        )}
        <div>
          <dt>
            <Trans>Expected in your account</Trans>
          </dt>
          <dd data-testid="payout-expected">
            <Trans>
              by {expected.date} at {expected.time}
            </Trans>
          </dd>
        </div>
      </dl>
      <p>
        <Trans>
          SPEI works 24 hours a day, every day: the money usually arrives within minutes; depending on your bank, it can take up
          to one business day.
        </Trans>
      </p>
      {payout.trackingKey && (
        <p>
          <Trans>
            To follow the transfer yourself, enter its tracking key, the date, the amount and the banks at Banxico’s CEP site,{' '}
            <Link href="https://www.banxico.org.mx/cep/" target="_blank" rel="noopener noreferrer">
              banxico.org.mx/cep
            </Link>
            : it shows whether the transfer arrived and gives you its receipt.
          </Trans>
        </p>
      )}
      <p className="loan-check__status">
        <Trans>This page updates every 10 seconds.</Trans>
      </p>
    </section>
  )
}
