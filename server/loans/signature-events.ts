import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import { formatPhone } from '../../src/domain/identifier'
import { clientAddress, type TrustProxy } from '../auth/client-address'
import type { Database, SignatureEventRow } from '../db'

/** Where a signature came from: the client's address and device. */
export interface SignatureOrigin {
  ip: string
  userAgent: string
}

/** A device is named by its User-Agent; a longer header says nothing more worth keeping. */
const USER_AGENT_MAX = 512

/** The address (as the rate limits read it) and the User-Agent of the request that signs. */
export function signatureOriginOf(c: Context, trust: TrustProxy): SignatureOrigin {
  return { ip: clientAddress(c, trust), userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_MAX) }
}

/**
 * A phone as the evidence names it: grouped as the site writes phones, every digit hidden but
 * the last two (`55 1234 5678` → `** **** **78`), enough for the client to recognise it and
 * useless to anyone else.
 */
export function maskPhone(phone: string): string {
  const shown = formatPhone(phone)
  const digits = shown.replace(/\D/g, '').length
  let seen = 0
  return shown.replace(/\d/g, (digit) => {
    seen += 1
    return seen > digits - 2 ? digit : '*'
  })
}

export interface SignatureFacts {
  clientId: number
  loanId: number
  rolloverId: number | null
  signedAt: string
  origin: SignatureOrigin
  /** The one-time code that approved it, by SMS to this phone; absent for a signature without code. */
  codePhone?: string
}

/** Records a signature as it happens (in the transaction that signs). */
export async function recordSignature(db: Kysely<Database>, facts: SignatureFacts): Promise<SignatureEventRow> {
  return db
    .insertInto('signature_events')
    .values({
      client_id: facts.clientId,
      loan_id: facts.loanId,
      rollover_id: facts.rolloverId,
      signed_at: facts.signedAt,
      ip: facts.origin.ip,
      user_agent: facts.origin.userAgent,
      code_channel: facts.codePhone ? 'sms' : null,
      code_destination: facts.codePhone ? maskPhone(facts.codePhone) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The signatures of a loan: its agreement's and its extensions', oldest first. */
export function signaturesOf(db: Kysely<Database>, loanId: number): Promise<SignatureEventRow[]> {
  return db.selectFrom('signature_events').selectAll().where('loan_id', '=', loanId).orderBy('id').execute()
}
