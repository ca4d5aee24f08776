import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AffiliateLead, Violation } from '../../api'
import { AFFILIATE_KEYS, type AffiliateKey } from '../../src/domain/affiliate'
import { Rule, violation } from '../accounts/forms'
import { stamp, type AffiliateLeadRow, type Database } from '../db'

/** A lead's affiliate data as stored: the partner always, each other field when given. */
export type LeadData = { utm_partner: string } & Partial<Record<Exclude<AffiliateKey, 'utm_partner'>, string>>

/** Seeded outside production (server/seed.ts), so the lead route has something to answer on a fresh database. */
export const DEMO_LEAD: { id: string; data: LeadData } = {
  id: 'demo-lead',
  data: {
    utm_partner: 'comparador-demo',
    utm_source: 'comparador',
    utm_medium: 'referral',
    utm_campaign: 'lanzamiento',
    utm_content: 'tabla-de-prestamos',
    my_source: 'afiliados',
    my_campaign: 'demo',
  },
}

/** Control characters (NUL among them) have no place in a tracking value, and PostgreSQL refuses NUL in text. */
const CONTROL = /\p{Cc}/u

/**
 * A lead's data from a request whose shape the contract checked (lengths included): values
 * trimmed, empty ones dropped; the partner `required`, control characters `invalid_characters`.
 */
export function checkLeadData(
  input: Partial<Record<AffiliateKey, string>>,
): { ok: true; value: LeadData } | { ok: false; violations: Violation[] } {
  const value: Partial<Record<AffiliateKey, string>> = {}
  const violations: Violation[] = []
  for (const key of AFFILIATE_KEYS) {
    const text = input[key]?.trim()
    if (!text) continue
    if (CONTROL.test(text)) violations.push(violation(key, Rule.invalidCharacters, 'Control characters are not allowed.'))
    else value[key] = text
  }
  const partner = value.utm_partner
  if (partner === undefined && !CONTROL.test(input.utm_partner ?? '')) violations.push(violation('utm_partner', Rule.required))
  if (partner === undefined || violations.length > 0) return { ok: false, violations }
  return { ok: true, value: { ...value, utm_partner: partner } }
}

function columnsOf(data: LeadData) {
  return Object.fromEntries(AFFILIATE_KEYS.map((key) => [key, data[key] ?? null])) as Record<AffiliateKey, string | null> & {
    utm_partner: string
  }
}

/** A new lead with a random id (16 URL-safe characters), registered by an admin. */
export async function createLead(
  db: Kysely<Database>,
  data: LeadData,
  createdBy: number | null,
  now: Date,
): Promise<AffiliateLeadRow> {
  return db
    .insertInto('affiliate_leads')
    .values({ id: randomBytes(12).toString('base64url'), ...columnsOf(data), created_by: createdBy, created_at: stamp(now) })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function findLead(db: Kysely<Database>, id: string): Promise<AffiliateLeadRow | undefined> {
  return db.selectFrom('affiliate_leads').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The wire form: only the fields the lead has, in the order of AFFILIATE_KEYS. */
export function leadView(row: AffiliateLeadRow): AffiliateLead {
  const affiliate: Partial<Record<AffiliateKey, string>> = {}
  for (const key of AFFILIATE_KEYS) {
    const value = row[key]
    if (value !== null) affiliate[key] = value
  }
  return { id: row.id, affiliate: { ...affiliate, utm_partner: row.utm_partner } }
}

/** The demo lead; idempotent (its fixed id), also when two processes seed at once. */
export async function seedAffiliateLeads(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('affiliate_leads')
    .values({ id: DEMO_LEAD.id, ...columnsOf(DEMO_LEAD.data), created_by: null, created_at: stamp(now) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}
