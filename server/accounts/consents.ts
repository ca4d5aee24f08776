import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import { clientAddress } from '../auth/client-address'
import type { TrustProxy } from '../auth/client-address'
import { stamp, type ConsentKind, type ConsentMethod, type ConsentRow, type Database } from '../db'
import { currentConsentText } from '../documents/consent-pdf'

/*
 * Consents as records (table `consents`, migration 0018): each one names the text's version, the
 * instant, the client's address and device, and how it was given. Sign-up records the terms and
 * the privacy notice (and promotions when chosen) by checkbox; the phone code of sign-up records
 * the credit-bureau authorisation (its SMS says that entering it authorises the consultation);
 * back-office completion records all of them by checkbox. Rows are only ever inserted: nothing
 * here updates or deletes one, so every version a client accepted stays on file.
 */

/** Where a consent came from: the client's address and device. */
export interface ConsentOrigin {
  ip: string
  /** The User-Agent header, printable characters only, cut to USER_AGENT_LENGTH; null without one. */
  userAgent: string | null
}

/** Longer User-Agent headers are cut: the device is identified well before this. */
const USER_AGENT_LENGTH = 400

/** The address and device of a request, as a consent records them. */
export function consentOrigin(c: Context, trustProxy: TrustProxy): ConsentOrigin {
  const raw = c.req.header('user-agent') ?? ''
  // Printable text only: the device is printed in the consent's PDF and shown to the client.
  const userAgent = raw
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, USER_AGENT_LENGTH)
  return { ip: clientAddress(c, trustProxy), userAgent: userAgent || null }
}

/** Inserts one consent of each kind at the current version of its text, all at one instant, given one way. */
export async function recordConsents(
  db: Kysely<Database>,
  clientId: number,
  kinds: readonly ConsentKind[],
  method: ConsentMethod,
  origin: ConsentOrigin,
  now: Date,
): Promise<void> {
  if (kinds.length === 0) return
  await db
    .insertInto('consents')
    .values(
      kinds.map((kind) => ({
        client_id: clientId,
        kind,
        method,
        text_version: currentConsentText(kind).version,
        accepted_at: stamp(now),
        ip: origin.ip,
        user_agent: origin.userAgent,
      })),
    )
    .execute()
}

/**
 * The credit-bureau authorisation by the sign-up phone code (NIP by SMS). The client's first
 * verification records it; a later one with the same text again records nothing new.
 */
export async function recordBureauByNip(db: Kysely<Database>, clientId: number, origin: ConsentOrigin, now: Date) {
  const earlier = await db
    .selectFrom('consents')
    .select('id')
    .where('client_id', '=', clientId)
    .where('kind', '=', 'credit_bureau')
    .where('method', '=', 'nip_sms')
    .where('text_version', '=', currentConsentText('credit_bureau').version)
    .executeTakeFirst()
  if (!earlier) await recordConsents(db, clientId, ['credit_bureau'], 'nip_sms', origin, now)
}

/** The client's consents, oldest first. */
export function clientConsents(db: Kysely<Database>, clientId: number): Promise<ConsentRow[]> {
  return db.selectFrom('consents').selectAll().where('client_id', '=', clientId).orderBy('id').execute()
}

/** One consent of this client; undefined for another client's or none. */
export function ownConsent(db: Kysely<Database>, clientId: number, id: number): Promise<ConsentRow | undefined> {
  return db.selectFrom('consents').selectAll().where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst()
}
