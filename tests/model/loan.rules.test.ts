import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import { loanMachine, loanRouteOf, type LoanEvent } from '../../machines/loan.machine'
import {
  cashCollected,
  cashReady,
  cashRenewed,
  chosen,
  collectedInCash,
  done,
  error,
  expiredInCash,
  extended,
  loanWith,
  moving,
  paid,
  poll,
  problem,
  reading,
  rollover,
  slip,
  spei,
  unpaidFee,
  waitingInCash,
} from './events/loan'
import { recordedCalls } from './support/recorded'

/*
 * Each way through the loan page, step by step: the state it ends in, the page it projects and
 * what each ERP call is given. The answers are the fixtures of the loan's model test; where each
 * step leads is written here from the product's rules.
 */

function loan() {
  const { calls, recorded } = recordedCalls()
  const clock = new SimulatedClock()
  const actor = createActor(
    loanMachine.provide({
      actors: {
        loadLoan: recorded('loadLoan'),
        checkLoan: recorded('checkLoan'),
        chooseRollover: recorded('chooseRollover'),
        resumeRollover: recorded('resumeRollover'),
        chargeRollover: recorded('chargeRollover'),
        chargeCard: recorded('chargeCard'),
        issueBarcode: recorded('issueBarcode'),
        loadSpei: recorded('loadSpei'),
        signRollover: recorded('signRollover'),
        reissueCashPayout: recorded('reissueCashPayout'),
      },
    }),
    { clock },
  ).start()
  const send = (...events: (LoanEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as LoanEvent)
  }
  return {
    actor,
    calls,
    clock,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    route: () => loanRouteOf(actor.getSnapshot()),
    last: (call: string) => calls.filter((c) => c.call === call).at(-1)?.input,
    count: (call: string) => calls.filter((c) => c.call === call).length,
  }
}

const opened = (read = reading(loanWith())) => {
  const l = loan()
  l.send({ type: 'loan.open' }, done('loadLoan', read))
  return l
}
const OPEN = [{ type: 'loan.open' }, done('loadLoan', reading(loanWith()))]
const SIGNING = [
  ...OPEN,
  { type: 'extend.start' },
  { type: 'extension.select', days: 7 },
  { type: 'extend.confirm' },
  done('chooseRollover', chosen),
]
const PAYING_FEE = [...SIGNING, { type: 'agreement.sign' }, done('signRollover', rollover('unpaid'))]

