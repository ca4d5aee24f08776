/** Currency of every amount in the product. */
export const CURRENCY = 'MXN'

/**
 * Money on screen: the peso sign and the amount without thousands grouping,
 * `$1500`, `$1500.50`, `-$20`. Whole amounts show no decimals; others show two.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return ''
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  const cents = Math.round(abs * 100)
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
  return `${sign}$${text}`
}

/** Centavos on screen and in documents, as `formatMoney` writes pesos: 126680 → `$1266.80`. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100)
}

/**
 * An amount of pesos as a Mexican writes it, or null when the text is not one. In Mexico the
 * decimal point is "." and thousands are grouped with ",": "1500", "1500.00", "1,500.50",
 * "$20,000.00" are fifteen hundred (and fifty centavos) and twenty thousand pesos. A peso sign and
 * spaces anywhere are ignored ("$ 20 000" is 20000). Commas group exactly three digits from the
 * first group on, and at most two decimals follow the point: "1.500" (1.5 to a Mexican, 1500 to a
 * European) and "1,50" are refused rather than guessed (docs/INPUTS.md).
 */
export function parseMoney(text: string): number | null {
  const plain = text.replace(/[\s$]/g, '')
  // Terse (capturing groups, unary plus): the home page's bytes are counted (budget).
  return /^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/.test(plain) ? +plain.replace(/,/g, '') : null
}
