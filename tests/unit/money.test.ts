import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/domain/money'

describe('formatMoney', () => {
  it('shows pesos with the dollar sign and no thousands grouping', () => {
    expect(formatMoney(1500)).toBe('$1500')
    expect(formatMoney(10000)).toBe('$10000')
    expect(formatMoney(1234567)).toBe('$1234567')
  })
  it('shows two decimals only when there are cents', () => {
    expect(formatMoney(1500.5)).toBe('$1500.50')
    expect(formatMoney(99.99)).toBe('$99.99')
    expect(formatMoney(0)).toBe('$0')
  })
  it('rounds to the cent', () => {
    expect(formatMoney(10.005)).toBe('$10.01')
    expect(formatMoney(10.001)).toBe('$10')
  })
  it('puts the minus sign before the peso sign', () => {
    expect(formatMoney(-20)).toBe('-$20')
  })
  it('shows nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('')
  })
})
