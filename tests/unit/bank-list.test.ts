import { describe, expect, it } from 'vitest'
import { bankListOf } from '../../src/domain/bank-list'

const banks = [
  { value: '002', title: 'Banamex' },
  { value: '012', title: 'BBVA México' },
  { value: '014', title: 'Santander' },
  { value: '127', title: 'Banco Azteca' },
]

describe('the bank list: entries of banks whose value is in banks_enabled', () => {
  it.each([
    ['every bank enabled', banks, ['002', '012', '014', '127']],
    ['some enabled, listed in another order', [{ value: '127' }, { value: '002' }], ['002', '127']],
    ['an enabled code that is no bank of the list', [{ value: '999' }, { value: '014' }], ['014']],
    ['none enabled', [], []],
  ])('%s', (_, enabled, values) => {
    expect(bankListOf(banks, enabled).map((bank) => bank.value)).toEqual(values)
  })

  it('keeps the titles of banks, not those of banks_enabled', () => {
    expect(bankListOf(banks, [{ value: '012', title: 'BBVA Bancomer' } as { value: string }])).toEqual([
      { value: '012', title: 'BBVA México' },
    ])
  })
})
