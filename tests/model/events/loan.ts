import { type createActor, fromPromise, type AnyEventObject } from 'xstate'
import { loanMachine, type RolloverChosen } from '../../../machines/loan.machine'
import {
  NO_LATE_CHARGES,
  unpaidRollover,
  type CashSlip,
  type Loan,
  type LoanReading,
  type SpeiInstructions,
} from '../../../src/domain/loan'
import type { CashPayout } from '../../../src/domain/cash-payout'
import { isPayoutUnderWay } from '../../../src/domain/payout'
import { receivedPayout, rolloverWith } from '../../unit/loan-support'

export const extension = { days: 7, type: 'cheap' as const, endDate: '2026-12-22', amount: 348, amount_without_vat: 300 }

export const loanWith = (changes: Partial<Loan> = {}): Loan => ({
  id: 3,
  status: 4,
  principal: 3000,
  interest: 720,
  fees: 140,
  vat: 137.6,
  total: 3997.6,
  paidAmount: 0,
  outstanding: 3997.6,
  settleToday: { amount: 3997.6, days: 24 },
  late: NO_LATE_CHARGES,
  startDate: '2026-11-21',
  dueDate: '2026-12-15',
  repaymentInvoice: { amount: 3997.6, dueDate: '2026-12-15', dueDays: 24, status: 'unpaid' },
  rollovers: [],
  extensions: [
    extension,
    { ...extension, days: 14, type: 'expensive', endDate: '2026-12-29', amount: 591.6, amount_without_vat: 510 },
  ],
  payout: receivedPayout,
  cashPayout: null,
  ...changes,
})

/** Just signed: the loan money is in transit. */
export const moving = loanWith({ payout: { ...receivedPayout, state: 'in_transit', receivedAt: null } })

/** The loan money to collect in cash at Telecomm, as signing issued it: ready until its deadline. */
export const cashReady: CashPayout = {
  state: 'ready',
  provider: { code: 'telecomm', name: 'Telecomm', network: 'Telecomm', bring: ['official_id', 'reference'] },
  amount: 3000,
  reference: '123456789015',
  issuedAt: '2026-11-21T18:00:00.000Z',
  expiresAt: '2026-11-28T18:00:00.000Z',
  collectedAt: null,
}
export const cashCollected: CashPayout = { ...cashReady, state: 'collected', collectedAt: '2026-11-23T17:00:00.000Z' }
export const cashExpired: CashPayout = { ...cashReady, state: 'expired' }
/** The reference given in place of the expired one. */
export const cashRenewed: CashPayout = {
  ...cashReady,
  reference: '987654321007',
  issuedAt: '2026-11-29T18:00:00.000Z',
  expiresAt: '2026-12-06T18:00:00.000Z',
}
const inCash = (cashPayout: CashPayout) => loanWith({ payout: null, cashPayout })
/** Collected in cash: waiting at the branch, collected, or its reference expired uncollected. */
export const waitingInCash = inCash(cashReady)
export const collectedInCash = inCash(cashCollected)
export const expiredInCash = inCash(cashExpired)

export const rollover = (invoice: 'unpaid' | 'paid') => rolloverWith(9, invoice)

export const unpaidFee = loanWith({ rollovers: [rollover('unpaid')] })
export const extended = loanWith({ dueDate: '2026-12-22', rollovers: [rollover('paid')] })
export const paid = loanWith({
  status: 5,
  paidAmount: 3997.6,
  outstanding: 0,
  repaymentInvoice: { amount: 0, dueDate: '2026-12-15', dueDays: 24, status: 'paid' },
})

export const reading = (loan: Loan, card = true): LoanReading => ({
  loan,
  schedule: [],
  methods: { methods: card ? ['card', 'spei', 'cash'] : ['spei', 'cash'], cardLastFour: card ? '4242' : null },
})
export const chosen: RolloverChosen = {
  rollover: rollover('unpaid'),
  loan: unpaidFee,
  agreement: { title: 'Convenio', url: '/x/1' },
}
export const slip = { reference: '1234567890123452', amount: 348, barcodeSvg: '<svg/>' } as CashSlip
export const spei = { clabe: '646180248100000037', reference: '1234567' } as SpeiInstructions

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject
export const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure }) as AnyEventObject
export const poll = (state: string, delay = 'paymentPoll') => ({ type: `xstate.after.${delay}.loan.${state}` }) as AnyEventObject
export const problem = (status: number, code?: string) => ({ status, violations: [], ...(code ? { code } : {}) })

