import type { ErrorBody, Offer } from '../../api'
import type { JsonText } from '../json-text'

/** What the offer route answers for one request, serialized: the offer, or the rules it breaks. */
export type OfferReply = { status: 200; body: JsonText<{ data: Offer }> } | { status: 400; body: JsonText<ErrorBody> }

/**
 * The answers of the offer route, at most `capacity` of them (the least recently used go first).
 * An answer is a pure function of Mexico's date and the request (amount, cycle, pay date, promo
 * code, sequence type) while the calculator config and the promo codes are constants in code;
 * the calculator asks for the same few hundred combinations all day, so most requests skip the
 * date arithmetic and the serialization. When promo codes move to storage, a write must clear it.
 */
export class OfferCache {
  readonly #replies = new Map<string, OfferReply>()

  constructor(readonly capacity = 2000) {}

  /** The cached reply for `key`, or `compute()`'s, remembered. */
  reply(key: string, compute: () => OfferReply): OfferReply {
    const cached = this.#replies.get(key)
    if (cached) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.#replies.delete(key)
      this.#replies.set(key, cached)
      return cached
    }
    const computed = compute()
    this.#replies.set(key, computed)
    if (this.#replies.size > this.capacity) this.#replies.delete(this.#replies.keys().next().value!)
    return computed
  }

  get size(): number {
    return this.#replies.size
  }
}
