import type { components, paths } from '../../api/schema'
import type { LocalCall } from '../api/client'
import { APPLICATION_STATUS } from '../domain/application-status'
import { clabeBank } from '../domain/clabe'
import { toWireDate } from '../domain/dates'
import { sniffDocument } from '../domain/file-type'
import { computeOffer, owedOn, PRICE_LISTS, toCents, toPesos } from '../domain/pricing'
import { isPayCycle } from '../domain/pay-dates'
import { mexicoToday } from '../domain/today'
import {
  dueDate,
  hasSimulatedLoan,
  openApplication,
  sandboxActor,
  simulatedAccountDetails,
  simulatedApplication,
  simulatedOffer,
  simulatedProfile,
} from './sandbox-simulation'

/*
 * Sandbox mode's stand-in for the ERP: while the mode is on, the client's calls
 * (`/web/private/client/…`) are answered here, in the page, and never sent. A guest has no
 * account to read and an admin is not a client, so the ERP would refuse them every one of those
 * calls; and what a screen confirms in sandbox mode must never reach the lender. So the screens
 * read the simulation's sample client and its simulated application and loan, and what they send
 * is accepted and dropped. Only the session's own calls (token renewal, logout) still go out.
 * A call the simulation has no answer for is refused here (`sandbox_not_simulated`, 501): the
 * screen shows its own failure, and nothing reaches the ERP either.
 */

const CLIENT_CALLS = '/web/private/client/'

/** The session's own calls: a signed-in client in sandbox mode stays signed in, and logs out, with the ERP. */
const SESSION_CALLS: ReadonlySet<string> = new Set(['/web/private/client/token/refresh', '/web/private/client/logout'])

type ClientPath = Extract<keyof paths, `${typeof CLIENT_CALLS}${string}`>
type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch'

/** `GET /web/private/client/client`: each call of the contract under the client's paths. */
type CallName = {
  [P in ClientPath]: { [V in Verb]: paths[P][V] extends { responses: unknown } ? `${Uppercase<V>} ${P}` : never }[Verb]
}[ClientPath]

/** The body of a call's success (200 or 201), as the contract types it. */
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never

type SuccessOf<N extends CallName> = N extends `${infer V} ${infer P extends ClientPath}`
  ? Lowercase<V> extends Verb
    ? Success<paths[P][Lowercase<V>]>
    : never
  : never

/** A call as the stand-in reads it: its path parameters by name, and its JSON body. */
interface Call {
  params: Record<string, string>
  body: () => Promise<unknown>
}

type Answers = { [N in CallName]?: (call: Call) => SuccessOf<N> | Promise<SuccessOf<N>> }

/** A refusal as the ERP words it (its error envelope): thrown by an answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code)
  }
}

const now = () => new Date().toISOString()
const data = <T>(value: T) => ({ data: value })

/** The simulated application as the contract carries it. */
function wireApplication(application = simulatedApplication()) {
  return { ...application, createdAt: now(), hashedId: 'sandbox', salaryCycle: 'biweekly' as const }
}

/** The identity check: under way, its hosted page nowhere (the provider is not asked in sandbox mode). */
const identitySession = () => data({ id: 'sandbox', url: '', status: 'submitted' as const, decision: null, createdAt: now() })

