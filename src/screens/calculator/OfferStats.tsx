import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatDate, fromWireDate } from '../../domain/dates'
import { formatMoney } from '../../domain/money'
import { Button } from '../../ui'
import { CatLegend } from '../legal/CatLegend'
import type { CalculatorProps } from './types'

/** The offer the calculator's choice gives: what is received, what it costs, the CAT and the due date. */
export default function OfferStats({ view, send, onInfo }: CalculatorProps) {
  const { t } = useLingui()
  const titleId = useId()
  const offer = view.offer
  const busy = view.offerState === 'waiting' || view.offerState === 'loading'
  if (view.offerState === 'failed') {
    return (
      <div className="calculator__stats calculator__stats--error" role="alert">
        <p>
          <Trans>We could not calculate your offer.</Trans>
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'offer.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  const discount = offer ? Math.max(offer.discount.interest, offer.discount.serviceFee) : 0
  const fees = offer ? offer.serviceFee.amount + offer.processingFee : 0
  const feesBefore = offer ? offer.serviceFee_without_discount + offer.processing_fee_without_discount : 0
  const due = offer ? fromWireDate(offer.endDate) : null
  return (
    <section className="calculator__stats" aria-labelledby={titleId} aria-busy={busy}>
      <div className="calculator__stats-head">
        <h2 id={titleId}>
          <Trans>Your loan</Trans>
        </h2>
        {discount > 0 && (
          <span className="calculator__discount" aria-label={t`${discount}% off with your promo code`}>
            -{discount}%
          </span>
        )}
        <a
          href="#offer-info"
          className="calculator__info"
          aria-label={t`What these figures mean`}
          onPointerEnter={() => onInfo('hover')}
          onPointerLeave={() => onInfo('unhover')}
          onClick={(event) => {
            event.preventDefault()
            onInfo('open')
          }}
        >
          ?
        </a>
      </div>
      {offer ? (
        <dl className="calculator__figures">
          <Figure label={t`You receive`} value={formatMoney(offer.principal)} />
          <Figure
            label={t`Interest`}
            value={formatMoney(offer.interest.amount)}
            before={discount > 0 ? formatMoney(offer.interest_without_discount) : null}
          />
          <Figure
            label={t`Fees`}
            value={formatMoney(fees)}
            before={discount > 0 && feesBefore !== fees ? formatMoney(feesBefore) : null}
          />
          <Figure label={t`IVA (16%)`} value={formatMoney(offer.vat.amount)} />
          <Figure
            label={t`Total to pay`}
            value={formatMoney(offer.total)}
            before={discount > 0 ? formatMoney(offer.total_without_discount) : null}
            strong
          />
          <Figure label={t`Due date`} value={due ? formatDate(due) : offer.endDate} />
          <Figure
            label={t`CAT`}
            value={`${offer.apr.toFixed(1)}%`}
            before={discount > 0 ? `${offer.apr_without_discount.toFixed(1)}%` : null}
          />
        </dl>
      ) : (
        <div className="calculator__figures calculator__figures--empty" />
      )}
      <CatLegend offer={offer} />
      {busy && (
        <div className="calculator__overlay" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <span className="ui-visually-hidden">
            <Trans>Calculating your offer…</Trans>
          </span>
        </div>
      )}
    </section>
  )
}

function Figure({ label, value, before, strong }: { label: string; value: string; before?: string | null; strong?: boolean }) {
  const { t } = useLingui()
  return (
    <div className={strong ? 'calculator__figure calculator__figure--strong' : 'calculator__figure'}>
      <dt>{label}</dt>
      <dd>
        {before && (
          <s className="calculator__before" aria-label={t`before ${before}`}>
            {before}
          </s>
        )}{' '}
        <span data-testid={`figure-${label}`}>{value}</span>
      </dd>
    </div>
  )
}
