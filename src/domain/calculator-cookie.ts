import { promoCodeRule } from './calculator'
import { isPayCycle, type PayCycle } from './pay-dates'

/**
 * The calculator cookie: the calculator state (amount, tab, pay cycle, pay dates, promo code),
 * kept 86400 s so a visitor who registers or logs in finds the loan they chose.
 *
 * It also carries `term`, the loan's length in days when the state was saved (from the chosen
 * pay date, see `repaymentDates` in pay-dates.ts), because the update-application action
 * compares amount AND term with it: it sends the offer payload only when amount or term differs
 * from the stored calculator cookie. The term is optional: it is unknown until a pay date is
 * chosen.
 */
export interface CalculatorCookie {
  /** Whole pesos, not negative. */
  amount: number
  /** 0 new client, 1 repeated client. */
  tab: 0 | 1
  payCycle: PayCycle | null
  /** The pay-date option's value (see pay-dates.ts); only kept with a pay cycle. */
  payDates: string | null
  promoCode: string | null
  /** Days from the day the state was saved to the due date. */
  term?: number
}

/** A cookie is at most 4 KB; the state is far smaller, so anything bigger is not ours. */
const MAX_RAW_LENGTH = 2000
const MAX_PAY_DATES_LENGTH = 40

export function serializeCalculatorCookie(state: CalculatorCookie): string {
  const { amount, tab, payCycle, payDates, promoCode, term } = state
  return JSON.stringify({ amount, tab, payCycle, payDates, promoCode, ...(term === undefined ? {} : { term }) })
}

/**
 * Reads a stored cookie defensively: it may be stale, edited by hand, or written by an older
 * version. Null when it is not JSON, not an object, or its amount is not a whole non-negative
 * number; any other field of the wrong type falls back (tab 0, null, no term).
 */
export function parseCalculatorCookie(raw: string | null | undefined): CalculatorCookie | null {
  if (!raw || raw.length > MAX_RAW_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const fields = value as Record<string, unknown>
  const { amount, term } = fields
  if (!isWholeAmount(amount)) return null
  const payCycle = isPayCycle(fields.payCycle) ? fields.payCycle : null
  const cookie: CalculatorCookie = {
    amount,
    tab: fields.tab === 1 ? 1 : 0,
    payCycle,
    payDates: payCycle ? payDatesOf(fields.payDates) : null,
    promoCode: promoCodeOf(fields.promoCode),
  }
  if (isWholeAmount(term) && term > 0) cookie.term = term
  return cookie
}

/**
 * The update-application action sends the offer payload only when amount or term
 * differs from the stored calculator cookie. Without a cookie, or one without a term, nothing
 * proves the server already has these figures, so the payload is sent.
 */
export function needsOfferUpdate(cookie: CalculatorCookie | null, next: { amount: number; term: number }): boolean {
  if (cookie === null || cookie.term === undefined) return true
  return cookie.amount !== next.amount || cookie.term !== next.term
}

function isWholeAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function payDatesOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= MAX_PAY_DATES_LENGTH ? value : null
}

/** A promo code is kept trimmed, and only when it passes the length rule. */
function promoCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim()
  return code !== '' && promoCodeRule(code) === null ? code : null
}
