import type { Kysely } from 'kysely'
import { clientConsents } from '../accounts/consents'
import type { Database } from '../db'

/** A consent the client gave, as the evidence file states it. */
export interface EvidenceConsent {
  /** 'terms', 'privacy', 'credit_bureau', 'marketing', 'direct_debit'. */
  kind: string
  /** The accepted text's version, when it is known. */
  version: string | null
  acceptedAt: string
  /** The client address it came from, when it was recorded. */
  ip: string | null
  /** The device (User-Agent), when it was recorded. */
  device: string | null
  /** How it was given: 'checkbox', or 'nip_sms' (the credit-bureau authorisation by the SMS code). */
  method: string | null
  /** The card a direct debit may charge, by its last four digits. */
  cardLastFour: string | null
}

/**
 * Every consent the client has given, oldest first: the evidence file's one source of consents.
 * The versioned records (terms, privacy, the credit-bureau authorisation, promotions: which text,
 * when, from which address and device, and how), and the direct-debit authorisations with their
 * text version and address. A client who signed up before consents were kept as records has the
 * instants of the sign-up consents on their row only: those are stated as such, with no version.
 */
export async function consentsOf(db: Kysely<Database>, clientId: number): Promise<EvidenceConsent[]> {
  const [client, records, debits] = await Promise.all([
    db
      .selectFrom('clients')
      .select(['consent_terms_at', 'consent_privacy_at', 'consent_credit_bureau_at'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow(),
    clientConsents(db, clientId),
    db
      .selectFrom('direct_debit_consents')
      .select(['last_four', 'text_version', 'ip', 'consented_at'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
  ])
  const recorded = records.map((row): EvidenceConsent => ({
    kind: row.kind,
    version: row.text_version,
    acceptedAt: row.accepted_at,
    ip: row.ip,
    device: row.user_agent,
    method: row.method,
    cardLastFour: null,
  }))
  const flag = (kind: string, at: string | null): EvidenceConsent[] =>
    at && !records.some((row) => row.kind === kind)
      ? [{ kind, version: null, acceptedAt: at, ip: null, device: null, method: 'checkbox', cardLastFour: null }]
      : []
  const consents = [
    ...recorded,
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
