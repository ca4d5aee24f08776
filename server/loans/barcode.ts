// The node build explicitly: Bundler resolution has no 'node' condition for the bare name.
import bwipjs from 'bwip-js/node'

/**
 * The scannable barcode of a cash payment reference (POST openPay/getBarcode): Code 128, the
 * symbology store cashiers' scanners read, rendered as SVG so it scales on any screen.
 */
export function barcodeSvg(reference: string): string {
  return bwipjs.toSVG({ bcid: 'code128', text: reference, scale: 3, height: 12, includetext: true, textxalign: 'center' })
}
