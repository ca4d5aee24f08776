import type { Kysely } from 'kysely'
import type { Database } from '../db'

/**
 * The card a charge goes to: the client's latest card saved through direct-debit/debit-credit-card
 * (table debit_cards, migration 0004). The charge itself is simulated: a registered card always
 * accepts it (there is no card processor behind the reference ERP).
 */
export function registeredCard(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('debit_cards')
    .select(['id', 'last_four'])
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}
