import type { Kysely } from 'kysely'
import { stamp, type Database, type RolloverRow } from '../db'
import { loanNumber } from './documents'
import { recordSignature, type SignatureOrigin } from './signature-events'
import { loanTarget, storeAtSigning } from './signed-documents'

/**
 * A rollover of one of the client's own loans; undefined for anything else (answered 404). The
 * rollover application of the API is the rollover itself: its id is the application's.
 */
export async function ownRollover(db: Kysely<Database>, clientId: number, loanId: number, rolloverId: number) {
  return db
    .selectFrom('rollovers')
    .innerJoin('loans', 'loans.id', 'rollovers.loan_id')
    .selectAll('rollovers')
    .where('rollovers.id', '=', rolloverId)
    .where('rollovers.loan_id', '=', loanId)
    .where('loans.client_id', '=', clientId)
    .executeTakeFirst()
}

/** The rollover's agreement document, added once (later calls answer the same row). */
export async function rolloverDocument(db: Kysely<Database>, clientId: number, loanId: number, rolloverId: number, now: Date) {
  const existing = await db
    .selectFrom('documents')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('rollover_id', '=', rolloverId)
    .executeTakeFirst()
  if (existing) return existing
  return db
    .insertInto('documents')
    .values({
      client_id: clientId,
      loan_id: loanId,
      rollover_id: rolloverId,
      type: 'rollover_agreement',
      title: `Convenio de prórroga ${loanNumber(loanId)}-${rolloverId}`,
      created_at: stamp(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Signs an extension's agreement (the rollover's `signed_at`): only then may its fee be paid.
 * Signing again keeps the first signature; a superseded or paid extension never signed is refused.
 */
export async function signRollover(
  db: Kysely<Database>,
  rollover: RolloverRow,
  clientId: number,
  origin: SignatureOrigin,
  now: Date,
): Promise<RolloverRow | null> {
  if (rollover.signed_at) return rollover
  if (rollover.invoice_status !== 'unpaid') return null
  const at = stamp(now)
  const signed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('rollovers')
      .set({ signed_at: at })
      .where('id', '=', rollover.id)
      .where('signed_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
    // Signed by a concurrent call meanwhile: that call recorded the signature.
    if (!row) return null
    const signature = await recordSignature(trx, { clientId, loanId: row.loan_id, rolloverId: row.id, signedAt: at, origin })
    return { row, signatureId: signature.id }
  })
  if (!signed) return db.selectFrom('rollovers').selectAll().where('id', '=', rollover.id).executeTakeFirstOrThrow()
  await storeAtSigning(db, loanTarget(signed.row.loan_id, signed.row.id), signed.signatureId, now)
  return signed.row
}
