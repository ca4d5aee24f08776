import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { SEED_ACCOUNTS } from '../../server/seed'
import { TEST_START, testServer } from './support/harness'

/**
 * The seed accounts tell the story the start-up log tells of them: a product owner or a QA
 * tester who logs in as one reads the same account on every private endpoint. Each story is
 * written out by hand below, from the log line, on the test clock's day (2025-06-15, 12:00 in
 * Mexico City): none of it is read from the seed's own code.
 */

const server = await testServer({ seed: true })
const { call } = server
const NOW = TEST_START

interface LoanStory {
  signedAt: string
  start: string
  due: string
  principal: number
  total: number
  /** Repaid in full: the payment's instant and method. Absent: the active loan. */
  paid?: { at: string; method: 'spei' | 'cash' }
}

interface ClientStory {
  /** The start-up log's line for the account. */
  log: string
  signedUp: string
  flow: { step: string; status: 'active' | 'completed' }
  /** The registration steps done, each with its instant. */
  registered: Array<[step: 'details' | 'address' | 'employment' | 'reference', at: string]>
  /** The client's own documents on file, each with its upload instant. */
  uploads: Array<[type: string, at: string]>
  identityCheck: { decision: string; createdAt: string } | null
  clabe: string | null
  payDays: { cycle: string; value: string } | null
  loans: LoanStory[]
  /** The active loan's money waits at this network's branches, its reference collectable until then. Absent: sent to the CLABE. */
  cash?: { network: 'Telecomm'; expiresAt: string }
}

const REGISTRATION = ['details', 'address', 'employment', 'reference'] as const
/** The flow step of each registration step left to do. */
const STEP_OF = { details: 'new_client_created', address: 'address', employment: 'work_info', reference: 'relative_info' }

const STORIES: Record<string, ClientStory> = {
  'nueva@example.mx': {
    log: 'first-time client, mid-registration: signed up yesterday, her details to confirm next (new_client_created)',
    signedUp: '2025-06-14T18:00:00.000Z',
    flow: { step: 'new_client_created', status: 'active' },
    registered: [],
    uploads: [],
    identityCheck: null,
    clabe: null,
    payDays: null,
    loans: [],
  },
  'repetida@example.mx': {
    log: 'repeated client: one loan in June 2024, repaid; may apply again (no_loan_page)',
    signedUp: '2024-06-01T15:00:00.000Z',
    flow: { step: 'no_loan_page', status: 'completed' },
    registered: [
      ['details', '2024-06-01T15:05:00.000Z'],
      ['address', '2024-06-01T15:06:00.000Z'],
      ['employment', '2024-06-01T15:07:00.000Z'],
      ['reference', '2024-06-01T15:08:00.000Z'],
    ],
    uploads: [
      ['id_document', '2024-06-02T16:00:00.000Z'],
      ['payroll', '2024-06-02T16:00:00.000Z'],
      ['bank_statement', '2024-06-02T16:00:00.000Z'],
    ],
    identityCheck: { decision: 'approved', createdAt: '2024-06-02T16:00:00.000Z' },
    clabe: '012180015000000013',
    payDays: { cycle: 'semi_monthly', value: '15,30' },
    loans: [
      // Due on the 15th, her first pay day at least a week away.
      {
        signedAt: '2024-06-03T17:00:00.000Z',
        start: '2024-06-03',
        due: '2024-06-15',
        principal: 3000,
        total: 3580,
        paid: { at: '2024-06-14T17:00:00.000Z', method: 'spei' },
      },
    ],
  },
  'activa@example.mx': {
    log: 'client with an active loan taken today, due on her next payday; two repaid in 2024 (loan_page)',
    signedUp: '2024-03-01T15:00:00.000Z',
    flow: { step: 'loan_page', status: 'completed' },
    registered: [
      ['details', '2024-03-01T15:05:00.000Z'],
      ['address', '2024-03-01T15:06:00.000Z'],
      ['employment', '2024-03-01T15:07:00.000Z'],
      ['reference', '2024-03-01T15:08:00.000Z'],
    ],
    uploads: [
      ['id_document', '2024-03-07T16:00:00.000Z'],
      ['payroll', '2024-03-07T16:00:00.000Z'],
      ['bank_statement', '2024-03-07T16:00:00.000Z'],
    ],
    identityCheck: { decision: 'approved', createdAt: '2024-03-07T16:00:00.000Z' },
    clabe: '002180015000000036',
    // Every other Friday from 2024-03-08.
    payDays: { cycle: 'biweekly', value: '2024-03-08' },
    loans: [
      {
        signedAt: '2024-03-08T17:00:00.000Z',
        start: '2024-03-08',
        due: '2024-03-22',
        principal: 1500,
        total: 1853.8,
        paid: { at: '2024-03-22T17:00:00.000Z', method: 'cash' },
      },
      {
        signedAt: '2024-09-06T17:00:00.000Z',
        start: '2024-09-06',
        due: '2024-09-20',
        principal: 2500,
        total: 2917.6,
        paid: { at: '2024-09-19T17:00:00.000Z', method: 'spei' },
      },
      // Taken at the seed's instant (Sunday); Friday 2025-06-20 is not her payday, 2025-06-27 is.
      { signedAt: NOW, start: '2025-06-15', due: '2025-06-27', principal: 2000, total: 2303.92 },
    ],
  },
}

