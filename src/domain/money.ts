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
