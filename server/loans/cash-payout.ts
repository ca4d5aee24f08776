import { randomInt } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  CASH_PROVIDER_CODES,
  cashPayoutExpiresAt,
  cashPayoutStateAt,
  isCashPayoutReissuable,
  offeredProvider,
  type CashPayout,
  type CashPayoutChoice,
  type CashProvider,
  type CashProviderCode,
} from '../../src/domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS, SHIPPED_CASH_PROVIDERS } from '../../src/domain/facts/cash-payout'
import { APPLICATION_STATUS } from '../../src/domain/application-status'
import { LOAN_STATUS } from '../../src/domain/loan'
import { withCheckDigit } from '../../src/domain/payment-reference'
import { toPesos } from '../../src/domain/pricing'
import { stamp, type ApplicationRow, type CashPayoutRow, type Database, type LoanRow } from '../db'

/**
 * The loan collected in cash (docs/API.md "Cash payout"). An application accepted (or signing)
 * for a client with no CLABE and no card is paid out in cash: the client chooses one of the
 * networks this deployment offers, signing issues a payout reference there (in the transaction
 * that makes the loan), and the network's notice that the branch paid it marks it collected; in
 * this reference ERP that notice is QA's dev call. A reference whose deadline passed uncollected is
 * replaced, at the client's request, by a new one with a deadline of its own; the old one is void.
 */

/**
 * ERP_CASH_PROVIDERS: the codes of the shipped networks (src/domain/facts/cash-payout.ts) this
 * deployment offers, comma-separated, in the order to show them; unset offers them all. A code
 * the product has no branch details for (the specification's Philippine networks among them)
 * stops the start: a person could choose a network where nobody pays.
 */
export function cashProvidersFromEnv(env: NodeJS.ProcessEnv): readonly CashProvider[] {
  const raw = env.ERP_CASH_PROVIDERS?.trim()
  if (!raw) return SHIPPED_CASH_PROVIDERS
  const codes = raw.split(',').map((code) => code.trim())
  const providers = codes.map((code) => offeredProvider(code, SHIPPED_CASH_PROVIDERS))
  const unknown = codes.filter((_, index) => providers[index] === null)
  if (unknown.length > 0 || codes.length === 0) {
    const known = SHIPPED_CASH_PROVIDERS.map((provider) => provider.code).join(', ')
    throw new Error(`ERP_CASH_PROVIDERS names networks the product does not ship (${unknown.join(', ')}); choose among ${known}.`)
  }
  return providers.filter((provider): provider is CashProvider => provider !== null)
}

/** Whether the client has a CLABE or a card to transfer to (then the money goes by SPEI, not in cash). */
async function hasTransferDestination(db: Kysely<Database>, clientId: number): Promise<boolean> {
  const [account, card] = await Promise.all([
    db.selectFrom('bank_accounts').select('id').where('client_id', '=', clientId).executeTakeFirst(),
    db.selectFrom('debit_cards').select('id').where('client_id', '=', clientId).executeTakeFirst(),
  ])
  return account !== undefined || card !== undefined
}

const ACCEPTED: readonly number[] = [APPLICATION_STATUS.accepted, APPLICATION_STATUS.signing]

const isKnownCode = (code: string | null): code is CashProviderCode =>
  code !== null && (CASH_PROVIDER_CODES as readonly string[]).includes(code)

export type CashRefusal =
  | { ok: false; status: 404; code: 'not_found' }
  | { ok: false; status: 409; code: 'application_not_cash' }
  | { ok: false; status: 400; code: 'provider_not_offered' }

function ownRow(db: Kysely<Database>, clientId: number, id: number) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst()
}

function choiceOf(row: ApplicationRow, offered: readonly CashProvider[]): CashPayoutChoice {
  return { providers: [...offered], chosen: isKnownCode(row.cash_provider) ? row.cash_provider : null }
}

/** GET application/{id}/cash-payout: the networks offered and the one chosen; another client's application is 404. */
export async function cashPayoutChoice(
  db: Kysely<Database>,
  offered: readonly CashProvider[],
  clientId: number,
  id: number,
): Promise<{ ok: true; value: CashPayoutChoice } | CashRefusal> {
  const row = await ownRow(db, clientId, id)
  if (!row) return { ok: false, status: 404, code: 'not_found' }
  return { ok: true, value: choiceOf(row, offered) }
}

/**
 * PUT application/{id}/cash-payout: the network an application accepted in cash is collected
 * at. Another client's application is 404; a network this deployment does not offer is 400 on
 * `provider`; an application that is not accepted or signing, or whose client has a CLABE or a
 * card (paid by SPEI), is 409 application_not_cash. Choosing again replaces the choice.
 */
