import { afterAll, describe, expect, it } from 'vitest'
import { VERIFF_REVIEW_SECONDS } from '../../api/routes/providers'
import {
  applicationBody,
  completeRegistration,
  prepareSigning,
  registerPayoutAccount,
  uniqueClabe,
  uploadDocument,
} from '../support/journey'
import { latestCode, openTestServer, testServer, type TestClient, type TestServer } from './support/harness'

/*
 * The ERP enforces the journey it reports: applying needs the flow at apply (registration done),
 * signing (which pays the loan out) needs the flow at otp_agreement. Every refusal is a 409 whose
 * rule code names what is missing and whose `details.step` is the step GET flow reports, with
 * that code in the flow's errors for the steps before signing.
 */

const APP = '/web/private/client/application'
const server = await testServer()
const { call, db } = server

// The test clock's day is 2025-06-15 in Mexico City.
const TODAY = new Date(2025, 5, 15)

async function flowOf(token: string) {
  const answer = await call('GET', '/web/private/client/flow', { token })
  expect(answer.status).toBe(200)
  return answer.body.data as { step: string; status: string; errors: string[] }
}

function refusal(answer: { status: number; body: any }) {
  return { status: answer.status, code: answer.body?.data?.error?.code, step: answer.body?.data?.error?.details?.step }
}

const apply = (client: TestClient, amount = 3000) =>
  call('POST', APP, { token: client.token, body: applicationBody(TODAY, amount) })

let people = 0
const email = (tag = 'accept') => `viaje${(people += 1)}+${tag}@example.mx`

async function applicationsOf(client: TestClient) {
  return db.selectFrom('applications').select('id').where('client_id', '=', client.id).execute()
}

describe('applying, while registration is open', () => {
  const steps = [
    ['details', 'new_client_created'],
    ['address', 'address'],
    ['employment', 'work_info'],
    ['reference', 'relative_info'],
  ] as const

  it.each(steps)(
    'with the %s step open: 409 registration_incomplete at the step GET flow reports, no application',
    async (open, step) => {
      const client = await server.newClient({ email: email() })
      const me = server.caller(client.token)
      // The steps before the open one, through the ERP's calls.
      const done = steps.findIndex(([name]) => name === open)
      if (done > 0) {
        await completeRegistration(me, { firstName: 'Lucía', lastNames: 'Prueba Viaje' })
        const stamp = {
          details: 'details_at',
          address: 'address_at',
          employment: 'employment_at',
          reference: 'reference_at',
        } as const
        // Registration has no "undo": the open step's stamp and those after it are cleared in storage.
        const cleared = Object.fromEntries(steps.slice(done).map(([name]) => [stamp[name], null]))
        await db.updateTable('client_details').set(cleared).where('client_id', '=', client.id).execute()
      }
      const flow = await flowOf(client.token)
      expect(flow.step).toBe(step)
      const answer = await apply(client)
      expect(refusal(answer)).toEqual({ status: 409, code: 'registration_incomplete', step })
      expect(answer.body.data.error.details.message).toContain(open)
      expect(await applicationsOf(client)).toHaveLength(0)
    },
  )

  it('lets the client apply once the four steps are done', async () => {
    const client = await server.registeredClient({ email: email() })
    expect((await flowOf(client.token)).step).toBe('new_client_created')
    expect((await apply(client)).status).toBe(201)
  })
})