/** Every event the machine reacts to, with the answers the ERP can give. */
export const EVENTS: AnyEventObject[] = [
  { type: 'loan.open' },
  { type: 'loan.check' },
  done('checkLoan', true),
  done('checkLoan', false),
  error('checkLoan', new TypeError('Failed to fetch')),
  { type: 'print.opened', key: 'slip-key' },
  { type: 'print.opened', key: 'other-key' },
  { type: 'loan.retry' },
  { type: 'step.cancel' },
  { type: 'extend.start' },
  { type: 'extend.resume' },
  { type: 'extension.select', days: 7 },
  { type: 'extension.select', days: 30 },
  { type: 'extend.confirm' },
  { type: 'agreement.sign' },
  { type: 'fee.card' },
  { type: 'fee.cash' },
  { type: 'fee.spei' },
  { type: 'extend.finish' },
  { type: 'repay.start' },
  { type: 'repay.card' },
  { type: 'repay.spei' },
  { type: 'repay.cash' },
  { type: 'card.confirm' },
  { type: 'payment.check' },
  done('loadLoan', reading(loanWith())),
  done('loadLoan', reading(loanWith(), false)),
  done('loadLoan', reading(loanWith({ extensions: [] }))),
  done('loadLoan', reading(unpaidFee)),
  done('loadLoan', reading(moving)),
  done('loadLoan', null),
  error('loadLoan', problem(-1)),
  done('refreshPayout', reading(moving)),
  done('refreshPayout', reading(loanWith())),
  done('refreshPayout', null),
  error('refreshPayout', problem(-1)),
  done('loadLoan', reading(waitingInCash)),
  done('loadLoan', reading(expiredInCash)),
  done('refreshCash', reading(waitingInCash)),
  done('refreshCash', reading(collectedInCash)),
  done('refreshCash', reading(expiredInCash)),
  done('refreshCash', null),
  error('refreshCash', problem(-1)),
  { type: 'cashPayout.reissue' },
  done('reissueCashPayout', cashRenewed),
  error('reissueCashPayout', problem(-1)),
  error('reissueCashPayout', problem(409, 'cash_payout_not_expired')),
  done('chooseRollover', chosen),
  error('chooseRollover', { status: 400, violations: [{ name: 'days', status: 'invalid_choice' }] }),
  done('resumeRollover', chosen),
  error('resumeRollover', problem(-1)),
  done('chargeRollover', extended),
  done('chargeRollover', unpaidFee),
  error('chargeRollover', problem(409, 'no_direct_debit_consent')),
  error('chargeRollover', problem(-1)),
  done('signRollover', rollover('unpaid')),
  error('signRollover', problem(409, 'rollover_not_signable')),
  done('loadFeeSpei', spei),
  error('loadFeeSpei', problem(-1)),
  done('issueRolloverBarcode', slip),
  error('issueRolloverBarcode', problem(-1)),
  done('checkPayment', reading(extended)),
  done('checkPayment', reading(unpaidFee)),
  done('checkPayment', reading(paid)),
  done('checkPayment', null),
  error('checkPayment', problem(-1)),
  done('chargeCard', paid),
  done('chargeCard', loanWith({ paidAmount: 1000, outstanding: 2997.6 })),
  error('chargeCard', problem(409, 'no_card')),
  error('chargeCard', problem(-1)),
  done('loadSpei', spei),
  error('loadSpei', problem(-1)),
  done('issueBarcode', slip),
  error('issueBarcode', problem(409, 'amount_above_outstanding')),
  error('issueBarcode', problem(-1)),
  poll('extending.awaitingCash.showing'),
  poll('extending.feeSpei.showing'),
  poll('repaying.spei.showing'),
  poll('repaying.cash.showing'),
  poll('overview.watchingPayout', 'payoutPoll'),
  poll('overview.watchingCash', 'cashPayoutPoll'),
]

export const never = () => new Promise<never>(() => {})
export const pending = fromPromise<any, any>(never)
export const model = loanMachine.provide({
  actors: {
    loadLoan: pending,
    checkLoan: pending,
    chooseRollover: pending,
    resumeRollover: pending,
    chargeRollover: pending,
    chargeCard: pending,
    issueBarcode: pending,
    loadSpei: pending,
    signRollover: pending,
    reissueCashPayout: pending,
  },
})

export type Snapshot = ReturnType<ReturnType<typeof createActor<typeof model>>['getSnapshot']>

export const serialize = (snapshot: Snapshot) => ({
  value: snapshot.value,
  card: snapshot.context.reading?.methods.cardLastFour ?? null,
  extensions: (snapshot.context.reading?.loan.extensions.length ?? 0) > 0,
  chosen: snapshot.context.extensionDays !== null,
  unpaid: snapshot.context.reading !== null && unpaidRollover(snapshot.context.reading.loan) !== null,
  print: snapshot.context.printKey !== null,
  payoutUnderWay: isPayoutUnderWay(snapshot.context.reading?.loan.payout),
  cash: snapshot.context.reading?.loan.cashPayout?.state ?? null,
})
