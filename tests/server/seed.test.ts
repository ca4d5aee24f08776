import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { curpProblem } from '../../server/accounts/curp'
import { TEST_COST } from '../../server/auth/password'
import { boot } from '../../server/boot'
import { migrations } from '../../server/db/migrations'
import { isEmpty, seed, SEED_ACCOUNTS } from '../../server/seed'
import { fromWireDate } from '../../src/domain/dates'
import { priceLoan, toCents, type SequenceType } from '../../src/domain/pricing'
import { applicationBody } from '../support/journey'
import { testServer } from './support/harness'

const server = await testServer({ seed: true })
const { call } = server

const account = (email: string) => {
  const found = SEED_ACCOUNTS.find((seedAccount) => seedAccount.email === email)
  if (!found) throw new Error(`no seed account ${email}`)
  return found
}

describe('seed accounts', () => {
  it('are one admin with and one without mfa, and five clients', () => {
    expect(SEED_ACCOUNTS.map((a) => `${a.kind} ${a.email}`)).toEqual([
      'admin admin@lanaclara.mx',
      'admin mfa@lanaclara.mx',
      'client nueva@example.mx',
      'client repetida@example.mx',
      'client activa@example.mx',
      'client efectivo@example.mx',
      'client bloqueada@example.mx',
    ])
  })

  it('are inserted once: seeding again inserts nothing', async () => {
    expect(await isEmpty(server.db)).toBe(false)
    expect(await seed(server.db, TEST_COST, server.clock.now())).toBe(0)
  })

  it('let the admin log in without mfa, and the mfa admin with it', async () => {
    const admin = account('admin@lanaclara.mx')
    const login = await call('POST', '/web/public/user/login', { body: { login: admin.email, password: admin.password } })
    expect(login.body.data).toMatchObject({ mfa: false, user: { email: admin.email } })
    const mfa = account('mfa@lanaclara.mx')
    const mfaLogin = await call('POST', '/web/public/user/login', { body: { login: mfa.email, password: mfa.password } })
    expect(mfaLogin.body.data).toMatchObject({ mfa: true })
  })

  it.each([
    [
      'nueva@example.mx',
      {
        closedLoansCount: 0,
        lastLoanAmount: null,
        hasActiveLoan: false,
        availableLoanAmount: { amount: 5000 },
        salaryCycle: null,
        fake: true,
      },
    ],
    [
      'repetida@example.mx',
      {
        closedLoansCount: 1,
        // Her latest loan: a repeated client's calculator starts there, not at her $10000.
        lastLoanAmount: 3000,
        // Her declared pay days in the calculator's form: her loans fall due on them.
        payDays: { cycle: 'semi_monthly', value: '15,30' },
        hasActiveLoan: false,
        availableLoanAmount: { amount: 10000 },
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: '2024-06-15', semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      },
    ],
    [
      'activa@example.mx',
      {
        closedLoansCount: 2,
        lastLoanAmount: 2000,
        hasActiveLoan: true,
        availableLoanAmount: { amount: 0 },
        salaryCycle: 'biweekly',
      },
    ],
    [
      'efectivo@example.mx',
      {
        closedLoansCount: 0,
        lastLoanAmount: 2500,
        hasActiveLoan: true,
        availableLoanAmount: { amount: 0 },
        salaryCycle: 'semi_monthly',
      },
    ],
  ])('let %s log in by e-mail and phone, with the profile of its kind', async (email, profile) => {
    const client = account(email)
    const byEmail = await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.data.user).toMatchObject({ ...profile, status: 1 })
    const byPhone = await call('POST', '/web/public/client/login', { body: { login: client.phone, password: client.password } })
    expect(byPhone.status).toBe(200)
  })

  it("refuse the blocked client with 'User is blocked.'", async () => {
    const blocked = account('bloqueada@example.mx')
    const login = await call('POST', '/web/public/client/login', { body: { login: blocked.email, password: blocked.password } })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('User is blocked.')
  })

  it('have CURPs that pass the sign-up rules', async () => {
    const rows = await server.db.selectFrom('clients').select(['curp', 'birth_date']).execute()
    // Pattern, check digit and birth date: a seed client's CURP could be typed into the form.
    for (const row of rows) expect(curpProblem(row.curp ?? '', row.birth_date ?? ''), row.curp ?? '').toBeNull()
  })
})

