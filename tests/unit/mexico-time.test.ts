import { describe, expect, it } from 'vitest'
import { mexicoDateTime, mexicoInstant } from '../../src/domain/mexico-time'

describe('an instant on screen', () => {
  it.each([
    { at: '2026-11-26T18:04:05.000Z', date: '26/11/2026', time: '12:04' },
    // Still the 26th in Mexico City (UTC−6) at 05:30 UTC on the 27th.
    { at: '2026-11-27T05:30:00.000Z', date: '26/11/2026', time: '23:30' },
    { at: '2026-11-27T06:00:00.000Z', date: '27/11/2026', time: '00:00' },
  ])('$at reads $date $time in Mexico City', ({ at, date, time }) => {
    expect(mexicoDateTime(new Date(at))).toEqual({ date, time })
  })
})

describe('an instant on record', () => {
  it.each([
    ['2026-11-26T18:04:05.000Z', '26/11/2026 12:04:05'],
    ['2026-11-27T05:59:59.000Z', '26/11/2026 23:59:59'],
  ])('%s is kept as %s, to the second, in Mexico City', (at, shown) => {
    expect(mexicoInstant(new Date(at))).toBe(shown)
  })
})
