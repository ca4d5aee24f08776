import fc from 'fast-check'
import type { AnyEventObject } from 'xstate'
import { ACCOUNT_SCREENS } from '../../../machines/account.machine'
import type { MachineName } from '../../../machines/ids'
import { APPLICATION_STATUS, isOpenStatus } from '../../../src/domain/application-status'
import { FLOW_STEPS } from '../../../src/domain/flow-steps'
import type { PayoutState } from '../../../src/domain/payout'
import { REGISTRATION_STEPS } from '../../../src/domain/routes'
import * as application from '../events/application'
import * as flow from '../events/flow'
import * as loan from '../events/loan'
import { repeated } from '../events/calculator'

/**
 * The payloads a walk draws at random, where a payload decides what a machine does: amounts,
 * statuses, steps, and the answers of the ERP (done and error). The listed payloads of
 * tests/model/events stay offered beside these; a machine left out here has no payload that decides.
 */
const STATUSES = Object.values(APPLICATION_STATUS)
const status = fc.constantFrom(...STATUSES)
const flowStep = fc.constantFrom(...FLOW_STEPS)
// The ERP's failures as the client reads them: no answer (-1), refused, conflicting, or down.
const failure = fc.record({
  status: fc.constantFrom(-1, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503),
  violations: fc.constant([]),
})
const amount = fc.integer({ min: 0, max: 20_000 })

// While a registration step is due the journey's step is that step (the ERP's REGISTRATION_STEPS,
// server/accounts/flow-step.ts); a blocked client's reject_page too, but a blocked client is logged out.
const dueStep = fc.constantFrom(null, 'new_client_created', 'address', 'work_info', 'relative_info')

const APPLICATION: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .record({ status: fc.option(status, { nil: null }), card: fc.boolean(), loan: fc.boolean(), step: dueStep })
    // As the app reads it: the payment methods only of an accepted or signing application, the
    // loan and the registration step only when none is open (src/api/application.ts).
    .map(({ status, card, loan, step }) => {
      const open = status !== null && isOpenStatus(status)
      const signing = status === APPLICATION_STATUS.accepted || status === APPLICATION_STATUS.signing
      return application.done('loadApplication', application.reading(status, signing && card, !open && loan, open ? null : step))
    }),
  fc
    .tuple(status, fc.option(amount, { nil: null }))
    .map(([status, offered]) => application.done('createApplication', application.applicationWith(status, offered))),
  fc
    .tuple(
      failure,
      fc.subarray([
        { name: 'data', status: 'active_application_exists' },
        { name: 'data', status: 'active_loan_exists' },
      ]),
    )
    .map(([problem, violations]) => application.error('createApplication', { ...problem, violations })),
  fc
    .option(
      fc.integer({ min: 10, max: 100 }).map((hundreds) => ({ ...application.draft, amount: hundreds * 100 })),
      { nil: null },
    )
    .map((draft) => ({ type: 'apply.opened', draft })),
]

const CALCULATOR: fc.Arbitrary<AnyEventObject>[] = [
  amount.map((amount) => ({ type: 'amount.changed', amount })),
  amount.map((amount) => ({ type: 'amount.committed', amount })),
  amount.map((availableAmount) => ({ type: 'increase.offered', availableAmount })),
  fc
    .record({ availableAmount: amount, hasActiveLoan: fc.boolean(), closedLoansCount: fc.nat(5) })
    .map((client) => ({ type: 'client.changed', client: { ...repeated, ...client } })),
  amount.map((total) => ({ type: 'xstate.done.actor.loadOffer', output: { total, term: 9 } })),
  failure.map((error) => ({ type: 'xstate.error.actor.loadOffer', error })),
]

const payout = fc.constantFrom<PayoutState | null>('sent', 'in_transit', 'received', 'returned', null)
// A loan as the ERP may read it: paid in part or in full, its money on the way or not, extensions or none.
const loanRead = fc
  .record({ paid: fc.integer({ min: 0, max: 4000 }), payout, extensions: fc.boolean(), unpaidFee: fc.boolean() })
  .map(({ paid, payout, extensions, unpaidFee }) => {
    const base = unpaidFee ? loan.unpaidFee : loan.loanWith()
    const outstanding = Math.max(0, Math.round((base.total - paid) * 100) / 100)
    return loan.loanWith({
      ...base,
      paidAmount: base.total - outstanding,
      outstanding,
      status: outstanding === 0 ? 5 : 4,
      repaymentInvoice: { ...base.repaymentInvoice, status: outstanding === 0 ? 'paid' : 'unpaid' },
      payout: payout === null ? null : { ...base.payout!, state: payout },
      ...(extensions ? {} : { extensions: [] }),
    })
  })
const loanReading = fc.option(
  fc.tuple(loanRead, fc.boolean()).map(([read, card]) => loan.reading(read, card)),
  { nil: null },
)