describe('the loan page', () => {
  it.each<[string, AnyEventObject[], unknown, string | null]>([
    ['opened, before the ERP answers', [{ type: 'loan.open' }], 'loading', null],
    ['with a loan', OPEN, { overview: 'shown' }, 'profile-my-loan'],
    ['without an active loan', [{ type: 'loan.open' }, done('loadLoan', null)], 'noLoan', 'profile-no-loan'],
    ['when the loan did not load', [{ type: 'loan.open' }, error('loadLoan', problem(-1))], 'loadFailed', null],
    [
      'with its money on its way',
      [{ type: 'loan.open' }, done('loadLoan', reading(moving))],
      { overview: 'watchingPayout' },
      'profile-my-loan',
    ],
    ['on the no-loan view asking', [{ type: 'loan.check' }], 'checking', null],
    ['on the no-loan view, with a loan after all', [{ type: 'loan.check' }, done('checkLoan', true)], 'loading', null],
    ['on the no-loan view, with no loan', [{ type: 'loan.check' }, done('checkLoan', false)], 'noLoan', 'profile-no-loan'],
    ['on the no-loan view, with no answer', [{ type: 'loan.check' }, error('checkLoan', problem(-1))], 'idle', null],
    // Never "no active loan" for a client who has one: the loan page says it did not load, with its retry.
    [
      'on the no-loan view, with a loan after all that then did not load',
      [{ type: 'loan.check' }, done('checkLoan', true), error('loadLoan', problem(-1))],
      'loadFailed',
      'profile-my-loan',
    ],
    [
      'opened from the printable slip, when the loan did not load',
      [{ type: 'print.opened', key: 'slip-key' }, error('loadLoan', problem(-1))],
      'loadFailed',
      null,
    ],
  ])('%s', (_, events, state, route) => {
    const l = loan()
    l.send(...events)
    expect(l.value()).toEqual(state)
    expect(l.route()).toBe(route)
  })

  it('forgets the loan it showed once the ERP has none active', () => {
    const l = opened()
    l.send({ type: 'loan.open' }, done('loadLoan', null))
    expect(l.value()).toBe('noLoan')
    expect(l.context().reading).toBeNull()
  })

  it('keeps what was read, and the reason a reading failed, which a retry clears', () => {
    const l = loan()
    l.send({ type: 'loan.open' }, error('loadLoan', problem(503)))
    expect(l.context().problem).toEqual(problem(503))
    l.send({ type: 'loan.retry' })
    expect(l.value()).toBe('loading')
    expect(l.context().problem).toBeNull()
    l.send(done('loadLoan', reading(loanWith())))
    expect(l.context().reading).toEqual(reading(loanWith()))
  })

  it('reads the loan again every 10 s while its money is on its way, until it arrives', () => {
    const l = opened(reading(moving))
    l.clock.increment(9_999)
    expect(l.value()).toEqual({ overview: 'watchingPayout' })
    l.clock.increment(1)
    expect(l.value()).toEqual({ overview: 'refreshingPayout' })
    l.send(done('refreshPayout', reading(moving)))
    expect(l.value()).toEqual({ overview: 'watchingPayout' })
    l.send(poll('overview.watchingPayout', 'payoutPoll'), error('refreshPayout', problem(-1)))
    expect(l.value()).toEqual({ overview: 'watchingPayout' })
    l.send(poll('overview.watchingPayout', 'payoutPoll'), done('refreshPayout', reading(loanWith())))
    expect(l.value()).toEqual({ overview: 'shown' })
    expect(l.context().reading).toEqual(reading(loanWith()))
  })

  it('reads the page afresh when the loan closed while its money was watched', () => {
    const l = opened(reading(moving))
    l.send(poll('overview.watchingPayout', 'payoutPoll'), done('refreshPayout', null))
    expect(l.value()).toBe('loading')
  })

  it('opens the printable slip of a reference asked before the loan loaded, with its key', () => {
    const l = loan()
    l.send({ type: 'print.opened', key: 'slip-key' })
    expect(l.context().printKey).toBe('slip-key')
    l.send(done('loadLoan', reading(loanWith())))
    expect(l.value()).toEqual({ repaying: 'issuingCash' })
    expect(l.context()).toMatchObject({ cashKey: 'slip-key', printKey: null })
    expect(l.last('issueBarcode')).toEqual({ purpose: 'repayment', idempotencyKey: 'slip-key' })
  })

  it('opens the printable slip from the loan with its own key', () => {
    const l = opened()
    l.send({ type: 'print.opened', key: 'other-key' })
    expect(l.value()).toEqual({ repaying: 'issuingCash' })
    expect(l.context().cashKey).toBe('other-key')
  })
})

