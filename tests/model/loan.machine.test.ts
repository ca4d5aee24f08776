import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  CASH_PAYOUT_POLL_MS,
  loanMachine,
  loanRouteOf,
  PAYMENT_POLL_MS,
  PAYOUT_POLL_MS,
  type LoanEvent,
} from '../../machines/loan.machine'
import type { Loan } from '../../src/domain/loan'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import {
  loanWith,
  moving,
  unpaidFee,
  extended,
  paid,
  reading,
  chosen,
  slip,
  spei,
  problem,
  model,
  waitingInCash,
  collectedInCash,
  expiredInCash,
  cashRenewed,
  type Snapshot,
} from './events/loan'

const paths = machinePaths('loan')

/** The rules that hold after every step. */
function assertRules(snapshot: Snapshot) {
  const { context } = snapshot
  // Every creating call carries its idempotency key.
  if (snapshot.matches({ extending: 'creating' })) expect(context.rolloverKey).not.toBeNull()
  if (snapshot.matches({ extending: 'charging' }) || snapshot.matches({ repaying: 'charging' }))
    expect(context.chargeKey).not.toBeNull()
  if (snapshot.matches({ extending: 'issuingCash' }) || snapshot.matches({ repaying: 'issuingCash' }))
    expect(context.cashKey).not.toBeNull()
  if (snapshot.matches({ overview: 'reissuingCash' })) expect(context.reissueKey).not.toBeNull()
  // A new payout reference is asked for only in place of an expired one; the money waiting at the branch is watched.
  if (snapshot.matches({ overview: 'reissuingCash' }) || snapshot.matches({ overview: 'reissueFailed' }))
    expect(context.reading!.loan.cashPayout?.state).toBe('expired')
  if (snapshot.matches({ overview: 'watchingCash' })) expect(context.reading!.loan.cashPayout?.state).toBe('ready')
  // The steps of an extension after the choice know the rollover and its agreement.
  for (const step of [
    'signing',
    'payingFee',
    'charging',
    'chargeFailed',
    'issuingCash',
    'cashFailed',
    'awaitingCash',
    'done',
  ] as const) {
    if (snapshot.matches({ extending: step })) {
      expect(context.rollover).not.toBeNull()
      expect(context.agreement).not.toBeNull()
    }
  }
  // The new due date is shown only once the rollover's fee is paid.
  if (snapshot.matches({ extending: 'done' })) expect(context.reading!.loan.dueDate).toBe(context.rollover!.newDueDate)
  // A card is charged only when the client has one.
  if (snapshot.matches({ repaying: 'card' }) || snapshot.matches({ extending: 'charging' }))
    expect(context.reading!.methods.cardLastFour).not.toBeNull()
  // A failure is shown with its reason.
  for (const failed of [
    { extending: 'createFailed' },
    { extending: 'chargeFailed' },
    { repaying: 'cardFailed' },
    { repaying: 'speiFailed' },
    { overview: 'reissueFailed' },
    'loadFailed',
  ] as const) {
    if (snapshot.matches(failed)) expect(context.problem).not.toBeNull()
  }
  // The route is the projection of the state: no active loan leads to no-loan, a loan read from the
  // ERP (its overview, an extension, a repayment, paid) to the loan, and so does a loan the no-loan
  // view's check found that then failed to load; loading or failing otherwise moves nothing.
  const readLoan =
    context.reading !== null &&
    !['idle', 'checking', 'noLoan', 'loading', 'loadFailed'].some((state) => snapshot.matches(state as 'idle'))
  const foundButFailed = snapshot.matches('loadFailed') && context.loanFound
  expect(loanRouteOf(snapshot)).toBe(
    snapshot.matches('noLoan') ? 'profile-no-loan' : readLoan || foundButFailed ? 'profile-my-loan' : null,
  )
}