describe('seed borrowers', () => {
  it.each(['repetida@example.mx', 'activa@example.mx'])(
    '%s has registration done, a checked ID and a CLABE on file',
    async (email) => {
      const login = await call('POST', '/web/public/client/login', { body: { login: email, password: account(email).password } })
      const token = login.body.data.token
      const journey = await call('GET', '/web/private/client/client-journey/current', { token })
      expect(journey.body.data.registration).toEqual({
        done: ['details', 'address', 'employment', 'reference'],
        todo: [],
        percent: 100,
      })
      expect((await call('GET', '/web/private/client/veriff/session', { token })).body.data).toMatchObject({
        status: 'decided',
        decision: 'approved',
      })
      expect((await call('GET', '/web/private/client/application/payment-method', { token })).body.data).toMatchObject({
        bank_transfer: [expect.anything()],
      })
    },
  )

  it('lets the repeated client apply and reach the agreement as the flow allows', async () => {
    const email = 'repetida@example.mx'
    const token = (await call('POST', '/web/public/client/login', { body: { login: email, password: account(email).password } }))
      .body.data.token
    expect((await call('GET', '/web/private/client/flow', { token })).body.data.step).toBe('no_loan_page')
    const created = await call('POST', '/web/private/client/application', {
      token,
      body: applicationBody(new Date(2025, 5, 15), 3000),
    })
    expect(created.status).toBe(201)
    // The engine offers a repeated client more (within 40% of the 18 000 declared); she keeps her amount.
    expect(created.body.data.status).toBe(18)
    await call('PUT', '/web/private/client/yhat/offer/approve/increase', {
      token,
      body: { amount: { amount: 3000, currency: 'MXN' }, term: { value: 30, unit: 'day' } },
    })
    expect((await call('GET', '/web/private/client/flow', { token })).body.data).toEqual({
      step: 'otp_agreement',
      status: 'active',
      errors: [],
    })
  })
})

