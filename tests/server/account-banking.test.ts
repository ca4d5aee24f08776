import { describe, expect, it } from 'vitest'
import { clabeCheckDigit } from '../../src/domain/clabe'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server
const P = '/web/private/client'

/** A valid CLABE: bank, Mexico City plaza (180), an account number and its check digit. */
const clabe = (bank: string, account: string) => {
  const first17 = `${bank}180${account.padStart(11, '0')}`
  return `${first17}${clabeCheckDigit(first17)}`
}
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string; message?: string }>).find(
    (v) => v.propertyPath === `children[${field}].data`,
  )

describe('iban/validate', () => {
  it('accepts a CLABE of an enabled bank and names the bank', async () => {
    const me = await server.newClient()
    const answer = await call('PUT', `${P}/iban/validate`, { token: me.token, body: { iban: clabe('012', '1') } })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ valid: true, bankCode: '012', bankName: 'BBVA México' })
  })

  it('answers every CLABE failure and the enabled-bank whitelist as a violation', async () => {
    const me = await server.newClient()
    const good = clabe('012', '1')
    const lastWrong = `${good.slice(0, 17)}${(Number(good[17]) + 1) % 10}`
    const badBank = `000180${'1'.padStart(11, '0')}`
    const badCity = `012000${'1'.padStart(11, '0')}`
    const cases: Array<[string, string]> = [
      ['', 'required'],
      ['12345', 'invalid_length'],
      [`01218000000000000A`, 'invalid_characters'],
      [lastWrong, 'invalid_checksum'],
      [`${badBank}${clabeCheckDigit(badBank)}`, 'invalid_bank_code'],
      [`${badCity}${clabeCheckDigit(badCity)}`, 'invalid_city_code'],
      [clabe('006', '1'), 'bank_not_enabled'],
    ]
    for (const [iban, code] of cases) {
      const answer = await call('PUT', `${P}/iban/validate`, { token: me.token, body: { iban } })
      expect(answer.status, `${iban} → ${code}`).toBe(400)
      expect(statusOf(answer, 'iban')?.status).toBe(code)
    }
  })
})

describe('bank/saveAccountNumber', () => {
  it('saves a CLABE once, and refuses it to anyone else', async () => {
    const a = await server.newClient()
    const b = await server.newClient()
    const account = clabe('014', '77')
    const saved = await call('POST', `${P}/bank/saveAccountNumber`, { token: a.token, body: { accountNumber: account } })
    expect(saved.status).toBe(200)
    expect(saved.body.data.bankAccounts).toEqual([{ clabe: account, bankCode: '014', verified: false }])
    const again = await call('POST', `${P}/bank/saveAccountNumber`, { token: a.token, body: { accountNumber: account } })
    expect(again.status).toBe(200)
    expect(again.body.data.bankAccounts).toHaveLength(1)

    const theirs = await call('POST', `${P}/bank/saveAccountNumber`, { token: b.token, body: { accountNumber: account } })
    expect(theirs.status).toBe(400)
    expect(statusOf(theirs, 'accountNumber')).toMatchObject({
      status: 'not_unique',
      message: 'CLABE is already registered to someone else!',
    })
    const invalid = await call('POST', `${P}/bank/saveAccountNumber`, { token: b.token, body: { accountNumber: '123' } })
    expect(statusOf(invalid, 'accountNumber')?.status).toBe('invalid_length')
  })
})

describe('direct-debit/debit-credit-card', () => {
  const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2027, holder: 'ANA RUIZ' }

  it('keeps the last four digits and a hash, never the number; one card per client', async () => {
    const a = await server.newClient()
    const b = await server.newClient()
    const saved = await call('POST', `${P}/direct-debit/debit-credit-card`, { token: a.token, body: card })
    expect(saved.status).toBe(200)
    expect(saved.body.data.cards).toEqual([{ lastFour: '1111', expiryMonth: 12, expiryYear: 2027, holder: 'ANA RUIZ' }])
    const row = await server.db.selectFrom('debit_cards').selectAll().where('client_id', '=', a.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain('4111111111111111')

    const theirs = await call('POST', `${P}/direct-debit/debit-credit-card`, { token: b.token, body: card })
    expect(theirs.status).toBe(400)
    expect(statusOf(theirs, 'cardNumber')).toMatchObject({
      status: 'not_unique',
      message: 'Card already registered to someone else!',
    })
  })

  it('refuses a bad number, a past expiry and a missing holder', async () => {
    const me = await server.newClient()
    const answer = await call('POST', `${P}/direct-debit/debit-credit-card`, {
      token: me.token,
      body: { cardNumber: '4111111111111112', expiryMonth: 5, expiryYear: 2025, holder: ' ' },
    })
    expect(answer.status).toBe(400)
    expect(statusOf(answer, 'cardNumber')).toMatchObject({ status: 'invalid_card', message: 'Disbursement number is not valid.' })
    expect(statusOf(answer, 'expiryMonth')?.status).toBe('card_expired')
    expect(statusOf(answer, 'holder')?.status).toBe('required')
    const short = await call('POST', `${P}/direct-debit/debit-credit-card`, {
      token: me.token,
      body: { ...card, cardNumber: '411111111111111' },
    })
    expect(statusOf(short, 'cardNumber')?.status).toBe('invalid_card')
  })
})