describe('signing and paying out, while a step before it is open', () => {
  /** An accepted application of a registered client, with `leaveOut` parts of what signing needs not done. */
  async function accepted(leaveOut: Parameters<TestServer['signableClient']>[1]) {
    const client = await server.signableClient({ email: email() }, leaveOut)
    const created = await apply(client)
    expect(created.body.data.status).toBe(3)
    return { client, id: created.body.data.id as number }
  }

  /** Sending the code and signing are both refused with the code and step GET flow reports; no loan, no code sent. */
  async function expectRefused(client: TestClient, id: number, code: string, step: string) {
    expect(await flowOf(client.token)).toEqual({ step, status: 'active', errors: [code] })
    expect(refusal(await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token }))).toEqual({
      status: 409,
      code,
      step,
    })
    expect(refusal(await call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code: '123' } }))).toEqual({
      status: 409,
      code,
      step,
    })
    expect(await db.selectFrom('loans').select('id').where('client_id', '=', client.id).execute()).toHaveLength(0)
    expect(
      await db
        .selectFrom('verification_codes')
        .select('id')
        .where('destination', '=', client.phone)
        .where('purpose', '=', 'agreement')
        .execute(),
    ).toHaveLength(0)
  }

  it.each([
    ['no ID document', 'identity_document_missing', 'id_document_upload', { idDocument: true }],
    ['no identity check decided yet', 'identity_check_pending', 'id_document_upload', { identity: true }],
    ['no payslip', 'payroll_missing', 'payroll_upload', { payroll: true }],
    ['no bank statement', 'bank_statement_missing', 'bank_statement_upload', { bankStatement: true }],
    ['no CLABE or card', 'payout_account_missing', 'direct_debit_information', { payout: true }],
  ] as const)('with %s: 409 %s at %s', async (_, code, step, leaveOut) => {
    const { client, id } = await accepted(leaveOut)
    await expectRefused(client, id, code, step)
  })

  it.each([
    ['declined', 'identity_check_declined'],
    ['resubmission_requested', 'identity_resubmission_requested'],
  ] as const)(
    'with the identity check %s: 409 %s at id_document_upload, until a new ID document is approved',
    async (decision, code) => {
      const { client, id } = await accepted({ identity: true })
      const session = await call('GET', '/web/private/client/veriff/session', { token: client.token })
      expect(session.body.data).toMatchObject({ status: 'submitted', decision: null })
      expect((await call('PUT', `/web/dev/veriff/${session.body.data.id}/decision`, { body: { status: decision } })).status).toBe(
        200,
      )
      await expectRefused(client, id, code, 'id_document_upload')
      // A new photo of the ID is a new check; steered to approve, signing is open.
      expect(
        (await call('PUT', '/web/dev/veriff/steering', { body: { email: client.email, decision: 'approved' } })).status,
      ).toBe(200)
      server.clock.advance(60_000)
      await uploadDocument(server.caller(client.token), 'id_document')
      expect((await flowOf(client.token)).step).toBe('otp_agreement')
    },
  )

  it('takes an open-banking link instead of a bank statement', async () => {
    const { client, id } = await accepted({ bankStatement: true })
    await call('POST', '/web/private/client/belvo/store/link', {
      token: client.token,
      body: { linkId: 'link-1', institution: 'banamex_mx_retail' },
    })
    expect((await flowOf(client.token)).step).toBe('otp_agreement')
    expect((await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })).status).toBe(200)
  })

  it('signs once every step is done, the loan paid out as the flow said', async () => {
    const { client, id } = await accepted({ payout: true })
    await expectRefused(client, id, 'payout_account_missing', 'direct_debit_information')
    await registerPayoutAccount(server.caller(client.token), uniqueClabe(client.id))
    expect(await flowOf(client.token)).toEqual({ step: 'otp_agreement', status: 'active', errors: [] })
    expect((await call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })).status).toBe(200)
    const { code } = await latestCode(server, client.phone)
    const signed = await call('POST', `${APP}/agreement/${id}`, { token: client.token, body: { code } })
    expect(signed.status).toBe(200)
    expect(await flowOf(client.token)).toEqual({ step: 'loan_page', status: 'completed', errors: [] })
  })

  it('asks a repeated client only for a checked ID and a payout account, which stay on file', async () => {
    const client = await server.registeredClient({ email: email() })
    await db.updateTable('clients').set({ closed_loans_count: 1 }).where('id', '=', client.id).execute()
    await prepareSigning(server.caller(client.token), client, { payroll: true, bankStatement: true })
    const created = await apply(client, 6000)
    expect(created.body.data.status).toBe(3)
    expect((await flowOf(client.token)).step).toBe('otp_agreement')
  })
})

