/**
 * The price lists, IVA and extension lengths are product facts (src/domain/facts/); the
 * pricing rules read them through here. docs/PRICING.md shows the same table;
 * tests/unit/pricing-*.test.ts pin it.
 */

import { SEQUENCE_TYPES, type SequenceType } from '../facts/prices'

export { EXTENSION_DAYS, PRICE_LISTS, SEQUENCE_TYPES, VAT_BP, type PriceList, type SequenceType } from '../facts/prices'

export function isSequenceType(value: unknown): value is SequenceType {
  return typeof value === 'string' && (SEQUENCE_TYPES as readonly string[]).includes(value)
}
