import { clabe } from 'clabe-validator'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { luhnValid } from '../../src/domain/card'
import { clabeSchema, debitCardSchema, disbursementSchema } from '../../src/domain/forms/disbursement'
import { accepted, problemsOf } from './forms-support'

const today = new Date(2025, 5, 15) // June 2025

/** The lender's whitelist as the bank list call gives it: Banamex, BBVA, Santander, STP. */
const allowed = ['002', '012', '014', '646']

/** A CLABE from its parts with clabe-validator's own check digit: a CLABE its checks pass or fail independently of ours. */
const withCheckDigit = (first17: string) => first17 + String(clabe.computeChecksum(first17))

/** A digit other than the given one. */
const otherDigit = (digit: string) => String((Number(digit) + 1) % 10)

describe('the CLABE form', () => {
  const schema = clabeSchema(allowed)
  const problems = (accountNumber: string) => problemsOf(schema, { accountNumber })

  it.each([
    ['002010077777777771', 'the public example of Banamex, Aguascalientes'],
    [clabe.calculate(12, 180, 1234567890), 'BBVA, Ciudad de México, built by clabe-validator'],
    [clabe.calculate(646, 180, 1234567), 'STP, Ciudad de México'],
    [clabe.calculate(14, 320, 98765432101), 'Santander, Guadalajara'],
  ])('accepts %s (%s)', (value) => {
    expect(problems(value)).toEqual({})
  })

  it('takes the CLABE with spaces and gives the digits', () => {
    expect(accepted(schema, { accountNumber: ' 002 010 07777777777 1 ' })).toEqual({ accountNumber: '002010077777777771' })
  })

  it('is required', () => {
    expect(problems('')).toEqual({ accountNumber: 'required' })
  })

  it('must have exactly 18 digits', () => {
    expect(problems('00201007777777777')).toEqual({ accountNumber: 'invalid_length' })
    expect(problems('0020100777777777710')).toEqual({ accountNumber: 'invalid_length' })
  })

  it('must have digits only', () => {
    expect(problems('00201007777777777A')).toEqual({ accountNumber: 'invalid_characters' })
    expect(problems('002-10077777777771')).toEqual({ accountNumber: 'invalid_characters' })
  })

  it('must end with its check digit (weights 3, 7, 1)', () => {
    expect(problems('002010077777777772')).toEqual({ accountNumber: 'invalid_checksum' })
    expect(problems('002010077777777871')).toEqual({ accountNumber: 'invalid_checksum' })
  })

  it('must start with a known bank code', () => {
    // 003 is no institution of the table; the check digit is right.
    expect(problems(withCheckDigit('00301007777777777'))).toEqual({ accountNumber: 'invalid_bank_code' })
    // 999 is the table's placeholder, not a bank.
    expect(problems(withCheckDigit('99918007777777777'))).toEqual({ accountNumber: 'invalid_bank_code' })
  })

  it('must carry a known city (plaza) code', () => {
    expect(problems(withCheckDigit('00200007777777777'))).toEqual({ accountNumber: 'invalid_city_code' })
  })

  it("must be of a bank in the lender's whitelist", () => {
    // Banco Azteca (127) and Bank of America (106) are real banks, valid CLABEs, outside this whitelist.
    expect(problems(clabe.calculate(127, 180, 1234567890))).toEqual({ accountNumber: 'bank_not_enabled' })
    expect(problems(clabe.calculate(106, 180, 1234567890))).toEqual({ accountNumber: 'bank_not_enabled' })
    expect(problemsOf(clabeSchema([...allowed, '127']), { accountNumber: clabe.calculate(127, 180, 1234567890) })).toEqual({})
  })

  it('detects any single digit changed in a valid CLABE', () => {
    const account = fc.stringMatching(/^\d{11}$/)
    fc.assert(
      fc.property(account, fc.integer({ min: 6, max: 17 }), (digits, position) => {
        const valid = withCheckDigit(`012180${digits}`)
        expect(problems(valid)).toEqual({})
        const changed = valid.slice(0, position) + otherDigit(valid[position]!) + valid.slice(position + 1)
        expect(problems(changed)).toEqual({ accountNumber: 'invalid_checksum' })
      }),
    )
  })
})

/** A 16-digit number passing Luhn from 15 digits: the one last digit that makes the sum a multiple of 10. */
const completeCard = (first15: string) => [...'0123456789'].map((digit) => first15 + digit).find(luhnValid)!

