import type { Kysely } from 'kysely'
import type { ClientRow, Database } from '../db'
import { findDetails } from './details'
import { flowStep, type DocumentStep, type FlowProgress, type FlowState } from './flow-step'

/** Which flow step a missing upload (migration 0005 `upload_finalisations.missing`) stands for. */
const DOCUMENT_STEPS: ReadonlyArray<readonly [type: string, step: DocumentStep]> = [
  ['id_document', 'id_document_upload'],
  ['id_document_back', 'id_document_upload'],
  ['selfie', 'id_document_upload'],
  ['payroll', 'payroll_upload'],
  ['bank_statement', 'bank_statement_upload'],
]

/** Gathers the progress record of ./flow-step.ts for one client: a handful of small queries. */
export async function flowProgress(db: Kysely<Database>, client: ClientRow): Promise<FlowProgress> {
  const [details, application, activeLoan, closedLoans, account, card, uploads] = await Promise.all([
    findDetails(db, client.id),
    db
      .selectFrom('applications')
      .select('status')
      .where('client_id', '=', client.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    // Spec part 4 loan statuses: 4 active, 6 on hold count as running loans.
    db.selectFrom('loans').select('id').where('client_id', '=', client.id).where('status', 'in', [4, 6]).executeTakeFirst(),
    db.selectFrom('loans').select((eb) => eb.fn.countAll().as('count')).where('client_id', '=', client.id).where('status', '=', 5).executeTakeFirst(),
    db.selectFrom('bank_accounts').select('id').where('client_id', '=', client.id).executeTakeFirst(),
    db.selectFrom('debit_cards').select('id').where('client_id', '=', client.id).executeTakeFirst(),
    db.selectFrom('upload_finalisation').select(['state', 'missing']).where('client_id', '=', client.id).executeTakeFirst(),
  ])
  const missing = uploads?.state === 'error' ? (uploads.missing ?? '').split(',') : []
  return {
    clientStatus: client.status,
    detailsAt: details?.details_at ?? null,
    addressAt: details?.address_at ?? null,
    employmentAt: details?.employment_at ?? null,
    referenceAt: details?.reference_at ?? null,
    // The client's loan columns count too: repayment and the seed keep them in step with the rows, but they may be set alone.
    closedLoansCount: Math.max(Number(closedLoans?.count ?? 0), client.closed_loans_count),
    hasActiveLoan: activeLoan !== undefined || client.has_active_loan === 1,
    hasDisbursementMethod: account !== undefined || card !== undefined,
    applicationStatus: application ? Number(application.status) : null,
    pendingDocument: DOCUMENT_STEPS.find(([type]) => missing.includes(type))?.[1] ?? null,
  }
}

export async function currentFlow(db: Kysely<Database>, client: ClientRow): Promise<FlowState> {
  return flowStep(await flowProgress(db, client))
}