STORIES['efectivo@example.mx'] = {
  log: 'first-time client without a bank account: signed up yesterday, took her first loan today to collect in cash at Telecomm; its reference awaits collection (loan_page)',
  signedUp: '2025-06-14T18:00:00.000Z',
  flow: { step: 'loan_page', status: 'completed' },
  registered: [
    ['details', '2025-06-14T18:05:00.000Z'],
    ['address', '2025-06-14T18:06:00.000Z'],
    ['employment', '2025-06-14T18:07:00.000Z'],
    ['reference', '2025-06-14T18:08:00.000Z'],
  ],
  uploads: [
    ['id_document', '2025-06-14T19:00:00.000Z'],
    ['payroll', '2025-06-14T19:00:00.000Z'],
    ['bank_statement', '2025-06-14T19:00:00.000Z'],
  ],
  identityCheck: { decision: 'approved', createdAt: '2025-06-14T19:00:00.000Z' },
  clabe: null,
  payDays: { cycle: 'semi_monthly', value: '15,30' },
  loans: [
    // A first loan of $2500 for the 15 days to the 30th: interest 375, fees 75 + 50, IVA 80.
    { signedAt: NOW, start: '2025-06-15', due: '2025-06-30', principal: 2500, total: 3080 },
  ],
  // Signed at the seed's instant: the reference lasts 7 days.
  cash: { network: 'Telecomm', expiresAt: '2025-06-22T18:00:00.000Z' },
}

const year = (date: string) => date.slice(0, 4)

async function logIn(email: string): Promise<string> {
  const login = await call('POST', '/web/public/client/login', { body: { login: email, password: 'Clara2024' } })
  expect(login.status, email).toBe(200)
  return login.body.data.token
}

const read = async (token: string, path: string) => {
  const answer = await call('GET', `/web/private/client/${path}`, { token })
  expect(answer.status, path).toBe(200)
  return answer.body.data
}