const LOAN: fc.Arbitrary<AnyEventObject>[] = [
  loanReading.map((reading) => loan.done('loadLoan', reading)),
  loanReading.map((reading) => loan.done('refreshPayout', reading)),
  loanReading.map((reading) => loan.done('checkPayment', reading)),
  loanRead.map((read) => loan.done('chargeCard', read)),
  loanRead.map((read) => loan.done('chargeRollover', read)),
  ...['loadLoan', 'chargeCard', 'checkPayment', 'chooseRollover', 'signRollover', 'issueBarcode'].map((id) =>
    failure.map((problem) => loan.error(id, problem)),
  ),
]

const flowLoad = fc
  .record({
    step: flowStep,
    status: fc.constantFrom('active' as const, 'completed' as const),
    client: fc.constantFrom(1, 2),
    named: fc.boolean(),
  })
  .map(({ step, status, client, named }) => ({
    ...flow.load(step, status, client),
    client: { status: client, firstName: named ? 'Paola' : null },
  }))

const FLOW: fc.Arbitrary<AnyEventObject>[] = [
  flowLoad.map((load) => flow.done('loadFlow', load)),
  flowLoad.map((load) => flow.done('simulateFlow', load)),
  fc.integer({ min: 0, max: 100 }).map((step) => ({ type: 'progress.set', step })),
]

const SANDBOX: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .tuple(flowStep, fc.constantFrom('active', 'completed'))
    .map(([step, flowStatus]) => ({ type: 'sandbox.step', step, status: flowStatus })),
  fc.tuple(status, fc.boolean()).map(([applicationStatus, hasDisbursementMethod]) => ({
    type: 'sandbox.application',
    status: applicationStatus,
    hasDisbursementMethod,
  })),
]

const REGISTRATION: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .tuple(
      fc.constantFrom('registration', ...REGISTRATION_STEPS.filter((screen) => screen !== 'registration-details')),
      fc.option(flowStep, { nil: null }),
    )
    .map(([screen, step]) => ({ type: 'registration.opened', screen, step })),
]

const identitySession = fc
  .record({
    status: fc.constantFrom('created' as const, 'submitted' as const, 'decided' as const),
    decision: fc.constantFrom('approved' as const, 'declined' as const, 'resubmission_requested' as const, null),
  })
  .map(({ status, decision }) => ({
    id: 's-1',
    url: '/web/dev/veriff/s-1/hosted',
    status,
    decision: status === 'decided' ? decision : null,
  }))

const IDENTITY: fc.Arbitrary<AnyEventObject>[] = [
  fc.option(identitySession, { nil: null }).map((output) => ({ type: 'xstate.done.actor.load', output })),
  identitySession.map((output) => ({ type: 'xstate.done.actor.read', output })),
  ...['load', 'create', 'read'].map((id) => failure.map((error) => ({ type: `xstate.error.actor.${id}`, error }))),
]

const AUTH: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .integer({ min: 1, max: 3 })
    .map((status) => ({ type: 'xstate.done.actor.loadUser', output: { firstName: 'Lucía', status } })),
  fc.integer({ min: 1, max: 3 }).map((status) => ({ type: 'user.loaded', user: { firstName: 'Ana', status } })),
  ...['login', 'verifyMfa', 'resendMfa', 'refreshToken', 'renewToken', 'revokeSession'].map((id) =>
    failure.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ),
]

const POPUP: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .record({ id: fc.constantFrom('info', 'terms'), autoClose: fc.boolean(), duration: fc.integer({ min: 1, max: 20_000 }) })
    .map((popup) => ({ type: 'popup.open', ...popup })),
]

const TOAST: fc.Arbitrary<AnyEventObject>[] = [
  fc
    .record({
      id: fc.option(fc.constantFrom('save-error', 'toast-1'), { nil: undefined }),
      tone: fc.constantFrom('info', 'error'),
    })
    .map(({ id, tone }) => ({ type: 'toast.show', message: 'Saved', tone, ...(id === undefined ? {} : { id }) })),
  fc.constantFrom('toast-1', 'toast-2', 'save-error').map((id) => ({ type: 'toast.dismiss', id })),
]

const ACCOUNT: fc.Arbitrary<AnyEventObject>[] = [
  fc.constantFrom(...ACCOUNT_SCREENS).map((screen) => ({ type: 'account.opened', screen })),
]

export const WALK_PAYLOADS: Partial<Record<MachineName, fc.Arbitrary<AnyEventObject>[]>> = {
  application: APPLICATION,
  calculator: CALCULATOR,
  loan: LOAN,
  flow: FLOW,
  sandbox: SANDBOX,
  registration: REGISTRATION,
  identity: IDENTITY,
  auth: AUTH,
  popup: POPUP,
  toast: TOAST,
  account: ACCOUNT,
}