describe('loan machine paths', () => {
  it.each(paths.map((path) => [path.name, path.events] as const))('%s', (_, events) => {
    const actor = createActor(model, { clock: new SimulatedClock() }).start()
    for (const event of events) {
      const before = actor.getSnapshot()
      actor.send(event as LoanEvent)
      const snapshot = actor.getSnapshot()
      assertRules(snapshot)
      // A retry after a failure sends the key of the first attempt: the ERP answers the first result.
      if (before.matches({ extending: 'createFailed' }) && snapshot.matches({ extending: 'creating' }))
        expect(snapshot.context.rolloverKey).toBe(before.context.rolloverKey)
      if (before.matches({ extending: 'chargeFailed' }) && snapshot.matches({ extending: 'charging' }))
        expect(snapshot.context.chargeKey).toBe(before.context.chargeKey)
      if (before.matches({ repaying: 'cardFailed' }) && snapshot.matches({ repaying: 'charging' }))
        expect(snapshot.context.chargeKey).toBe(before.context.chargeKey)
      if (before.matches({ repaying: 'cashFailed' }) && snapshot.matches({ repaying: 'issuingCash' }))
        expect(snapshot.context.cashKey).toBe(before.context.cashKey)
      if (before.matches({ extending: 'cashFailed' }) && snapshot.matches({ extending: 'issuingCash' }))
        expect(snapshot.context.cashKey).toBe(before.context.cashKey)
      if (before.matches({ overview: 'reissueFailed' }) && snapshot.matches({ overview: 'reissuingCash' }))
        expect(snapshot.context.reissueKey).toBe(before.context.reissueKey)
    }
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const { events } of paths) {
      const actor = createActor(model, { clock: new SimulatedClock() }).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as LoanEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(model).filter((id) => !reached.has(id))).toEqual([])
  }, 60_000)
})

/** A live actor with counting fakes of the ERP calls. */
function live(options: {
  loans: (Loan | null)[]
  chooseFails?: number
  chargeFails?: number
  /** The failures of the requests for a new payout reference, in order, before one succeeds. */
  reissueFailures?: unknown[]
}) {
  const calls = {
    reissue: [] as Array<{ loanId: number; key: string }>,
    choose: [] as string[],
    charge: [] as string[],
    barcode: [] as string[],
    signed: [] as number[],
    spei: [] as string[],
    loads: 0,
  }
  const loans = [...options.loans]
  let chooseFails = options.chooseFails ?? 0
  let chargeFails = options.chargeFails ?? 0
  const reissueFailures = [...(options.reissueFailures ?? [])]
  const clock = new SimulatedClock()
  const actor = createActor(
    loanMachine.provide({
      actors: {
        loadLoan: fromPromise(async () => {
          calls.loads += 1
          const loan = loans.length > 1 ? loans.shift()! : loans[0]!
          return loan ? reading(loan) : null
        }),
        chooseRollover: fromPromise(async ({ input }) => {
          calls.choose.push(input.idempotencyKey)
          if (chooseFails-- > 0) throw problem(-1)
          return chosen
        }),
        resumeRollover: fromPromise(async ({ input }) => ({ ...chosen, rollover: input.rollover, loan: input.loan })),
        chargeRollover: fromPromise(async ({ input }) => {
          calls.charge.push(input.idempotencyKey)
          if (chargeFails-- > 0) throw problem(-1)
          return extended
        }),
        chargeCard: fromPromise(async ({ input }) => {
          calls.charge.push(input.idempotencyKey)
          if (chargeFails-- > 0) throw problem(-1)
          return paid
        }),
        issueBarcode: fromPromise(async ({ input }) => {
          calls.barcode.push(input.idempotencyKey)
          return slip
        }),
        loadSpei: fromPromise(async ({ input }) => {
          calls.spei.push(input.purpose)
          return spei
        }),
        signRollover: fromPromise(async ({ input }) => {
          calls.signed.push(input.rolloverId)
          return chosen.rollover
        }),
        reissueCashPayout: fromPromise(async ({ input }) => {
          calls.reissue.push({ loanId: input.loanId, key: input.idempotencyKey })
          const failure = reissueFailures.shift()
          if (failure) throw failure
          return cashRenewed
        }),
      },
    }),
    { clock },
  ).start()
  return { actor, clock, calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('extending and repaying exactly once', () => {
  it('retries a lost rollover with the same key, then signs, charges the fee and shows the new due date', async () => {
    const { actor, calls } = live({ loans: [loanWith()], chooseFails: 1, chargeFails: 1 })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'extend.start' })
    actor.send({ type: 'extend.confirm' })
    expect(actor.getSnapshot().matches({ extending: 'choosing' })).toBe(true)
    actor.send({ type: 'extension.select', days: 7 })
    actor.send({ type: 'extend.confirm' })
    await settle()
    expect(actor.getSnapshot().matches({ extending: 'createFailed' })).toBe(true)
    actor.send({ type: 'extend.confirm' })
    await settle()
    expect(calls.choose).toHaveLength(2)
    expect(calls.choose[1]).toBe(calls.choose[0])
    actor.send({ type: 'agreement.sign' })
    // The signature goes to the ERP before any fee can be paid.
    expect(actor.getSnapshot().matches({ extending: 'signingAgreement' })).toBe(true)
    actor.send({ type: 'fee.card' })
    expect(calls.charge).toEqual([])
    await settle()
    expect(calls.signed).toEqual([chosen.rollover.id])
    expect(actor.getSnapshot().matches({ extending: 'payingFee' })).toBe(true)
    actor.send({ type: 'fee.card' })
    await settle()
    actor.send({ type: 'fee.card' })
    await settle()
    expect(calls.charge).toHaveLength(2)
    expect(calls.charge[1]).toBe(calls.charge[0])
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ extending: 'done' })).toBe(true)
    expect(snapshot.context.previousDueDate).toBe('2026-12-15')
    expect(snapshot.context.reading!.loan.dueDate).toBe('2026-12-22')
  })

  it("pays a signed extension's fee by SPEI transfer: the fee's own instructions, then the new due date once it arrives", async () => {
    const { actor, clock, calls } = live({ loans: [unpaidFee, extended] })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'extend.resume' })
    await settle()
    actor.send({ type: 'agreement.sign' })
    await settle()
    actor.send({ type: 'fee.spei' })
    await settle()
    expect(calls.spei).toEqual(['rollover'])
    expect(actor.getSnapshot().matches({ extending: { feeSpei: 'showing' } })).toBe(true)
    clock.increment(PAYMENT_POLL_MS)
    await settle()
    expect(actor.getSnapshot().matches({ extending: 'done' })).toBe(true)
  })

  it('takes up an extension whose fee is unpaid: its agreement to sign, then the fee, with no new rollover', async () => {
    const { actor, calls } = live({ loans: [unpaidFee] })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'extend.resume' })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ extending: 'signing' })).toBe(true)
    expect(snapshot.context.rollover?.id).toBe(9)
    expect(calls.choose).toEqual([])
  })

  it('a cash reference waits for the payment, polling every 10 s, and the paid loan leads away from the loan page', async () => {
    const { actor, clock, calls } = live({ loans: [loanWith(), loanWith(), null] })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'repay.start' })
    actor.send({ type: 'repay.cash' })
    await settle()
    expect(actor.getSnapshot().matches({ repaying: { cash: 'showing' } })).toBe(true)
    expect(actor.getSnapshot().context.cash).toBe(slip)
    clock.increment(PAYMENT_POLL_MS)
    await settle()
    expect(calls.loads).toBe(2)
    expect(actor.getSnapshot().matches({ repaying: { cash: 'showing' } })).toBe(true)
    actor.send({ type: 'payment.check' })
    await settle()
    expect(actor.getSnapshot().matches('paid')).toBe(true)
    actor.send({ type: 'loan.open' })
    await settle()
    expect(loanRouteOf(actor.getSnapshot())).toBe('profile-no-loan')
    expect(calls.barcode).toHaveLength(1)
  })

  it('the printable slip opened afresh asks the ERP again with the same key', async () => {
    const { actor, calls } = live({ loans: [loanWith()] })
    actor.send({ type: 'print.opened', key: 'slip-key' })
    await settle()
    expect(calls.barcode).toEqual(['slip-key'])
    expect(actor.getSnapshot().context.cashKey).toBe('slip-key')
    expect(actor.getSnapshot().matches({ repaying: 'cash' })).toBe(true)
    actor.send({ type: 'print.opened', key: 'slip-key' })
    expect(calls.barcode).toHaveLength(1)
  })
})

