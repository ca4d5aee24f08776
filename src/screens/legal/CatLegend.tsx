import { Trans } from '@lingui/react/macro'
import { averageCatFigures, offerRateFigures, type LegendOffer } from '../../domain/cat-legend'
import './legal.css'

/**
 * The CAT legend under a rate or a cost: the offer's own CAT and its annual ordinary and
 * moratorium rates when an offer is shown, then the CAT promedio with the day it was calculated
 * and the last day it holds. Every figure is interpolated (src/domain/cat-legend.ts): legal
 * wording types none.
 */
export function CatLegend({ offer }: { offer?: LegendOffer | null | undefined }) {
  const { average, calculatedOn, validUntil } = averageCatFigures()
  return (
    <div className="cat-legend" data-testid="cat-legend">
      {offer && <OfferRates offer={offer} />}
      <p>
        <Trans>
          Average CAT {average}% without VAT, for information and comparison purposes. Calculated on {calculatedOn}, valid until{' '}
          {validUntil}.
        </Trans>
      </p>
    </div>
  )
}

function OfferRates({ offer }: { offer: LegendOffer }) {
  const { cat, ordinary, late } = offerRateFigures(offer)
  return (
    <p>
      <Trans>
        CAT of this loan {cat}% without VAT; fixed annual ordinary interest rate {ordinary}% without VAT; annual late-payment
        interest rate {late}% without VAT.
      </Trans>
    </p>
  )
}
