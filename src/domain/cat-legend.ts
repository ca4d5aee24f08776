import { formatWireDate } from './dates'
import { CAT_DISCLOSURE } from './facts'
import { averageCat, LATE_ANNUAL_PERCENT, ordinaryAnnualPercent } from './pricing/disclosure'
import type { Discount, SequenceType } from './pricing'

/**
 * The figures of the CAT legend, as a person reads them: every rate or cost the site shows carries
 * the CAT promedio with the day it was calculated and how long it holds, and an offer its own CAT
 * and annual rates, all before IVA. The figures come from the product facts and the pricing code;
 * the legend's wording only interpolates them.
 */

/** A CAT on screen: one decimal always, the precision the pricing code computes it to (7336.3, 1559.0). */
export function formatCat(percent: number): string {
  return percent.toFixed(1)
}

/** An annual rate on screen: whole when it is (360), else up to two decimals (275.4). */
export function formatRate(percent: number): string {
  return String(Math.round(percent * 100) / 100)
}

export interface AverageCatFigures {
  /** The CAT promedio, percent. */
  average: string
  /** dd/mm/yyyy. */
  calculatedOn: string
  /** dd/mm/yyyy, the last day the figure is valid. */
  validUntil: string
}

/** The CAT promedio and its validity, from the product facts. */
export function averageCatFigures(): AverageCatFigures {
  return {
    average: formatCat(averageCat()),
    calculatedOn: formatWireDate(CAT_DISCLOSURE.calculatedOn),
    validUntil: formatWireDate(CAT_DISCLOSURE.validUntil),
  }
}

/** What the legend needs of an offer: its CAT, the price list that priced it and its promo code's discount. */
export interface LegendOffer {
  apr: number
  sequenceType: SequenceType
  discount: Discount
}

export interface OfferRateFigures {
  /** The offer's own CAT, percent. */
  cat: string
  /** The annual ordinary interest rate the offer charges, percent, before IVA. */
  ordinary: string
  /** The annual moratorium rate, percent, before IVA. */
  late: string
}

/**
 * An offer's CAT and its annual rates. The ordinary rate is the one the offer charges: its price
 * list's, less what a promo code takes off the interest (the discount applies to the interest
 * itself, so the rate the borrower pays is lower by the same share).
 */
export function offerRateFigures(offer: LegendOffer): OfferRateFigures {
  const ordinary = (ordinaryAnnualPercent(offer.sequenceType) * (100 - offer.discount.interest)) / 100
  return { cat: formatCat(offer.apr), ordinary: formatRate(ordinary), late: formatRate(LATE_ANNUAL_PERCENT) }
}
