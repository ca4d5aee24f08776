import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Days, MAX_PESOS, PesosAndCentavos, WholePesos } from '../../../api'
import { toCents } from '../../../src/domain/pricing'

/** What an amount is on the wire (api/money.ts), pinned by hand-picked examples. */

const RUNS = { seed: 20_251_201, numRuns: 2_000 }

describe('PesosAndCentavos', () => {
  it.each([
    [0.01, true],
    [0.1 + 0.2, true], // 0.30000000000000004: a sum's rounding noise is still 30 centavos
    [1266.8, true],
    [1500, true],
    [999_999.99, true],
    [1_000_000, true],
    [1500.001, false],
    [0.001, false],
    [100.005, false],
    [0, false],
    [-0.01, false],
    [1_000_000.01, false],
    [1e12, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%d is taken: %s', (amount, taken) => {
    expect(PesosAndCentavos.safeParse(amount).success).toBe(taken)
  })

  it('takes only amounts the ERP turns into whole centavos (toCents never throws on them)', () => {
    const candidates = fc.oneof(
      fc.double({ min: 0, max: MAX_PESOS * 1.1, noNaN: true }),
      fc.integer({ min: 0, max: MAX_PESOS * 100 }).map((cents) => cents / 100),
      fc
        .tuple(fc.integer({ min: 0, max: MAX_PESOS * 100 }), fc.integer({ min: 0, max: MAX_PESOS * 100 }))
        .map(([a, b]) => a / 100 + b / 100),
    )
    fc.assert(
      fc.property(candidates, (amount) => {
        if (PesosAndCentavos.safeParse(amount).success) expect(() => toCents(amount)).not.toThrow()
      }),
      RUNS,
    )
  })

  it('takes every whole number of centavos from 0.01 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PESOS * 100 }), (cents) => {
        expect(PesosAndCentavos.safeParse(cents / 100).success).toBe(true)
      }),
      RUNS,
    )
  })
})

describe('WholePesos', () => {
  it.each([
    [1, true],
    [3000, true],
    [1_000_000, true],
    [0, false],
    [-100, false],
    [1500.5, false],
    [1_000_001, false],
    [1e12, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d is taken: %s', (amount, taken) => {
    expect(WholePesos.safeParse(amount).success).toBe(taken)
  })
})

describe('Days', () => {
  it.each([
    [1, true],
    [7, true],
    [366, true],
    [0, false],
    [-7, false],
    [7.5, false],
    [367, false],
  ])('%d is taken: %s', (days, taken) => {
    expect(Days.safeParse(days).success).toBe(taken)
  })
})
