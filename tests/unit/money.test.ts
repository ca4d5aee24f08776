import { describe, expect, it } from 'vitest'
import { formatCents, formatMoney, parseMoney } from '../../src/domain/money'

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

describe('formatCents', () => {
  it.each([
    [126680, '$1266.80'],
    [100000, '$1000'],
    [9536, '$95.36'],
    [0, '$0'],
  ])('%d centavos are %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })
})

describe('parseMoney: pesos as Mexicans write them ("." for decimals, "," for thousands)', () => {
  it.each([
    ['1500', 1500],
    ['1500.00', 1500],
    ['1500.5', 1500.5],
    ['1,500.50', 1500.5],
    ['$20,000.00', 20000],
    ['$ 20 000', 20000],
    ['20 000', 20000],
    ['$1,234,567.89', 1234567.89],
    ['  $15000  ', 15000],
    ['1500.', 1500],
    ['.50', null],
    ['0.40', 0.4],
    ['007', 7],
  ])('reads %s as %s', (text, pesos) => {
    expect(parseMoney(text)).toBe(pesos)
  })

  it.each([
    // Three decimals: 1.5 pesos to a Mexican, 1500 to a European; no amount is guessed.
    '1.500',
    '20.000,00',
    // A comma groups three digits, never decimals.
    '1,50',
    '15,00',
    '1,5000',
    ',500',
    '1,500,0',
    '-1500',
    '1500 pesos',
    'MXN 1500',
    '$',
    '',
    '1.2.3',
    '１５００',
  ])('refuses %s', (text) => {
    expect(parseMoney(text)).toBeNull()
  })
})