export async function chooseCashProvider(
  db: Kysely<Database>,
  offered: readonly CashProvider[],
  clientId: number,
  id: number,
  code: CashProviderCode,
  now: Date,
): Promise<{ ok: true; value: CashPayoutChoice } | CashRefusal> {
  const row = await ownRow(db, clientId, id)
  if (!row) return { ok: false, status: 404, code: 'not_found' }
  if (!offeredProvider(code, offered)) return { ok: false, status: 400, code: 'provider_not_offered' }
  if (!ACCEPTED.includes(row.status) || (await hasTransferDestination(db, clientId)))
    return { ok: false, status: 409, code: 'application_not_cash' }
  const moved = await db
    .updateTable('applications')
    .set({ cash_provider: code, updated_at: stamp(now) })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst()
  // Signed or closed between the read and the write.
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, status: 409, code: 'application_not_cash' }
  return { ok: true, value: choiceOf({ ...row, cash_provider: code }, offered) }
}

/**
 * A payout reference: 11 random digits (the first not 0, so it never loses a digit as a number)
 * and a Luhn check digit. Random, so it says nothing about the loan; unique among references,
 * the voided ones included (a branch must never pay a new loan against an old slip).
 */
async function newReference(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    let body = String(randomInt(1, 10))
    for (let index = 1; index < 11; index += 1) body += String(randomInt(0, 10))
    const reference = withCheckDigit(body)
    // Asked first rather than caught: on PostgreSQL a failed insert ends the whole transaction.
    const [current, voided] = await Promise.all([
      trx.selectFrom('cash_payouts').select('id').where('reference', '=', reference).executeTakeFirst(),
      trx.selectFrom('cash_payout_voids').select('id').where('reference', '=', reference).executeTakeFirst(),
    ])
    if (!current && !voided) return reference
  }
}

/**
 * At signing, in the transaction that makes the loan: when the application was accepted in cash
 * (a network chosen, no CLABE or card since), the payout reference at that network; answers
 * whether it did (otherwise the money goes by SPEI, server/loans/payout.ts).
 */
