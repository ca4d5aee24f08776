import type { ClientRow } from '../db'
import { identityCheckOf, type Provider } from '../providers/veriff'
import { findDetails } from './details'
import { flowStep, journeyRefusal, type FlowProgress, type FlowState, type JourneyRefusal } from './flow-step'

/** Gathers the progress record of ./flow-step.ts for one client: a handful of small queries. */
export async function flowProgress(services: Provider, client: ClientRow, now: Date): Promise<FlowProgress> {
  const { db } = services
  const [details, application, activeLoan, closedLoans, account, card, documents, identityCheck, openBanking] = await Promise.all(
    [
      findDetails(db, client.id),
      db
        .selectFrom('applications')
        .select(['status', 'cash_provider'])
        .where('client_id', '=', client.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
      // Loan statuses 4 active and 6 on hold count as running loans.
      db.selectFrom('loans').select('id').where('client_id', '=', client.id).where('status', 'in', [4, 6]).executeTakeFirst(),
      db
        .selectFrom('loans')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('client_id', '=', client.id)
        .where('status', '=', 5)
        .executeTakeFirst(),
      db.selectFrom('bank_accounts').select('id').where('client_id', '=', client.id).executeTakeFirst(),
      db.selectFrom('debit_cards').select('id').where('client_id', '=', client.id).executeTakeFirst(),
      db.selectFrom('client_documents').select('type').distinct().where('client_id', '=', client.id).execute(),
      identityCheckOf(services, client.id, now),
      db.selectFrom('open_banking').select('status').where('client_id', '=', client.id).executeTakeFirst(),
    ],
  )
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
    cashProviderChosen: application?.cash_provider != null,
    applicationStatus: application ? Number(application.status) : null,
    documents: documents.map((document) => document.type),
    identityCheck,
    openBankingLinked: openBanking?.status === 'linked',
  }
}

export async function currentFlow(services: Provider, client: ClientRow, now: Date): Promise<FlowState> {
  return flowStep(await flowProgress(services, client, now))
}

/** What the journey refuses this client now, from the same record GET flow reads (null: allowed). */
export async function journeyRefusalOf(
  services: Provider,
  client: ClientRow,
  action: 'apply' | 'sign' | 'identity',
  now: Date,
): Promise<JourneyRefusal | null> {
  return journeyRefusal(await flowProgress(services, client, now), action)
}