describe('the loan money on its way', () => {
  it('reads the loan every payoutPoll while the money is in transit, and stops once it is received', async () => {
    const { actor, clock, calls } = live({ loans: [moving, moving, loanWith()] })
    actor.send({ type: 'loan.open' })
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'watchingPayout' })).toBe(true)
    clock.increment(PAYOUT_POLL_MS)
    await settle()
    expect(calls.loads).toBe(2)
    expect(actor.getSnapshot().matches({ overview: 'watchingPayout' })).toBe(true)
    clock.increment(PAYOUT_POLL_MS)
    await settle()
    expect(calls.loads).toBe(3)
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    expect(actor.getSnapshot().context.reading!.loan.payout?.state).toBe('received')
    clock.increment(PAYOUT_POLL_MS * 5)
    await settle()
    expect(calls.loads).toBe(3)
  })

  it('does not watch a loan whose money has arrived', async () => {
    const { actor, clock, calls } = live({ loans: [loanWith()] })
    actor.send({ type: 'loan.open' })
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    clock.increment(PAYOUT_POLL_MS * 3)
    await settle()
    expect(calls.loads).toBe(1)
  })
})

describe('the loan money at the branch, collected in cash', () => {
  it('reads the loan every cashPayoutPoll while the money waits, and stops once it is collected', async () => {
    const { actor, clock, calls } = live({ loans: [waitingInCash, waitingInCash, collectedInCash] })
    actor.send({ type: 'loan.open' })
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'watchingCash' })).toBe(true)
    clock.increment(CASH_PAYOUT_POLL_MS - 1)
    await settle()
    expect(calls.loads).toBe(1)
    clock.increment(1)
    await settle()
    expect(calls.loads).toBe(2)
    expect(actor.getSnapshot().matches({ overview: 'watchingCash' })).toBe(true)
    clock.increment(CASH_PAYOUT_POLL_MS)
    await settle()
    expect(calls.loads).toBe(3)
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    expect(actor.getSnapshot().context.reading!.loan.cashPayout?.state).toBe('collected')
    clock.increment(CASH_PAYOUT_POLL_MS * 5)
    await settle()
    expect(calls.loads).toBe(3)
  })

  it('stops once the reference expires, and keeps asking after a poll that got no answer', async () => {
    const { actor, clock, calls } = live({ loans: [waitingInCash, expiredInCash] })
    actor.send({ type: 'loan.open' })
    await settle()
    clock.increment(CASH_PAYOUT_POLL_MS)
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    expect(actor.getSnapshot().context.reading!.loan.cashPayout?.state).toBe('expired')
    clock.increment(CASH_PAYOUT_POLL_MS * 5)
    await settle()
    expect(calls.loads).toBe(2)
  })

  it('gives a new reference in place of an expired one, then watches the new one', async () => {
    const { actor, clock, calls } = live({ loans: [expiredInCash, waitingInCash] })
    actor.send({ type: 'loan.open' })
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    actor.send({ type: 'cashPayout.reissue' })
    expect(actor.getSnapshot().matches({ overview: 'reissuingCash' })).toBe(true)
    // A second press while it is asked for asks nothing more.
    actor.send({ type: 'cashPayout.reissue' })
    await settle()
    expect(calls.reissue).toEqual([{ loanId: expiredInCash.id, key: expect.any(String) }])
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.reading!.loan.cashPayout).toEqual(cashRenewed)
    expect(snapshot.context.reissueKey).toBeNull()
    expect(snapshot.matches({ overview: 'watchingCash' })).toBe(true)
    clock.increment(CASH_PAYOUT_POLL_MS)
    await settle()
    expect(calls.loads).toBe(2)
  })

  it('asks again with the same key after a request that got no answer', async () => {
    const { actor, calls } = live({ loans: [expiredInCash], reissueFailures: [problem(-1)] })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'cashPayout.reissue' })
    await settle()
    expect(actor.getSnapshot().matches({ overview: 'reissueFailed' })).toBe(true)
    expect(actor.getSnapshot().context.problem).toMatchObject({ status: -1 })
    actor.send({ type: 'cashPayout.reissue' })
    await settle()
    expect(calls.reissue).toHaveLength(2)
    expect(calls.reissue[1]!.key).toBe(calls.reissue[0]!.key)
    expect(actor.getSnapshot().context.reading!.loan.cashPayout).toEqual(cashRenewed)
  })

  it('asks for each new reference with a key of its own: another expiry is another intent', async () => {
    const { actor, calls } = live({ loans: [expiredInCash] })
    for (let round = 0; round < 2; round += 1) {
      actor.send({ type: 'loan.open' })
      await settle()
      actor.send({ type: 'cashPayout.reissue' })
      await settle()
    }
    expect(calls.reissue).toHaveLength(2)
    expect(calls.reissue[1]!.key).not.toBe(calls.reissue[0]!.key)
  })

  it('reads the loan afresh when the ERP refuses as it stands (renewed or collected meanwhile)', async () => {
    const { actor, calls } = live({
      loans: [expiredInCash, collectedInCash],
      reissueFailures: [problem(409, 'payout_settled')],
    })
    actor.send({ type: 'loan.open' })
    await settle()
    actor.send({ type: 'cashPayout.reissue' })
    await settle()
    await settle()
    expect(calls.loads).toBe(2)
    expect(actor.getSnapshot().matches({ overview: 'shown' })).toBe(true)
    expect(actor.getSnapshot().context.reading!.loan.cashPayout?.state).toBe('collected')
  })

  it('asks for no new reference while the one shown can be collected, nor once it was', async () => {
    for (const loan of [waitingInCash, collectedInCash]) {
      const { actor, calls } = live({ loans: [loan] })
      actor.send({ type: 'loan.open' })
      await settle()
      actor.send({ type: 'cashPayout.reissue' })
      await settle()
      expect(calls.reissue).toEqual([])
    }
  })
})
