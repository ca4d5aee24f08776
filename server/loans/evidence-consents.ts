import type { Kysely } from 'kysely'
import type { Database } from '../db'

/** A consent the client gave, as the evidence file states it. */
export interface EvidenceConsent {
  /** 'terms', 'privacy', 'credit_bureau', 'direct_debit'. */
  kind: string
  /** The accepted text's version, when it is known. */
  version: string | null
  acceptedAt: string
  /** The client address it came from, when it was recorded. */
  ip: string | null
  /** The device (User-Agent), when it was recorded. */
  device: string | null
  /** How it was given: 'checkbox', 'sms_code', ... when it was recorded. */
  method: string | null
  /** The card a direct debit may charge, by its last four digits. */
  cardLastFour: string | null
}

/**
 * Every consent the client has given, oldest first: the evidence file's one source of consents.
 * Today: the instants of the sign-up consents (terms, privacy, credit bureau) on the client's row,
 * and the direct-debit authorisations with their text version and address. A store of consents
 * as versioned records replaces this one function.
 */
export async function consentsOf(db: Kysely<Database>, clientId: number): Promise<EvidenceConsent[]> {
  const client = await db
    .selectFrom('clients')
    .select(['consent_terms_at', 'consent_privacy_at', 'consent_credit_bureau_at'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow()
  const flag = (kind: string, at: string | null): EvidenceConsent[] =>
    at ? [{ kind, version: null, acceptedAt: at, ip: null, device: null, method: 'checkbox', cardLastFour: null }] : []
  const debits = await db
    .selectFrom('direct_debit_consents')
    .select(['last_four', 'text_version', 'ip', 'consented_at'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute()
  const consents = [
    ...flag('terms', client.consent_terms_at),
    ...flag('privacy', client.consent_privacy_at),
    ...flag('credit_bureau', client.consent_credit_bureau_at),
    ...debits.map((row): EvidenceConsent => ({
      kind: 'direct_debit',
      version: row.text_version,
      acceptedAt: row.consented_at,
      ip: row.ip,
      device: null,
      method: 'checkbox',
      cardLastFour: row.last_four,
    })),
  ]
  return consents.sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt))
}
