import { addDays } from 'date-fns'
import { fromWireDate, toWireDate } from './dates'
import {
  averageCat,
  CAT_DISCLOSURE,
  CONDUSEF,
  LATE_ANNUAL_PERCENT,
  LATE_PAYMENT,
  LEGAL_NAME,
  ordinaryAnnualPercent,
  RECA_NUMBER,
  UNE,
} from './facts'
import { divideRoundHalfUp, toCents, VAT_BP, type Offer, type SequenceType } from './pricing'

/**
 * The carátula (cover sheet) of a loan: what a Mexican lender must put in front of the borrower
 * before they sign, and again as the first page of the agreement. The figures come from the
 * loan's offer (or its rows, once signed) and the product's facts; this module only gathers them,
 * in the order the sheet reads. The signing screen (src/screens/legal/Caratula.tsx) and the PDF
 * (server/loans/caratula-pdf.ts) both draw this, so the two never disagree.
 */

/** The terms of one loan the carátula states. Money in centavos, dates yyyy-mm-dd. */
export interface CaratulaTerms {
  sequenceType: SequenceType
  principalCents: number
  /** Principal, interest, fees and IVA: the single repayment. */
  totalCents: number
  /** The loan's CAT, percent with one decimal, sin IVA (the offer's `apr`). */
  cat: number
  termDays: number
  /** The day the money is lent. */
  startDate: string
  dueDate: string
  /** The processing fee, once per loan: the carátula's opening fee. Without IVA. */
  processingFeeCents: number
  /** The service fee of the term. Without IVA. */
  serviceFeeCents: number
  /** Each extension on offer: its length and its fee, without IVA and with it. */
  extensions: readonly { days: number; cents: number; withVatCents: number }[]
}

/** A fee the loan may carry: its amount without IVA and with it. */
export type CaratulaFee =
  | { kind: 'opening'; cents: number; withVatCents: number }
  | { kind: 'service'; cents: number; withVatCents: number }
  | { kind: 'late'; cents: number; withVatCents: number }
  | { kind: 'extension'; days: number; cents: number; withVatCents: number }

/** The two warnings every credit's carátula carries (their wording is the screen's and the PDF's). */
export const CARATULA_WARNINGS = ['late_costs', 'over_indebtedness'] as const
export type CaratulaWarning = (typeof CARATULA_WARNINGS)[number]

export interface Caratula {
  lender: string
  amountCents: number
  totalCents: number
  cat: {
    percent: number
    /** The CAT promedio with its calculation day and validity, for the legend. */
    average: number
    calculatedOn: string
    validUntil: string
  }
  /** Annual rates in percent, sin IVA. */
  ordinaryAnnualPercent: number
  lateAnnualPercent: number
  /** The moratorium interest per day, percent, on the principal owed. */
  lateDailyPercent: number
  term: { days: number; startDate: string; dueDate: string }
  /** The payments: a single one, on the due date, of the total. */
  schedule: { dueDate: string; cents: number }[]
  fees: CaratulaFee[]
  warnings: readonly CaratulaWarning[]
  une: typeof UNE
  condusef: typeof CONDUSEF
  reca: string
}

/** A rate as the carátula prints it: whole percents bare, others with one decimal (`360%`, `7336.3%`). */
export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`
}

/** A fee's IVA, rounded once (the offer arithmetic's rule). */
const withVat = (cents: number) => cents + divideRoundHalfUp(cents * VAT_BP, 10_000)

/** The carátula of a loan with these terms. */
export function caratulaOf(terms: CaratulaTerms): Caratula {
  return {
    lender: LEGAL_NAME,
    amountCents: terms.principalCents,
    totalCents: terms.totalCents,
    cat: {
      percent: terms.cat,
      average: averageCat(),
      calculatedOn: CAT_DISCLOSURE.calculatedOn,
      validUntil: CAT_DISCLOSURE.validUntil,
    },
    ordinaryAnnualPercent: ordinaryAnnualPercent(terms.sequenceType),
    lateAnnualPercent: LATE_ANNUAL_PERCENT,
    lateDailyPercent: LATE_PAYMENT.interestPerDayBp / 100,
    term: { days: terms.termDays, startDate: terms.startDate, dueDate: terms.dueDate },
    schedule: [{ dueDate: terms.dueDate, cents: terms.totalCents }],
    fees: [
      { kind: 'opening', cents: terms.processingFeeCents, withVatCents: withVat(terms.processingFeeCents) },
      { kind: 'service', cents: terms.serviceFeeCents, withVatCents: withVat(terms.serviceFeeCents) },
      { kind: 'late', cents: LATE_PAYMENT.lateFeeCents, withVatCents: withVat(LATE_PAYMENT.lateFeeCents) },
      ...terms.extensions.map(({ days, cents, withVatCents }): CaratulaFee => ({ kind: 'extension', days, cents, withVatCents })),
    ],
    warnings: CARATULA_WARNINGS,
    une: UNE,
    condusef: CONDUSEF,
    reca: RECA_NUMBER,
  }
}

/**
 * The terms of an offer (the signing summary's): priced for `startDate`, or else `term` days
 * before its due date (an offer is priced for the day it is read).
 */
export function caratulaTermsOfOffer(offer: Offer, sequenceType: SequenceType, startDate?: string): CaratulaTerms {
  const due = fromWireDate(offer.endDate)
  return {
    sequenceType,
    principalCents: toCents(offer.principal),
    totalCents: toCents(offer.total),
    cat: offer.apr,
    termDays: offer.term,
    startDate: startDate ?? (due ? toWireDate(addDays(due, -offer.term)) : offer.endDate),
    dueDate: offer.endDate,
    processingFeeCents: toCents(offer.processingFee),
    serviceFeeCents: toCents(offer.serviceFee.amount),
    extensions: offer.extensions.map((extension) => ({
      days: extension.days,
      cents: toCents(extension.amount_without_vat),
      withVatCents: toCents(extension.amount),
    })),
  }
}
