import type { Kysely } from 'kysely'
import { DIRECT_DEBIT_TEXT_VERSION } from '../../api'
import { stamp, type Database } from '../db'
import { registeredCard } from './card'

/*
 * POST direct-debit/consent: the client authorises charges to the
 * registered card (domiciliación). The consent names the card (a newer card needs its own), the
 * address it came from and the version of the authorisation text; card charges
 * (loan/active/repayment/card, direct-debit/charge-rollover) require it for the card they charge.
 */

export interface DirectDebitConsentView {
  id: number
  lastFour: string
  textVersion: string
  ip: string
  consentedAt: string
}

const columns = ['id', 'last_four', 'text_version', 'ip', 'consented_at'] as const

function toView(row: {
  id: number
  last_four: string
  text_version: string
  ip: string
  consented_at: string
}): DirectDebitConsentView {
  return { id: row.id, lastFour: row.last_four, textVersion: row.text_version, ip: row.ip, consentedAt: row.consented_at }
}

/** The latest consent to charge this card, of this client. */
function consentOf(db: Kysely<Database>, clientId: number, cardId: number) {
  return db
    .selectFrom('direct_debit_consents')
    .select(columns)
    .where('client_id', '=', clientId)
    .where('card_id', '=', cardId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Records the consent for the client's registered card; the same card and text version again
 * answers the first consent (a retried request records nothing new).
 */
export async function recordConsent(
  db: Kysely<Database>,
  clientId: number,
  ip: string,
  now: Date,
): Promise<DirectDebitConsentView | 'no_card'> {
  const card = await registeredCard(db, clientId)
  if (!card) return 'no_card'
  const earlier = await consentOf(db, clientId, card.id)
  if (earlier && earlier.text_version === DIRECT_DEBIT_TEXT_VERSION) return toView(earlier)
  const row = await db
    .insertInto('direct_debit_consents')
    .values({
      client_id: clientId,
      card_id: card.id,
      last_four: card.last_four,
      ip,
      text_version: DIRECT_DEBIT_TEXT_VERSION,
      consented_at: stamp(now),
    })
    .returning(columns)
    .executeTakeFirstOrThrow()
  return toView(row)
}

/** The consent covering the card a charge would go to now; null without a card or consent. */
export async function currentConsent(db: Kysely<Database>, clientId: number): Promise<DirectDebitConsentView | null> {
  const card = await registeredCard(db, clientId)
  const consent = card && (await consentOf(db, clientId, card.id))
  return consent ? toView(consent) : null
}

/** Why the registered card cannot be charged: no card, or no consent for it; null when it can. */
export async function cardChargeRefusal(
  db: Kysely<Database>,
  clientId: number,
): Promise<{ code: 'no_card' | 'no_direct_debit_consent'; message: string } | null> {
  const card = await registeredCard(db, clientId)
  if (!card) return { code: 'no_card', message: 'No card registered.' }
  if (!(await consentOf(db, clientId, card.id)))
    return { code: 'no_direct_debit_consent', message: 'No direct-debit consent for the registered card.' }
  return null
}
