/**
 * The single rounding rule of the offer arithmetic (currency MXN):
 *
 * every figure computed from a rate (interest, a fee, a discount, IVA) is worked out exactly in
 * integer centavos and rounded once to the nearest centavo, halves up; figures made of other
 * figures (totals, sums of fees) are exact sums of already rounded centavos. So the parts of an
 * offer always add up to its total, to the centavo. Amounts travel as pesos (`123.45`).
 */

/** `numerator / denominator` rounded to the nearest integer, halves up; both non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`divideRoundHalfUp needs non-negative safe integers, got ${numerator}/${denominator}`)
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** Whole or fractional pesos as centavos; the pesos must already be a whole number of centavos. */
export function toCents(pesos: number): number {
  const cents = Math.round(pesos * 100)
  if (Math.abs(cents - pesos * 100) > 1e-6) throw new RangeError(`${pesos} is not a whole number of centavos`)
  return cents
}

/** Centavos as pesos on the wire: 12345 → 123.45. */
export function toPesos(cents: number): number {
  return cents / 100
}
