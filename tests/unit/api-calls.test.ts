import { describe, expect, it } from 'vitest'
import { NO_RESPONSE } from '../../src/api/answer'
import { applicationCalls } from '../../src/api/application'
import { calculatorCalls } from '../../src/api/calculator'
import { createApiClient } from '../../src/api/client'
import { directDebitCalls } from '../../src/api/direct-debit'
import { flowCalls } from '../../src/api/flow'
import { loanCalls } from '../../src/api/loan'
import { registrationCalls } from '../../src/api/registration'
import { employmentCalls } from '../../src/api/registration-employment'
import { trackingCalls } from '../../src/api/tracking'

/**
 * The ERP calls of the calculator, the flow, the direct-debit consent, the registration pages and
 * tracking, as the ERP receives them: method, path, query, headers and body, and how each reads
 * what comes back. A fetch double stands in for the ERP.
 */

const BASE = 'http://erp.test'

interface Sent {
  /** `METHOD /path?query`, as the ERP sees it. */
  call: string
  body: unknown
  request: Request
}

type Answer = Response | 'no answer'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const refusal = (status: number, code: string) => json({ error: { code, details: { message: code } } }, status)

/**
 * A fetch double answering `METHOD /path` from `routes` (404 for any other); 'no answer' fails
 * the request as a dropped connection does, and an aborted request fails as fetch fails it.
 */
