import type { AffiliateData } from './affiliate'
import type { CalculatorCookie } from './calculator-cookie'
import { CURRENCY } from './money'
import { repaymentDates, type PayCycle } from './pay-dates'

/** What the client applies for: the calculator's choice (its state). */
export interface ApplicationDraft {
  /** Whole pesos. */
  amount: number
  payCycle: PayCycle
  /** The pay-date option's value (src/domain/pay-dates.ts). */
  payDates: string
  promoCode: string | null
}

/** The application, as the screens need it (pesos). */
export interface ApplicationView {
  id: number
  status: number
  desiredLoanAmount: { amount: number }
  principalAmount: { amount: number }
  loanAmount: { amount: number }
  term: { value: number; unit: 'day' }
  /** What an increase, decrease or special offer proposes. */
  offeredAmount: { amount: number } | null
  payDates: { first_repayment_option: string; second_repayment_option: string | null }
}

/** The values the integrations and cookies add to the payload at the moment of applying. */
export interface ApplicationExtras {
  ioBB?: string | undefined
  affiliate?: AffiliateData | null
  hotjarUserId?: string | undefined
  juicySessionId?: string | undefined
}

/** The application creation payload. */
export interface ApplicationCreationPayload {
  salaryCycle: PayCycle
  payDates: { first_repayment_option: string; second_repayment_option?: string }
  loanAmount: { amount: number; currency: typeof CURRENCY }
  iovation?: { ioBB?: string }
  affiliate?: AffiliateData
  paymentMethod: 'bank_transfer'
  hotjarUserId?: string | null
  juicySessionId?: string | null
  promoCode?: string
}

/** The draft a calculator cookie holds; null until an amount, a pay cycle and a pay date were chosen. */
export function draftFromCookie(cookie: CalculatorCookie | null): ApplicationDraft | null {
  if (!cookie || cookie.amount <= 0 || !cookie.payCycle || !cookie.payDates) return null
  return { amount: cookie.amount, payCycle: cookie.payCycle, payDates: cookie.payDates, promoCode: cookie.promoCode }
}

export function sameDraft(a: ApplicationDraft | null | undefined, b: ApplicationDraft | null | undefined): boolean {
  if (!a || !b) return !a && !b
  return a.amount === b.amount && a.payCycle === b.payCycle && a.payDates === b.payDates && a.promoCode === b.promoCode
}

/**
 * The creation payload: the two repayment options come from the pay date chosen
 * (due on the first pay date at least 7 days away, then the one after it; docs/PRICING.md "Due date and
 * term"); paymentMethod is always 'bank_transfer'. Null when the chosen pay date is
 * no longer one of today's options (a cookie from an earlier day).
 */
export function creationPayload(
  draft: ApplicationDraft,
  extras: ApplicationExtras,
  today: Date,
): ApplicationCreationPayload | null {
  const dates = repaymentDates(draft.payCycle, draft.payDates, today)
  if (!dates) return null
  const affiliate = extras.affiliate && Object.keys(extras.affiliate).length > 0 ? extras.affiliate : undefined
  return {
    salaryCycle: draft.payCycle,
    payDates: { first_repayment_option: dates.first_repayment_option, second_repayment_option: dates.second_repayment_option },
    loanAmount: { amount: draft.amount, currency: CURRENCY },
    iovation: extras.ioBB ? { ioBB: extras.ioBB } : {},
    ...(affiliate ? { affiliate } : {}),
    paymentMethod: 'bank_transfer',
    hotjarUserId: extras.hotjarUserId ?? null,
    juicySessionId: extras.juicySessionId ?? null,
    ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
  }
}

/** The offer update payload; the increase approval also carries the term in days. */
export interface OfferUpdatePayload {
  amount: { amount: number; currency: typeof CURRENCY }
  term?: { value: number; unit: 'day' }
}

export function offerUpdate(amount: number, termDays?: number): OfferUpdatePayload {
  return {
    amount: { amount, currency: CURRENCY },
    ...(termDays === undefined ? {} : { term: { value: termDays, unit: 'day' as const } }),
  }
}