describe('the due date follows the pay date', () => {
  /** The body of an application with these repayment dates. */
  const withDates = (salaryCycle: string, first: string, second?: string) => ({
    ...applicationBody(TODAY, 3000),
    salaryCycle,
    payDates: { first_repayment_option: first, ...(second ? { second_repayment_option: second } : {}) },
  })

  // Hand-computed from Sunday 15 June 2025: the first pay date at least 7 days out, then the next.
  it.each([
    ['monthly on the 15th', '2025-07-15', 30, 'monthly', '2025-08-15'],
    ['monthly on the 22nd (exactly 7 days)', '2025-06-22', 7, 'monthly', '2025-07-22'],
    ['monthly on the 21st (6 days: the next month)', '2025-07-21', 36, 'monthly', '2025-08-21'],
    ['semi-monthly 15/30', '2025-06-30', 15, 'semi_monthly', '2025-07-15'],
    ['semi-monthly 5/20 (the 20th is 5 days out)', '2025-07-05', 20, 'semi_monthly', '2025-07-20'],
    ['weekly, paid tomorrow', '2025-06-23', 8, 'weekly', '2025-06-30'],
    ['biweekly, paid in 14 days', '2025-06-29', 14, 'biweekly', '2025-07-13'],
  ] as const)('accepts %s: due %s, term %i days', async (_, first, term, cycle, second) => {
    const client = await server.registeredClient({ email: email() })
    const created = await call('POST', APP, { token: client.token, body: withDates(cycle, first, second) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data.term).toEqual({ value: term, unit: 'day' })
  })

  it.each([
    ['tomorrow', 'monthly', '2025-06-16', undefined, 'payDates.first_repayment_option'],
    ['62 days out', 'monthly', '2025-08-16', undefined, 'payDates.first_repayment_option'],
    ['the 16th on a 15/30 cycle', 'semi_monthly', '2025-07-16', undefined, 'payDates.first_repayment_option'],
    [
      'a second pay date of the 31st on a 15/30 cycle',
      'semi_monthly',
      '2025-06-30',
      '2025-07-31',
      'payDates.second_repayment_option',
    ],
    ['a pay date 6 days out, weekly', 'weekly', '2025-06-21', undefined, 'payDates.first_repayment_option'],
    [
      'the 10th of next month on a 10/25 cycle (the 25th comes first)',
      'semi_monthly',
      '2025-07-10',
      undefined,
      'payDates.first_repayment_option',
    ],
    ['no cycle the calculator knows', 'fortnightly', '2025-06-30', undefined, 'salaryCycle'],
  ])('refuses %s with a violation on the field, and makes nothing', async (_, cycle, first, second, path) => {
    const client = await server.registeredClient({ email: email() })
    const answer = await call('POST', APP, { token: client.token, body: withDates(cycle, first, second) })
    expect(answer.status).toBe(400)
    const violations = answer.body.data.error.details.violations as Array<{ propertyPath: string }>
    expect(violations).toHaveLength(1)
    expect(violations[0]!.propertyPath.replace(/^children\[(.*)\]\.data$/, '$1')).toBe(path)
    expect(await applicationsOf(client)).toHaveLength(0)
  })
})

const production = await openTestServer({ devTools: false })
afterAll(() => production.close())
const admin = await production.newAdmin()

describe('in production, without dev tools', () => {
  // Dev tools off: no steering route, so the identity check can never be approved here.
  const registered = (address: string) => production.registeredClient({ email: address })
  const create = (client: TestClient, amount: number) =>
    production.call('POST', APP, { token: client.token, body: applicationBody(TODAY, amount) })

  // Every e-mail tag and amount marker that steers in development (docs/API.md "Decisions"). The
  // client declares 15 000 a month, so the engine accepts any of these amounts within 40% of it.
  const TAGS = ['accept', 'reject', 'manual', 'increase', 'decrease', 'special', 'error']
  const MARKERS = [1100, 1200, 1300, 1400, 1500, 1600, 1700]

  it.each(TAGS)('an e-mail tagged +%s is decided by the engine: accepted within the rules', async (tag) => {
    const created = await create(await registered(`prod${(people += 1)}+${tag}@example.mx`), 3000)
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ status: 3, offeredAmount: null })
    const row = await production.db
      .selectFrom('applications')
      .select('decision_reason')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.decision_reason).toBe('within_rules')
  })

  it.each(MARKERS)('the amount %i is decided by the engine: accepted within the rules', async (amount) => {
    const created = await create(await registered(`prod${(people += 1)}@example.mx`), amount)
    expect(created.body.data).toMatchObject({ status: 3, principalAmount: { amount } })
  })

  it('has no steering routes: the back office decision, the identity and HelloSoda steering answer 404', async () => {
    const client = await registered(`prod${(people += 1)}+reject@example.mx`)
    const id = (await create(client, 3000)).body.data.id
    const steer = await production.call('PUT', `/web/private/back-office/application/${id}/decision`, {
      token: admin.token,
      body: { outcome: 'rejected' },
    })
    expect(steer.status).toBe(404)
    expect(
      (await production.call('PUT', '/web/dev/veriff/steering', { body: { email: client.email, decision: 'approved' } })).status,
    ).toBe(404)
    expect(
      (await production.call('GET', '/web/private/client/application/actual/status', { token: client.token })).body.data.status,
    ).toBe(3)
  })

  it('never approves an identity check by itself, so nothing is signed', async () => {
    const client = await registered(`prod${(people += 1)}@example.mx`)
    await prepareSigning(
      (method, path, body) => production.call(method, path, { token: client.token, ...(body === undefined ? {} : { body }) }),
      client,
      { identity: true },
    )
    const id = (await create(client, 3000)).body.data.id
    production.clock.advance(VERIFF_REVIEW_SECONDS * 1000 * 10)
    const sent = await production.call('POST', `${APP}/agreement/${id}/sms-code`, { token: client.token })
    expect(refusal(sent)).toEqual({ status: 409, code: 'identity_check_pending', step: 'id_document_upload' })
  })
})
