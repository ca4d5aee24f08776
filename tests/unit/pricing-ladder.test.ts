import { describe, expect, it } from 'vitest'
import { extensionLadder, extensionsOf, PRICE_LISTS } from '../../src/domain/pricing'
import { fromWireDate } from '../../src/domain/dates'

function day(wire: string): Date {
  const date = fromWireDate(wire)
  if (!date) throw new Error(`not a date: ${wire}`)
  return date
}

describe('the extension ladder: what the loan costs paid at the due date or after 1, 2 or 3 extensions', () => {
  // $1000 first loan owing $1266.80 on 2025-06-30. An extension of d days: 1% × d × 1000 + 3% ×
  // 1000 = $30, plus 16% IVA: 7 days $116, 14 days $197.20, 30 days $382.80.
  const due = day('2025-06-30')
  const ladder = extensionLadder(1266_80, due, extensionsOf(1000_00, due, PRICE_LISTS.first))

  it('paid at the due date: what is owed then', () => {
    expect(ladder.atDueDate).toEqual({ extensions: 0, dueDate: '2025-06-30', totalCents: 1266_80 })
  })

  it.each([
    [
      7,
      [
        [1, '2025-07-07', 1382_80],
        [2, '2025-07-14', 1498_80],
        [3, '2025-07-21', 1614_80],
      ],
    ],
    [
      14,
      [
        [1, '2025-07-14', 1464_00],
        [2, '2025-07-28', 1661_20],
        [3, '2025-08-11', 1858_40],
      ],
    ],
    [
      30,
      [
        [1, '2025-07-30', 1649_60],
        [2, '2025-08-29', 2032_40],
        [3, '2025-09-28', 2415_20],
      ],
    ],
  ])('extended by %i days', (days, rungs) => {
    const length = ladder.lengths.find((candidate) => candidate.days === days)
    expect(length?.rungs).toEqual(rungs.map(([extensions, dueDate, totalCents]) => ({ extensions, dueDate, totalCents })))
  })

  it("the pricing page's $3000 first loan: three 30-day extensions of $1148.40 on top of $3684.40", () => {
    const due = day('2026-03-30')
    const ladder = extensionLadder(3684_40, due, extensionsOf(3000_00, due, PRICE_LISTS.first))
    const thirty = ladder.lengths.find((length) => length.days === 30)
    expect(thirty?.rungs[2]).toEqual({ extensions: 3, dueDate: '2026-06-28', totalCents: 7129_60 })
  })
})