describe('extending the loan', () => {
  it('starts only with extensions offered, and forgets an earlier choice', () => {
    const none = opened(reading(loanWith({ extensions: [] })))
    none.send({ type: 'extend.start' })
    expect(none.value()).toEqual({ overview: 'shown' })
    const l = opened()
    l.send({ type: 'extend.start' })
    expect(l.value()).toEqual({ extending: 'choosing' })
    expect(l.context()).toMatchObject({ extensionDays: null, rollover: null, agreement: null, problem: null })
  })

  it('starts afresh after a step left half-way: the choice, its rollover and why it failed are forgotten', () => {
    const l = loan()
    l.send(...SIGNING.slice(0, -1), error('chooseRollover', problem(-1)), { type: 'step.cancel' })
    expect(l.context()).toMatchObject({ extensionDays: 7, problem: problem(-1) })
    l.send({ type: 'extend.start' })
    expect(l.value()).toEqual({ extending: 'choosing' })
    expect(l.context()).toMatchObject({ extensionDays: null, problem: null })
    const signed = loan()
    signed.send(...SIGNING, { type: 'step.cancel' }, { type: 'extend.start' })
    expect(signed.context()).toMatchObject({ extensionDays: null, rollover: null, agreement: null })
  })

  it('takes only an extension offered, and confirms only a choice', () => {
    const l = opened()
    l.send({ type: 'extend.start' }, { type: 'extend.confirm' })
    expect(l.value()).toEqual({ extending: 'choosing' })
    l.send({ type: 'extension.select', days: 30 })
    expect(l.context().extensionDays).toBeNull()
    l.send({ type: 'extension.select', days: 14 })
    expect(l.context().extensionDays).toBe(14)
    l.send({ type: 'step.cancel' })
    expect(l.value()).toEqual({ overview: 'shown' })
  })

  it('creates the rollover with the days and a key, then shows its agreement and the due date it moves', () => {
    const l = loan()
    l.send(...SIGNING.slice(0, -1))
    expect(l.value()).toEqual({ extending: 'creating' })
    const input = l.last('chooseRollover') as { days: number; idempotencyKey: string }
    expect(input.days).toBe(7)
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(l.context()).toMatchObject({ rolloverKey: input.idempotencyKey, rolloverKeyDays: 7 })
    l.send(done('chooseRollover', chosen))
    expect(l.value()).toEqual({ extending: 'signing' })
    expect(l.context()).toMatchObject({
      rollover: chosen.rollover,
      agreement: chosen.agreement,
      previousDueDate: '2026-12-15',
      rolloverKey: null,
      rolloverKeyDays: null,
    })
    expect(l.context().reading?.loan).toEqual(chosen.loan)
  })

  it('confirms a failed rollover again with the same key, and another choice with another key', () => {
    const l = loan()
    l.send(...SIGNING.slice(0, -1), error('chooseRollover', problem(-1)))
    expect(l.value()).toEqual({ extending: 'createFailed' })
    expect(l.context().problem).toEqual(problem(-1))
    const first = (l.last('chooseRollover') as { idempotencyKey: string }).idempotencyKey
    l.send({ type: 'extend.confirm' })
    expect(l.value()).toEqual({ extending: 'creating' })
    expect(l.context().problem).toBeNull()
    expect((l.last('chooseRollover') as { idempotencyKey: string }).idempotencyKey).toBe(first)
    l.send(error('chooseRollover', problem(-1)), { type: 'extension.select', days: 14 })
    expect(l.value()).toEqual({ extending: 'choosing' })
    expect(l.context().extensionDays).toBe(14)
    l.send({ type: 'extend.confirm' })
    expect((l.last('chooseRollover') as { idempotencyKey: string }).idempotencyKey).not.toBe(first)
    l.send(error('chooseRollover', problem(-1)), { type: 'step.cancel' })
    expect(l.value()).toEqual({ overview: 'shown' })
  })

  it('takes up an unpaid extension: its agreement again, from the loan and its rollover', () => {
    const l = opened(reading(unpaidFee))
    l.send({ type: 'extend.resume' })
    expect(l.value()).toEqual({ extending: 'resuming' })
    expect(l.last('resumeRollover')).toEqual({ loan: unpaidFee, rollover: rollover('unpaid') })
    l.send(done('resumeRollover', chosen))
    expect(l.value()).toEqual({ extending: 'signing' })
  })

  it('takes up an unpaid extension afresh: a choice left earlier and its reason are forgotten', () => {
    const l = opened(reading(unpaidFee))
    l.send({ type: 'extend.start' }, { type: 'extension.select', days: 7 }, { type: 'step.cancel' })
    expect(l.context().extensionDays).toBe(7)
    l.send({ type: 'extend.resume' })
    expect(l.context()).toMatchObject({ extensionDays: null, rollover: null, agreement: null, problem: null })
    l.send(error('resumeRollover', problem(-1)), { type: 'extend.confirm' })
    expect(l.value()).toEqual({ extending: 'choosing' })
  })

  it('offers the choices after a failed resume, and nothing to resume without an unpaid fee', () => {
    const l = opened(reading(unpaidFee))
    l.send({ type: 'extend.resume' }, error('resumeRollover', problem(-1)), { type: 'extend.confirm' })
    expect(l.value()).toEqual({ extending: 'choosing' })
    const none = opened()
    none.send({ type: 'extend.resume' })
    expect(none.value()).toEqual({ overview: 'shown' })
  })

  it('records the signature of the agreement, then asks for the fee', () => {
    const l = loan()
    l.send(...SIGNING, { type: 'agreement.sign' })
    expect(l.value()).toEqual({ extending: 'signingAgreement' })
    expect(l.last('signRollover')).toEqual({ loanId: 3, rolloverId: 9 })
    l.send(done('signRollover', rollover('unpaid')))
    expect(l.value()).toEqual({ extending: 'payingFee' })
  })

  it('signs again after a refused signature, or goes back to the loan', () => {
    const l = loan()
    l.send(...SIGNING, { type: 'agreement.sign' }, error('signRollover', problem(409, 'rollover_not_signable')))
    expect(l.value()).toEqual({ extending: 'signFailed' })
    expect(l.context().problem).toEqual(problem(409, 'rollover_not_signable'))
    l.send({ type: 'agreement.sign' })
    expect(l.value()).toEqual({ extending: 'signingAgreement' })
    expect(l.context().problem).toBeNull()
    l.send(error('signRollover', problem(-1)), { type: 'step.cancel' })
    expect(l.value()).toEqual({ overview: 'shown' })
    const back = loan()
    back.send(...SIGNING, { type: 'step.cancel' })
    expect(back.value()).toEqual({ overview: 'shown' })
  })

  it('charges the fee to the card with a key, and shows the new due date once paid', () => {
    const l = loan()
    l.send(...PAYING_FEE, { type: 'fee.card' })
    expect(l.value()).toEqual({ extending: 'charging' })
    const key = (l.last('chargeRollover') as { idempotencyKey: string }).idempotencyKey
    expect(l.context().chargeKey).toBe(key)
    l.send(done('chargeRollover', extended))
    expect(l.value()).toEqual({ extending: 'done' })
    expect(l.context().chargeKey).toBeNull()
    expect(l.context().reading?.loan).toEqual(extended)
    l.send({ type: 'extend.finish' })
    expect(l.value()).toBe('loading')
  })

  it('goes back to the ways to pay when the charge leaves the fee unpaid', () => {
    const l = loan()
    const partly = { ...unpaidFee, paidAmount: 100, outstanding: 3897.6 }
    l.send(...PAYING_FEE, { type: 'fee.card' }, done('chargeRollover', partly))
    expect(l.value()).toEqual({ extending: 'payingFee' })
    expect(l.context().chargeKey).toBeNull()
    expect(l.context().reading?.loan).toEqual(partly)
  })

  it('charges a failed fee again with the same key, or moves to a transfer or cash', () => {
    const l = loan()
    l.send(...PAYING_FEE, { type: 'fee.card' })
    const key = l.context().chargeKey
    l.send(error('chargeRollover', problem(409, 'no_direct_debit_consent')))
    expect(l.value()).toEqual({ extending: 'chargeFailed' })
    expect(l.context().problem).toEqual(problem(409, 'no_direct_debit_consent'))
    l.send({ type: 'fee.card' })
    expect(l.value()).toEqual({ extending: 'charging' })
    expect(l.context().problem).toBeNull()
    expect(l.context().chargeKey).toBe(key)
    l.send(error('chargeRollover', problem(-1)), { type: 'fee.spei' })
    expect(l.value()).toEqual({ extending: 'loadingFeeSpei' })
    const cash = loan()
    cash.send(...PAYING_FEE, { type: 'fee.card' }, error('chargeRollover', problem(-1)), { type: 'fee.cash' })
    expect(cash.value()).toEqual({ extending: 'issuingCash' })
    const away = loan()
    away.send(...PAYING_FEE, { type: 'fee.card' }, error('chargeRollover', problem(-1)), { type: 'step.cancel' })
    expect(away.value()).toEqual({ overview: 'shown' })
  })

  it('charges the fee only with a card registered', () => {
    const l = loan()
    l.send(
      { type: 'loan.open' },
      done('loadLoan', reading(loanWith(), false)),
      { type: 'extend.start' },
      { type: 'extension.select', days: 7 },
    )
    l.send({ type: 'extend.confirm' }, done('chooseRollover', chosen), { type: 'agreement.sign' }, done('signRollover', {}))
    l.send({ type: 'fee.card' })
    expect(l.value()).toEqual({ extending: 'payingFee' })
  })

  it("shows the fee's transfer, asks every 10 s, and shows the new due date once it arrived", () => {
    const l = loan()
    l.send(...PAYING_FEE, { type: 'fee.spei' })
    expect(l.last('loadSpei')).toEqual({ purpose: 'rollover' })
    l.send(done('loadFeeSpei', spei))
    expect(l.value()).toEqual({ extending: { feeSpei: 'showing' } })
    expect(l.context().spei).toEqual(spei)
    l.clock.increment(10_000)
    expect(l.value()).toEqual({ extending: { feeSpei: 'checking' } })
    l.send(done('checkPayment', reading(unpaidFee)))
    expect(l.value()).toEqual({ extending: { feeSpei: 'showing' } })
    l.send({ type: 'payment.check' }, done('checkPayment', reading(extended)))
    expect(l.value()).toEqual({ extending: 'done' })
  })

  it("retries the fee's transfer, or pays it another way", () => {
    const l = loan()
    l.send(...PAYING_FEE, { type: 'fee.spei' }, error('loadFeeSpei', problem(-1)))
    expect(l.value()).toEqual({ extending: 'feeSpeiFailed' })
    expect(l.context().problem).toEqual(problem(-1))
    l.send({ type: 'fee.spei' })
    expect(l.value()).toEqual({ extending: 'loadingFeeSpei' })
    expect(l.context().problem).toBeNull()
    for (const [event, state] of [
      ['fee.card', 'charging'],
      ['fee.cash', 'issuingCash'],
      ['step.cancel', null],
    ] as const) {
      const other = loan()
      other.send(...PAYING_FEE, { type: 'fee.spei' }, error('loadFeeSpei', problem(-1)), { type: event })
      expect(other.value()).toEqual(state ? { extending: state } : { overview: 'shown' })
      const fromSpei = loan()
      fromSpei.send(...PAYING_FEE, { type: 'fee.spei' }, done('loadFeeSpei', spei), { type: event })
      expect(fromSpei.value()).toEqual(state ? { extending: state } : { overview: 'shown' })
    }
  })

  it("issues the fee's cash reference with a new key, waits for it, and asks again with the same key", () => {
    const l = loan()
    l.send(...PAYING_FEE, { type: 'fee.cash' })
    const key = l.context().cashKey
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(l.last('issueBarcode')).toEqual({ purpose: 'rollover', idempotencyKey: key })
    l.send(error('issueRolloverBarcode', problem(409, 'amount_above_outstanding')))
    expect(l.value()).toEqual({ extending: 'cashFailed' })
    expect(l.context().problem).toEqual(problem(409, 'amount_above_outstanding'))
    l.send({ type: 'fee.cash' })
    expect(l.context().problem).toBeNull()
    expect(l.last('issueBarcode')).toEqual({ purpose: 'rollover', idempotencyKey: key })
    l.send(done('issueRolloverBarcode', slip))
    expect(l.value()).toEqual({ extending: { awaitingCash: 'showing' } })
    expect(l.context().cash).toEqual(slip)
    l.send(poll('extending.awaitingCash.showing'), error('checkPayment', problem(-1)))
    expect(l.value()).toEqual({ extending: { awaitingCash: 'showing' } })
    expect(l.context().problem).toEqual(problem(-1))
    l.send({ type: 'payment.check' }, done('checkPayment', reading(extended)))
    expect(l.value()).toEqual({ extending: 'done' })
    const away = loan()
    away.send(...PAYING_FEE, { type: 'fee.cash' }, done('issueRolloverBarcode', slip), { type: 'step.cancel' })
    expect(away.value()).toEqual({ overview: 'shown' })
  })

  it('pays the fee another way when no cash reference came', () => {
    for (const [event, state] of [
      ['fee.spei', 'loadingFeeSpei'],
      ['fee.card', 'charging'],
      ['step.cancel', null],
    ] as const) {
      const l = loan()
      l.send(...PAYING_FEE, { type: 'fee.cash' }, error('issueRolloverBarcode', problem(-1)), { type: event })
      expect(l.value()).toEqual(state ? { extending: state } : { overview: 'shown' })
    }
    const back = loan()
    back.send(...PAYING_FEE, { type: 'step.cancel' })
    expect(back.value()).toEqual({ overview: 'shown' })
  })
})

