/**
 * The calculator's pure rules: amount limits, rounding, client type, when the calculator hides or
 * locks itself, the offer key and the promo-code rule.
 *
 * Amounts are whole pesos. The step grid is counted from 0: `amountSettings` rounds min and max
 * down to multiples of the interval, so every slider stop and every blurred amount is a multiple
 * of the interval too.
 */

export interface AmountLimits {
  minMainLoan: number
  amountTo: number
  minAdditionLoan: number
  interval: number
}

/** The calculator config of GET /web/public/config/calculator (data): see api/routes/public.ts. */
export interface CalculatorConfig {
  amountLimits: AmountLimits
  initialStates: { new: { minAmount: number; maxAmount: number }; repeated: { minAmount: number; maxAmount: number } }
}

/** Amount settings. `first` is the new-client ceiling. */
export interface AmountSettings {
  min: number
  max: number
  first: number
  interval: number
  current: number
}

/** What the calculator knows of a logged-in client (from the profile, GET /web/private/client/client). */
export interface ClientStanding {
  availableAmount: number
  hasActiveLoan: boolean
  closedLoansCount: number
  hasUncancelledApplications: boolean
  /** Pesos lent in the client's latest loan (profile lastLoanAmount); null or absent before the first. */
  lastLoanAmount?: number | null
}

export type ClientType = 'first' | 'additional' | 'repeated'

/** A page's limit: 'first' shows only the new-client ceiling (and no tabs); 'all' the client's or the guest's whole range. */
export type CalculatorLimit = 'first' | 'all'

/** Promo codes are 2 to 64 characters. */
export const PROMO_CODE_MIN = 2
export const PROMO_CODE_MAX = 64

/**
 * Rounds down to a multiple of `interval` (the slider's min and max are both rounded down to the interval step).
 * Without a usable step (0, negative, not a number) the value is only floored to whole pesos;
 * a value that is not a number gives 0.
 */
export function roundDownToStep(value: number, interval: number): number {
  if (Number.isNaN(value)) return 0
  if (!(interval > 0) || !Number.isFinite(interval)) return Math.floor(value)
  return Math.floor(value / interval) * interval
}

/**
 * The slider's limits and starting amount:
 * - guests: min is minMainLoan, max is amountTo;
 * - clients: max is their available amount; min is minAdditionLoan with an active loan, otherwise
 *   minMainLoan;
 * - when the top is below the bottom (a client whose available amount is below min, or a config
 *   whose amountTo is below minMainLoan) both are 0: nothing can be borrowed;
 * - min, max and `first` (initialStates.new.maxAmount) are rounded down to the interval;
 * - with the limit 'first' the max is at most `first`: a page for a first loan never offers more.
 *
 * `current` is the given amount clamped; without one, guests start at the first-loan maximum
 * (the calculator resets to the first-loan maximum), and clients where their latest loan was (a
 * lender that starts a returning borrower at her maximum pushes her to borrow more than she asked
 * for before); a client without a loan yet starts as a guest does.
 */
export function amountSettings(
  config: CalculatorConfig,
  client: ClientStanding | null,
  current?: number,
  limit: CalculatorLimit = 'all',
): AmountSettings {
  const { minMainLoan, amountTo, minAdditionLoan, interval } = config.amountLimits
  const first = roundDownToStep(config.initialStates.new.maxAmount, interval)
  const bottom = client === null ? minMainLoan : client.hasActiveLoan ? minAdditionLoan : minMainLoan
  const whole = client === null ? amountTo : client.availableAmount
  const top = limit === 'first' ? Math.min(whole, first) : whole
  const empty = !(top >= bottom)
  const min = empty ? 0 : roundDownToStep(bottom, interval)
  const max = empty ? 0 : roundDownToStep(top, interval)
  const start = current ?? client?.lastLoanAmount ?? first
  return { min, max, first, interval, current: clampAmount(start, { min, max }) }
}

/** Clamped between min and max; a value that is not a number gives min. */
export function clampAmount(value: number, settings: Pick<AmountSettings, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return settings.min
  return Math.min(settings.max, Math.max(settings.min, value))
}

/**
 * The amount once the input loses focus: rounded to the nearest step, half a step
 * rounding up, then clamped. Steps are counted from 0, the grid min and max lie on (see
 * `amountSettings`), so the result is on the grid whenever min and max are. Without a usable
 * step the amount is rounded to whole pesos.
 */