describe('the debit card form', () => {
  const schema = debitCardSchema(today)
  const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: '6', expiryYear: '2025', holder: 'Rosa Pérez' }
  const problems = (changes: Record<string, unknown>) => problemsOf(schema, { ...card, ...changes })

  it('accepts a valid card and gives what the call takes', () => {
    expect(accepted(schema, card)).toEqual({
      cardNumber: '4111111111111111',
      expiryMonth: 6,
      expiryYear: 2025,
      holder: 'Rosa Pérez',
    })
    expect(problems({ cardNumber: '5555-5555-5555-4444' })).toEqual({})
  })

  it('requires every field', () => {
    expect(problemsOf(schema, { cardNumber: '', expiryMonth: '', expiryYear: '', holder: '' })).toEqual({
      cardNumber: 'required',
      expiryMonth: 'required',
      expiryYear: 'required',
      holder: 'required',
    })
  })

  it('needs exactly 16 digits', () => {
    expect(problems({ cardNumber: '411111111111111' })).toEqual({ cardNumber: 'card_length' })
    expect(problems({ cardNumber: '41111111111111111' })).toEqual({ cardNumber: 'card_length' })
    expect(problems({ cardNumber: '4111 1111 1111 111x' })).toEqual({ cardNumber: 'card_length' })
  })

  it('needs a number passing the Luhn check', () => {
    expect(problems({ cardNumber: '4111 1111 1111 1112' })).toEqual({ cardNumber: 'invalid_card' })
  })

  it('accepts any 16 digits passing Luhn, and refuses them with one digit changed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), fc.integer({ min: 0, max: 15 }), (first15, position) => {
        const number = completeCard(first15)
        expect(problems({ cardNumber: number })).toEqual({})
        const changed = number.slice(0, position) + otherDigit(number[position]!) + number.slice(position + 1)
        expect(problems({ cardNumber: changed })).toEqual({ cardNumber: 'invalid_card' })
      }),
    )
  })

  it('refuses a card whose expiry month has passed, on the month', () => {
    expect(problems({ expiryMonth: '5', expiryYear: '2025' })).toEqual({ expiryMonth: 'card_expired' })
    expect(problems({ expiryMonth: '12', expiryYear: '2024' })).toEqual({ expiryMonth: 'card_expired' })
    expect(problems({ expiryMonth: '06', expiryYear: '2025' })).toEqual({})
    expect(problems({ expiryMonth: '1', expiryYear: '2026' })).toEqual({})
  })

  it('needs a real month and a 4-digit year', () => {
    expect(problems({ expiryMonth: '13', expiryYear: '25' })).toEqual({ expiryMonth: 'invalid_date', expiryYear: 'invalid_date' })
    expect(problems({ expiryMonth: '0' })).toEqual({ expiryMonth: 'invalid_date' })
  })

  it("needs the holder's name, 2 characters at least", () => {
    expect(problems({ holder: 'R' })).toEqual({ holder: 'min_length' })
    expect(accepted(schema, { ...card, holder: ' ROSA  PÉREZ ' }).holder).toBe('ROSA PÉREZ')
  })
})

describe('the disbursement choice', () => {
  const schema = disbursementSchema(today, allowed)

  it('checks the card when the card is chosen', () => {
    expect(
      accepted(schema, {
        kind: 'card',
        cardNumber: '4111111111111111',
        expiryMonth: '7',
        expiryYear: '2027',
        holder: 'Rosa Pérez',
      }),
    ).toMatchObject({
      kind: 'card',
      cardNumber: '4111111111111111',
    })
    expect(
      problemsOf(schema, {
        kind: 'card',
        cardNumber: '4111111111111112',
        expiryMonth: '7',
        expiryYear: '2027',
        holder: 'Rosa Pérez',
      }),
    ).toEqual({
      cardNumber: 'invalid_card',
    })
  })

  it('checks the CLABE when the CLABE is chosen', () => {
    expect(accepted(schema, { kind: 'clabe', accountNumber: '002010077777777771' })).toEqual({
      kind: 'clabe',
      accountNumber: '002010077777777771',
    })
    expect(problemsOf(schema, { kind: 'clabe', accountNumber: '002010077777777772' })).toEqual({
      accountNumber: 'invalid_checksum',
    })
  })
})
