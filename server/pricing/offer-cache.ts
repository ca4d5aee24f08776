import type { Offer, Violation } from '../../api'

/** What the offer route answers for one request: the offer, or the rules it breaks. */
export type OfferAnswer = { ok: true; offer: Offer } | { ok: false; violations: Violation[] }

/**
 * The answers of the offer route, newest last, at most `capacity` of them (least recently used
 * go first). An answer is a pure function of Mexico's date and the request (amount, cycle, pay
 * date, promo code, sequence type) while the calculator config and the promo codes are constants
 * in code; the calculator asks for the same few hundred combinations all day, so most requests
 * skip the date arithmetic. When promo codes move to storage, a write must clear this cache.
 */
export class OfferCache {
  readonly #answers = new Map<string, OfferAnswer>()

  constructor(readonly capacity = 2000) {}

  /** The cached answer for `key`, or `compute()`'s, remembered. */
  answer(key: string, compute: () => OfferAnswer): OfferAnswer {
    const cached = this.#answers.get(key)
    if (cached) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.#answers.delete(key)
      this.#answers.set(key, cached)
      return cached
    }
    const computed = compute()
    this.#answers.set(key, computed)
    if (this.#answers.size > this.capacity) this.#answers.delete(this.#answers.keys().next().value!)
    return computed
  }

  get size(): number {
    return this.#answers.size
  }
}
