import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '../../src/domain/payment-reference'
import { barcodeSvg } from '../../server/loans/barcode'
import { barsOf, PATTERNS, readCode128 } from './support/code128'

/*
 * The cash slip's barcode is scannable: its bars, read by width as a scanner reads them
 * (tests/server/support/code128.ts), are a valid Code 128 symbol whose check symbol matches and
 * whose text is the payment reference.
 */

/**
 * The SVG with its first 1-module bar drawn 2 modules wide, its left edge kept (bwip-js at scale 3:
 * a module is 3 units; each stroke width has its path of vertical lines through the bars' centres).
 */
function widenFirstThinBar(svg: string): string {
  const thin = /(stroke-width="3" d=")M([\d.]+) 103L\2 0/.exec(svg)!
  const centre = Number(thin[2]) + 1.5
  const widened = svg.replace(thin[0], thin[1]!).replace('stroke-width="6" d="', `stroke-width="6" d="M${centre} 103L${centre} 0`)
  expect(barsOf(widened)).toHaveLength(barsOf(svg).length)
  return widened
}

describe('the Code 128 reader of the tests', () => {
  it('knows 107 distinct symbols of 11 modules (the stop 13), their bars an even number of modules', () => {
    expect(PATTERNS).toHaveLength(107)
    expect(new Set(PATTERNS).size).toBe(107)
    PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number)
      expect(
        widths.reduce((a, b) => a + b),
        `symbol ${value}`,
      ).toBe(value === 106 ? 13 : 11)
      const bars = widths.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b)
      expect(bars % 2, `symbol ${value}`).toBe(0)
    })
  })

  it('refuses bars that are not a valid symbol: one bar a module wider, or a bar missing', () => {
    const svg = barcodeSvg(withCheckDigit('123456789012345'))
    expect(() => readCode128(widenFirstThinBar(svg))).toThrow(/no Code 128 symbol has the widths|check symbol/)
    const missing = svg.replace(/M([\d.]+) 103L\1 0/, '')
    expect(barsOf(missing)).toHaveLength(barsOf(svg).length - 1)
    expect(() => readCode128(missing)).toThrow(/no Code 128 symbol|start|stop/)
  })
})

describe('the barcode of a cash payment reference', () => {
  it.each([withCheckDigit('123456789012345'), withCheckDigit('000000000000000'), withCheckDigit('987654321098765')])(
    'reads back as the reference %s',
    (reference) => {
      expect(readCode128(barcodeSvg(reference))).toBe(reference)
    },
  )

  it('reads back text that needs code set B too', () => {
    expect(readCode128(barcodeSvg('LC-2025/07 ref 12345'))).toBe('LC-2025/07 ref 12345')
  })
})