function erp(routes: Record<string, () => Answer>) {
  const sent: Sent[] = []
  const api = createApiClient({
    baseUrl: BASE,
    fetch: async (request) => {
      const url = new URL(request.url)
      const text = await request.clone().text()
      sent.push({ call: `${request.method} ${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined, request })
      if (request.signal.aborted) throw request.signal.reason
      const answer = routes[`${request.method} ${url.pathname}`]?.() ?? refusal(404, 'not_found')
      if (answer === 'no answer') throw new TypeError('fetch failed')
      return answer
    },
  })
  return { api, sent, calls: () => sent.map((one) => one.call) }
}

/** The fields of the profile (GET client) the calls read. */
const profile = (fields: Record<string, unknown> = {}) => ({
  status: 1,
  firstName: 'Ana',
  availableLoanAmount: { amount: 4000, currency: 'MXN' },
  hasActiveLoan: false,
  closedLoansCount: 2,
  hasUncancelledApplications: false,
  payDate: { referenceDate: '2026-03-20' },
  payDays: { cycle: 'biweekly', value: '2026-03-20' },
  salaryCycle: 'biweekly',
  hasActualApplication: false,
  hasActiveRefinancing: false,
  ...fields,
})

describe('calculatorCalls', () => {
  it("asks a signed-in client's offer by the private path, with the promo code as promoName", async () => {
    const { api, calls } = erp({})
    await calculatorCalls(api)
      .offer({
        sequenceType: 'repeated',
        amount: 2000,
        payCycle: 'semi_monthly',
        payDates: '15,30',
        promoCode: 'BIENVENIDA',
        loggedIn: true,
      })
      .catch(() => undefined)
    expect(calls()).toEqual(['GET /web/private/client/arithmetic/offer/stl/2000/semi_monthly/15%2C30?promoName=BIENVENIDA'])
  })

  it("asks a guest's offer by the public path under its sequence, with no query without a promo code", async () => {
    const { api, calls } = erp({
      'GET /web/public/arithmetic/offer/stl/first/1500/monthly/20': () => json({ data: { amount: 1500, term: 30 } }),
    })
    const offer = await calculatorCalls(api).offer({
      sequenceType: 'first',
      amount: 1500,
      payCycle: 'monthly',
      payDates: '20',
      promoCode: null,
      loggedIn: false,
    })
    expect(calls()).toEqual(['GET /web/public/arithmetic/offer/stl/first/1500/monthly/20'])
    expect(offer).toEqual({ amount: 1500, term: 30 })
  })

  it("rejects with the ERP's refusal when the amount limits cannot be read", async () => {
    const { api, calls } = erp({ 'GET /web/public/config/calculator': () => refusal(503, 'unavailable') })
    await expect(calculatorCalls(api).config()).rejects.toMatchObject({ status: 503, code: 'unavailable' })
    expect(calls()).toEqual(['GET /web/public/config/calculator'])
  })

  it('sends the open application its new amount in pesos', async () => {
    const { api, sent } = erp({ 'PUT /web/private/client/application/7': () => json({ data: { id: 7 } }) })
    await calculatorCalls(api).updateApplication({ applicationId: 7, amount: 2500 })
    expect(sent.map(({ call, body }) => [call, body])).toEqual([
      ['PUT /web/private/client/application/7', { amount: { amount: 2500, currency: 'MXN' } }],
    ])
  })

  it.each<[string, () => Answer, boolean]>([
    ['200', () => json({ data: {} }), true],
    ['500', () => refusal(500, 'internal'), false],
    ['no answer', () => 'no answer', false],
  ])('tells whether the client limit update went through (%s: %s)', async (_, answer, updated) => {
    const { api, calls } = erp({ 'PUT /web/private/client/yhat/limit': answer })
    expect(await calculatorCalls(api).updateLimit()).toBe(updated)
    expect(calls()).toEqual(['PUT /web/private/client/yhat/limit'])
  })

  it("reads a client's standing from the profile, without asking for a loan the client does not have", async () => {
    const { api, calls } = erp({ 'GET /web/private/client/client': () => json({ data: profile() }) })
    expect(await calculatorCalls(api).client('41')).toEqual({
      id: '41',
      availableAmount: 4000,
      hasActiveLoan: false,
      closedLoansCount: 2,
      lastLoanAmount: null,
      hasUncancelledApplications: false,
      nextPayDate: new Date(2026, 2, 20),
      savedPayDay: { cycle: 'biweekly', value: '2026-03-20' },
      hasSavedSalaryCycle: true,
      salaryCycle: 'biweekly',
      hasActualApplication: false,
      hasActiveRefinancing: false,
      repaymentDueDays: null,
    })
    expect(calls()).toEqual(['GET /web/private/client/client'])
  })

  it.each<[string, () => Answer, number | null]>([
    ['the loan read', () => json({ data: { id: 3, repaymentInvoice: { dueDays: 1 } } }), 1],
    ['no answer for the loan', () => 'no answer', null],
  ])('reads the days to repayment of an active loan (%s)', async (_, loan, dueDays) => {
    const { api, calls } = erp({
      'GET /web/private/client/client': () => json({ data: profile({ hasActiveLoan: true, salaryCycle: null }) }),
      'GET /web/private/client/loan/active': loan,
    })
    expect(await calculatorCalls(api).client('41')).toMatchObject({
      hasActiveLoan: true,
      hasSavedSalaryCycle: false,
      salaryCycle: null,
      repaymentDueDays: dueDays,
    })
    expect(calls()).toEqual(['GET /web/private/client/client', 'GET /web/private/client/loan/active'])
  })

  it('knows no standing when the profile is refused or unanswered', async () => {
    for (const answer of [() => refusal(401, 'unauthorized'), (): Answer => 'no answer']) {
      const { api } = erp({ 'GET /web/private/client/client': answer })
      expect(await calculatorCalls(api).client('41')).toBeNull()
    }
  })
})

describe('flowCalls', () => {
  const flow = { step: 'details', status: 'in_progress', errors: [] }

  it('reads the step alone when the profile is not asked for', async () => {
    const { api, calls } = erp({ 'GET /web/private/client/flow': () => json({ data: { ...flow, extra: true } }) })
    expect(await flowCalls(api).load({ profile: false })).toEqual({ flow })
    expect(calls()).toEqual(['GET /web/private/client/flow'])
  })

  it.each<[string[], string | null]>([
    [['details'], 'Ana'],
    [[], null],
  ])(
    'with the profile, counts the first name given only once the details step is done (done: %j → %s)',
    async (done, firstName) => {
      const { api, calls } = erp({
        'GET /web/private/client/flow': () => json({ data: flow }),
        'GET /web/private/client/client': () => json({ data: profile({ status: 3 }) }),
        'GET /web/private/client/client-journey/current': () => json({ data: { registration: { done }, applicationId: 12 } }),
      })
      expect(await flowCalls(api).load({ profile: true })).toEqual({ flow, client: { status: 3, firstName }, applicationId: 12 })
      expect(calls()).toEqual([
        'GET /web/private/client/flow',
        'GET /web/private/client/client',
        'GET /web/private/client/client-journey/current',
      ])
    },
  )

  it("rejects with the ERP's refusal of the step, asking nothing more", async () => {
    const { api, calls } = erp({ 'GET /web/private/client/flow': () => refusal(403, 'user_blocked') })
    await expect(flowCalls(api).load({ profile: true })).rejects.toMatchObject({ status: 403, code: 'user_blocked' })
    expect(calls()).toEqual(['GET /web/private/client/flow'])
  })

  it.each<[{ firstName: string; middleName?: string; lastNames: string }, 'es' | 'en', unknown]>([
    [
      { firstName: 'Ana', lastNames: 'López Díaz' },
      'es',
      { firstName: 'Ana', lastNames: 'López Díaz', middleName: null, language: 'es' },
    ],
    [
      { firstName: 'Ana', middleName: 'María', lastNames: 'López' },
      'en',
      { firstName: 'Ana', middleName: 'María', lastNames: 'López', language: 'en' },
    ],
  ])('confirms the names with PUT client, a missing middle name as null (%j, %s)', async (names, language, body) => {
    const { api, sent } = erp({ 'PUT /web/private/client/client': () => json({ data: {} }) })
    await flowCalls(api).confirmNames(names, language)
    expect(sent.map(({ call, body }) => [call, body])).toEqual([['PUT /web/private/client/client', body]])
  })

  it('reads the registration data from account-details', async () => {
    const { api, calls } = erp({
      'GET /web/private/client/account-details': () => json({ data: { banking: { cardLastFour: '4242' } } }),
    })
    expect(await flowCalls(api).accountDetails()).toEqual({ banking: { cardLastFour: '4242' } })
    expect(calls()).toEqual(['GET /web/private/client/account-details'])
  })
})

describe('the direct-debit consent', () => {
  const CONSENT = 'POST /web/private/client/direct-debit/consent'

  it('consents to the current text of the authorisation', async () => {
    const { api, sent } = erp({ [CONSENT]: () => json({ data: {} }, 201) })
    await directDebitCalls(api).consent()
    expect(sent.map(({ call, body }) => [call, body])).toEqual([
      [CONSENT, { accepted: true, textVersion: 'domiciliacion-2025-06' }],
    ])
  })

  it("charges the loan's card only after the consent, with the intent's key", async () => {
    const { api, sent } = erp({
      [CONSENT]: () => json({ data: {} }, 201),
      'POST /web/private/client/loan/active/repayment/card': () => json({ data: { loan: { id: 3 } } }, 201),
    })
    expect(await loanCalls(api).chargeCard('key-1')).toEqual({ id: 3 })
    expect(sent.map(({ call }) => call)).toEqual([CONSENT, 'POST /web/private/client/loan/active/repayment/card'])
    expect(sent[1]?.request.headers.get('Idempotency-Key')).toBe('key-1')
  })

  it('sends no charge when the consent is refused', async () => {
    const { api, calls } = erp({ [CONSENT]: () => refusal(400, 'no_card') })
    await expect(loanCalls(api).chargeCard('key-1')).rejects.toMatchObject({ status: 400, code: 'no_card' })
    await expect(loanCalls(api).chargeRollover('key-2')).rejects.toMatchObject({ status: 400, code: 'no_card' })
    expect(calls()).toEqual([CONSENT, CONSENT])
  })
})

describe('the registration pages', () => {
  it.each<[string, () => Answer, { number: string; verified: boolean } | null]>([
    [
      'unverified',
      () => json({ data: { phone: { number: '5512345678', verified: false } } }),
      { number: '5512345678', verified: false },
    ],
    [
      'verified',
      () => json({ data: { phone: { number: '5512345678', verified: true } } }),
      { number: '5512345678', verified: true },
    ],
    ['refused', () => refusal(500, 'internal'), null],
    ['unanswered', () => 'no answer', null],
  ])("reads the phone's verification (%s)", async (_, answer, phone) => {
    const { api, calls } = erp({ 'GET /web/private/client/verificationCode': answer })
    expect(await registrationCalls(api).phone()).toEqual(phone)
    expect(calls()).toEqual(['GET /web/private/client/verificationCode'])
  })

  it.each<[string, () => Answer, unknown]>([
    ['saved', () => json({ data: { employment: { employmentStatus: 'employee' } } }), { employmentStatus: 'employee' }],
    ['refused', () => refusal(401, 'unauthorized'), null],
    ['unanswered', () => 'no answer', null],
  ])('reads the employment saved before from account-details (%s)', async (_, answer, employment) => {
    const { api, calls } = erp({ 'GET /web/private/client/account-details': answer })
    expect(await employmentCalls(api).saved()).toEqual(employment)
    expect(calls()).toEqual(['GET /web/private/client/account-details'])
  })
})

describe('trackingCalls', () => {
  const CHUNKS = 'POST /web/private/client/tracking/R-1/chunks'

  it('verifies the reference number the ERP gave', async () => {
    const { api, sent } = erp({
      'GET /web/private/client/tracking/reference': () => json({ data: { referenceNumber: 'R-1' } }),
      'POST /web/private/client/tracking/verify': () => json({ data: { verified: true } }),
    })
    expect(await trackingCalls(api).verify()).toEqual({ referenceNumber: 'R-1', verified: true })
    expect(sent.map(({ call, body }) => [call, body])).toEqual([
      ['GET /web/private/client/tracking/reference', undefined],
      ['POST /web/private/client/tracking/verify', { referenceNumber: 'R-1' }],
    ])
  })

  it.each<[boolean, unknown]>([
    [false, { seq: 4, events: [] }],
    [true, { seq: 4, events: [], complete: true }],
  ])('uploads a chunk under its reference, kept alive past the page (complete: %s)', async (complete, body) => {
    const { api, sent } = erp({ [CHUNKS]: () => json({ data: {} }, 201) })
    await trackingCalls(api).upload({ referenceNumber: 'R-1', seq: 4, complete, events: [] }, new AbortController().signal)
    expect(sent.map(({ call, body }) => [call, body])).toEqual([[CHUNKS, body]])
    expect(sent[0]?.request.keepalive).toBe(true)
  })

  it.each<[string, () => Answer, number]>([
    ['refused', () => refusal(409, 'seq_taken'), 409],
    ['unanswered', () => 'no answer', NO_RESPONSE],
  ])('rejects an upload with its status (%s)', async (_, answer, status) => {
    const { api } = erp({ [CHUNKS]: answer })
    const upload = trackingCalls(api).upload(
      { referenceNumber: 'R-1', seq: 4, complete: false, events: [] },
      new AbortController().signal,
    )
    await expect(upload).rejects.toEqual({ status })
  })

  it('stops an upload its actor aborted: no answer is read', async () => {
    const { api } = erp({ [CHUNKS]: () => json({ data: {} }, 201) })
    const aborted = new AbortController()
    aborted.abort()
    await expect(
      trackingCalls(api).upload({ referenceNumber: 'R-1', seq: 4, complete: false, events: [] }, aborted.signal),
    ).rejects.toEqual({ status: NO_RESPONSE })
  })
})

describe('applicationCalls', () => {
  const application = (status: number) => ({ id: 41, status, amount: 3000 })

  it("creates the application with the intent's Idempotency-Key and hands back the settled answer", async () => {
    const { api, sent } = erp({ 'POST /web/private/client/application': () => json({ data: application(1) }, 201) })
    const answer = await applicationCalls(api).create({ amount: 3000 } as never, 'key-0123')
    expect(sent.map((one) => one.call)).toEqual(['POST /web/private/client/application'])
    expect(sent[0]!.request.headers.get('idempotency-key')).toBe('key-0123')
    expect(sent[0]!.body).toEqual({ amount: 3000 })
    expect(answer).toMatchObject({ ok: true, data: application(1) })
  })

  const journeyWith = (step: string, todo: string[]) => ({
    flow: { step, status: 'active', errors: [] },
    registration: { done: [], todo, percent: 0 },
    applicationId: null,
    loanId: null,
    backOfficeCompletionPending: false,
  })

  it.each([
    // None open: whether a loan is active is asked of the profile, the registration step due of the journey.
    [
      'none at all',
      null,
      journeyWith('new_client_created', []),
      { hasActiveLoan: true, hasDisbursementMethod: false, registrationStep: null },
    ],
    [
      'none, with the address due',
      null,
      journeyWith('address', ['address', 'employment', 'reference']),
      { hasActiveLoan: true, hasDisbursementMethod: false, registrationStep: 'address' },
    ],
    [
      'a completed one',
      application(4),
      journeyWith('no_loan_page', []),
      { hasActiveLoan: true, hasDisbursementMethod: false, registrationStep: null },
    ],
    // Accepted: whether the money has a CLABE or card to go to.
    ['an accepted one', application(3), null, { hasActiveLoan: false, hasDisbursementMethod: true, registrationStep: null }],
    // Under way, not accepted: nothing else is asked.
    ['one in verification', application(7), null, { hasActiveLoan: false, hasDisbursementMethod: false, registrationStep: null }],
  ] as const)('reads where the application stands with %s', async (_, actual, journey, expected) => {
    const { api, calls } = erp({
      'GET /web/private/client/application/actual': () => json({ data: actual }),
      'GET /web/private/client/client': () => json({ data: profile({ hasActiveLoan: true }) }),
      'GET /web/private/client/client-journey/current': () => json({ data: journey }),
      'GET /web/private/client/application/payment-method': () => json({ data: { bank_transfer: [{ id: 1 }], card: null } }),
    })
    const reading = await applicationCalls(api).reading()
    expect(reading).toEqual({ application: actual, ...expected })
    const open = actual !== null && actual.status !== 4
    const accepted = actual !== null && actual.status === 3
    expect(calls().sort()).toEqual(
      [
        'GET /web/private/client/application/actual',
        ...(open ? [] : ['GET /web/private/client/client', 'GET /web/private/client/client-journey/current']),
        ...(accepted ? ['GET /web/private/client/application/payment-method'] : []),
      ].sort(),
    )
  })

  it('polls an undecided application by its status alone, and reads it all again once the status changed', async () => {
    let status = 7
    const { api, calls } = erp({
      'GET /web/private/client/application/actual': () => json({ data: application(status) }),
      'GET /web/private/client/application/actual/status': () => json({ data: { id: application(status).id, status } }),
      'GET /web/private/client/application/payment-method': () => json({ data: { bank_transfer: [], card: null } }),
    })
    const poll = applicationCalls(api).polling()
    expect((await poll()).application?.status).toBe(7)
    expect((await poll()).application?.status).toBe(7)
    status = 3
    expect(await poll()).toEqual({
      application: application(3),
      hasDisbursementMethod: false,
      hasActiveLoan: false,
      registrationStep: null,
    })
    // Decided: no status poll any more, the whole reading each time.
    await poll()
    expect(calls()).toEqual([
      'GET /web/private/client/application/actual',
      'GET /web/private/client/application/actual/status',
      'GET /web/private/client/application/actual/status',
      'GET /web/private/client/application/actual',
      'GET /web/private/client/application/payment-method',
      'GET /web/private/client/application/actual',
      'GET /web/private/client/application/payment-method',
    ])
  })

  it('cancels the application by its id, and rejects with the refusal once it is signed', async () => {
    const { api, calls } = erp({ 'POST /web/private/client/application/41/cancel': () => refusal(409, 'application_signed') })
    await expect(applicationCalls(api).cancel(41)).rejects.toMatchObject({ status: 409, code: 'application_signed' })
    expect(calls()).toEqual(['POST /web/private/client/application/41/cancel'])
  })

  it.each([
    ['increase', 'PUT /web/private/client/yhat/offer/approve/increase', { amount: 4000, term: { value: 1, unit: 'day' } }],
    ['decrease', 'PUT /web/private/client/yhat/offer/approve/decrease', { amount: 4000 }],
    ['special', 'PUT /web/private/client/special/offer/approve', { amount: 4000 }],
  ] as const)('approves an %s offer by its own call', async (kind, call, body) => {
    const { api, sent } = erp({ [call]: () => json({ data: application(3) }) })
    await applicationCalls(api).approve({ kind, payload: { amount: 4000 } } as never)
    expect(sent.map((one) => [one.call, one.body])).toEqual([[call, body]])
  })
})
