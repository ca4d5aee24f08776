import type { Kysely } from 'kysely'
import { isCurp } from '../../src/domain/curp'
import { normalizePhone } from '../../src/domain/identifier'
import type { Database } from '../db'

/**
 * Whether two accounts are one person, as far as the ERP can tell: a referral to oneself through a
 * second account never counts (./referrals.ts). Phones, e-mails, CURPs, card numbers and CLABEs
 * are unique across accounts, so a second account differs in each of them; what it may still
 * share with the first:
 * - a mailbox: `ana+2@gmail.com` and `a.n.a@gmail.com` deliver to `ana@gmail.com` (the part after
 *   `+` is dropped everywhere, the dots on Gmail);
 * - a phone: one account's mobile phone among the other's alternative phones (additional contacts);
 * - a CURP stem: the first 16 characters (names, birth date, sex, state) with another 17th
 *   character, the one RENAPO sets apart namesakes born the same day; or the other's CURP given
 *   as the national identifier (client details), or the same RFC there;
 * - the same full name (accents, case and spacing aside) and birth date;
 * - the same identity document or selfie (the same bytes, by SHA-256).
 * An account made with none of these in common cannot be told apart: see docs/SECURITY.md.
 */

/** Identity documents: the same bytes in two accounts are one person's papers. */
const IDENTITY_DOCUMENTS = ['id_document', 'id_document_back', 'selfie']

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/** The mailbox an e-mail delivers to: lower-cased, `+tag` dropped, Gmail's dots dropped. */
export function mailbox(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email.trim().toLowerCase()
  let local = email.slice(0, at).trim().toLowerCase()
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** A name as people write it differently: no accents, upper case, single spaces. */
function plainName(parts: ReadonlyArray<string | null>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export interface Identity {
  mailboxes: Set<string>
  phones: Set<string>
  /** The first 16 characters of each CURP the account gave (at sign-up, or as national identifier). */
  curpStems: Set<string>
  rfcs: Set<string>
  /** `NAME|yyyy-mm-dd`, when both are known. */
  nameAndBirth: string | null
  documents: Set<string>
}

/** What the ERP knows of a client that tells who the person is; null for an unknown id. */
export async function identityOf(db: Kysely<Database>, clientId: number): Promise<Identity | null> {
  const client = await db
    .selectFrom('clients')
    .leftJoin('client_details', 'client_details.client_id', 'clients.id')
    .select([
      'clients.email',
      'clients.mobile_phone',
      'clients.curp',
      'clients.first_name',
      'clients.middle_name',
      'clients.last_names',
      'clients.birth_date',
      'client_details.national_identificator',
    ])
    .where('clients.id', '=', clientId)
    .executeTakeFirst()
  if (!client) return null
  const contacts = await db.selectFrom('client_contacts').select('phone').where('client_id', '=', clientId).execute()
  const documents = await db
    .selectFrom('client_documents')
    .select('sha256')
    .where('client_id', '=', clientId)
    .where('type', 'in', IDENTITY_DOCUMENTS)
    .execute()
  const curpStems = new Set<string>()
  const rfcs = new Set<string>()
  for (const identifier of [client.curp, client.national_identificator]) {
    const value = identifier?.trim().toUpperCase()
    if (!value) continue
    if (isCurp(value)) curpStems.add(value.slice(0, 16))
    else rfcs.add(value)
  }
  const name = plainName([client.first_name, client.middle_name, client.last_names])
  return {
    mailboxes: new Set([mailbox(client.email)]),
    phones: new Set([client.mobile_phone, ...contacts.map((contact) => normalizePhone(contact.phone) ?? contact.phone)]),
    curpStems,
    rfcs,
    nameAndBirth: name && client.birth_date ? `${name}|${client.birth_date}` : null,
    documents: new Set(documents.map((document) => document.sha256)),
  }
}

function meet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const value of a) if (b.has(value)) return true
  return false
}

/** The first identity two accounts share, or null when they share none. */
export function sharedIdentity(
  a: Identity,
  b: Identity,
): 'email' | 'phone' | 'curp' | 'rfc' | 'name_and_birth_date' | 'document' | null {
  if (meet(a.mailboxes, b.mailboxes)) return 'email'
  if (meet(a.phones, b.phones)) return 'phone'
  if (meet(a.curpStems, b.curpStems)) return 'curp'
  if (meet(a.rfcs, b.rfcs)) return 'rfc'
  if (a.nameAndBirth !== null && a.nameAndBirth === b.nameAndBirth) return 'name_and_birth_date'
  if (meet(a.documents, b.documents)) return 'document'
  return null
}
