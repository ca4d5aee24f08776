import { randomInt } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  CASH_PROVIDER_CODES,
  cashPayoutExpiresAt,
  offeredProvider,
  type CashPayout,
  type CashPayoutChoice,
  type CashProvider,
  type CashProviderCode,
} from '../../src/domain/cash-payout'
import { CASH_PAYOUT_VALID_DAYS, SHIPPED_CASH_PROVIDERS } from '../../src/domain/facts/cash-payout'
import { APPLICATION_STATUS } from '../../src/domain/application-status'
import { withCheckDigit } from '../../src/domain/payment-reference'
import { toPesos } from '../../src/domain/pricing'
import { stamp, type ApplicationRow, type CashPayoutRow, type Database, type LoanRow } from '../db'

/**
 * The loan collected in cash (docs/API.md "Cash payout"). An application accepted (or signing)
 * for a client with no CLABE and no card is paid out in cash: the client chooses one of the
 * networks this deployment offers, signing issues a payout reference there (in the transaction
 * that makes the loan), and the network's notice that the branch paid it marks it collected; in
 * this reference ERP that notice is QA's dev call.
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
 * and a Luhn check digit. Random, so it says nothing about the loan; unique among references.
 */
async function newReference(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    let body = String(randomInt(1, 10))
    for (let index = 1; index < 11; index += 1) body += String(randomInt(0, 10))
    const reference = withCheckDigit(body)
    // Asked first rather than caught: on PostgreSQL a failed insert ends the whole transaction.
    const taken = await trx.selectFrom('cash_payouts').select('id').where('reference', '=', reference).executeTakeFirst()
    if (!taken) return reference
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

function cashPayoutView(row: CashPayoutRow): CashPayout {
  // A stored code is one the product shipped when it was chosen; its branch details stay in the facts.
  const provider = offeredProvider(row.provider, SHIPPED_CASH_PROVIDERS)
  if (!provider) throw new Error(`cash payout ${row.id} names a network the product does not know: ${row.provider}`)
  return {
    state: row.collected_at ? 'collected' : 'ready',
    provider,
    amount: toPesos(row.amount),
    reference: row.reference,
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    collectedAt: row.collected_at,
  }
}

/** The loan's cash payout (GET loan/active carries it); null for a loan paid out by SPEI. */
export async function cashPayoutOf(db: Kysely<Database>, loanId: number): Promise<CashPayout | null> {
  const row = await db.selectFrom('cash_payouts').selectAll().where('loan_id', '=', loanId).executeTakeFirst()
  return row ? cashPayoutView(row) : null
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
  return { ok: true, payout: cashPayoutView({ ...row, collected_at: at, updated_at: at }) }
}
