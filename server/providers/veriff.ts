import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { VERIFF_REVIEW_SECONDS } from '../../api/routes/providers'
import type { IdentityCheck } from '../accounts/flow-step'
import { stamp, type Database, type IdentitySessionTable } from '../db'

/**
 * The simulated Veriff (see api/routes/providers.ts). A session is opened by the client (the
 * hosted flow, status 'created') or by the ERP when the client uploads an ID document (the
 * document submitted for checking, status 'submitted'). The latest session is the client's
 * identity check, which signing needs approved (server/accounts/flow-step.ts).
 *
 * Decisions, only where dev tools are on: a decision QA steered for the client's e-mail decides
 * a new session at once; otherwise a session left alone for VERIFF_REVIEW_SECONDS is approved.
 * Without dev tools (production) nothing here decides: a real deployment connects a real
 * identity provider, and until then no check passes and no agreement can be signed.
 */
export type Decision = 'approved' | 'declined' | 'resubmission_requested'

export const DECISIONS: readonly Decision[] = ['approved', 'declined', 'resubmission_requested']

type Row = Pick<IdentitySessionTable, 'id' | 'status' | 'decision' | 'created_at'>

/**
 * Where the client does the check: with dev tools on, the simulated provider's hosted page, served
 * by this ERP (server/dev/veriff-page.ts); without them an unreachable placeholder, as nothing
 * here can check an identity until a real provider is connected.
 */
export const hostedPath = (id: string) => `/web/dev/veriff/${encodeURIComponent(id)}/hosted`
const urlOf = (id: string, devTools: boolean) => (devTools ? hostedPath(id) : `https://veriff.simulated.invalid/v/${id}`)

function toSession(row: Row, devTools: boolean) {
  return {
    id: row.id,
    url: urlOf(row.id, devTools),
    status: row.status as 'created' | 'submitted' | 'decided',
    decision: row.decision as Decision | null,
    createdAt: row.created_at,
  }
}

export interface Provider {
  db: Kysely<Database>
  /** Dev tools on: the simulation decides (steered, or approved after the review time). */
  devTools: boolean
}

/** The decision steered for this client's e-mail, if any (dev tools only). */
async function steeredDecision(provider: Provider, clientId: number): Promise<Decision | null> {
  if (!provider.devTools) return null
  const row = await provider.db
    .selectFrom('identity_steering')
    .innerJoin('clients', 'clients.email', 'identity_steering.subject')
    .select('identity_steering.decision')
    .where('clients.id', '=', clientId)
    .executeTakeFirst()
  return row && (DECISIONS as readonly string[]).includes(row.decision) ? (row.decision as Decision) : null
}

async function open(provider: Provider, clientId: number, status: 'created' | 'submitted', documentId: number | null, now: Date) {
  const steered = await steeredDecision(provider, clientId)
  const row = {
    id: randomUUID(),
    client_id: clientId,
    status: steered ? 'decided' : status,
    decision: steered,
    document_id: documentId,
    created_at: stamp(now),
    updated_at: stamp(now),
  }
  await provider.db.insertInto('identity_sessions').values(row).execute()
  return toSession(row, provider.devTools)
}

/** POST veriff/session: the client opens the hosted flow. */
export function createSession(provider: Provider, clientId: number, now: Date) {
  return open(provider, clientId, 'created', null, now)
}

/** An ID document the client uploaded goes to the provider for checking: a new session. */
export function submitDocument(provider: Provider, clientId: number, documentId: number, now: Date) {
  return open(provider, clientId, 'submitted', documentId, now)
}

/** The default decision (dev tools only): a session left alone for VERIFF_REVIEW_SECONDS is approved. */
async function settle(provider: Provider, row: Row, now: Date): Promise<Row> {
  if (!provider.devTools || row.status === 'decided' || now.getTime() - Date.parse(row.created_at) < VERIFF_REVIEW_SECONDS * 1000)
    return row
  await provider.db
    .updateTable('identity_sessions')
    .set({ status: 'decided', decision: 'approved', updated_at: stamp(now) })
    .where('id', '=', row.id)
    .where('status', '!=', 'decided')
    .execute()
  return { ...row, status: 'decided', decision: 'approved' }
}

const columns = ['id', 'status', 'decision', 'created_at'] as const

function latestRow(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('identity_sessions')
    .select(columns)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst()
}

export async function latestSession(provider: Provider, clientId: number, now: Date) {
  const row = await latestRow(provider.db, clientId)
  return row ? toSession(await settle(provider, row, now), provider.devTools) : null
}

export async function sessionOfClient(provider: Provider, clientId: number, id: string, now: Date) {
  const row = await provider.db
    .selectFrom('identity_sessions')
    .select(columns)
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  return row ? toSession(await settle(provider, row, now), provider.devTools) : null
}

/** Where the client's identity check stands: the latest session decides. */
export async function identityCheckOf(provider: Provider, clientId: number, now: Date): Promise<IdentityCheck> {
  const session = await latestSession(provider, clientId, now)
  if (!session) return 'none'
  return session.decision ?? 'pending'
}

/** QA steering (dev tools only, the callers check): decide a session now, whatever the clock. */
export async function decide(db: Kysely<Database>, id: string, decision: Decision, now: Date) {
  const row = await db
    .updateTable('identity_sessions')
    .set({ status: 'decided', decision, updated_at: stamp(now) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst()
  return row ? toSession(row, true) : null
}

/**
 * QA steering ahead of the check: the next sessions of the client with this e-mail (signed up
 * already or not yet) are decided at once with `decision`; null removes the steering.
 */
export async function steer(db: Kysely<Database>, email: string, decision: Decision | null, now: Date): Promise<void> {
  const subject = email.trim().toLowerCase()
  if (decision === null) {
    await db.deleteFrom('identity_steering').where('subject', '=', subject).execute()
    return
  }
  const values = { decision, updated_at: stamp(now) }
  await db
    .insertInto('identity_steering')
    .values({ subject, ...values })
    .onConflict((oc) => oc.column('subject').doUpdateSet(values))
    .execute()
}
