import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { BELVO_TOKEN_SECONDS } from '../../api/routes/providers'
import { stamp, type Database } from '../db'

/**
 * The simulated Belvo. The access token is opaque and random; the simulated widget never calls
 * back, so it is not stored or checked (a real integration would ask Belvo for it).
 */
export function accessToken() {
  return { access: randomBytes(24).toString('base64url'), expiresInSeconds: BELVO_TOKEN_SECONDS }
}

type Link = { status: 'linked' | 'skipped'; linkId: string | null; institution: string | null; skipped: boolean }

async function save(db: Kysely<Database>, clientId: number, link: Link, now: Date): Promise<Link> {
  const values = {
    link_id: link.linkId,
    institution: link.institution,
    status: link.status,
    skipped: link.skipped ? 1 : 0,
    updated_at: stamp(now),
  }
  await db
    .insertInto('open_banking')
    .values({ client_id: clientId, ...values })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute()
  return link
}

/** One link per client: a later link replaces the earlier one (and a skip). */
export function storeLink(db: Kysely<Database>, clientId: number, linkId: string, institution: string, now: Date) {
  return save(db, clientId, { status: 'linked', linkId, institution, skipped: false }, now)
}

export function skip(db: Kysely<Database>, clientId: number, now: Date) {
  return save(db, clientId, { status: 'skipped', linkId: null, institution: null, skipped: true }, now)
}
