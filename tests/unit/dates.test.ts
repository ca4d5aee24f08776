import { describe, expect, it } from 'vitest'
import { formatDate, formatWireDate, fromScreenDate, fromWireDate, toWireDate } from '../../src/domain/dates'

describe('dates', () => {
  const date = new Date(2026, 0, 5)

  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate(date)).toBe('05/01/2026')
    expect(formatDate(new Date(2026, 11, 31))).toBe('31/12/2026')
  })
  it('sends dates as yyyy-mm-dd', () => {
    expect(toWireDate(date)).toBe('2026-01-05')
  })
  it.each([
    [new Date(2026, 8, 9), '09/09/2026', '2026-09-09'],
    [new Date(2027, 10, 30, 23, 59), '30/11/2027', '2027-11-30'],
    [fromScreenDate('01/02/0950')!, '01/02/0950', '0950-02-01'],
  ])('pads day, month and year of %s: %s on screen, %s on the wire', (day, shown, wire) => {
    expect(formatDate(day)).toBe(shown)
    expect(toWireDate(day)).toBe(wire)
  })
  it('refuses to write an invalid date', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError)
    expect(() => toWireDate(new Date('no es fecha'))).toThrow(RangeError)
  })
  it('reads a wire date as the same calendar day in any time zone', () => {
    const read = fromWireDate('2026-02-28')
    expect(read && formatDate(read)).toBe('28/02/2026')
  })
  it('refuses wire dates that are not real days', () => {
    expect(fromWireDate('2026-02-30')).toBeNull()
    expect(fromWireDate('05/01/2026')).toBeNull()
    expect(fromWireDate('')).toBeNull()
  })
  it('reads a typed dd/mm/yyyy date and refuses impossible ones', () => {
    expect(fromScreenDate('29/02/2028') && toWireDate(fromScreenDate('29/02/2028')!)).toBe('2028-02-29')
    expect(fromScreenDate('29/02/2027')).toBeNull()
    expect(fromScreenDate('1/2/2027')).toBeNull()
  })
  it.each([
    ['2026-12-15', '15/12/2026'],
    ['2028-02-29', '29/02/2028'],
    ['no es fecha', 'no es fecha'],
  ])('shows the server date %s as %s', (wire, shown) => {
    expect(formatWireDate(wire)).toBe(shown)
  })
})