describe('repaying the loan', () => {
  const REPAYING = [...OPEN, { type: 'repay.start' }]

  it('offers the ways to repay, the card only when one is registered', () => {
    const l = loan()
    l.send(...REPAYING)
    expect(l.value()).toEqual({ repaying: 'choosing' })
    l.send({ type: 'repay.card' })
    expect(l.value()).toEqual({ repaying: 'card' })
    const noCard = loan()
    noCard.send(
      { type: 'loan.open' },
      done('loadLoan', reading(loanWith(), false)),
      { type: 'repay.start' },
      { type: 'repay.card' },
    )
    expect(noCard.value()).toEqual({ repaying: 'choosing' })
  })

  it('charges the card with a key, and the paid loan leads away', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.card' }, { type: 'card.confirm' })
    expect(l.value()).toEqual({ repaying: 'charging' })
    const key = l.context().chargeKey
    expect(l.last('chargeCard')).toEqual({ idempotencyKey: key })
    l.send({ type: 'step.cancel' })
    expect(l.value()).toEqual({ repaying: 'charging' })
    l.send(done('chargeCard', paid))
    expect(l.value()).toBe('paid')
    expect(l.route()).toBe('profile-my-loan')
    expect(l.context()).toMatchObject({ chargeKey: null })
    expect(l.context().reading?.loan).toEqual(paid)
  })

  it('goes back to the loan after a charge that leaves some to pay', () => {
    const part = loanWith({ paidAmount: 1000, outstanding: 2997.6 })
    const l = loan()
    l.send(...REPAYING, { type: 'repay.card' }, { type: 'card.confirm' }, done('chargeCard', part))
    expect(l.value()).toEqual({ overview: 'shown' })
    expect(l.context().reading?.loan).toEqual(part)
    expect(l.context().chargeKey).toBeNull()
  })

  it('charges a failed charge again with the same key, or moves to a transfer or cash', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.card' }, { type: 'card.confirm' })
    const key = l.context().chargeKey
    l.send(error('chargeCard', problem(409, 'no_card')))
    expect(l.value()).toEqual({ repaying: 'cardFailed' })
    expect(l.context().problem).toEqual(problem(409, 'no_card'))
    l.send({ type: 'card.confirm' })
    expect(l.value()).toEqual({ repaying: 'charging' })
    expect(l.context().problem).toBeNull()
    expect(l.context().chargeKey).toBe(key)
    for (const [event, state] of [
      ['repay.spei', 'loadingSpei'],
      ['repay.cash', 'issuingCash'],
    ] as const) {
      const other = loan()
      other.send(...REPAYING, { type: 'repay.card' }, { type: 'card.confirm' }, error('chargeCard', problem(-1)), { type: event })
      expect(other.value()).toEqual({ repaying: state })
      const fromCard = loan()
      fromCard.send(...REPAYING, { type: 'repay.card' }, { type: event })
      expect(fromCard.value()).toEqual({ repaying: state })
    }
  })

  it('shows the transfer to repay, asks every 10 s, and the paid loan leads away', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.spei' })
    expect(l.last('loadSpei')).toEqual({ purpose: 'repayment' })
    l.send(done('loadSpei', spei))
    expect(l.value()).toEqual({ repaying: { spei: 'showing' } })
    expect(l.context().spei).toEqual(spei)
    l.clock.increment(10_000)
    l.send(done('checkPayment', reading(loanWith())))
    expect(l.value()).toEqual({ repaying: { spei: 'showing' } })
    l.send({ type: 'payment.check' }, done('checkPayment', reading(paid)))
    expect(l.value()).toBe('paid')
  })

  it('leads away once the ERP has no active loan any more', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.spei' }, done('loadSpei', spei), { type: 'payment.check' }, done('checkPayment', null))
    expect(l.value()).toBe('paid')
  })

  it('shows why the transfer did not load, until it is asked again', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.spei' }, error('loadSpei', problem(503)))
    expect(l.value()).toEqual({ repaying: 'speiFailed' })
    expect(l.context().problem).toEqual(problem(503))
    l.send({ type: 'repay.spei' })
    expect(l.context().problem).toBeNull()
  })

  it('keeps a new reading and forgets an earlier failure when a payment check finds it not paid yet', () => {
    const part = loanWith({ paidAmount: 500, outstanding: 3497.6 })
    const l = loan()
    l.send(...REPAYING, { type: 'repay.spei' }, done('loadSpei', spei))
    l.send({ type: 'payment.check' }, error('checkPayment', problem(-1)))
    expect(l.context().problem).toEqual(problem(-1))
    l.send({ type: 'payment.check' }, done('checkPayment', reading(part)))
    expect(l.value()).toEqual({ repaying: { spei: 'showing' } })
    expect(l.context().reading?.loan).toEqual(part)
    expect(l.context().problem).toBeNull()
  })

  it('leads away once the cash reference was paid', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.cash' }, done('issueBarcode', slip), { type: 'payment.check' })
    l.send(done('checkPayment', reading(loanWith())))
    expect(l.value()).toEqual({ repaying: { cash: 'showing' } })
    l.send({ type: 'payment.check' }, done('checkPayment', reading(paid)))
    expect(l.value()).toBe('paid')
  })

  it('clears what went wrong before when the client starts to repay', () => {
    const l = loan()
    l.send(...SIGNING.slice(0, -1), error('chooseRollover', problem(-1)), { type: 'step.cancel' })
    expect(l.context().problem).toEqual(problem(-1))
    l.send({ type: 'repay.start' })
    expect(l.context().problem).toBeNull()
  })

  it('retries the transfer, or repays another way', () => {
    for (const [event, state] of [
      ['repay.spei', 'loadingSpei'],
      ['repay.card', 'card'],
      ['repay.cash', 'issuingCash'],
    ] as const) {
      const l = loan()
      l.send(...REPAYING, { type: 'repay.spei' }, error('loadSpei', problem(-1)), { type: event })
      expect(l.value()).toEqual({ repaying: state })
    }
    for (const [event, state] of [
      ['repay.card', 'card'],
      ['repay.cash', 'issuingCash'],
    ] as const) {
      const l = loan()
      l.send(...REPAYING, { type: 'repay.spei' }, done('loadSpei', spei), { type: event })
      expect(l.value()).toEqual({ repaying: state })
    }
  })

  it('issues the cash reference with a key, asks again with the same one, and waits for the payment', () => {
    const l = loan()
    l.send(...REPAYING, { type: 'repay.cash' })
    const key = l.context().cashKey
    expect(l.last('issueBarcode')).toEqual({ purpose: 'repayment', idempotencyKey: key })
    l.send({ type: 'step.cancel' })
    expect(l.value()).toEqual({ repaying: 'issuingCash' })
    l.send(error('issueBarcode', problem(409, 'amount_above_outstanding')))
    expect(l.value()).toEqual({ repaying: 'cashFailed' })
    expect(l.context().problem).toEqual(problem(409, 'amount_above_outstanding'))
    l.send({ type: 'repay.cash' })
    expect(l.context().problem).toBeNull()
    expect(l.last('issueBarcode')).toEqual({ purpose: 'repayment', idempotencyKey: key })
    l.send(done('issueBarcode', slip))
    expect(l.value()).toEqual({ repaying: { cash: 'showing' } })
    expect(l.context().cash).toEqual(slip)
    l.send({ type: 'print.opened', key: key! })
    expect(l.value()).toEqual({ repaying: { cash: 'showing' } })
    l.send({ type: 'print.opened', key: 'another' })
    expect(l.value()).toEqual({ repaying: 'issuingCash' })
    expect(l.context()).toMatchObject({ cashKey: 'another', cash: null })
  })

  it('repays another way when no cash reference came, or from the reference', () => {
    for (const [event, state] of [
      ['repay.card', 'card'],
      ['repay.spei', 'loadingSpei'],
    ] as const) {
      const l = loan()
      l.send(...REPAYING, { type: 'repay.cash' }, error('issueBarcode', problem(-1)), { type: event })
      expect(l.value()).toEqual({ repaying: state })
      const fromSlip = loan()
      fromSlip.send(...REPAYING, { type: 'repay.cash' }, done('issueBarcode', slip), { type: event })
      expect(fromSlip.value()).toEqual({ repaying: state })
    }
    const back = loan()
    back.send(...REPAYING, { type: 'step.cancel' })
    expect(back.value()).toEqual({ overview: 'shown' })
  })
})

