import { createHmac } from 'node:crypto'
import type { Violation } from '../../api'
import { validateClabe } from '../../src/domain/clabe'
import { expiryNotPast, normalizeCardNumber } from '../../src/domain/card'
import { isUniqueViolation, stamp } from '../db'
import { mexicoDate } from '../pricing/today'
import { ENABLED_BANK_CODES } from '../reference/banks'
import type { Services } from '../services'
import { Rule } from './forms'
import { normalizeName } from './normalize'
import { nameViolation } from './person-name'
import { violation, type Checked } from './registration-steps'

/*
 * Disbursement accounts. A CLABE or a card belongs
 * to one client only; the full card number is never stored, only its last four digits and a
 * keyed hash that makes it unique.
 */

export const BankRule = { bankNotEnabled: 'bank_not_enabled', invalidCard: 'invalid_card', cardExpired: 'card_expired' } as const

export interface CheckedClabe {
  clabe: string
  bankCode: string
  bankName: string
}

/**
 * Every CLABE failure (invalid_length, invalid_characters, invalid_checksum,
 * invalid_bank_code, invalid_city_code) as a violation on `path`, then the `banks_enabled`
 * whitelist (server/reference/banks.ts): `bank_not_enabled`. Spaces are dropped first.
 */
export function checkClabe(path: string, raw: string): Checked<CheckedClabe> {
  const value = raw.replace(/\s/g, '')
  if (value === '') return { ok: false, violations: [violation(path, Rule.required)] }
  const checked = validateClabe(value)
  if (!checked.ok) return { ok: false, violations: [violation(path, checked.error.code, checked.error.message)] }
  if (!ENABLED_BANK_CODES.includes(checked.bank.code)) {
    return { ok: false, violations: [violation(path, BankRule.bankNotEnabled, 'This bank is not accepted for disbursements.')] }
  }
  return { ok: true, value: { clabe: value, bankCode: checked.bank.code, bankName: checked.bank.name } }
}

const CLABE_TAKEN = 'CLABE is already registered to someone else!'
const CARD_TAKEN = 'Card already registered to someone else!'
const CARD_INVALID = 'Disbursement number is not valid.'

/** Saves a CLABE for the client; saving one they already have is a no-op. */
export async function saveClabe(services: Pick<Services, 'db' | 'now'>, clientId: number, raw: string): Promise<Violation[]> {
  const path = 'accountNumber'
  const checked = checkClabe(path, raw)
  if (!checked.ok) return checked.violations
  const { db } = services
  const existing = await db
    .selectFrom('bank_accounts')
    .select('client_id')
    .where('clabe', '=', checked.value.clabe)
    .executeTakeFirst()
  if (existing) return existing.client_id === clientId ? [] : [violation(path, Rule.notUnique, CLABE_TAKEN)]
  const at = stamp(services.now())
  try {
    await db
      .insertInto('bank_accounts')
      .values({
        client_id: clientId,
        clabe: checked.value.clabe,
        bank_code: checked.value.bankCode,
        created_at: at,
        updated_at: at,
      })
      .execute()
  } catch (error) {
    // A parallel save of the same CLABE by someone else won the race.
    if (isUniqueViolation(error)) return [violation(path, Rule.notUnique, CLABE_TAKEN)]
    throw error
  }
  return []
}

/**
 * HMAC-SHA256 of the card number. The key comes from CARD_HASH_KEY (set it in production: a
 * plain hash of a 16-digit number with a known bank prefix can be walked through); changing it
 * forgets which cards are taken.
 */
export function cardHash(number: string): string {
  return createHmac('sha256', process.env.CARD_HASH_KEY ?? 'lana-clara:card:v1')
    .update(number)
    .digest('hex')
}

export interface CardInput {
  cardNumber: string
  expiryMonth: number
  expiryYear: number
  holder: string
}

export function checkCard(input: CardInput, now: Date): Checked<{ number: string; holder: string }> {
  const violations: Violation[] = []
  const number = normalizeCardNumber(input.cardNumber)
  // The holder's name as printed on the card: a person's name, by the rule of every name.
  const holder = normalizeName(input.holder)
  if (input.cardNumber.trim() === '') violations.push(violation('cardNumber', Rule.required))
  else if (!number) violations.push(violation('cardNumber', BankRule.invalidCard, CARD_INVALID))
  if (!expiryNotPast(input.expiryMonth, input.expiryYear, mexicoDate(now)))
    violations.push(violation('expiryMonth', BankRule.cardExpired))
  if (holder === '') violations.push(violation('holder', Rule.required))
  else if (holder.length < 2) violations.push(violation('holder', Rule.minLength))
  else {
    const broken = nameViolation('holder', holder)
    if (broken) violations.push(broken)
  }
  return violations.length > 0 || !number ? { ok: false, violations } : { ok: true, value: { number, holder } }
}

export async function saveCard(services: Services, clientId: number, input: CardInput): Promise<Violation[]> {
  const checked = checkCard(input, services.now())
  if (!checked.ok) return checked.violations
  const { db } = services
  const hash = cardHash(checked.value.number)
  const existing = await db
    .selectFrom('debit_cards')
    .select(['id', 'client_id'])
    .where('number_hash', '=', hash)
    .executeTakeFirst()
  if (existing && existing.client_id !== clientId) return [violation('cardNumber', Rule.notUnique, CARD_TAKEN)]
  const at = stamp(services.now())
  const fields = { expiry_month: input.expiryMonth, expiry_year: input.expiryYear, holder: checked.value.holder, updated_at: at }
  if (existing) {
    await db.updateTable('debit_cards').set(fields).where('id', '=', existing.id).execute()
    return []
  }
  try {
    await db
      .insertInto('debit_cards')
      .values({ client_id: clientId, last_four: checked.value.number.slice(-4), number_hash: hash, ...fields, created_at: at })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) return [violation('cardNumber', Rule.notUnique, CARD_TAKEN)]
    throw error
  }
  return []
}