export async function issueCashPayout(
  trx: Transaction<Database>,
  application: ApplicationRow,
  loan: LoanRow,
  now: Date,
): Promise<boolean> {
  if (!isKnownCode(application.cash_provider) || (await hasTransferDestination(trx, loan.client_id))) return false
  const at = stamp(now)
  await trx
    .insertInto('cash_payouts')
    .values({
      loan_id: loan.id,
      client_id: loan.client_id,
      provider: application.cash_provider,
      amount: loan.principal,
      reference: await newReference(trx),
      issued_at: at,
      expires_at: stamp(cashPayoutExpiresAt(now, CASH_PAYOUT_VALID_DAYS)),
      collected_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  return true
}

/** The cash payout on the wire, as it stands at `now` (ready, collected, or expired uncollected). */
function cashPayoutView(row: CashPayoutRow, now: Date): CashPayout {
  // A stored code is one the product shipped when it was chosen; its branch details stay in the facts.
  const provider = offeredProvider(row.provider, SHIPPED_CASH_PROVIDERS)
  if (!provider) throw new Error(`cash payout ${row.id} names a network the product does not know: ${row.provider}`)
  return {
    state: cashPayoutStateAt({ collectedAt: row.collected_at, expiresAt: row.expires_at }, now),
    provider,
    amount: toPesos(row.amount),
    reference: row.reference,
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    collectedAt: row.collected_at,
  }
}

/** The loan's cash payout at `now` (GET loan/active carries it); null for a loan paid out by SPEI. */
export async function cashPayoutOf(db: Kysely<Database>, loanId: number, now: Date): Promise<CashPayout | null> {
  const row = await db.selectFrom('cash_payouts').selectAll().where('loan_id', '=', loanId).executeTakeFirst()
  return row ? cashPayoutView(row, now) : null
}

export type CollectedResult =
  | { ok: true; payout: CashPayout }
  | { ok: false; status: 404 | 409; code: 'not_found' | 'payout_settled' | 'cash_payout_expired' }

/**
 * POST /web/dev/loans/{loanId}/cash-payout/collected: what the network's notice does, that the
 * branch paid the reference. Once only (409 payout_settled); an expired reference is no longer
 * paid (409 cash_payout_expired).
 */
export async function markCollected(db: Kysely<Database>, loanId: number, now: Date): Promise<CollectedResult> {
  const row = await db.selectFrom('cash_payouts').selectAll().where('loan_id', '=', loanId).executeTakeFirst()
  if (!row) return { ok: false, status: 404, code: 'not_found' }
  if (row.collected_at) return { ok: false, status: 409, code: 'payout_settled' }
  if (now.getTime() >= Date.parse(row.expires_at)) return { ok: false, status: 409, code: 'cash_payout_expired' }
  const at = stamp(now)
  await db
    .updateTable('cash_payouts')
    .set({ collected_at: at, updated_at: at })
    .where('id', '=', row.id)
    .where('collected_at', 'is', null)
    .execute()
  return { ok: true, payout: cashPayoutView({ ...row, collected_at: at, updated_at: at }, now) }
}

export type ReissueResult =
  | { ok: true; payout: CashPayout }
  | {
      ok: false
      status: 404 | 409
      code: 'not_found' | 'loan_not_active' | 'payout_settled' | 'cash_payout_not_expired'
    }

/**
 * POST loan/{loanId}/cash-payout/reissue: a new payout reference for the client's loan whose
 * reference expired uncollected. The old reference is void (kept in `cash_payout_voids`, never
 * paid nor issued again); the new one is issued now and collectable for CASH_PAYOUT_VALID_DAYS, the
 * rule signing follows. Another client's loan, or a loan not collected in cash, is 404; a loan that
 * is no longer active 409 loan_not_active; a collected reference 409 payout_settled; one still
 * collectable 409 cash_payout_not_expired.
 */
export async function reissueCashPayout(
  db: Kysely<Database>,
  clientId: number,
  loanId: number,
  now: Date,
): Promise<ReissueResult> {
  return db.transaction().execute(async (trx): Promise<ReissueResult> => {
    const found = await trx
      .selectFrom('cash_payouts')
      .innerJoin('loans', 'loans.id', 'cash_payouts.loan_id')
      .selectAll('cash_payouts')
      .select('loans.status as loan_status')
      .where('cash_payouts.loan_id', '=', loanId)
      .where('loans.client_id', '=', clientId)
      .executeTakeFirst()
    if (!found) return { ok: false, status: 404, code: 'not_found' }
    const { loan_status: loanStatus, ...row } = found
    if (loanStatus !== LOAN_STATUS.active) return { ok: false, status: 409, code: 'loan_not_active' }
    const current = cashPayoutView(row, now)
    if (current.state === 'collected') return { ok: false, status: 409, code: 'payout_settled' }
    if (!isCashPayoutReissuable(current)) return { ok: false, status: 409, code: 'cash_payout_not_expired' }
    const at = stamp(now)
    const reissued = {
      reference: await newReference(trx),
      issued_at: at,
      expires_at: stamp(cashPayoutExpiresAt(now, CASH_PAYOUT_VALID_DAYS)),
      updated_at: at,
    }
    // Only the reference read above is replaced: a second request racing this one finds it gone.
    const moved = await trx
      .updateTable('cash_payouts')
      .set(reissued)
      .where('id', '=', row.id)
      .where('reference', '=', row.reference)
      .where('collected_at', 'is', null)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, status: 409, code: 'cash_payout_not_expired' }
    await trx
      .insertInto('cash_payout_voids')
      .values({
        cash_payout_id: row.id,
        reference: row.reference,
        issued_at: row.issued_at,
        expires_at: row.expires_at,
        voided_at: at,
      })
      .execute()
    return { ok: true, payout: cashPayoutView({ ...row, ...reissued }, now) }
  })
}

/**
 * POST /web/dev/loans/{loanId}/cash-payout/expire: QA's way to the expired reference without
 * waiting CASH_PAYOUT_VALID_DAYS: its deadline becomes now. A collected one is 409 payout_settled.
 */
export async function expireCashPayout(db: Kysely<Database>, loanId: number, now: Date): Promise<CollectedResult> {
  const row = await db.selectFrom('cash_payouts').selectAll().where('loan_id', '=', loanId).executeTakeFirst()
  if (!row) return { ok: false, status: 404, code: 'not_found' }
  if (row.collected_at) return { ok: false, status: 409, code: 'payout_settled' }
  const at = stamp(now)
  const expiresAt = now.getTime() < Date.parse(row.expires_at) ? at : row.expires_at
  await db
    .updateTable('cash_payouts')
    .set({ expires_at: expiresAt, updated_at: at })
    .where('id', '=', row.id)
    .where('collected_at', 'is', null)
    .execute()
  return { ok: true, payout: cashPayoutView({ ...row, expires_at: expiresAt, updated_at: at }, now) }
}