describe('the loan money at the branch, collected in cash', () => {
  it('is watched while it waits: the loan is read again every 10 s until it is collected', () => {
    const l = opened(reading(waitingInCash))
    expect(l.value()).toEqual({ overview: 'watchingCash' })
    expect(l.route()).toBe('profile-my-loan')
    l.clock.increment(9_999)
    expect(l.value()).toEqual({ overview: 'watchingCash' })
    l.clock.increment(1)
    expect(l.value()).toEqual({ overview: 'refreshingCash' })
    expect(l.count('loadLoan')).toBe(2)
    l.send(done('refreshCash', reading(waitingInCash)))
    expect(l.value()).toEqual({ overview: 'watchingCash' })
    l.send(poll('overview.watchingCash', 'cashPayoutPoll'), error('refreshCash', problem(-1)))
    expect(l.value()).toEqual({ overview: 'watchingCash' })
    expect(l.context().reading?.loan.cashPayout).toEqual(cashReady)
    l.send(poll('overview.watchingCash', 'cashPayoutPoll'), done('refreshCash', reading(collectedInCash)))
    expect(l.value()).toEqual({ overview: 'shown' })
    expect(l.context().reading?.loan.cashPayout).toEqual(cashCollected)
    // Opened, the timed poll and the two asked here: no more once collected.
    expect(l.count('loadLoan')).toBe(4)
    l.clock.increment(60_000)
    expect(l.count('loadLoan')).toBe(4)
  })

  it('is no longer watched once its reference expired, and the page is read afresh when the loan closed', () => {
    const expired = opened(reading(expiredInCash))
    expect(expired.value()).toEqual({ overview: 'shown' })
    expired.clock.increment(60_000)
    expect(expired.count('loadLoan')).toBe(1)
    const closed = opened(reading(waitingInCash))
    closed.send(poll('overview.watchingCash', 'cashPayoutPoll'), done('refreshCash', null))
    expect(closed.value()).toBe('loading')
  })

  it('gets a new reference only in place of an expired one, asked once, with the loan and a key', () => {
    for (const read of [reading(waitingInCash), reading(collectedInCash), reading(loanWith())]) {
      const l = opened(read)
      const before = l.value()
      l.send({ type: 'cashPayout.reissue' })
      expect(l.value()).toEqual(before)
      expect(l.count('reissueCashPayout')).toBe(0)
    }
    const l = opened(reading(expiredInCash))
    l.send({ type: 'cashPayout.reissue' })
    expect(l.value()).toEqual({ overview: 'reissuingCash' })
    const input = l.last('reissueCashPayout') as { loanId: number; idempotencyKey: string }
    expect(input.loanId).toBe(3)
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(l.context().reissueKey).toBe(input.idempotencyKey)
    l.send({ type: 'cashPayout.reissue' })
    expect(l.count('reissueCashPayout')).toBe(1)
    l.send(done('reissueCashPayout', cashRenewed))
    expect(l.value()).toEqual({ overview: 'watchingCash' })
    expect(l.context().reading?.loan).toEqual({ ...expiredInCash, cashPayout: cashRenewed })
    expect(l.context().reissueKey).toBeNull()
  })

  it('asks again with the same key after no answer, showing why until then', () => {
    const l = opened(reading(expiredInCash))
    l.send({ type: 'cashPayout.reissue' })
    const key = l.context().reissueKey
    l.send(error('reissueCashPayout', problem(-1)))
    expect(l.value()).toEqual({ overview: 'reissueFailed' })
    expect(l.context().problem).toEqual(problem(-1))
    l.send({ type: 'cashPayout.reissue' })
    expect(l.value()).toEqual({ overview: 'reissuingCash' })
    expect(l.context().problem).toBeNull()
    expect(l.context().reissueKey).toBe(key)
    expect((l.last('reissueCashPayout') as { idempotencyKey: string }).idempotencyKey).toBe(key)
  })

  it('reads the loan afresh when the ERP refuses the new reference as the loan stands', () => {
    const l = opened(reading(expiredInCash))
    l.send({ type: 'cashPayout.reissue' }, error('reissueCashPayout', problem(409, 'cash_payout_not_expired')))
    expect(l.value()).toBe('loading')
    expect(l.count('loadLoan')).toBe(2)
    const other = opened(reading(expiredInCash))
    other.send({ type: 'cashPayout.reissue' }, error('reissueCashPayout', problem(422)))
    expect(other.value()).toEqual({ overview: 'reissueFailed' })
  })
})

