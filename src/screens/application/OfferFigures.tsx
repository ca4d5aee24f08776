import { Trans } from '@lingui/react/macro'
import { formatCat } from '../../domain/cat-legend'
import { fromWireDate, formatDate } from '../../domain/dates'
import { formatMoney } from '../../domain/money'
import type { Offer } from '../../domain/pricing'
import { CatLegend } from '../legal/CatLegend'

/** A wire date (yyyy-mm-dd) on screen as dd/mm/yyyy. */
export function screenDate(value: string | null | undefined): string {
  const date = value ? fromWireDate(value) : null
  return date ? formatDate(date) : ''
}

/** What a loan costs (the offer): the figures every stage shows before the client commits, with the CAT legend under them. */
export function OfferFigures({ offer, caption }: { offer: Offer; caption?: React.ReactNode }) {
  const fees = offer.serviceFee.amount + offer.processingFee + offer.withdrawalFee + offer.invoicingFee
  const cat = formatCat(offer.apr)
  return (
    <div className="application-figures">
      {caption != null && <p className="application-figures__caption">{caption}</p>}
      <dl>
        <div>
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd>{formatMoney(offer.principal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Interest</Trans>
          </dt>
          <dd>{formatMoney(offer.interest.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fees</Trans>
          </dt>
          <dd>{formatMoney(fees)}</dd>
        </div>
        <div>
          <dt>
            <Trans>VAT</Trans>
          </dt>
          <dd>{formatMoney(offer.vat.amount)}</dd>
        </div>
        <div className="application-figures__total">
          <dt>
            <Trans>Total to repay</Trans>
          </dt>
          <dd>{formatMoney(offer.total)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Repayment date</Trans>
          </dt>
          <dd>
            {screenDate(offer.endDate)} (<Trans>{offer.term} days</Trans>)
          </dd>
        </div>
        <div>
          <dt>
            <abbr title="Costo Anual Total">CAT</abbr>
          </dt>
          <dd>
            <Trans>{cat}% without VAT</Trans>
          </dd>
        </div>
      </dl>
      <CatLegend offer={offer} />
    </div>
  )
}
