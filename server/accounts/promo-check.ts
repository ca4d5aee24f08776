import type { Kysely } from 'kysely'
import type { Violation } from '../../api'
import type { Discount, SequenceType } from '../../src/domain/pricing'
import { hasActiveLoan, sequenceTypeOf } from '../applications/store'
import type { ClientRow, Database } from '../db'
import { findPromoCode } from '../pricing/promo-codes'
import { Rule } from './forms'
import { violation } from './registration-steps'

export type PromoCheck =
  { ok: true; promoCode: string; sequenceType: SequenceType; discount: Discount } | { ok: false; violations: Violation[] }

/** The promo-code check (discounts/promo-code): the code must exist and be for this client's type of loan. */
export async function checkPromoCodeFor(db: Kysely<Database>, client: ClientRow, raw: string): Promise<PromoCheck> {
  if (raw.trim() === '') return { ok: false, violations: [violation('promoCode', Rule.required)] }
  const code = findPromoCode(raw)
  if (!code) return { ok: false, violations: [violation('promoCode', 'invalid_promo_code', 'This promo code does not exist.')] }
  const sequenceType = sequenceTypeOf(client, await hasActiveLoan(db, client))
  if (!code.sequenceTypes.includes(sequenceType)) {
    return { ok: false, violations: [violation('promoCode', 'not_applicable', 'This promo code is not for your next loan.')] }
  }
  return { ok: true, promoCode: code.name, sequenceType, discount: code.discount }
}