export function roundAmountOnBlur(value: number, settings: Pick<AmountSettings, 'min' | 'max' | 'interval'>): number {
  const step = settings.interval > 0 && Number.isFinite(settings.interval) ? settings.interval : 1
  const below = Math.floor(value / step) * step
  // Comparing the remainder, not `Math.round(value / step)`, keeps exact halves exact.
  const nearest = (value - below) * 2 >= step ? below + step : below
  return clampAmount(nearest, settings)
}

/**
 * The range rule: min not above max, and a step above 0 and at most max - min. A range that
 * breaks it has no second stop to slide to (nothing to borrow, or one amount only): the slider
 * and the amount field are locked at the amount there is.
 */
export function isValidRange(settings: Pick<AmountSettings, 'min' | 'max' | 'interval'>): boolean {
  const { min, max, interval } = settings
  return min <= max && interval > 0 && interval <= max - min
}

/**
 * The client type: first (no closed loans and no active loan), additional (an active
 * loan), repeated (logged in, neither). A guest is a first-time client.
 */
export function clientType(client: ClientStanding | null): ClientType {
  if (client === null) return 'first'
  if (client.hasActiveLoan) return 'additional'
  return client.closedLoansCount > 0 ? 'repeated' : 'first'
}

/**
 * The repeated-client check: logged in, and closed loans exist or there is an additional
 * (active) loan, and no uncancelled applications. A reduced calculator creates the application
 * itself only for such a client: one whose application is still open goes to the apply page,
 * which shows it.
 */
export function isRepeatedClient(client: ClientStanding | null): boolean {
  if (client === null) return false
  return (client.closedLoansCount > 0 || client.hasActiveLoan) && !client.hasUncancelledApplications
}

/**
 * The calculator hides itself when there is no current amount (the limits leave
 * nothing to borrow), or when a loan's repayment is due in 1 day or less (overdue included).
 * Without settings the limits are still loading or failed to load: the calculator stays, with
 * its skeleton or its error and retry.
 */
export function isCalculatorHidden(
  settings: Pick<AmountSettings, 'current'> | null,
  repaymentDueDays: number | null | undefined,
): boolean {
  if (settings !== null && !settings.current) return true
  return repaymentDueDays != null && repaymentDueDays <= 1
}

/**
 * The salary fields (pay cycle and pay date) are hidden when editing an open
 * application, whose pay dates are already set, for repeated and additional clients, whose
 * saved ones stand, and when the page asks (hideSalary).
 */
export function areSalaryFieldsHidden(flags: { hideSalary: boolean; editable: boolean; type: ClientType }): boolean {
  return flags.hideSalary || flags.editable || flags.type === 'repeated' || flags.type === 'additional'
}

/** Disabled when the client has an actual application or active refinancing, unless editable or increase. */
export function isCalculatorDisabled(flags: {
  hasActualApplication: boolean
  hasActiveRefinancing: boolean
  editable?: boolean
  increase?: boolean
}): boolean {
  if (flags.editable || flags.increase) return false
  return flags.hasActualApplication || flags.hasActiveRefinancing
}

/**
 * The offer key: the offer is refetched whenever it changes. Null when
 * there is nothing to price: no pay cycle, no pay dates, or no positive amount. A promo code that
 * breaks the length rule is not sent, so it does not change the key (typing its first letter
 * refetches nothing); a valid one counts trimmed.
 */
export function offerKey(input: {
  amount: number
  payCycle: string | null
  payDates: string | null
  promoCode?: string | null
  loggedIn: boolean
}): string | null {
  const { amount, payCycle, payDates, loggedIn } = input
  if (!payCycle || !payDates || !(amount > 0) || !Number.isFinite(amount)) return null
  const promo = input.promoCode?.trim() ?? ''
  const promoCode = promo !== '' && promoCodeRule(promo) === null ? promo : ''
  // JSON keeps the parts apart whatever characters they hold.
  return JSON.stringify([loggedIn ? 'client' : 'guest', amount, payCycle, payDates, promoCode])
}

/** Promo code rule: 2 to 64 characters (trimmed); '' means none. */
export function promoCodeRule(code: string): 'min_length' | 'max_length' | null {
  const length = code.trim().length
  if (length === 0) return null
  if (length < PROMO_CODE_MIN) return 'min_length'
  return length > PROMO_CODE_MAX ? 'max_length' : null
}
