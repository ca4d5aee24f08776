import { describe, expect, it } from 'vitest'
import { ENABLED_BANK_CODES, bankList } from '../../server/reference/banks'
import { clabeBank } from '../../src/domain/clabe'
import { BELVO_BANKS } from '../../src/screens/registration/BelvoScreen'

describe('one name per bank', () => {
  it.each([
    ['002', 'Banamex'],
    ['012', 'BBVA México'],
    ['014', 'Santander'],
    ['072', 'Banorte'],
    ['127', 'Banco Azteca'],
    ['638', 'Nu México'],
    ['661', 'Klar'],
    ['722', 'Mercado Pago'],
  ])('bank %s is "%s" on the CLABE check and in the bank list', (code, name) => {
    expect(clabeBank(code)?.name).toBe(name)
    expect(bankList().find((bank) => bank.value === code)?.title).toBe(name)
  })

  it('every bank the loan can go to has its brand name, the same in the list and on the CLABE check', () => {
    for (const code of ENABLED_BANK_CODES) {
      const listed = bankList().find((bank) => bank.value === code)?.title
      expect(listed, code).toBe(clabeBank(code)?.name)
    }
  })

  it('the open-banking widget names its banks as the bank list does', () => {
    const listed = new Set(bankList().map((bank) => bank.title))
    for (const bank of BELVO_BANKS) expect(listed, bank.name).toContain(bank.name)
  })

  it('a bank without a brand keeps the name of Banxico’s table', () => {
    expect(clabeBank('006')?.name).toBe('Banco Nacional de Comercio Exterior')
  })
})
