import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountSettings,
  areSalaryFieldsHidden,
  clampAmount,
  clientType,
  isCalculatorDisabled,
  isCalculatorHidden,
  isRepeatedClient,
  isValidRange,
  offerKey,
  promoCodeRule,
  roundAmountOnBlur,
  roundDownToStep,
  type CalculatorConfig,
  type ClientStanding,
} from '../../src/domain/calculator'

const config: CalculatorConfig = {
  amountLimits: { minMainLoan: 1000, amountTo: 10_000, minAdditionLoan: 500, interval: 100 },
  initialStates: { new: { minAmount: 1000, maxAmount: 4000 }, repeated: { minAmount: 1000, maxAmount: 10_000 } },
}

function client(overrides: Partial<ClientStanding> = {}): ClientStanding {
  return { availableAmount: 6000, hasActiveLoan: false, closedLoansCount: 1, hasUncancelledApplications: false, ...overrides }
}

function withLimits(limits: Partial<CalculatorConfig['amountLimits']>, newMax = 4000): CalculatorConfig {
  return {
    ...config,
    amountLimits: { ...config.amountLimits, ...limits },
    initialStates: { ...config.initialStates, new: { minAmount: 0, maxAmount: newMax } },
  }
}

describe('roundDownToStep', () => {
  it('rounds down to a multiple of the interval', () => {
    expect(roundDownToStep(1250, 100)).toBe(1200)
    expect(roundDownToStep(1299, 100)).toBe(1200)
    expect(roundDownToStep(1200, 100)).toBe(1200)
    expect(roundDownToStep(99, 100)).toBe(0)
  })
  it('only floors to whole pesos without a usable interval', () => {
    expect(roundDownToStep(1250.7, 0)).toBe(1250)
    expect(roundDownToStep(1250.7, -5)).toBe(1250)
    expect(roundDownToStep(1250.7, Number.NaN)).toBe(1250)
  })
  it('gives 0 for a value that is not a number', () => {
    expect(roundDownToStep(Number.NaN, 100)).toBe(0)
  })
})