/** The simulated loan, as GET loan/active answers: the simulated amount, taken today, nothing paid yet. */
function simulatedLoan() {
  const today = mexicoToday(new Date())
  const due = dueDate(today)
  const offer = simulatedOffer()
  const terms = { principalCents: toCents(offer.principal), termDays: offer.term, prices: PRICE_LISTS.first }
  const owed = owedOn({ terms, payoutDay: today, dueDay: due, payments: [] }, today)
  const late = { days: 0, interest: 0, fee: 0, vat: 0, owed: 0, nextDay: 0 }
  const fees = offer.serviceFee.amount + offer.processingFee + offer.withdrawalFee + offer.invoicingFee
  const loan = {
    id: 1,
    status: 4,
    principal: offer.principal,
    interest: offer.interest.amount,
    fees,
    vat: offer.vat.amount,
    total: offer.total,
    paidAmount: 0,
    outstanding: offer.total,
    settleToday: { amount: toPesos(owed.total), days: owed.days },
    late,
    startDate: toWireDate(today),
    dueDate: offer.endDate,
    repaymentInvoice: { amount: offer.total, dueDate: offer.endDate, dueDays: offer.term, status: 'unpaid' as const },
    rollovers: [],
    extensions: offer.extensions.map((extension, index) => ({
      ...extension,
      type: index === 0 ? ('cheap' as const) : ('expensive' as const),
    })),
    payout: {
      state: 'received' as const,
      amount: offer.principal,
      trackingKey: 'SANDBOX',
      sentAt: now(),
      expectedBy: now(),
      receivedAt: now(),
      returnedAt: null,
      destination: { kind: 'card' as const, lastDigits: '4242', bank: null },
    },
    cashPayout: null,
  }
  const schedule = {
    id: 1,
    dueDate: loan.dueDate,
    principal: loan.principal,
    interest: loan.interest,
    fees: loan.fees,
    vat: loan.vat,
    total: loan.total,
    paid: 0,
    status: 'unpaid',
    late,
    owedToday: loan.settleToday.amount,
  }
  return { loan, schedule }
}

function activeLoan() {
  if (!hasSimulatedLoan()) throw new Refusal(404, 'no_active_loan')
  return simulatedLoan()
}

type StoredDocument = components['schemas']['StoredDocument']
type DocumentType = components['schemas']['DocumentType']

/** The documents sent in sandbox mode stay in the page, for the step's preview and its state. */
const documents: (StoredDocument & { content: string })[] = []

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const stored = ({ content: _content, ...document }: StoredDocument & { content: string }): StoredDocument => document

const uploadState = (state: 'empty' | 'done') => data({ state, missing: [], documents: documents.map(stored) })

const accountDetails = () => data(simulatedAccountDetails())

