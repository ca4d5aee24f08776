import {
  AMOUNT_RANGES,
  CAT_DISCLOSURE,
  LATE_ANNUAL_PERCENT,
  LATE_PAYMENT,
  ordinaryAnnualPercent,
  TERM_DAYS,
  VAT_BP,
} from '../../domain/facts'
import { formatMoney } from '../../domain/money'
import {
  amountToSettle,
  catOfSingleRepayment,
  chargesFor,
  extensionsOf,
  PRICE_LISTS,
  SEQUENCE_TYPES,
  toPesos,
  type SequenceType,
} from '../../domain/pricing'

/*
 * The worked examples of the legal texts, computed by the pricing code from the price lists, so
 * that no text types a figure of its own: change a price and every example follows. The example
 * loan is the representative loan of the CAT promedio, so the example's CAT is that CAT.
 */

/** Centavos as the product shows money. */
function money(cents: number): string {
  return formatMoney(toPesos(cents))
}

/** A percentage as the product shows one: whole, or with one decimal. */
export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`
}

/** The day of the example on which the borrower settles early. */
const SETTLED_ON_DAY = 7

/** The late-payment terms as a price list: interest per day on the principal owed, no fee. */
const LATE_PRICES = {
  interestPerDayBp: LATE_PAYMENT.interestPerDayBp,
  serviceFeeBp: 0,
  processingFeeCents: 0,
  withdrawalFeeCents: 0,
  invoicingFeeCents: 0,
} as const

/** What the example loan costs, as a person reads it. */
export function costExample() {
  const { sequenceType, amount, termDays } = CAT_DISCLOSURE.representative
  const prices = PRICE_LISTS[sequenceType]
  const principalCents = amount * 100
  const charges = chargesFor(principalCents, termDays, prices)
  const lateDay = chargesFor(principalCents, 1, LATE_PRICES)
  // Only the fees of the extensions are read: their dates depend on the loan's due date.
  const extensions = extensionsOf(principalCents, new Date(0), prices)
  return {
    sequenceType,
    principal: money(charges.principal),
    days: termDays,
    dailyRate: formatPercent(prices.interestPerDayBp / 100),
    interest: money(charges.interest),
    serviceFee: money(charges.serviceFee),
    processingFee: money(charges.processingFee),
    vatRate: formatPercent(VAT_BP / 100),
    vat: money(charges.vat),
    total: money(charges.total),
    cat: formatPercent(catOfSingleRepayment(charges.principal, charges.totalWithoutVat, termDays)),
    early: {
      day: SETTLED_ON_DAY,
      amount: money(amountToSettle({ principalCents, termDays, prices }, SETTLED_ON_DAY, 0)),
    },
    extensions: extensions.map((extension) => ({
      days: extension.days,
      withoutVat: formatMoney(extension.amount_without_vat),
      total: formatMoney(extension.amount),
    })),
    late: {
      dailyRate: formatPercent(LATE_PAYMENT.interestPerDayBp / 100),
      interestPerDay: money(lateDay.interest),
      vatPerDay: money(lateDay.vat),
      totalPerDay: money(lateDay.total - lateDay.principal),
    },
  }
}

/** The late-payment terms every text states. */
export function latePaymentTerms() {
  return {
    dailyRate: formatPercent(LATE_PAYMENT.interestPerDayBp / 100),
    annualRate: formatPercent(LATE_ANNUAL_PERCENT),
    /** Null when there is no late fee. */
    fee: LATE_PAYMENT.lateFeeCents > 0 ? money(LATE_PAYMENT.lateFeeCents) : null,
  }
}

/** The annual ordinary rate of each kind of loan, before IVA. */
export function ordinaryAnnualRates(): Record<SequenceType, string> {
  return Object.fromEntries(SEQUENCE_TYPES.map((type) => [type, formatPercent(ordinaryAnnualPercent(type))])) as Record<
    SequenceType,
    string
  >
}

/** What may be borrowed and for how long, as the texts state it. */
export function loanLimits() {
  const { first, repeated, additional } = AMOUNT_RANGES
  return {
    firstMin: formatMoney(first.min),
    firstMax: formatMoney(first.max),
    repeatedMax: formatMoney(repeated.max),
    additionalMin: formatMoney(additional.min),
    minDays: TERM_DAYS.min,
    maxDays: TERM_DAYS.max,
  }
}

/** Choices as a person reads them: "7, 14 o 30" in Spanish, "7, 14 or 30" in English. */
export function listOf(values: readonly (number | string)[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(values.map(String))
}
