import type { Kysely } from 'kysely'
import { availableLoanAmount } from '../accounts/profile'
import { calculatorConfig } from '../calculator-config'
import { stamp, type ClientRow, type Database } from '../db'
import { affordableAmount } from './decide'
import { monthlyIncomeOf } from './store'

/*
 * The client limit update (the front end runs it once per client after login and remembers it for
 * 12 hours): PUT yhat/limit recomputes what the client may borrow from the
 * decision engine's own rules (./decide.ts) and stores it; the profile's availableLoanAmount then
 * answers it (server/applications/standing.ts) for as long as its facts hold.
 */

/** Why the available amount is what it is (kept with the limit, for the back office). */
export type LimitReason = 'client_status' | 'active_loan' | 'income_too_low' | 'income_share' | 'loan_history'

/** Whole pesos. `min`/`max` are the calculator's bounds for this client. */
export interface ClientLimit {
  available: number
  min: number
  max: number
  reason: LimitReason
}

/**
 * The limit from the client's standing and monthly income (whole pesos, null when unknown):
 * 1. the standing's ceiling (profile availableLoanAmount: 0 when blocked, blacklisted or with an
 *    active loan; else the new-client or repeated ceiling by the loan history);
 * 2. capped by the affordability rule of the engine: 40% of a known income, down to the step;
 * 3. when that is below the smallest loan, the amount, min and max are all 0.
 * min is the smallest main loan: a client with an active loan (the only one who could take the
 * smaller additional loan) has no available amount by rule 1.
 */
export function clientLimit(client: ClientRow, monthlyIncome: number | null): ClientLimit {
  const { minMainLoan, interval } = calculatorConfig.amountLimits
  const zero = (reason: LimitReason): ClientLimit => ({ available: 0, min: 0, max: 0, reason })
  const ceiling = availableLoanAmount(client)
  if (ceiling === 0) return zero(client.status === 2 || client.status === 3 ? 'client_status' : 'active_loan')
  const share = monthlyIncome === null ? null : affordableAmount(monthlyIncome, interval)
  const available = share === null ? ceiling : Math.min(ceiling, share)
  if (available < minMainLoan) return zero('income_too_low')
  return {
    available,
    min: minMainLoan,
    max: available,
    reason: share !== null && share < ceiling ? 'income_share' : 'loan_history',
  }
}

/** The facts a limit depends on, as one string: a stored limit counts only while they are unchanged. */
function basisOf(client: ClientRow, monthlyIncome: number | null): string {
  return [client.status, client.has_active_loan, client.closed_loans_count, monthlyIncome ?? '-'].join('|')
}

/** Recomputes and stores the client's limit; the same facts always store the same amounts. */
export async function updateClientLimit(
  db: Kysely<Database>,
  client: ClientRow,
  now: Date,
): Promise<ClientLimit & { computedAt: string }> {
  const income = await monthlyIncomeOf(db, client.id)
  const limit = clientLimit(client, income)
  const values = {
    available_cents: limit.available * 100,
    min_cents: limit.min * 100,
    max_cents: limit.max * 100,
    reason: limit.reason,
    basis: basisOf(client, income),
    computed_at: stamp(now),
  }
  await db
    .insertInto('client_limits')
    .values({ client_id: client.id, ...values })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute()
  return { ...limit, computedAt: values.computed_at }
}

/**
 * The stored available amount (whole pesos) while the facts it was computed from still hold;
 * undefined when there is none or they changed (a loan closed, the income was edited): the
 * profile then falls back to the standing's ceiling until the next update.
 */
export async function storedAvailableAmount(db: Kysely<Database>, client: ClientRow): Promise<number | undefined> {
  const row = await db
    .selectFrom('client_limits')
    .select(['available_cents', 'basis'])
    .where('client_id', '=', client.id)
    .executeTakeFirst()
  if (!row) return undefined
  const income = await monthlyIncomeOf(db, client.id)
  return row.basis === basisOf(client, income) ? Math.floor(Number(row.available_cents) / 100) : undefined
}
