import type { Kysely } from 'kysely'
import type { ClientProfile } from '../../api'
import { toClientProfile, type ApplicationStanding } from '../accounts/profile'
import { toPesos } from '../../src/domain/pricing'
import type { ClientRow, Database } from '../db'
import { storedAvailableAmount } from './client-limit'
import { activeApplicationOf } from './store'

/** The profile's application flags from the client's applications. */
export async function applicationStandingOf(db: Kysely<Database>, clientId: number): Promise<ApplicationStanding> {
  const [application, latest] = await Promise.all([
    activeApplicationOf(db, clientId),
    db.selectFrom('loans').select('principal').where('client_id', '=', clientId).orderBy('id', 'desc').executeTakeFirst(),
  ])
  const open = application !== undefined
  return {
    hasActualApplication: open,
    hasUncancelledApplications: open,
    lastLoanAmount: latest ? toPesos(latest.principal) : null,
  }
}

/** The client profile with its application flags and its stored limit (PUT yhat/limit) read from storage. */
export async function loadClientProfile(db: Kysely<Database>, client: ClientRow): Promise<ClientProfile> {
  const [standing, available] = await Promise.all([applicationStandingOf(db, client.id), storedAvailableAmount(db, client)])
  return toClientProfile(client, standing, available)
}
