/*
 * A small Code 128 reader for tests: it reads the bars of an SVG drawn by bwip-js, as a scanner
 * reads widths, and answers the text they carry. No decoder package is installed and the
 * machines are offline, so it is written here from the symbology (ISO/IEC 15417): each symbol is
 * 3 bars and 3 spaces, 11 modules wide; start, data, a check symbol, then the 13-module stop.
 */

/** The bar and space widths, in modules, of the symbol values 0 to 106 (103-105 start A/B/C, 106 stop). */
// prettier-ignore
export const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]

const START = { 103: 'A', 104: 'B', 105: 'C' } as const
const STOP = 106
type CodeSet = 'A' | 'B' | 'C'

/**
 * The bars of a bwip-js SVG as [left, right] edges, left to right. bwip-js strokes each bar as a
 * vertical line `M x y1 L x y2` through its centre, one path per stroke width; the text under the
 * barcode is filled paths without a stroke, which are left out.
 */
export function barsOf(svg: string): Array<[number, number]> {
  const bars: Array<[number, number]> = []
  for (const path of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const attributes = path[1]!
    const width = /stroke-width="([\d.]+)"/.exec(attributes)?.[1]
    const data = /\bd="([^"]*)"/.exec(attributes)?.[1]
    if (width === undefined || data === undefined) continue
    for (const line of data.matchAll(/M\s*([\d.]+)\s+([\d.]+)\s*L\s*([\d.]+)\s+([\d.]+)/g)) {
      const [x1, x2] = [Number(line[1]), Number(line[3])]
      if (x1 !== x2) throw new Error(`not a vertical bar: ${line[0]}`)
      bars.push([x1 - Number(width) / 2, x1 + Number(width) / 2])
    }
  }
  return bars.sort((a, b) => a[0] - b[0])
}

/** Bar, space, bar, space… widths in modules; the narrowest element (the stop has one) is a module. */
export function modulesOf(bars: Array<[number, number]>): number[] {
  const widths: number[] = []
  bars.forEach(([left, right], index) => {
    if (index > 0) widths.push(left - bars[index - 1]![1])
    widths.push(right - left)
  })
  const module = Math.min(...widths)
  if (!(module > 0)) throw new Error('bars touch or overlap')
  return widths.map((width) => {
    const modules = Math.round(width / module)
    if (Math.abs(width / module - modules) > 0.05)
      throw new Error(`an element of ${width} is not a whole number of modules of ${module}`)
    return modules
  })
}

/** The symbol values of the modules: start, data, check, stop (the check is verified). */
export function symbolsOf(modules: number[]): number[] {
  const values: number[] = []
  let at = 0
  while (at < modules.length) {
    const size = modules.length - at === 7 ? 7 : 6
    const pattern = modules.slice(at, at + size).join('')
    const value = PATTERNS.indexOf(pattern)
    if (value < 0) throw new Error(`no Code 128 symbol has the widths ${pattern}`)
    values.push(value)
    at += size
  }
  if (!(values[0]! in START)) throw new Error('the first symbol is not a start')
  if (values.at(-1) !== STOP) throw new Error('the last symbol is not the stop')
  const [start, ...rest] = values.slice(0, -2)
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start!)
  if (sum % 103 !== values.at(-2)) throw new Error(`the check symbol ${values.at(-2)} is not ${sum % 103}`)
  return values
}

/** The text of data symbols in code sets A, B and C, with the code switches between them. */
export function textOf(values: number[]): string {
  let set: CodeSet = START[values[0] as keyof typeof START]
  let text = ''
  for (const value of values.slice(1, -2)) {
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0')
      else if (value === 100 || value === 101) set = value === 100 ? 'B' : 'A'
      else throw new Error(`symbol ${value} (FNC1) is not read by this reader`)
    } else if (value < 64 || (set === 'B' && value < 96)) text += String.fromCharCode(32 + value)
    else if (value < 96) text += String.fromCharCode(value - 64)
    else if (value === 99) set = 'C'
    else if (set === 'A' && value === 100) set = 'B'
    else if (set === 'B' && value === 101) set = 'A'
    else throw new Error(`symbol ${value} (a function code or shift) is not read by this reader`)
  }
  return text
}

/** What a scanner reads from a bwip-js Code 128 SVG; throws when the bars are not a valid symbol. */
export function readCode128(svg: string): string {
  return textOf(symbolsOf(modulesOf(barsOf(svg))))
}
