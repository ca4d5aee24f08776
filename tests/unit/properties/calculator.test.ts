import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountSettings,
  clampAmount,
  roundAmountOnBlur,
  roundDownToStep,
  type CalculatorConfig,
} from '../../../src/domain/calculator'

const RUNS = { seed: 5_2025, numRuns: 500 }

/** A valid grid: a step, and min < max both on it (as amountSettings makes them). */
const grid = fc
  .tuple(fc.constantFrom(1, 50, 100, 250, 500, 1000), fc.nat(20), fc.integer({ min: 1, max: 40 }))
  .map(([interval, low, span]) => ({ interval, min: low * interval, max: (low + span) * interval }))

/** Whatever the input can hold: negative, huge, fractional, NaN, infinite. */
const anyAmount = fc.oneof(
  fc.integer({ min: -10_000, max: 2_000_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, -0),
)

describe('amount rounding', () => {
  it('on blur always lands within [min, max] and on the step', () => {
    fc.assert(
      fc.property(
        grid,
        fc.oneof(fc.integer({ min: -10_000, max: 100_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        (settings, value) => {
          const rounded = roundAmountOnBlur(value, settings)
          expect(rounded).toBeGreaterThanOrEqual(settings.min)
          expect(rounded).toBeLessThanOrEqual(settings.max)
          expect(rounded % settings.interval).toBe(0)
        },
      ),
      RUNS,
    )
  })

  it('on blur is idempotent and the nearest step inside the range', () => {
    fc.assert(
      fc.property(grid, fc.integer({ min: -10_000, max: 100_000 }), (settings, value) => {
        const rounded = roundAmountOnBlur(value, settings)
        expect(roundAmountOnBlur(rounded, settings)).toBe(rounded)
        if (value >= settings.min && value <= settings.max)
          expect(Math.abs(rounded - value)).toBeLessThanOrEqual(settings.interval / 2)
      }),
      RUNS,
    )
  })

  it('rounds down to the step: never above the value, less than a step below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(1, 50, 100, 500), (cents, interval) => {
        // Amounts in whole cents: below a cent, floating point makes any floor a whole step away.
        const value = cents / 100
        const down = roundDownToStep(value, interval)
        expect(down).toBeLessThanOrEqual(value)
        expect(value - down).toBeLessThan(interval)
        expect(Math.abs(down % interval)).toBe(0)
      }),
      RUNS,
    )
  })

  it('clamps anything, NaN included, into [min, max]', () => {
    fc.assert(
      fc.property(grid, anyAmount, (settings, value) => {
        const clamped = clampAmount(value, settings)
        expect(clamped).toBeGreaterThanOrEqual(settings.min)
        expect(clamped).toBeLessThanOrEqual(settings.max)
      }),
      RUNS,
    )
  })

  it("puts the slider's min, max and start on the step, start between them, for guests and clients", () => {
    const config = fc.record({
      interval: fc.constantFrom(50, 100, 500),
      minMainLoan: fc.integer({ min: 0, max: 5_000 }),
      amountTo: fc.integer({ min: 0, max: 30_000 }),
      minAdditionLoan: fc.integer({ min: 0, max: 5_000 }),
      first: fc.integer({ min: 0, max: 30_000 }),
    })
    const client = fc.option(
      fc.record({
        hasActiveLoan: fc.boolean(),
        availableAmount: fc.integer({ min: 0, max: 30_000 }),
        closedLoansCount: fc.nat(5),
      }),
    )
    fc.assert(
      fc.property(config, client, fc.option(anyAmount, { nil: undefined }), (limits, standing, current) => {
        const { first, ...amountLimits } = limits
        const settings = amountSettings(
          { amountLimits, initialStates: { new: { maxAmount: first } } } as unknown as CalculatorConfig,
          standing as never,
          current,
        )
        expect(settings.min).toBeLessThanOrEqual(settings.max)
        expect(settings.min % limits.interval).toBe(0)
        expect(settings.max % limits.interval).toBe(0)
        expect(settings.current).toBeGreaterThanOrEqual(settings.min)
        expect(settings.current).toBeLessThanOrEqual(settings.max)
      }),
      RUNS,
    )
  })
})