describe('amountSettings', () => {
  it('gives guests minMainLoan to amountTo and starts them at the first-loan maximum', () => {
    expect(amountSettings(config, null)).toEqual({ min: 1000, max: 10_000, first: 4000, interval: 100, current: 4000 })
  })
  it('gives a client without an active loan minMainLoan to the available amount; without a loan yet she starts as a guest', () => {
    expect(amountSettings(config, client())).toEqual({ min: 1000, max: 6000, first: 4000, interval: 100, current: 4000 })
  })
  it.each([
    [2500, 6000, 2500], // where her latest loan was, not her maximum
    [3000, 6000, 3000],
    [8000, 6000, 6000], // clamped to what she may borrow now
    [500, 6000, 1000], // and to the smallest loan
  ])('starts a returning client at her latest loan of $%i (available $%i): $%i', (last, available, current) => {
    expect(
      amountSettings(config, client({ lastLoanAmount: last, availableAmount: available, closedLoansCount: 1 })).current,
    ).toBe(current)
  })
  it('gives a client with an active loan minAdditionLoan as the bottom', () => {
    const settings = amountSettings(config, client({ hasActiveLoan: true, availableAmount: 800 }))
    expect(settings).toMatchObject({ min: 500, max: 800 })
  })
  it('lets a client borrow above amountTo when their available amount is higher', () => {
    expect(amountSettings(config, client({ availableAmount: 15_000 })).max).toBe(15_000)
  })
  it('zeroes both limits when the available amount is below the minimum', () => {
    expect(amountSettings(config, client({ availableAmount: 999 }))).toMatchObject({ min: 0, max: 0, current: 0 })
    expect(amountSettings(config, client({ availableAmount: 0 }))).toMatchObject({ min: 0, max: 0, current: 0 })
  })
  it('keeps the limits when the available amount equals the minimum', () => {
    expect(amountSettings(config, client({ availableAmount: 1000 }))).toMatchObject({ min: 1000, max: 1000 })
  })
  it('rounds min, max and the first-loan ceiling down to the interval', () => {
    const settings = amountSettings(withLimits({ minMainLoan: 1050, amountTo: 9990 }, 4321), null)
    expect(settings).toMatchObject({ min: 1000, max: 9900, first: 4300 })
    expect(amountSettings(config, client({ availableAmount: 6789 })).max).toBe(6700)
  })
  it('zeroes a guest range whose top is below its bottom', () => {
    expect(amountSettings(withLimits({ minMainLoan: 5000, amountTo: 3000 }), null)).toMatchObject({ min: 0, max: 0 })
  })
  it.each([
    // who, available, the whole range's max, the max on a page for a first loan (ceiling 4000)
    ['a guest', null, 10_000, 4000],
    ['a client who may borrow 6000', 6000, 6000, 4000],
    ['a client who may borrow 3000', 3000, 3000, 3000],
    ['a client who may borrow 15000', 15_000, 15_000, 4000],
  ] as const)("caps the max at the new-client ceiling for %s when the limit is 'first'", (_, available, all, first) => {
    const who = available === null ? null : client({ availableAmount: available })
    expect(amountSettings(config, who).max).toBe(all)
    expect(amountSettings(config, who, undefined, 'first')).toMatchObject({ min: 1000, max: first, first: 4000 })
    expect(amountSettings(config, who, 9000, 'first').current).toBe(first)
  })
  it('zeroes the range on a first-loan page when the ceiling is below the bottom', () => {
    expect(amountSettings(withLimits({ minMainLoan: 5000, amountTo: 10_000 }, 4000), null, undefined, 'first')).toMatchObject({
      min: 0,
      max: 0,
    })
  })
  it('clamps the given current amount', () => {
    expect(amountSettings(config, null, 2500).current).toBe(2500)
    expect(amountSettings(config, null, 50_000).current).toBe(10_000)
    expect(amountSettings(config, null, 10).current).toBe(1000)
    expect(amountSettings(config, client(), 9000).current).toBe(6000)
  })
  it('clamps the first-loan maximum when it lies above a guest max', () => {
    expect(amountSettings(withLimits({ amountTo: 3000 }, 4000), null).current).toBe(3000)
  })
})

describe('clampAmount', () => {
  const range = { min: 1000, max: 5000 }
  it('keeps an amount inside the range', () => {
    expect(clampAmount(2500, range)).toBe(2500)
    expect(clampAmount(1000, range)).toBe(1000)
    expect(clampAmount(5000, range)).toBe(5000)
  })
  it('moves an amount outside the range to the nearer end', () => {
    expect(clampAmount(999, range)).toBe(1000)
    expect(clampAmount(-3, range)).toBe(1000)
    expect(clampAmount(5001, range)).toBe(5000)
    expect(clampAmount(Number.POSITIVE_INFINITY, range)).toBe(5000)
  })
  it('gives min for a value that is not a number', () => {
    expect(clampAmount(Number.NaN, range)).toBe(1000)
  })
})

describe('roundAmountOnBlur', () => {
  const range = { min: 1000, max: 5000, interval: 100 }
  it('rounds to the nearest step', () => {
    expect(roundAmountOnBlur(1234, range)).toBe(1200)
    expect(roundAmountOnBlur(1249, range)).toBe(1200)
    expect(roundAmountOnBlur(1251, range)).toBe(1300)
    expect(roundAmountOnBlur(1300, range)).toBe(1300)
  })
  it('rounds half a step up', () => {
    expect(roundAmountOnBlur(1250, range)).toBe(1300)
    expect(roundAmountOnBlur(25, { min: 0, max: 100, interval: 50 })).toBe(50)
  })
  it('counts steps from 0, not from min', () => {
    expect(roundAmountOnBlur(1234, { min: 1050, max: 5000, interval: 100 })).toBe(1200)
  })
  it('clamps after rounding', () => {
    expect(roundAmountOnBlur(940, range)).toBe(1000)
    expect(roundAmountOnBlur(5049, range)).toBe(5000)
    expect(roundAmountOnBlur(5051, range)).toBe(5000)
    expect(roundAmountOnBlur(Number.NaN, range)).toBe(1000)
    expect(roundAmountOnBlur(Number.NEGATIVE_INFINITY, range)).toBe(1000)
    expect(roundAmountOnBlur(Number.POSITIVE_INFINITY, range)).toBe(5000)
  })
  it('rounds to whole pesos without a usable interval', () => {
    expect(roundAmountOnBlur(1234.5, { min: 1000, max: 5000, interval: 0 })).toBe(1235)
  })
})