describe.each(Object.entries(STORIES))('the seed client %s', (email, story) => {
  const active = story.loans.find((loan) => !loan.paid)
  const paid = story.loans.filter((loan) => loan.paid)
  const latest = story.loans.at(-1)

  it('is what the start-up log says it is', () => {
    expect(SEED_ACCOUNTS.find((account) => account.email === email)?.role).toBe(story.log)
  })

  it('stands at the flow step its registration and loans give', async () => {
    const token = await logIn(email)
    const flow = await read(token, 'flow')
    expect(flow).toEqual({ ...story.flow, errors: [] })
    const journey = await read(token, 'client-journey/current')
    const done = story.registered.map(([step]) => step)
    expect(journey.registration).toMatchObject({ done, todo: REGISTRATION.filter((step) => !done.includes(step)) })
    // The flow's step follows from the steps: the first one left to do, else where the loans stand.
    const todo = REGISTRATION.find((step) => !done.includes(step))
    if (todo) expect(flow.step).toBe(STEP_OF[todo])
    else expect(flow.step).toBe(active ? 'loan_page' : story.loans.length > 0 ? 'no_loan_page' : 'new_client_created')
    expect(journey.loanId === null).toBe(active === undefined)
  })

  it('has its profile in step with its loans and pay days', async () => {
    const token = await logIn(email)
    const client = await read(token, 'client')
    expect(client).toMatchObject({
      hasActiveLoan: active !== undefined,
      closedLoansCount: paid.length,
      lastLoanAmount: latest?.principal ?? null,
      payDays: story.payDays,
    })
  })

  it('gave its consents when it signed up, before anything else', async () => {
    const token = await logIn(email)
    const consents = await read(token, 'consents')
    const oneMinuteLater = new Date(Date.parse(story.signedUp) + 60_000).toISOString()
    expect(consents.map((consent: any) => [consent.kind, consent.method, consent.acceptedAt])).toEqual([
      ['terms', 'checkbox', story.signedUp],
      ['privacy', 'checkbox', story.signedUp],
      ['credit_bureau', 'nip_sms', oneMinuteLater],
    ])
    const details = await read(token, 'account-details')
    expect(details.consents).toMatchObject({ termsAt: story.signedUp, privacyAt: story.signedUp, creditBureauAt: story.signedUp })
  })

  it('registered, uploaded its documents and gave its CLABE after signing up and before its first loan', async () => {
    const token = await logIn(email)
    const details = await read(token, 'account-details')
    const progress = Object.fromEntries(story.registered.map(([step, at]) => [`${step}At`, at]))
    expect(details.progress).toEqual({
      detailsAt: null,
      addressAt: null,
      employmentAt: null,
      referenceAt: null,
      ...progress,
      finishedAt: null,
    })
    const state = await read(token, 'client-document/state')
    expect(state.documents.map((doc: any) => [doc.type, doc.createdAt])).toEqual(story.uploads)
    expect(details.bankAccounts.map((account: any) => account.clabe)).toEqual(story.clabe ? [story.clabe] : [])

    const session = await call('GET', '/web/private/client/veriff/session', { token })
    if (story.identityCheck) expect(session.body.data).toMatchObject({ status: 'decided', ...story.identityCheck })
    else expect(session.status).toBe(404)

    const instants = [...story.registered.map(([, at]) => at), ...story.uploads.map(([, at]) => at)]
    for (const instant of instants) {
      expect(instant > story.signedUp, instant).toBe(true)
      if (story.loans[0]) expect(instant < story.loans[0].signedAt, instant).toBe(true)
    }
  })

  it("lists each loan's agreement and carátula, dated the day it was signed", async () => {
    const token = await logIn(email)
    const list = await read(token, 'document/list')
    const loanIds = [...new Set<number>(list.map((doc: any) => doc.loanId))].sort((a, b) => a - b)
    expect(loanIds).toHaveLength(story.loans.length)
    for (const [index, loan] of story.loans.entries()) {
      const docs = list.filter((doc: any) => doc.loanId === loanIds[index])
      expect(docs.map((doc: any) => [doc.type, doc.createdAt]).sort()).toEqual([
        ['caratula', loan.signedAt],
        ['loan_agreement', loan.signedAt],
      ])
    }
  })

  it("proves each loan: its dates, its signature by SMS code, and its documents stored then, all in the loan's year", async () => {
    const token = await logIn(email)
    const list = await read(token, 'document/list')
    const loanIds = [...new Set<number>(list.map((doc: any) => doc.loanId))].sort((a, b) => a - b)
    for (const [index, loan] of story.loans.entries()) {
      const evidence = await read(token, `loan/${loanIds[index]}/evidence`)
      expect(evidence).toMatchObject({ startDate: loan.start, dueDate: loan.due })
      expect(evidence.signatures).toEqual([
        expect.objectContaining({ signedAt: loan.signedAt, codeChannel: 'sms', rolloverId: null }),
      ])
      expect(evidence.documents.map((doc: any) => [doc.kind, doc.storedAt])).toEqual([
        ['agreement', loan.signedAt],
        ['caratula', loan.signedAt],
      ])
      expect(loan.signedAt <= NOW && year(loan.signedAt) === year(loan.start)).toBe(true)
      for (const kind of ['agreement', 'caratula']) {
        const pdf = await server.request(`/web/private/client/loan/${loanIds[index]}/signed-document/${kind}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(pdf.status).toBe(200)
        const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()), { updateMetadata: false })
        // Issued on the day it was signed (noon in Mexico City), not the day it was first downloaded.
        expect(document.getCreationDate()?.toISOString().slice(0, 10), `${kind} of ${loan.start}`).toBe(loan.start)
      }
    }
  })

  it('has its latest application behind its latest loan, and its active loan and schedule, if any', async () => {
    const token = await logIn(email)
    const application = await read(token, 'application/actual')
    if (latest)
      expect(application).toMatchObject({
        status: 4,
        principalAmount: { amount: latest.principal },
        loanAmount: { amount: latest.total },
        payDates: { first_repayment_option: latest.due },
        createdAt: latest.signedAt,
      })
    else expect(application).toBeNull()

    const loan = await call('GET', '/web/private/client/loan/active', { token })
    const schedule = await call('GET', '/web/private/client/loan/active/payment-schedule', { token })
    if (!active) {
      expect([loan.status, schedule.status]).toEqual([404, 404])
      return
    }
    expect(loan.body.data).toMatchObject({
      status: 4,
      principal: active.principal,
      total: active.total,
      paidAmount: 0,
      startDate: active.start,
      dueDate: active.due,
    })
    expect(schedule.body.data).toEqual([
      expect.objectContaining({ dueDate: active.due, total: active.total, paid: 0, status: 'pending' }),
    ])
  })

  it("has its active loan's money where the story says: waiting at the network's branches with its reference, or sent", async () => {
    if (!active) return
    const token = await logIn(email)
    const loan = await read(token, 'loan/active')
    if (!story.cash) {
      expect(loan.cashPayout).toBeNull()
      return
    }
    expect(loan.payout).toBeNull()
    expect(loan.cashPayout).toEqual({
      state: 'ready',
      provider: { code: 'telecomm', name: story.cash.network, network: story.cash.network, bring: ['official_id', 'reference'] },
      amount: active.principal,
      reference: expect.stringMatching(/^\d{12}$/),
      issuedAt: active.signedAt,
      expiresAt: story.cash.expiresAt,
      collectedAt: null,
    })
    const application = await read(token, 'application/actual')
    expect((await read(token, `application/${application.id}/cash-payout`)).chosen).toBe('telecomm')
  })

  it('has the payment that closed each repaid loan, on or before its due date', async () => {
    const clientId = (await server.db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
    const loans = await server.db
      .selectFrom('loans')
      .select(['id', 'status', 'total', 'paid_amount'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute()
    expect(loans.map((loan) => loan.status)).toEqual(story.loans.map((loan) => (loan.paid ? 5 : 4)))
    for (const [index, told] of story.loans.entries()) {
      const row = loans[index]!
      const payments = await server.db
        .selectFrom('payments')
        .select(['method', 'amount', 'status', 'paid_at'])
        .where('loan_id', '=', row.id)
        .execute()
      if (!told.paid) {
        expect([payments, row.paid_amount]).toEqual([[], 0])
        continue
      }
      expect(payments).toEqual([{ method: told.paid.method, amount: row.total, status: 'paid', paid_at: told.paid.at }])
      expect(row.paid_amount).toBe(row.total)
      expect(told.paid.at.slice(0, 10) <= told.due).toBe(true)
    }
  })

  it('has referred no one and was referred by no one', async () => {
    const token = await logIn(email)
    expect(await read(token, 'referrals')).toEqual([])
  })
})

describe('the blocked seed client', () => {
  const email = 'bloqueada@example.mx'

  it('is what the start-up log says, and cannot log in', async () => {
    expect(SEED_ACCOUNTS.find((account) => account.email === email)?.role).toBe(
      "blocked client, signed up in September 2024 ('User is blocked.')",
    )
    const login = await call('POST', '/web/public/client/login', { body: { login: email, password: 'Clara2024' } })
    expect([login.status, login.body.message]).toEqual([403, 'User is blocked.'])
  })

  it('signed up in September 2024 and did nothing else: consents, no registration, no application, no loan', async () => {
    const client = await server.db
      .selectFrom('clients')
      .select(['id', 'created_at', 'salary_cycle', 'closed_loans_count', 'has_active_loan'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(client).toMatchObject({
      created_at: '2024-09-01T15:00:00.000Z',
      salary_cycle: null,
      closed_loans_count: 0,
      has_active_loan: 0,
    })
    const consents = await server.db
      .selectFrom('consents')
      .select(['kind', 'accepted_at'])
      .where('client_id', '=', client.id)
      .orderBy('id')
      .execute()
    expect(consents).toEqual([
      { kind: 'terms', accepted_at: '2024-09-01T15:00:00.000Z' },
      { kind: 'privacy', accepted_at: '2024-09-01T15:00:00.000Z' },
      { kind: 'credit_bureau', accepted_at: '2024-09-01T15:01:00.000Z' },
    ])
    for (const table of ['applications', 'loans', 'client_details', 'client_documents'] as const) {
      const rows = await server.db.selectFrom(table).select('client_id').where('client_id', '=', client.id).execute()
      expect(rows, table).toEqual([])
    }
  })
})

describe('the seed admins', () => {
  it.each([
    ['admin@lanaclara.mx', 'back-office admin', false],
    ['mfa@lanaclara.mx', 'back-office admin with mfa (code by SMS to 5510000009: read it in the outbox)', true],
  ])('%s is what the start-up log says', async (email, log, mfa) => {
    expect(SEED_ACCOUNTS.find((account) => account.email === email)?.role).toBe(log)
    const login = await call('POST', '/web/public/user/login', { body: { login: email, password: 'Admin2024' } })
    expect(login.body.data).toMatchObject({ mfa })
  })
})

describe('every seed account', () => {
  it('was created when its owner signed up, on or before the seed day', async () => {
    const clients = await server.db.selectFrom('clients').select(['email', 'created_at']).orderBy('id').execute()
    expect(clients).toEqual([
      { email: 'nueva@example.mx', created_at: '2025-06-14T18:00:00.000Z' },
      { email: 'repetida@example.mx', created_at: '2024-06-01T15:00:00.000Z' },
      { email: 'activa@example.mx', created_at: '2024-03-01T15:00:00.000Z' },
      { email: 'efectivo@example.mx', created_at: '2025-06-14T18:00:00.000Z' },
      { email: 'bloqueada@example.mx', created_at: '2024-09-01T15:00:00.000Z' },
    ])
  })
})
