import { compareAsc, differenceInCalendarDays } from 'date-fns'
import { LATE_PAYMENT } from '../facts/prices'
import { divideRoundHalfUp } from './cents'
import { amountToSettle, daysUsed, settledCharges, type ContractTerms } from './settlement'
import { VAT_BP } from './rates'

/**
 * Paying late (docs/PRICING.md, "Paying late"): from the day after the due date, while something
 * is owed, moratorium interest accrues day by day on the principal still owed, plus IVA, until the
 * late interest reaches the principal lent. This is that rule, for the ERP (what closes an overdue
 * loan, what a payment may ask for) and my loan (what is owed now, growing each day).
 */

/** The late-payment terms: the facts' LATE_PAYMENT unless a test says otherwise. */
export interface LateTerms {
  /** Moratorium interest per day on the principal owed, basis points. */
  interestPerDayBp: number
  /** A fixed fee once the loan is late, centavos. */
  lateFeeCents: number
}

/** The late charges so far, centavos. */
export interface LateCharges {
  /** Moratorium interest accrued (never above the principal lent). */
  interest: number
  /** The late fee, if the terms have one. */
  fee: number
  /** IVA of the late interest and fee. */
  vat: number
  /** Interest, fee and IVA. */
  total: number
}

const BP = 10_000

/**
 * The days a loan is late on `today`: Mexico City calendar days after the due date, 0 on it and
 * before it. The due date itself is still on time.
 */
export function lateDays(dueDay: Date, today: Date): number {
  return Math.max(0, differenceInCalendarDays(today, dueDay))
}

/** Late interest, fee and IVA from the interest accrued so far (each figure rounded once). */
function chargesOfInterest(interest: number, late: boolean, rule: LateTerms): LateCharges {
  const fee = late ? rule.lateFeeCents : 0
  const vat = divideRoundHalfUp((interest + fee) * VAT_BP, BP)
  return { interest, fee, vat, total: interest + fee + vat }
}

/**
 * The late charges of `days` days overdue with `principalOwedCents` owed all along: interest =
 * principal owed × daily rate × days, rounded once to the centavo and capped at the principal
 * lent (`capCents`, by default the principal owed); IVA 16 % of it; the fee once late.
 */
export function lateCharges(
  principalOwedCents: number,
  days: number,
  capCents: number = principalOwedCents,
  rule: LateTerms = LATE_PAYMENT,
): LateCharges {
  if (!Number.isSafeInteger(principalOwedCents) || principalOwedCents < 0)
    throw new RangeError(`principal must be whole centavos, got ${principalOwedCents}`)
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number, got ${days}`)
  const interest = Math.min(capCents, divideRoundHalfUp(principalOwedCents * rule.interestPerDayBp * days, BP))
  return chargesOfInterest(interest, days > 0, rule)
}

/** A repayment received: its centavos, and the Mexico City day it counts on. */
export interface LedgerPayment {
  day: Date
  cents: number
}

/** A signed loan and what was repaid on it, as the ERP keeps them. */
export interface LoanLedger {
  terms: ContractTerms
  /** The day the money was paid out (the loan's start date). */
  payoutDay: Date
  /** The current due date (an extension moves it). */
  dueDay: Date
  /** Repayments so far (not extension fees), in any order. */
  payments: readonly LedgerPayment[]
}

/** What a loan owes on a day, centavos. */
export interface Owed {
  /** The days of use counted for the ordinary interest (at least 1). */
  days: number
  /** The days late (0 on and before the due date). */
  lateDays: number
  /** The late charges accrued so far, paid or not. */
  late: LateCharges
  /** Of those late charges, what is still unpaid. */
  lateOwed: number
  /** The principal still owed. */
  principalOwed: number
  /** What closes the loan that day: late charges, ordinary charges and principal still owed. */
  total: number
}

/**
 * What closes the loan on `today`. Up to the due date it is the early settlement (./settlement.ts:
 * the interest of the days used only). After it the ordinary charges are the contract's, all of
 * them, and late interest accrues on the principal still owed.
 *
 * How a payment is applied, the usual Mexican order: first to late interest, fee and their IVA,
 * then to the ordinary charges (interest, fees, their IVA), then to the principal. So a payment
 * lowers the principal that bears late interest only once the charges are covered. Between two
 * payments the principal owed is constant, and the late interest of those days is worked out on it
 * and rounded once; the cap holds on the sum.
 */
export function owedOn(ledger: LoanLedger, today: Date, rule: LateTerms = LATE_PAYMENT): Owed {
  const { terms, payoutDay, dueDay } = ledger
  const principal = terms.principalCents
  const days = daysUsed(payoutDay, today)
  const paidBy = (day: Date) =>
    ledger.payments.filter((payment) => compareAsc(payment.day, day) <= 0).reduce((sum, payment) => sum + payment.cents, 0)
  const late = lateDays(dueDay, today)
  if (late === 0) {
    const total = amountToSettle(terms, days, paidBy(today))
    const ordinary = settledCharges(terms, days).total - principal
    return {
      days,
      lateDays: 0,
      late: chargesOfInterest(0, false, rule),
      lateOwed: 0,
      principalOwed: Math.min(principal, total, Math.max(0, principal + ordinary - paidBy(today))),
      total,
    }
  }

  // On the due date: the whole contract's charges, less what was paid by then.
  let ordinaryOwed = settledCharges(terms, terms.termDays).total - principal
  let principalOwed = principal
  let interest = 0
  let latePaid = 0
  const apply = (cents: number) => {
    let left = cents
    const toLate = Math.min(left, chargesOfInterest(interest, true, rule).total - latePaid)
    latePaid += toLate
    left -= toLate
    const toOrdinary = Math.min(left, ordinaryOwed)
    ordinaryOwed -= toOrdinary
    left -= toOrdinary
    principalOwed -= Math.min(left, principalOwed)
  }
  const accrue = (span: number) => {
    interest = Math.min(principal, interest + divideRoundHalfUp(principalOwed * rule.interestPerDayBp * span, BP))
  }
  apply(paidBy(dueDay))
  let from = dueDay
  const after = ledger.payments
    .filter((payment) => compareAsc(payment.day, dueDay) > 0 && compareAsc(payment.day, today) <= 0)
    .sort((a, b) => compareAsc(a.day, b.day))
  for (const payment of after) {
    accrue(differenceInCalendarDays(payment.day, from))
    from = payment.day
    apply(payment.cents)
  }
  accrue(differenceInCalendarDays(today, from))
  const charges = chargesOfInterest(interest, true, rule)
  const lateOwed = Math.max(0, charges.total - latePaid)
  return { days, lateDays: late, late: charges, lateOwed, principalOwed, total: lateOwed + ordinaryOwed + principalOwed }
}