describe('isValidRange', () => {
  it('accepts a step between 0 and max - min', () => {
    expect(isValidRange({ min: 1000, max: 5000, interval: 100 })).toBe(true)
    expect(isValidRange({ min: 1000, max: 5000, interval: 4000 })).toBe(true)
  })
  it('refuses min above max', () => {
    expect(isValidRange({ min: 5001, max: 5000, interval: 1 })).toBe(false)
  })
  it('refuses a step of 0 or less, or wider than the range', () => {
    expect(isValidRange({ min: 1000, max: 5000, interval: 0 })).toBe(false)
    expect(isValidRange({ min: 1000, max: 5000, interval: -100 })).toBe(false)
    expect(isValidRange({ min: 1000, max: 5000, interval: 4001 })).toBe(false)
  })
  it('refuses an empty range, such as a client with nothing available', () => {
    expect(isValidRange({ min: 0, max: 0, interval: 100 })).toBe(false)
  })
})

describe('clientType', () => {
  it('treats a guest as a first-time client', () => {
    expect(clientType(null)).toBe('first')
  })
  it('is first without closed loans or an active loan', () => {
    expect(clientType(client({ closedLoansCount: 0 }))).toBe('first')
  })
  it('is additional with an active loan, whatever the closed loans', () => {
    expect(clientType(client({ hasActiveLoan: true, closedLoansCount: 0 }))).toBe('additional')
    expect(clientType(client({ hasActiveLoan: true, closedLoansCount: 3 }))).toBe('additional')
  })
  it('is repeated with closed loans and no active loan', () => {
    expect(clientType(client({ closedLoansCount: 2 }))).toBe('repeated')
  })
})

describe('isRepeatedClient', () => {
  it('is false for a guest', () => {
    expect(isRepeatedClient(null)).toBe(false)
  })
  it('is true with closed loans or an active loan and no uncancelled application', () => {
    expect(isRepeatedClient(client({ closedLoansCount: 1 }))).toBe(true)
    expect(isRepeatedClient(client({ closedLoansCount: 0, hasActiveLoan: true }))).toBe(true)
  })
  it('is false for a client who never had a loan', () => {
    expect(isRepeatedClient(client({ closedLoansCount: 0 }))).toBe(false)
  })
  it('is false while an application is not cancelled', () => {
    expect(isRepeatedClient(client({ closedLoansCount: 1, hasUncancelledApplications: true }))).toBe(false)
  })
})

describe('isCalculatorHidden', () => {
  it('hides when the limits leave no current amount', () => {
    expect(isCalculatorHidden({ current: 0 }, null)).toBe(true)
  })
  it('stays while the limits load or failed to load, for the skeleton or the error with retry', () => {
    expect(isCalculatorHidden(null, null)).toBe(false)
    expect(isCalculatorHidden(null, undefined)).toBe(false)
  })
  it('hides a calculator whose limits are unknown when a repayment is due in 1 day or less', () => {
    expect(isCalculatorHidden(null, 1)).toBe(true)
  })
  it('shows with an amount and no loan due', () => {
    expect(isCalculatorHidden({ current: 3000 }, null)).toBe(false)
    expect(isCalculatorHidden({ current: 3000 }, undefined)).toBe(false)
  })
  it('hides when a repayment is due in 1 day or less', () => {
    expect(isCalculatorHidden({ current: 3000 }, 2)).toBe(false)
    expect(isCalculatorHidden({ current: 3000 }, 1)).toBe(true)
    expect(isCalculatorHidden({ current: 3000 }, 0)).toBe(true)
    expect(isCalculatorHidden({ current: 3000 }, -4)).toBe(true)
  })
})

