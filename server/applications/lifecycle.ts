import { randomBytes } from 'node:crypto'
import type { ApplicationCreation, Violation } from '../../api'
import { isOpenStatus } from '../../src/domain/application-status'
import { isPayCycle, payDateOptions, repaymentDates } from '../../src/domain/pay-dates'
import { formatDate, fromWireDate } from '../../src/domain/dates'
import { BRAND } from '../../src/domain/facts'
import { formatMoney } from '../../src/domain/money'
import { toCents, toPesos, type Offer } from '../../src/domain/pricing'
import { availableLoanAmount } from '../accounts/profile'
import { findClientById } from '../accounts/clients'
import { codeRefusal, consumeCodeDetailed, lifetimeText, sendCode, type Refused } from '../accounts/codes'
import { journeyRefusalOf } from '../accounts/flow-progress'
import type { JourneyRefusal } from '../accounts/flow-step'
import { type Rule, violation } from '../accounts/forms'
import { maskDestination } from '../accounts/mfa'
import { isUniqueViolation, stamp, type ApplicationRow, type ClientRow } from '../db'
import { mexicoDate, mexicoToday } from '../pricing/today'
import { issueCashPayout } from '../loans/cash-payout'
import { createPayout } from '../loans/payout'
import { recordSignature, type SignatureOrigin } from '../loans/signature-events'
import { loanTarget, storeAtSigning } from '../loans/signed-documents'
import type { Services } from '../services'
import type { Outcome } from './decide'
import { decisionColumns, decisionFor, steeredDecision } from './decision'
import { priceApplication, storedAmounts } from './pricing'
import {
  activeApplicationOf,
  hasActiveLoan,
  LOAN_ACTIVE,
  limitsOf,
  ownApplication,
  sequenceTypeOf,
  sequenceTypeOfRow,
  STATUS,
} from './store'

/**
 * What happens to an application (docs/API.md "Decisions"): created and decided
 * at once, its amount changed before signing, an offer approved, steered by QA, canceled by the
 * client before signing, signed into a loan.
 */

export type Result<T> =
  | { ok: true; value: T; created?: boolean }
  | { ok: false; status: 400 | 404 | 409; message: string; code: string; violations?: Violation[]; step?: string }

const refused = (status: 400 | 404 | 409, code: string, message: string, violations?: Violation[]) =>
  ({ ok: false, status, code, message, ...(violations ? { violations } : {}) }) as const

/** The journey's refusal (server/accounts/flow-step.ts): 409 with the rule code and the step the flow reports. */
const refusedByJourney = (refusal: JourneyRefusal) =>
  ({ ok: false, status: 409, code: refusal.code, message: refusal.message, step: refusal.step }) as const

/**
 * The repayment dates must be the ones a pay-date option of the cycle gives today (the
 * calculator's own options and rule, src/domain/pay-dates.ts): due on the first pay date at
 * least 7 days out, the second option the pay date after it. Null when they are; otherwise the
 * violations. The term follows from the due date; it is never sent.
 */
function payDatesViolations(input: ApplicationCreation, today: Date): Violation[] {
  const cycle = input.salaryCycle
  const { first_repayment_option: first, second_repayment_option: second } = input.payDates
  if (!isPayCycle(cycle)) return [{ propertyPath: 'salaryCycle', status: 'invalid_choice', message: 'Unknown pay cycle.' }]
  const matches = payDateOptions(cycle, today)
    .map((option) => repaymentDates(cycle, option.value, today))
    .filter((dates) => dates?.first_repayment_option === first)
  if (matches.length === 0) {
    return [
      {
        propertyPath: 'payDates.first_repayment_option',
        status: 'invalid_pay_date',
        message: `The repayment date must be the first ${cycle} pay date at least 7 days from today, as the calculator offers it.`,
      },
    ]
  }
  if (second !== undefined && second !== null && !matches.some((dates) => dates?.second_repayment_option === second)) {
    return [
      {
        propertyPath: 'payDates.second_repayment_option',
        status: 'invalid_pay_date',
        message: 'The second option must be the pay date after the first.',
      },
    ]
  }
  return []
}