const ANSWERS: Answers = {
  'GET /web/private/client/client': () => data(simulatedProfile()),
  'PUT /web/private/client/client': () => data(simulatedProfile()),
  'GET /web/private/client/account-details': accountDetails,
  'PUT /web/private/client/complete-step-two': accountDetails,
  'PUT /web/private/client/complete-step-three': accountDetails,
  'PUT /web/private/client/complete-step-four': accountDetails,
  'PUT /web/private/client/finish': accountDetails,
  'POST /web/private/client/geo': accountDetails,
  'POST /web/private/client/additional/contact': accountDetails,
  'PUT /web/private/client/save/nationalIdentificator': accountDetails,
  'POST /web/private/client/bank/saveAccountNumber': accountDetails,
  'POST /web/private/client/direct-debit/debit-credit-card': accountDetails,
  // The catalogue of addresses is the ERP's: in sandbox mode the address is typed by hand.
  'GET /web/private/client/addresses/list': () => data([]),
  'PUT /web/private/client/iban/validate': async ({ body }) => {
    const { iban } = (await body()) as { iban: string }
    const bank = clabeBank(iban.slice(0, 3))
    if (!bank) throw new Refusal(422, 'invalid_iban')
    return data({ valid: true as const, bankCode: bank.code, bankName: bank.name })
  },
  'POST /web/private/client/direct-debit/consent': async ({ body }) => {
    const { textVersion } = (await body()) as { textVersion: string }
    return data({ id: 1, lastFour: '4242', textVersion, ip: '127.0.0.1', consentedAt: now() })
  },
  'GET /web/private/client/client-document/state': () => uploadState(documents.length > 0 ? 'done' : 'empty'),
  'POST /web/private/client/client-document': async ({ body }) => {
    const { type, content } = (await body()) as { type: DocumentType; content: string }
    const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0))
    const mime = sniffDocument(bytes, type)
    if (!mime) throw new Refusal(422, 'upload_wrong_format')
    const document = {
      id: documents.length + 1,
      type,
      mime,
      content,
      createdAt: now(),
      size: bytes.length,
      sha256: await sha256(bytes),
    }
    documents.push(document)
    return data(stored(document))
  },
  'GET /web/private/client/client-document/{type}/{id}': ({ params }) => {
    const document = documents.find((kept) => String(kept.id) === params.id)
    if (!document) throw new Refusal(404, 'document_not_found')
    return data({ id: document.id, type: document.type, mime: document.mime, content: document.content })
  },
  'DELETE /web/private/client/client-document/{type}/{id}': () => data({ deleted: true as const }),
  'POST /web/private/client/client-document/finish': () => uploadState('done'),
  'POST /web/private/client/logger/metrics': () => data({ failed: [], stored: 0 }),
  'POST /web/private/client/belvo/skip': () =>
    data({ status: 'skipped' as const, skipped: true, institution: null, linkId: null }),
  'GET /web/private/client/veriff/session': identitySession,
  'POST /web/private/client/veriff/session': identitySession,
  'GET /web/private/client/veriff/decision/{id}': identitySession,
  'GET /web/private/client/application/actual': () => {
    const application = openApplication()
    // None open is `data: null`, which the contract's type of this answer (an allOf with null) drops.
    return data(application && wireApplication(application)) as SuccessOf<'GET /web/private/client/application/actual'>
  },
  'GET /web/private/client/application/{id}/offer/actual': () =>
    data({ ...simulatedOffer(), startDate: toWireDate(mexicoToday(new Date())) }),
  'GET /web/private/client/application/payment-method': () =>
    data({
      paymentMethod: 'bank_transfer' as const,
      bank_transfer: [],
      card: { lastFour: '4242' },
      repaymentMethods: ['card' as const, 'spei' as const, 'cash' as const],
    }),
  'GET /web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}': ({ params }) => {
    const { amount = '', payCycle = '', payDates = '' } = params
    const offer = isPayCycle(payCycle)
      ? computeOffer({ amount: Number(amount), payCycle, payDates, sequenceType: 'first', today: new Date() })
      : null
    if (!offer) throw new Refusal(422, 'invalid_pay_dates')
    return data(offer)
  },
  'POST /web/private/client/application/agreement/{id}/sms-code': () =>
    data({
      sent: true as const,
      mobilePhone: `******${simulatedProfile().info.mobilePhone.number.slice(-4)}`,
      retryAfterSeconds: 60,
    }),
  // Signed in the simulation: the application is completed and its loan active, the flow at loan_page.
  'POST /web/private/client/application/agreement/{id}': () => {
    const { loan } = simulatedLoan()
    const sandbox = sandboxActor()
    sandbox.send({ type: 'sandbox.application', status: APPLICATION_STATUS.completed })
    sandbox.send({ type: 'sandbox.step', step: 'loan_page' })
    return data({
      id: loan.id,
      applicationId: simulatedApplication().id,
      status: loan.status,
      principal: loan.principal,
      total: loan.total,
      startDate: loan.startDate,
      dueDate: loan.dueDate,
    })
  },
  'GET /web/private/client/loan/active': () => data(activeLoan().loan),
  'GET /web/private/client/loan/active/payment-schedule': () => data([activeLoan().schedule]),
}

/** `/web/private/client/loan/{loanId}` against `/web/private/client/loan/7`: `{ loanId: '7' }`. */
function paramsOf(schemaPath: string, pathname: string): Record<string, string> {
  const names: string[] = []
  const pattern = schemaPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const values = new RegExp(`${pattern}$`).exec(pathname)?.slice(1) ?? []
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]))
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const refusal = ({ status, code }: Refusal) => json(status, { data: { error: { code, details: {} } } })

/** The stand-in: the answer to a client's call in sandbox mode; undefined for a call that goes to the ERP. */
export async function sandboxAnswer({ request, schemaPath }: LocalCall): Promise<Response | undefined> {
  if (!schemaPath.startsWith(CLIENT_CALLS) || SESSION_CALLS.has(schemaPath)) return undefined
  const answer = (ANSWERS as Record<string, ((call: Call) => unknown) | undefined>)[`${request.method} ${schemaPath}`]
  if (!answer) return refusal(new Refusal(501, 'sandbox_not_simulated'))
  const call: Call = {
    params: paramsOf(schemaPath, new URL(request.url).pathname),
    body: () => request.json() as Promise<unknown>,
  }
  try {
    return json(200, await answer(call))
  } catch (error) {
    if (error instanceof Refusal) return refusal(error)
    throw error
  }
}