describe('areSalaryFieldsHidden', () => {
  const shown = { hideSalary: false, editable: false, type: 'first' as const }
  it('shows the pay cycle and pay date to a first-time client or guest', () => {
    expect(areSalaryFieldsHidden(shown)).toBe(false)
  })
  it('hides them when editing an open application', () => {
    expect(areSalaryFieldsHidden({ ...shown, editable: true })).toBe(true)
  })
  it('hides them for repeated and additional clients', () => {
    expect(areSalaryFieldsHidden({ ...shown, type: 'repeated' })).toBe(true)
    expect(areSalaryFieldsHidden({ ...shown, type: 'additional' })).toBe(true)
  })
  it('hides them when the page asks (hideSalary)', () => {
    expect(areSalaryFieldsHidden({ ...shown, hideSalary: true })).toBe(true)
  })
})

describe('isCalculatorDisabled', () => {
  const idle = { hasActualApplication: false, hasActiveRefinancing: false }
  it('is enabled without an application or refinancing', () => {
    expect(isCalculatorDisabled(idle)).toBe(false)
  })
  it('is disabled with an actual application or active refinancing', () => {
    expect(isCalculatorDisabled({ ...idle, hasActualApplication: true })).toBe(true)
    expect(isCalculatorDisabled({ ...idle, hasActiveRefinancing: true })).toBe(true)
  })
  it('stays enabled when editable or for an increase', () => {
    expect(isCalculatorDisabled({ hasActualApplication: true, hasActiveRefinancing: true, editable: true })).toBe(false)
    expect(isCalculatorDisabled({ hasActualApplication: true, hasActiveRefinancing: true, increase: true })).toBe(false)
  })
})

describe('offerKey', () => {
  const input = { amount: 3000, payCycle: 'monthly', payDates: '15', promoCode: null, loggedIn: false }
  it('is null until pay cycle and pay dates are chosen', () => {
    expect(offerKey({ ...input, payCycle: null })).toBeNull()
    expect(offerKey({ ...input, payDates: null })).toBeNull()
    expect(offerKey({ ...input, payDates: '' })).toBeNull()
  })
  it('is null without a positive amount', () => {
    expect(offerKey({ ...input, amount: 0 })).toBeNull()
    expect(offerKey({ ...input, amount: Number.NaN })).toBeNull()
  })
  it('changes with the amount, the cycle, the dates, the promo code and the login', () => {
    const base = offerKey(input)
    expect(base).not.toBeNull()
    const variants = [
      offerKey({ ...input, amount: 3100 }),
      offerKey({ ...input, payCycle: 'semi_monthly', payDates: '15,30' }),
      offerKey({ ...input, payDates: '16' }),
      offerKey({ ...input, promoCode: 'VERANO' }),
      offerKey({ ...input, loggedIn: true }),
    ]
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1)
  })
  it('ignores a promo code that breaks the length rule, and spaces around one', () => {
    expect(offerKey({ ...input, promoCode: 'V' })).toBe(offerKey(input))
    expect(offerKey({ ...input, promoCode: '   ' })).toBe(offerKey(input))
    expect(offerKey({ ...input, promoCode: ' VERANO ' })).toBe(offerKey({ ...input, promoCode: 'VERANO' }))
  })
  it('keeps parts apart whatever characters they hold', () => {
    expect(offerKey({ ...input, payDates: '1|2', promoCode: 'AB' })).not.toBe(
      offerKey({ ...input, payDates: '1', promoCode: '2|AB' }),
    )
  })
})