describe('calls the page has not given', () => {
  /** Every call answers at once but `missing`, left as the machine's own stand-in. */
  const without = (missing: string, read: ReturnType<typeof reading>) => {
    const answers: Record<string, unknown> = {
      loadLoan: read,
      chooseRollover: chosen,
      signRollover: rollover('unpaid'),
    }
    const actors = Object.fromEntries(
      Object.entries(answers)
        .filter(([name]) => name !== missing)
        .map(([name, output]) => [name, fromPromise(async () => output)]),
    )
    return createActor(loanMachine.provide({ actors })).start()
  }

  it.each<[string, AnyEventObject[], unknown, ReturnType<typeof reading>]>([
    [
      'chooseRollover',
      [{ type: 'extend.start' }, { type: 'extension.select', days: 7 }, { type: 'extend.confirm' }],
      { extending: 'createFailed' },
      reading(loanWith()),
    ],
    ['resumeRollover', [{ type: 'extend.resume' }], { extending: 'createFailed' }, reading(unpaidFee)],
    [
      'signRollover',
      [{ type: 'extend.start' }, { type: 'extension.select', days: 7 }, { type: 'extend.confirm' }, { type: 'agreement.sign' }],
      { extending: 'signFailed' },
      reading(loanWith()),
    ],
    [
      'chargeRollover',
      [
        { type: 'extend.start' },
        { type: 'extension.select', days: 7 },
        { type: 'extend.confirm' },
        { type: 'agreement.sign' },
        { type: 'fee.card' },
      ],
      { extending: 'chargeFailed' },
      reading(loanWith()),
    ],
    [
      'chargeCard',
      [{ type: 'repay.start' }, { type: 'repay.card' }, { type: 'card.confirm' }],
      { repaying: 'cardFailed' },
      reading(loanWith()),
    ],
    ['issueBarcode', [{ type: 'repay.start' }, { type: 'repay.cash' }], { repaying: 'cashFailed' }, reading(loanWith())],
    ['loadSpei', [{ type: 'repay.start' }, { type: 'repay.spei' }], { repaying: 'speiFailed' }, reading(loanWith())],
    ['reissueCashPayout', [{ type: 'cashPayout.reissue' }], { overview: 'reissueFailed' }, reading(expiredInCash)],
  ])('%s fails rather than answers', async (missing, events, failed, read) => {
    const l = without(missing, read)
    l.send({ type: 'loan.open' })
    await waitFor(l, (snapshot) => snapshot.matches('overview'), { timeout: 2000 })
    for (const event of events) {
      l.send(event as LoanEvent)
      // Each step's call answers before the next step is taken.
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await waitFor(l, (snapshot) => snapshot.status !== 'active' || snapshot.matches(failed as never), { timeout: 2000 })
    expect(l.getSnapshot().status).toBe('active')
    expect(l.getSnapshot().value).toEqual(failed)
  })

  it('fail rather than answer', async () => {
    const l = createActor(loanMachine).start()
    l.send({ type: 'loan.open' })
    await waitFor(l, (snapshot) => snapshot.matches('loadFailed'), { timeout: 2000 })
    const check = createActor(loanMachine).start()
    check.send({ type: 'loan.check' })
    await waitFor(check, (snapshot) => snapshot.matches('idle'), { timeout: 2000 })
    expect(check.getSnapshot().context.reading).toBeNull()
  })
})
