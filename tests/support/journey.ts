import { clabe } from 'clabe-validator'
import { repaymentDates } from '../../src/domain/pay-dates'

/*
 * A borrower's way to a signable application through the ERP's own calls, as the app makes them:
 * the registration steps, the documents and the identity check, a payout account. The server
 * tests (tests/server/support/harness.ts), the Playwright helpers (tests/e2e/support.ts) and the
 * reliability run (scripts/lib/reliability/) each give it their own way of calling the ERP. The
 * only shortcut is the documented development steering of the simulated identity provider.
 */

export interface Answer {
  status: number
  body: any
}

/** One JSON call to the ERP with the client's token (or none, for the public and dev routes). */
export type Caller = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<Answer>

const P = '/web/private/client'

/** A PNG's signature and header chunk: what the ERP reads to accept an image (its content sniffing). */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
])

async function expectOk(answer: Promise<Answer>, what: string): Promise<any> {
  const settled = await answer
  if (settled.status < 200 || settled.status >= 300) throw new Error(`${what}: ${settled.status} ${JSON.stringify(settled.body)}`)
  return settled.body?.data
}

/** The registration steps' bodies: a Mexico City address, a full-time job paid on the 15th (15 000 a month), a relative. */
export const REGISTRATION = {
  address: {
    regionId: '09',
    cityId: '09015',
    districtId: '09015-0947',
    street: 'Colima',
    exteriorNumber: '1',
    postalCode: '06700',
  },
  employment: {
    employmentStatus: 'employed_full_time',
    companyName: 'Tienda Sol',
    workPhone: '5555555555',
    monthlyIncome: '15000',
    salaryCycle: 'monthly',
    payDates: '15',
  },
  reference: { fullName: 'Rosa Prueba Gómez', phone: '5587654321' },
} as const

/**
 * Registration steps one to four (details, address, employment, reference) through the ERP's
 * calls. `details: false` leaves the names unconfirmed (the flow then stays at new_client_created).
 */
export async function completeRegistration(
  call: Caller,
  who: { firstName: string; middleName?: string | null; lastNames: string },
  options: { details?: boolean } = {},
): Promise<void> {
  if (options.details !== false) {
    await expectOk(
      call('PUT', `${P}/client`, {
        firstName: who.firstName,
        middleName: who.middleName ?? null,
        lastNames: who.lastNames,
        language: 'es',
      }),
      'details',
    )
  }
  await expectOk(call('PUT', `${P}/complete-step-two`, REGISTRATION.address), 'address')
  const positions = await expectOk(
    call('GET', `/web/public/client/employment-positions?employmentStatusKey=${REGISTRATION.employment.employmentStatus}`),
    'positions',
  )
  await expectOk(
    call('PUT', `${P}/complete-step-three`, { ...REGISTRATION.employment, position: positions[0].key }),
    'employment',
  )
  await expectOk(call('PUT', `${P}/complete-step-four`, REGISTRATION.reference), 'reference')
}

/** A document of the client: any accepted image (the ERP checks the format, the provider the content). */
export function uploadDocument(call: Caller, type: 'id_document' | 'payroll' | 'bank_statement'): Promise<any> {
  return expectOk(call('POST', `${P}/client-document`, { type, content: PNG_BYTES.toString('base64') }), `upload ${type}`)
}

/** Development steering of the simulated identity provider: the client's next checks get `decision` at once. */
export function steerIdentity(
  call: Caller,
  email: string,
  decision: 'approved' | 'declined' | 'resubmission_requested' | null,
): Promise<any> {
  return expectOk(call('PUT', '/web/dev/veriff/steering', { email, decision }), 'identity steering')
}

let accounts = 0
/** A valid CLABE of an enabled bank (012 BBVA, plaza 010), unique per `seed` and call. */
export function uniqueClabe(seed: number): string {
  accounts += 1
  return clabe.calculate(
    12,
    10,
    Number(`9${String(seed).slice(-6).padStart(6, '0')}${String(accounts % 10_000).padStart(4, '0')}`),
  )
}

/** A payout account: a CLABE of the client's own. */
export function registerPayoutAccount(call: Caller, accountNumber: string): Promise<any> {
  return expectOk(call('POST', `${P}/bank/saveAccountNumber`, { accountNumber }), 'CLABE')
}

/**
 * Everything the flow puts before signing, for a first loan: the identity check steered to
 * approve, the ID document (submitted to it on upload), the payslip and bank statement, a CLABE.
 * Each part may be left out, to reach the step where it is missing.
 */
export async function prepareSigning(
  call: Caller,
  client: { email: string; id: number },
  leaveOut: { identity?: boolean; idDocument?: boolean; payroll?: boolean; bankStatement?: boolean; payout?: boolean } = {},
): Promise<void> {
  if (!leaveOut.identity) await steerIdentity(call, client.email, 'approved')
  if (!leaveOut.idDocument) await uploadDocument(call, 'id_document')
  if (!leaveOut.payroll) await uploadDocument(call, 'payroll')
  if (!leaveOut.bankStatement) await uploadDocument(call, 'bank_statement')
  if (!leaveOut.payout) await registerPayoutAccount(call, uniqueClabe(client.id))
}

/**
 * The creation body of an application taken on `today`, paid monthly on the 15th: the repayment
 * dates the calculator's rule gives for that pay date (src/domain/pay-dates.ts).
 */
export function applicationBody(today: Date, amount: number, extras: Record<string, unknown> = {}) {
  const dates = repaymentDates('monthly', '15', today)!
  return {
    salaryCycle: 'monthly',
    payDates: { first_repayment_option: dates.first_repayment_option, second_repayment_option: dates.second_repayment_option },
    loanAmount: { amount, currency: 'MXN' },
    paymentMethod: 'bank_transfer',
    ...extras,
  }
}