describe('promoCodeRule', () => {
  it('accepts no code at all', () => {
    expect(promoCodeRule('')).toBeNull()
    expect(promoCodeRule('   ')).toBeNull()
  })
  it('needs 2 to 64 characters, trimmed', () => {
    expect(promoCodeRule('A')).toBe('min_length')
    expect(promoCodeRule(' A ')).toBe('min_length')
    expect(promoCodeRule('AB')).toBeNull()
    expect(promoCodeRule('A'.repeat(64))).toBeNull()
    expect(promoCodeRule(` ${'A'.repeat(64)} `)).toBeNull()
    expect(promoCodeRule('A'.repeat(65))).toBe('max_length')
  })
})

describe('calculator properties', () => {
  const pesos = fc.integer({ min: 0, max: 1_000_000 })
  const interval = fc.integer({ min: 1, max: 5000 })
  /** A range on the step grid: min and max multiples of the interval, min ≤ max. */
  const gridRange = fc
    .tuple(interval, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }))
    .map(([step, low, extra]) => ({ interval: step, min: low * step, max: (low + extra) * step }))
  /** Any range with min ≤ max, on the grid or not. */
  const anyRange = fc
    .tuple(interval, pesos, pesos)
    .map(([step, a, b]) => ({ interval: step, min: Math.min(a, b), max: Math.max(a, b) }))
  const input = fc.oneof(fc.integer({ min: -100_000, max: 2_000_000 }), fc.double({ noNaN: false }))
  const configs = fc.record({
    amountLimits: fc.record({ minMainLoan: pesos, amountTo: pesos, minAdditionLoan: pesos, interval }),
    initialStates: fc.record({
      new: fc.record({ minAmount: pesos, maxAmount: pesos }),
      repeated: fc.record({ minAmount: pesos, maxAmount: pesos }),
    }),
  })
  const standing = fc.option(
    fc.record({
      availableAmount: pesos,
      hasActiveLoan: fc.boolean(),
      closedLoansCount: fc.nat(20),
      hasUncancelledApplications: fc.boolean(),
    }),
    { nil: null },
  )

  it('clampAmount and roundAmountOnBlur stay within [min, max]', () => {
    fc.assert(
      fc.property(anyRange, input, (range, value) => {
        for (const result of [clampAmount(value, range), roundAmountOnBlur(value, range)]) {
          expect(result).toBeGreaterThanOrEqual(range.min)
          expect(result).toBeLessThanOrEqual(range.max)
        }
      }),
    )
  })

  it('roundAmountOnBlur lands on the step grid when min and max are on it', () => {
    fc.assert(
      fc.property(gridRange, input, (range, value) => {
        expect(roundAmountOnBlur(value, range) % range.interval).toBe(0)
      }),
    )
  })

  it('roundAmountOnBlur moves an amount inside the range by at most half a step', () => {
    fc.assert(
      fc.property(gridRange, fc.integer({ min: 0, max: 1_000_000 }), (range, value) => {
        fc.pre(value >= range.min && value <= range.max)
        expect(Math.abs(roundAmountOnBlur(value, range) - value)).toBeLessThanOrEqual(range.interval / 2)
      }),
    )
  })

  it('amountSettings gives min ≤ max, or both 0, on the step grid, with current between them', () => {
    fc.assert(
      fc.property(configs, standing, fc.option(input, { nil: undefined }), (config, client, current) => {
        const settings = amountSettings(config, client, current)
        const step = config.amountLimits.interval
        expect(settings.min <= settings.max || (settings.min === 0 && settings.max === 0)).toBe(true)
        expect(settings.min % step).toBe(0)
        expect(settings.max % step).toBe(0)
        expect(settings.first % step).toBe(0)
        expect(settings.current).toBeGreaterThanOrEqual(settings.min)
        expect(settings.current).toBeLessThanOrEqual(settings.max)
      }),
    )
  })
})
