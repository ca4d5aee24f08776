import { clabe } from 'clabe-validator'
import { describe, expect, it } from 'vitest'
import { clabeBank, clabeCheckDigit, clabeCityNames, clabeError, validateClabe } from '../../src/domain/clabe'

/** A CLABE from its parts, with the check digit computed by hand (weights 3, 7, 1 repeating). */
function build(bank: string, plaza: string, account: string): string {
  const first17 = bank + plaza + account
  const weights = [3, 7, 1]
  const sum = [...first17].reduce((total, digit, index) => total + ((Number(digit) * weights[index % 3]!) % 10), 0)
  return first17 + String((10 - (sum % 10)) % 10)
}

/** The same CLABE with its last digit changed, so the check digit is wrong. */
function withWrongCheckDigit(value: string): string {
  return value.slice(0, 17) + String((Number(value[17]) + 1) % 10)
}

describe('the CLABE check digit', () => {
  it('is computed with weights 3, 7, 1 over the first 17 digits', () => {
    // 0 1 2 1 8 0 0 1 2 3 4 5 6 7 8 9 0 weighted (mod 10 each): 0+7+2+3+6+0+0+7+2+9+8+5+8+9+8+7+0 = 81 → 9
    expect(clabeCheckDigit('01218001234567890')).toBe(9)
    expect(clabeCheckDigit('00201007777777777')).toBe(1)
  })

  it('agrees with clabe-validator on many numbers', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const first17 = String(seed * 7919 * 104729)
        .padStart(17, '0')
        .slice(-17)
      expect(clabeCheckDigit(first17)).toBe(clabe.computeChecksum(first17))
    }
  })

  it('refuses anything but 17 digits', () => {
    expect(() => clabeCheckDigit('123')).toThrow(RangeError)
    expect(() => clabeCheckDigit('0121800123456789a')).toThrow(RangeError)
  })
})

describe('validateClabe', () => {
  const valid = [
    ['012', '180', '01234567890', 'BBVA México', 'Ciudad de México'], // BBVA, Ciudad de México
    ['072', '320', '00000000001', 'Banorte', 'Guadalajara'], // Banorte, Guadalajara
    ['002', '010', '07777777777', 'Banamex', 'Aguascalientes'], // Banamex, Aguascalientes
    ['014', '580', '55500011122', 'Santander', 'Apodaca'], // Santander, Monterrey area
    ['646', '180', '12345678901', 'STP', 'Ciudad de México'], // STP
    ['638', '180', '00000000042', 'Nu México', 'Ciudad de México'], // Nu
  ] as const

  it.each(valid)('accepts bank %s, plaza %s, account %s', (bank, plaza, account, bankName, cityName) => {
    const value = build(bank, plaza, account)
    const result = validateClabe(value)
    expect(result).toMatchObject({ ok: true, clabe: value, bank: { code: bank, name: bankName }, cityCode: plaza, account })
    if (result.ok) expect(result.cityNames).toContain(cityName)
    expect(clabeError(value)).toBeUndefined()
    // The package the tables come from agrees.
    expect(clabe.validate(value).ok).toBe(true)
  })

  it('answers invalid_length with its fixed message for anything but 18 characters', () => {
    for (const value of ['', '0121800123456789', '01218001234567890', '0121800123456789091']) {
      expect(validateClabe(value)).toEqual({
        ok: false,
        error: { code: 'invalid_length', message: 'Must be exactly 18 digits long' },
      })
    }
  })

  it('answers invalid_characters for letters, spaces or signs in 18 characters', () => {
    for (const value of ['01218001234567890a', '012 180 0123456789', '-12180012345678909', '０12180012345678909']) {
      const result = validateClabe(value)
      expect(result.ok ? undefined : result.error.code, value).toBe('invalid_characters')
    }
  })

  it('answers invalid_checksum with the expected digit', () => {
    const value = withWrongCheckDigit(build('012', '180', '01234567890'))
    expect(validateClabe(value)).toEqual({
      ok: false,
      error: {
        code: 'invalid_checksum',
        message: `Invalid checksum, last digit should be: ${clabeCheckDigit(value.slice(0, 17))}`,
      },
    })
  })

  it('answers invalid_bank_code for a bank code not in the table, and for the placeholder 999', () => {
    for (const bank of ['000', '003', '555', '999']) {
      const value = build(bank, '180', '01234567890')
      expect(validateClabe(value)).toEqual({
        ok: false,
        error: { code: 'invalid_bank_code', message: `Invalid bank code: ${bank}` },
      })
    }
  })

  it('answers invalid_city_code for a plaza code not in the table', () => {
    for (const plaza of ['000', '001', '999']) {
      const value = build('012', plaza, '01234567890')
      expect(validateClabe(value)).toEqual({
        ok: false,
        error: { code: 'invalid_city_code', message: `Invalid city code: ${plaza}` },
      })
    }
  })

  it('reports the first failure only, in the order length, characters, checksum, bank, city', () => {
    // Unknown bank and unknown plaza with a correct check digit: the bank is named.
    expect(clabeError(build('555', '999', '01234567890'))).toBe('invalid_bank_code')
    // Unknown bank with a wrong check digit: the checksum is named.
    expect(clabeError(withWrongCheckDigit(build('555', '180', '01234567890')))).toBe('invalid_checksum')
    // Too short and with letters: the length is named.
    expect(clabeError('01218abc')).toBe('invalid_length')
  })
})

describe('the CLABE tables', () => {
  it('name banks by three-digit code', () => {
    expect(clabeBank('012')).toEqual({ code: '012', tag: 'BBVA BANCOMER', name: 'BBVA México' })
    expect(clabeBank('999')).toBeUndefined()
    expect(clabeBank('12')).toBeUndefined()
  })

  it('name every place of a plaza code', () => {
    expect(clabeCityNames('320')).toEqual(expect.arrayContaining(['Guadalajara', 'Zapopan', 'Tonala']))
    expect(clabeCityNames('999')).toBeUndefined()
    expect(clabeCityNames('18')).toBeUndefined()
  })
})