/** Statuses whose amount the client may still change (not yet signed nor closed nor under an offer). */
const EDITABLE: readonly number[] = [STATUS.new, STATUS.signing, STATUS.accepted]

function amountViolation(
  amount: number,
  client: ClientRow,
  min: number,
  max: number,
  interval: number,
  path: string,
): Violation | null {
  const available = availableLoanAmount(client)
  const ceiling = Math.min(max, available)
  if (amount < min) return { propertyPath: path, status: 'too_small', message: `The amount must be at least ${min}.` }
  if (amount > ceiling) return { propertyPath: path, status: 'too_big', message: `The amount must be at most ${ceiling}.` }
  if (interval > 0 && amount % interval !== 0)
    return { propertyPath: path, status: 'not_multiple_of', message: `The amount must be a multiple of ${interval}.` }
  return null
}

export async function createApplication(
  services: Services,
  clientId: number,
  input: ApplicationCreation,
  idempotencyKey: string | null,
): Promise<Result<ApplicationRow>> {
  const { db } = services
  const byKey = () =>
    idempotencyKey
      ? db
          .selectFrom('applications')
          .selectAll()
          .where('client_id', '=', clientId)
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst()
      : Promise.resolve(undefined)
  const earlier = await byKey()
  if (earlier) return { ok: true, value: earlier, created: false }
  const client = await findClientById(db, clientId)
  if (!client) return refused(404, 'not_found', 'Not found.')
  // The journey first (registration done, a client who may borrow); that the flow is elsewhere
  // because of an open application or an active loan is said by their own refusals below, also
  // when a concurrent creation made the application a moment ago.
  const journey = await journeyRefusalOf(services, client, 'apply', services.now())
  if (journey && journey.code !== 'apply_not_offered') return refusedByJourney(journey)
  const activeLoan = await hasActiveLoan(db, client)
  if (activeLoan)
    return refused(400, 'active_loan', 'The client has an active loan.', [
      { propertyPath: 'data', status: 'active_loan_exists', message: 'The client has an active loan.' },
    ])
  if (await activeApplicationOf(db, clientId)) {
    // A retry racing its first send (found by `npm run reliability` on PostgreSQL): the first made
    // the active application since the look-up above; answer it, as a retry should be answered.
    const first = await byKey()
    if (first) return { ok: true, value: first, created: false }
    return refused(400, 'active_application', 'The client already has an active application.', [
      { propertyPath: 'data', status: 'active_application_exists', message: 'The client already has an active application.' },
    ])
  }
  if (journey) return refusedByJourney(journey)

  const now = services.now()
  const today = mexicoToday(now)
  const sequenceType = sequenceTypeOf(client, activeLoan)
  const { min, max, interval } = limitsOf(sequenceType)
  const violations: Violation[] = []
  const amount = input.loanAmount.amount
  const tooMuch = amountViolation(amount, client, min, max, interval, 'loanAmount.amount')
  if (tooMuch) violations.push(tooMuch)
  violations.push(...payDatesViolations(input, today))
  const second = input.payDates.second_repayment_option
  const promoCode = input.promoCode?.trim().toUpperCase() ?? null
  const offer =
    violations.length === 0
      ? priceApplication(amount, sequenceType, today, input.payDates.first_repayment_option, promoCode)
      : null
  if (!offer) return refused(400, 'validation_failed', 'The request is not valid.', violations)

  const at = stamp(now)
  const decision = await decisionFor(services, client, amount, mexicoDate(now))
  try {
    const row = await db
      .insertInto('applications')
      .values({
        hashed_id: randomBytes(16).toString('hex'),
        client_id: clientId,
        desired_amount: amount * 100,
        ...storedAmounts(offer),
        salary_cycle: input.salaryCycle,
        first_repayment_option: input.payDates.first_repayment_option,
        second_repayment_option: second ?? null,
        repayment_date: input.payDates.first_repayment_option,
        sequence_type: sequenceType,
        promo_code: promoCode,
        payment_method: input.paymentMethod,
        affiliate: input.affiliate ? JSON.stringify(input.affiliate) : null,
        io_bb: input.iovation?.ioBB ?? null,
        juicy_session_id: input.juicySessionId ?? null,
        hotjar_user_id: input.hotjarUserId ?? null,
        idempotency_key: idempotencyKey,
        created_at: at,
        signed_at: null,
        ...decisionColumns(decision, offer.term, at),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { ok: true, value: row, created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Two concurrent retries with one key: the other one won; answer its application.
    const first = await byKey()
    if (first) return { ok: true, value: first, created: false }
    // Two creations with different keys at once: the other one's application is the open one
    // (migration 0011_one_open_application).
    return refused(400, 'active_application', 'The client already has an active application.', [
      { propertyPath: 'data', status: 'active_application_exists', message: 'The client already has an active application.' },
    ])
  }
}

/** Reprices the application for a new principal (whole pesos) from today. */
async function repriced(services: Services, row: ApplicationRow, principal: number) {
  const offer = priceApplication(
    principal,
    sequenceTypeOfRow(row),
    mexicoToday(services.now()),
    row.repayment_date,
    row.promo_code,
  )
  return offer ? storedAmounts(offer) : null
}

/** PUT application/{id}: a new amount, decided again; only before signing. */
export async function updateAmount(
  services: Services,
  clientId: number,
  id: number,
  amount: number,
): Promise<Result<ApplicationRow>> {
  const { db } = services
  const row = await ownApplication(db, clientId, id)
  const client = await findClientById(db, clientId)
  if (!row || !client) return refused(404, 'not_found', 'Not found.')
  if (!EDITABLE.includes(row.status)) return refused(409, 'application_not_editable', 'The application can no longer be changed.')
  const { min, max, interval } = limitsOf(sequenceTypeOfRow(row))
  const tooMuch = amountViolation(amount, client, min, max, interval, 'amount.amount')
  if (tooMuch) return refused(400, 'validation_failed', 'The request is not valid.', [tooMuch])
  const amounts = await repriced(services, row, amount)
  if (!amounts) return refused(409, 'repayment_date_passed', 'The repayment date has passed; apply again.')
  const now = services.now()
  const decision = await decisionFor(services, client, amount, mexicoDate(now))
  const at = stamp(now)
  const updated = await db
    .updateTable('applications')
    .set({ desired_amount: amount * 100, ...amounts, ...decisionColumns(decision, amounts.term_days, at) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ok: true, value: updated }
}

export type OfferKind = 'special' | 'decrease' | 'increase'

const OFFER_STATUS: Readonly<Record<OfferKind, number>> = {
  special: STATUS.specialOffer,
  decrease: STATUS.yhatDecrease,
  increase: STATUS.yhatIncrease,
}

/**
 * Offers: the client approves the actual application's offer for an amount from
 * the minimum up to the offered one (an increase may also take the desired amount: refusing an
 * increase approves the original desired amount). The application becomes accepted.
 */
export async function approveOffer(
  services: Services,
  clientId: number,
  kind: OfferKind,
  amount: number,
  termDays?: number,
): Promise<Result<ApplicationRow>> {
  const { db } = services
  const row = await activeApplicationOf(db, clientId)
  if (!row || row.status !== OFFER_STATUS[kind] || row.offered_amount === null) {
    return refused(409, 'no_offer', `There is no ${kind === 'special' ? 'special' : `yhat ${kind}`} offer to approve.`)
  }
  const { min, interval } = limitsOf(sequenceTypeOfRow(row))
  const offered = toPesos(row.offered_amount)
  const desired = toPesos(row.desired_amount)
  const ceiling = kind === 'increase' ? Math.max(offered, desired) : offered
  const fits =
    amount >= Math.min(min, ceiling) && amount <= ceiling && (interval <= 0 || amount % interval === 0 || amount === ceiling)
  if (!fits) {
    return refused(400, 'validation_failed', 'The request is not valid.', [
      {
        propertyPath: 'amount.amount',
        status: amount > ceiling ? 'too_big' : 'too_small',
        message: `The amount must be between ${min} and ${ceiling}.`,
      },
    ])
  }
  const amounts = await repriced(services, row, amount)
  if (!amounts) return refused(409, 'repayment_date_passed', 'The repayment date has passed; apply again.')
  // The term an increase carries is the offer's, from today to the application's due date: it
  // follows from the pay date, so a term that says otherwise is refused, never taken.
  if (termDays !== undefined && termDays !== amounts.term_days) {
    return refused(400, 'validation_failed', 'The request is not valid.', [
      {
        propertyPath: 'term.value',
        status: 'invalid_term',
        message: `The term is ${amounts.term_days} days: from today to the due date.`,
      },
    ])
  }
  const at = stamp(services.now())
  const updated = await db
    .updateTable('applications')
    .set({
      ...amounts,
      status: STATUS.accepted,
      decision_reason: `${row.decision_reason ?? ''};approved_${kind}`,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ok: true, value: updated }
}

/** QA steering (back office): any open, unsigned application gets the outcome asked for. */
export async function steerDecision(
  services: Services,
  id: number,
  outcome: Outcome,
  amount: number | undefined,
): Promise<Result<ApplicationRow>> {
  const { db } = services
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst()
  const client = row ? await findClientById(db, row.client_id) : undefined
  if (!row || !client) return refused(404, 'not_found', 'Not found.')
  if (row.signed_at !== null || !activeStatus(row.status))
    return refused(409, 'application_closed', 'The application is already signed or closed.')
  // Reopening a rejected application must not leave the client with two open ones.
  const open = await activeApplicationOf(db, row.client_id)
  if (open && open.id !== row.id) return refused(409, 'application_closed', 'The client has a newer open application.')
  const decision = steeredDecision(outcome, toPesos(row.desired_amount), availableLoanAmount(client), 'back_office', amount)
  const at = stamp(services.now())
  const updated = await db
    .updateTable('applications')
    .set(decisionColumns(decision, row.term_days, at))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ok: true, value: updated }
}

/** Steering may reopen a rejected application, never a signed, canceled or terminated one. */
const NOT_STEERABLE: readonly number[] = [STATUS.completed, STATUS.canceled, STATUS.terminated]

function activeStatus(status: number): boolean {
  return !NOT_STEERABLE.includes(status)
}

/**
 * POST application/{id}/cancel: the client withdraws an application before its agreement is
 * signed. The client's own (another's is 404, as every private call answers it); an open one of
 * any status becomes 5 canceled, after which the flow offers to apply again; a canceled one is
 * answered as it is (a retry after a lost answer changes nothing). Once signed (completed, or a
 * loan made from it) it is a loan and is refused, as is a closed one (rejected, terminated).
 * The change is conditional on the status just read, so a cancel racing a signature or a
 * decision never overwrites it: it reads the application again and answers for what it became.
 */
export async function cancelApplication(services: Services, clientId: number, id: number): Promise<Result<ApplicationRow>> {
  const { db } = services
  // Each try either answers or lost a race to a change of status; a status changes only a few times.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await ownApplication(db, clientId, id)
    if (!row) return refused(404, 'not_found', 'Not found.')
    if (row.status === STATUS.canceled) return { ok: true, value: row }
    const loan = await db.selectFrom('loans').select('id').where('application_id', '=', row.id).executeTakeFirst()
    if (row.status === STATUS.completed || row.signed_at !== null || loan !== undefined)
      return refused(409, 'application_signed', 'The agreement is signed: the application is a loan now and cannot be canceled.')
    if (!isOpenStatus(row.status)) return refused(409, 'application_closed', 'The application is already closed.')
    const at = stamp(services.now())
    const canceled = await db
      .updateTable('applications')
      .set({ status: STATUS.canceled, decision_reason: `${row.decision_reason ?? ''};canceled_by_client`, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('signed_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
    if (canceled) return { ok: true, value: canceled }
  }
  throw new Error(`application ${id} kept changing while it was being canceled`)
}

export interface SignedLoan {
  id: number
  status: number
  applicationId: number
  principal: number
  total: number
  startDate: string
  dueDate: string
}

/**
 * An application that may be signed: the client's own (404 otherwise), accepted or signing (409
 * otherwise), and the journey at otp_agreement: every step the flow puts before signing done
 * (409 with the rule code of the first one still open and the step GET flow reports).
 */
async function signable(
  services: Services,
  clientId: number,
  id: number,
): Promise<Result<{ row: ApplicationRow; client: ClientRow }>> {
  const row = await ownApplication(services.db, clientId, id)
  if (!row) return refused(404, 'not_found', 'Not found.')
  if (row.status !== STATUS.accepted && row.status !== STATUS.signing)
    return refused(409, 'application_not_accepted', 'Only an accepted application can be signed.')
  const client = await findClientById(services.db, clientId)
  if (!client) return refused(404, 'not_found', 'Not found.')
  const journey = await journeyRefusalOf(services, client, 'sign', services.now())
  if (journey) return refusedByJourney(journey)
  return { ok: true, value: { row, client } }
}

export type AgreementCodeSent = { sent: true; retryAfterSeconds: number; mobilePhone: string }

/** The application priced as signing it now would (today to its repayment date); null once the date has passed. */
function signingOffer(services: Services, row: ApplicationRow): Offer | null {
  return priceApplication(
    toPesos(row.principal_amount),
    sequenceTypeOfRow(row),
    mexicoToday(services.now()),
    row.repayment_date,
    row.promo_code,
  )
}

/**
 * What an agreement's code approves: this application with these figures. A code sent for one
 * amount never signs another, nor the same loan repriced on a later day (its total changes).
 */
function agreementSubject(row: ApplicationRow, offer: Offer): string {
  return `application:${row.id}:${toCents(offer.principal)}:${toCents(offer.total)}:${offer.endDate}`
}

/** The agreement's SMS states what the code signs: the amount, the total and when it is due. */
function agreementText(offer: Offer): (code: string) => string {
  const due = fromWireDate(offer.endDate)
  return (code) =>
    `${BRAND}: tu código para firmar el contrato de tu préstamo de ${formatMoney(offer.principal)} ` +
    `(pagas ${formatMoney(offer.total)} el ${due ? formatDate(due) : offer.endDate}) es ${code}. ` +
    `Vence en ${lifetimeText('agreement')}. No lo compartas con nadie.`
}

/**
 * POST application/agreement/{id}/sms-code: the one-time password of the agreement, by SMS to
 * the client's own mobile phone, under the code limits of every send. The answer
 * names the phone masked (its last four digits), never the code.
 */
export async function sendAgreementCode(
  services: Services,
  clientId: number,
  id: number,
  address: string,
): Promise<Result<AgreementCodeSent> | Refused> {
  const application = await signable(services, clientId, id)
  if (!application.ok) return application
  const { client, row } = application.value
  const offer = signingOffer(services, row)
  if (!offer) return refused(409, 'repayment_date_passed', 'The repayment date has passed; apply again.')
  const target = { channel: 'sms' as const, destination: client.mobile_phone }
  const sent = await sendCode(
    services,
    { ...target, purpose: 'agreement', subject: agreementSubject(row, offer), text: agreementText(offer) },
    address,
  )
  if (!sent.ok) return sent
  return { ok: true, value: { sent: true, retryAfterSeconds: sent.retryAfterSeconds, mobilePhone: maskDestination(target) } }
}

const codeRefused = (rule: Rule, message: string) => refused(400, rule, message, [violation('code', rule, message)])

/**
 * The agreement's code against the latest one sent to the client's phone: each refusal is a
 * violation on `code` with its own rule (a wrong code tells the tries left; an expired, used or
 * never sent one asks for a new code; a code out of tries is dead even when right).
 */
async function checkAgreementCode(services: Services, client: ClientRow, guess: string, subject: string): Promise<Result<null>> {
  const refusal = codeRefusal(await consumeCodeDetailed(services, client.mobile_phone, 'agreement', guess, subject), {
    dead: 'Too many wrong codes: this code no longer works. Ask for a new one.',
    missing: 'No code is waiting for this agreement. Ask for a new one.',
  })
  return refusal ? codeRefused(refusal.rule, refusal.message) : { ok: true, value: null }
}

/**
 * POST application/agreement/{id} {code}: an accepted application is signed with the one-time
 * password sent by sms-code. The loan is priced from
 * today to the chosen repayment date and gets its single schedule row; the application becomes
 * completed (4) and the loan active (4). One transaction, so a retry never makes a second loan.
 */
export async function signAgreement(
  services: Services,
  clientId: number,
  id: number,
  code: string,
  origin: SignatureOrigin,
): Promise<Result<SignedLoan>> {
  const { db } = services
  const own = await signable(services, clientId, id)
  if (!own.ok) return own
  const { row, client } = own.value
  const now = services.now()
  const offer = signingOffer(services, row)
  if (!offer) return refused(409, 'repayment_date_passed', 'The repayment date has passed; apply again.')
  const checked = await checkAgreementCode(services, client, code, agreementSubject(row, offer))
  if (!checked.ok) return checked
  const at = stamp(now)
  const cents = toCents
  const fees =
    cents(offer.serviceFee.amount) + cents(offer.processingFee) + cents(offer.withdrawalFee) + cents(offer.invoicingFee)
  const money = {
    principal: cents(offer.principal),
    interest: cents(offer.interest.amount),
    fees,
    vat: cents(offer.vat.amount),
    total: cents(offer.total),
  }
  const loan = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('applications')
      .set({ status: STATUS.completed, signed_at: at, updated_at: at, loan_amount: money.total, term_days: offer.term })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return null
    const created = await trx
      .insertInto('loans')
      .values({
        client_id: clientId,
        application_id: row.id,
        status: LOAN_ACTIVE,
        ...money,
        start_date: mexicoDate(now),
        due_date: offer.endDate,
        paid_amount: 0,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('loan_schedule')
      .values({
        loan_id: created.id,
        due_date: offer.endDate,
        ...money,
        paid: 0,
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
      .execute()
    // The money leaves as the loan starts: a payout reference at the network chosen when it is
    // collected in cash (server/loans/cash-payout.ts), else by SPEI (server/loans/payout.ts).
    if (!(await issueCashPayout(trx, row, created, now))) await createPayout(trx, created, now)
    // The stand-in flag the profile and the loans helper read (server/loans/payments.ts clears it).
    await trx.updateTable('clients').set({ has_active_loan: 1, updated_at: at }).where('id', '=', clientId).execute()
    // The signature event, with the loan it made: time, address, device, where the code went.
    const signature = await recordSignature(trx, {
      clientId,
      loanId: created.id,
      rolloverId: null,
      signedAt: at,
      origin,
      codePhone: client.mobile_phone,
    })
    return { ...created, signatureId: signature.id }
  })
  if (!loan) return refused(409, 'application_not_accepted', 'Only an accepted application can be signed.')
  await storeAtSigning(services.db, loanTarget(loan.id), loan.signatureId, now)
  return {
    ok: true,
    value: {
      id: loan.id,
      status: loan.status,
      applicationId: row.id,
      principal: toPesos(loan.principal),
      total: toPesos(loan.total),
      startDate: loan.start_date,
      dueDate: loan.due_date,
    },
  }
}
