import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { clabeBank } from '../../src/domain/clabe'
import { payoutExpectedBy, TRACKING_KEY_MAX, type Payout, type PayoutState } from '../../src/domain/payout'
import { toPesos } from '../../src/domain/pricing'
import { stamp, type Database, type LoanRow, type PayoutRow } from '../db'
import { registeredCard } from './card'

/**
 * The simulated SPEI that carries the loan money to the borrower (docs/API.md "The payout").
 * It moves on its own clock, counted from when the current state began: in transit (with its
 * tracking key) SPEI_CLOCK.inTransitAfterMs after it was sent, received
 * SPEI_CLOCK.receivedAfterMs after it went in transit. Nothing runs in the background: the
 * state the clock has reached is written when the payout is read (any server process may do it,
 * the write is conditional on the state read). QA stops the clock or moves it by hand (dev
 * steering); a returned transfer only comes from steering.
 */
export const SPEI_CLOCK = { inTransitAfterMs: 10_000, receivedAfterMs: 80_000 } as const

export interface ClockState {
  state: PayoutState
  /** When this state began. */
  since: Date
  held: boolean
}

/** The state the clock has reached at `now`, and when it began: a pure rule. */
export function payoutStateAt(current: ClockState, now: Date): { state: PayoutState; since: Date } {
  if (current.held) return { state: current.state, since: current.since }
  let { state, since } = current
  if (state === 'sent') {
    const due = new Date(since.getTime() + SPEI_CLOCK.inTransitAfterMs)
    if (now < due) return { state, since }
    state = 'in_transit'
    since = due
  }
  if (state === 'in_transit') {
    const due = new Date(since.getTime() + SPEI_CLOCK.receivedAfterMs)
    if (now < due) return { state, since }
    return { state: 'received', since: due }
  }
  return { state, since }
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * A SPEI tracking key as the sending institution makes it: letters and digits, at most 30
 * (Banxico's limit). Ours: LANA, the Mexico City-independent UTC date yyyymmdd, and 14 random
 * characters: 26 in all.
 */
export function newTrackingKey(at: Date): string {
  const bytes = randomBytes(14)
  const random = Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('')
  const key = `LANA${at.toISOString().slice(0, 10).replaceAll('-', '')}${random}`
  return key.slice(0, TRACKING_KEY_MAX)
}

/** Where a client's money goes: the latest CLABE, else the latest debit card (as the account details choose). */
async function destinationOf(db: Kysely<Database>, clientId: number) {
  const account = await db
    .selectFrom('bank_accounts')
    .select(['clabe', 'bank_code'])
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (account)
    return { kind: 'clabe' as const, lastDigits: account.clabe.slice(-4), bank: clabeBank(account.bank_code)?.name ?? null }
  const card = await registeredCard(db, clientId)
  return card ? { kind: 'card' as const, lastDigits: card.last_four, bank: null } : null
}

/** The loan's payout, sent now; in the transaction that makes the loan, so a loan never stands without it. */
export async function createPayout(trx: Transaction<Database>, loan: LoanRow, now: Date): Promise<void> {
  const destination = await destinationOf(trx, loan.client_id)
  const at = stamp(now)
  await trx
    .insertInto('payouts')
    .values({
      loan_id: loan.id,
      client_id: loan.client_id,
      amount: loan.principal,
      destination_kind: destination?.kind ?? null,
      destination_last_digits: destination?.lastDigits ?? null,
      destination_bank: destination?.bank ?? null,
      state: 'sent',
      state_at: at,
      tracking_key: null,
      sent_at: at,
      expected_by: stamp(payoutExpectedBy(now)),
      received_at: null,
      returned_at: null,
      return_reason: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
}

/** The columns a move to `state`, begun at `since`, writes. */
function moveTo(row: PayoutRow, state: PayoutState, since: Date, now: Date) {
  const at = stamp(since)
  return {
    state,
    state_at: at,
    updated_at: stamp(now),
    // SPEI gives the transfer its key when it leaves the sending bank; a transfer returned from
    // the sending side (never in transit) may still have none.
    tracking_key: row.tracking_key ?? (state === 'in_transit' || state === 'received' ? newTrackingKey(since) : null),
    received_at: state === 'received' ? at : row.received_at,
    returned_at: state === 'returned' ? at : row.returned_at,
    return_reason: state === 'returned' ? 'account_closed' : row.return_reason,
  }
}

/** Writes a move if the row is still as read; answers the row as it stands after. */
async function applyMove(db: Kysely<Database>, row: PayoutRow, changes: Partial<PayoutRow>): Promise<PayoutRow> {
  await db
    .updateTable('payouts')
    .set(changes)
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('state_at', '=', row.state_at)
    .execute()
  return db.selectFrom('payouts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
}

/** The payout row with the state its clock has reached at `now` written. */
async function advancedRow(db: Kysely<Database>, row: PayoutRow, now: Date): Promise<PayoutRow> {
  const reached = payoutStateAt({ state: row.state, since: new Date(row.state_at), held: row.held === 1 }, now)
  if (reached.state === row.state) return row
  return applyMove(db, row, moveTo(row, reached.state, reached.since, now))
}

function payoutView(row: PayoutRow): Payout {
  return {
    state: row.state,
    amount: toPesos(row.amount),
    trackingKey: row.tracking_key,
    sentAt: row.sent_at,
    expectedBy: row.expected_by,
    receivedAt: row.received_at,
    returnedAt: row.returned_at,
    destination:
      row.destination_kind && row.destination_last_digits
        ? { kind: row.destination_kind, lastDigits: row.destination_last_digits, bank: row.destination_bank }
        : null,
  }
}

/** A loan signed before payouts were recorded: its money arrived when it was made. */
function legacyPayout(loan: LoanRow): Payout {
  return {
    state: 'received',
    amount: toPesos(loan.principal),
    trackingKey: null,
    sentAt: loan.created_at,
    expectedBy: loan.created_at,
    receivedAt: loan.created_at,
    returnedAt: null,
    destination: null,
  }
}

/** The loan's payout as its clock has it at `now` (GET loan/active carries it). */
export async function payoutOf(db: Kysely<Database>, loan: LoanRow, now: Date): Promise<Payout> {
  const row = await db.selectFrom('payouts').selectAll().where('loan_id', '=', loan.id).executeTakeFirst()
  return row ? payoutView(await advancedRow(db, row, now)) : legacyPayout(loan)
}

/** What QA asks of a payout: stop or restart its clock, and/or move it to a state (the next one when neither is given). */
export interface PayoutSteering {
  to?: 'in_transit' | 'received' | 'returned'
  hold?: boolean
}

const ORDER: Record<PayoutState, number> = { sent: 0, in_transit: 1, received: 2, returned: 2 }

export type SteeringResult =
  { ok: true; payout: Payout } | { ok: false; status: 404 | 409; code: 'not_found' | 'payout_settled' | 'payout_not_forward' }

/**
 * Dev steering of a loan's payout (PUT /web/dev/loans/{loanId}/payout/steering): the clock
 * first catches up, then `hold` stops (true) or restarts (false) it, and `to` moves it forward
 * now (to received through in transit, so it gets its key); with neither, the next state. A
 * received or returned transfer is settled: nothing moves it (409 payout_settled); a move that
 * is not forward is 409 payout_not_forward.
 */
export async function steerPayout(
  db: Kysely<Database>,
  loanId: number,
  steering: PayoutSteering,
  now: Date,
): Promise<SteeringResult> {
  const found = await db.selectFrom('payouts').selectAll().where('loan_id', '=', loanId).executeTakeFirst()
  if (!found) return { ok: false, status: 404, code: 'not_found' }
  let row = await advancedRow(db, found, now)
  if (steering.hold !== undefined) {
    await db
      .updateTable('payouts')
      .set({ held: steering.hold ? 1 : 0, updated_at: stamp(now) })
      .where('id', '=', row.id)
      .execute()
    // The clock restarts from now: a payout held for an hour does not jump ahead on release.
    if (!steering.hold && row.held === 1) row = await applyMove(db, row, { state_at: stamp(now), updated_at: stamp(now) })
    row = await db.selectFrom('payouts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    if (steering.to === undefined) return { ok: true, payout: payoutView(row) }
  }
  if (row.state === 'received' || row.state === 'returned') return { ok: false, status: 409, code: 'payout_settled' }
  const to = steering.to ?? (row.state === 'sent' ? 'in_transit' : 'received')
  if (ORDER[to] <= ORDER[row.state]) return { ok: false, status: 409, code: 'payout_not_forward' }
  return { ok: true, payout: payoutView(await applyMove(db, row, moveTo(row, to, now, now))) }
}
