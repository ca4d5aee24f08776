import { describe, expect, it } from 'vitest'
import { expiryNotPast, luhnValid, normalizeCardNumber } from '../../src/domain/card'

describe('card checks', () => {
  it('accepts numbers passing Luhn and refuses a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('5555555555554444')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('41111111111111a1')).toBe(false)
  })

  it('takes exactly 16 digits, ignoring spaces and dashes', () => {
    expect(normalizeCardNumber('4111 1111-1111 1111')).toBe('4111111111111111')
    expect(normalizeCardNumber('411111111111111')).toBeNull()
    // 17 digits that pass Luhn are still refused.
    expect(normalizeCardNumber('41111111111111110')).toBeNull()
    expect(normalizeCardNumber('4111111111111112')).toBeNull()
  })

  it('keeps a card valid through its expiry month', () => {
    expect(expiryNotPast(6, 2025, '2025-06-30')).toBe(true)
    expect(expiryNotPast(5, 2025, '2025-06-01')).toBe(false)
    expect(expiryNotPast(1, 2026, '2025-12-31')).toBe(true)
    expect(expiryNotPast(12, 2024, '2025-01-01')).toBe(false)
    expect(expiryNotPast(13, 2030, '2025-01-01')).toBe(false)
  })
})
