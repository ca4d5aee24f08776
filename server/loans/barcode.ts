import { createRequire } from 'node:module'

// The node build explicitly: Bundler resolution has no 'node' condition for the bare name.
type BwipJs = typeof import('bwip-js/node')

let bwipjs: BwipJs | undefined

/** bwip-js (several MB of memory) loads on the first barcode, not with the server. */
function barcodeWriter(): BwipJs {
  bwipjs ??= createRequire(import.meta.url)('bwip-js/node') as BwipJs
  return bwipjs
}

/**
 * The scannable barcode of a cash payment reference (POST openPay/getBarcode): Code 128, the
 * symbology store cashiers' scanners read, rendered as SVG so it scales on any screen.
 */
export function barcodeSvg(reference: string): string {
  return barcodeWriter().toSVG({
    bcid: 'code128',
    text: reference,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  })
}