describe('seed loans', () => {
  const loansOf = (email: string) =>
    server.db
      .selectFrom('loans')
      .innerJoin('clients', 'clients.id', 'loans.client_id')
      .innerJoin('applications', 'applications.id', 'loans.application_id')
      .select([
        'loans.id',
        'loans.status',
        'loans.principal',
        'loans.total',
        'loans.paid_amount',
        'loans.start_date',
        'loans.due_date',
        'applications.status as application_status',
        'applications.sequence_type',
      ])
      .where('clients.email', '=', email)
      .orderBy('loans.id')
      .execute()

  it("are the rows behind every seed client's loan columns", async () => {
    const clients = await server.db.selectFrom('clients').select(['email', 'closed_loans_count', 'has_active_loan']).execute()
    for (const client of clients) {
      const loans = await loansOf(client.email)
      expect(client.closed_loans_count, client.email).toBe(loans.filter((loan) => loan.status === 5).length)
      expect(client.has_active_loan, client.email).toBe(loans.some((loan) => loan.status === 4) ? 1 : 0)
    }
    expect((await loansOf('repetida@example.mx')).map((loan) => loan.status)).toEqual([5])
    expect((await loansOf('activa@example.mx')).map((loan) => loan.status)).toEqual([5, 5, 4])
  })

  it('close each paid loan as repayment does: application completed, total paid, schedule paid, one paid payment of the total', async () => {
    for (const loan of [...(await loansOf('repetida@example.mx')), ...(await loansOf('activa@example.mx'))].filter(
      (row) => row.status === 5,
    )) {
      expect(loan).toMatchObject({ application_status: 4, paid_amount: loan.total })
      const schedule = await server.db
        .selectFrom('loan_schedule')
        .select(['paid', 'status', 'total'])
        .where('loan_id', '=', loan.id)
        .execute()
      expect(schedule).toEqual([{ paid: loan.total, status: 'paid', total: loan.total }])
      const payments = await server.db
        .selectFrom('payments')
        .select(['status', 'amount', 'reference'])
        .where('loan_id', '=', loan.id)
        .execute()
      expect(payments).toEqual([{ status: 'paid', amount: loan.total, reference: expect.stringMatching(/^\d{16}$/) }])
    }
  })

  it('price the first loan at the first-loan list and every later one, the active loan too, at the repeated list', async () => {
    const loans = await loansOf('activa@example.mx')
    expect(loans.map((loan) => loan.sequence_type)).toEqual(['first', 'repeated', 'repeated'])
    for (const loan of loans) {
      const start = fromWireDate(loan.start_date)
      const due = fromWireDate(loan.due_date)
      if (!start || !due) throw new Error(`loan ${loan.id} has no dates`)
      const offer = priceLoan({
        principal: loan.principal / 100,
        sequenceType: loan.sequence_type as SequenceType,
        today: start,
        dueDate: due,
      })
      expect(loan.total, `loan ${loan.id}`).toBe(toCents(offer.total))
    }
    expect((await loansOf('repetida@example.mx')).map((loan) => loan.sequence_type)).toEqual(['first'])
  })

  it('are seeded once: seeding again adds no loan', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('loans')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      )
    const before = await count()
    await seed(server.db, TEST_COST, server.clock.now())
    expect(await count()).toBe(before)
  })

  it("give the repeated client its paid loan's agreement and carátula among its documents", async () => {
    const client = account('repetida@example.mx')
    const token = (await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } }))
      .body.data.token
    const [loan] = await loansOf(client.email)
    const list = await call('GET', '/web/private/client/document/list', { token })
    expect(list.body.data).toEqual([
      expect.objectContaining({ type: 'caratula', loanId: loan?.id }),
      expect.objectContaining({ type: 'loan_agreement', loanId: loan?.id }),
    ])
    const pdf = await server.request('/web/private/client/document/download/loan_agreement', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename=loan_agreement-${loan?.id}.pdf`)
  })
})

describe('boot: start-up from the environment', () => {
  const dirs: string[] = []
  const databases: string[] = []
  const postgresUrl = inject('postgresUrl')
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    if (postgresUrl && databases.length > 0) {
      const admin = new pg.Client({ connectionString: postgresUrl })
      await admin.connect()
      for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })

  /** An environment on this run's database kind: a fresh SQLite data dir, or a fresh PostgreSQL database. */
  async function environment(extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
    const dir = await mkdtemp(join(tmpdir(), 'erp-boot-'))
    dirs.push(dir)
    const env: NodeJS.ProcessEnv = { ERP_DATA_DIR: join(dir, 'data'), ...extra }
    if (!postgresUrl) return env
    const name = `lc_boot_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    databases.push(name)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    return { ...env, DATABASE_URL: url.toString() }
  }

  it('migrates, seeds a fresh database once, and keeps the generated JWT secret', async () => {
    const env = await environment()
    const first = await boot(env)
    try {
      // Every listed migration, in order (each helper adds its own).
      expect(first.migrated).toEqual(Object.keys(migrations).sort())
      expect(first.seeded).toBe(true)
      expect(first.services.devTools).toBe(true)
      expect(first.storage.dialect).toBe(postgresUrl ? 'postgres' : 'sqlite')
      if (!postgresUrl) expect((await stat(join(env.ERP_DATA_DIR ?? '', 'erp.sqlite'))).isFile()).toBe(true)
      expect((await stat(join(env.ERP_DATA_DIR ?? '', 'jwt-secret'))).mode & 0o777).toBe(0o600)
    } finally {
      await first.close()
    }
    const second = await boot(env)
    try {
      expect(second.migrated).toEqual([])
      expect(second.seeded).toBe(false)
    } finally {
      await second.close()
    }
  })

  it('neither seeds nor opens dev tools in production, unless asked', async () => {
    const secret = 'p'.repeat(40)
    const production = await boot(await environment({ NODE_ENV: 'production', JWT_SECRET: secret }))
    try {
      expect(production).toMatchObject({ seeded: false, seedAllowed: false })
      expect(production.services.devTools).toBe(false)
      expect(production.warnings).toEqual([
        expect.stringMatching(/No identity provider is connected.*no loan agreement can be signed/),
      ])
      expect(await isEmpty(production.storage.db)).toBe(true)
    } finally {
      await production.close()
    }
    const qa = await boot(await environment({ NODE_ENV: 'production', JWT_SECRET: secret, ERP_DEV_TOOLS: '1', ERP_SEED: '1' }))
    try {
      expect(qa.seeded).toBe(true)
      expect(qa.services.devTools).toBe(true)
      // A demo or staging server says so loudly at start.
      expect(qa.warnings).toEqual([
        expect.stringMatching(/^DEV TOOLS ARE ON IN PRODUCTION/),
        expect.stringMatching(/^SEED ACCOUNTS WITH PUBLIC PASSWORDS/),
      ])
    } finally {
      await qa.close()
    }
  })

  it('refuses to start in production without JWT_SECRET', async () => {
    await expect(boot(await environment({ NODE_ENV: 'production' }))).rejects.toThrow(/JWT_SECRET/)
  })
})
