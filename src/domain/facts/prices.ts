/** What a loan costs: part of the product facts (./index.ts). */

/*
 * The price lists (the "stl" of the offer path), per sequence type. Rates are integers so that the
 * arithmetic stays exact: percentages in basis points (1% = 100 bp), fixed fees in centavos.
 */

/** The `{sequence_type}` of the offer path: a client's first loan, a later one, or one taken beside an active loan (the client type). */
export const SEQUENCE_TYPES = ['first', 'repeated', 'additional'] as const
export type SequenceType = (typeof SEQUENCE_TYPES)[number]

export interface PriceList {
  /** Interest per day on the principal, basis points (100 = 1.0% a day). */
  interestPerDayBp: number
  /** Service fee, once per term, basis points of the principal. */
  serviceFeeBp: number
  /** Processing fee (origination), once per loan, centavos. */
  processingFeeCents: number
  /** Withdrawal fee: disbursement is always by bank transfer (SPEI), which costs the borrower nothing. */
  withdrawalFeeCents: number
  /** Invoicing fee: CFDI invoices are not charged for. Present on the offer, 0. */
  invoicingFeeCents: number
}

/**
 * First loans carry the most risk (no repayment history), repeated loans the least; an
 * additional loan beside an active one sits between. Daily rates of 0.8% to 1.0% and small
 * origination fees are in the range Mexican online short-term lenders (SOFOM E.N.R.) publish.
 */
export const PRICE_LISTS: Readonly<Record<SequenceType, Readonly<PriceList>>> = {
  first: { interestPerDayBp: 100, serviceFeeBp: 300, processingFeeCents: 5000, withdrawalFeeCents: 0, invoicingFeeCents: 0 },
  repeated: { interestPerDayBp: 80, serviceFeeBp: 200, processingFeeCents: 3000, withdrawalFeeCents: 0, invoicingFeeCents: 0 },
  additional: { interestPerDayBp: 90, serviceFeeBp: 250, processingFeeCents: 4000, withdrawalFeeCents: 0, invoicingFeeCents: 0 },
}

/**
 * IVA: 16% (Ley del IVA art. 1) on the interest and on every fee. The exemption of interest
 * charged by financial entities (art. 15 fr. X b) excludes credit to individuals who do not
 * run a business, so a consumer loan's interest bears IVA like its fees.
 */
export const VAT_BP = 1600

/** Roll-over lengths a borrower may extend the loan by, in days. */
export const EXTENSION_DAYS = [7, 14, 30] as const

/**
 * Late payment. From the day after the due date, while something remains unpaid, the ERP adds
 * moratorium interest day by day on the principal still owed, plus IVA. It stops growing when it
 * reaches the principal: a late borrower never owes more in late interest than they borrowed.
 * There is no late fee: the moratorium interest is the one cost of paying late, never a fee on
 * top of it for the same delay.
 */
export const LATE_PAYMENT = {
  /** Moratorium interest per day on the principal owed, basis points (100 = 1.0% a day). */
  interestPerDayBp: 100,
  /** A fixed fee for paying late, centavos. */
  lateFeeCents: 0,
} as const

/**
 * The CAT promedio every advertised rate or cost carries (Banco de México's rules for the CAT):
 * the CAT of the representative loan below (`averageCat()` of src/domain/pricing computes it), with the day it was
 * calculated and how long it is valid.
 */
export const CAT_DISCLOSURE = {
  representative: { sequenceType: 'first', amount: 3000, termDays: 15 } as const satisfies {
    sequenceType: SequenceType
    amount: number
    termDays: number
  },
  /** yyyy-mm-dd. */
  calculatedOn: '2026-11-01',
  /** yyyy-mm-dd, the last day the figure is valid. */
  validUntil: '2027-04-30',
} as const
