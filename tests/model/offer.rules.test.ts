import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { approvalOf, offerMachine, type OfferEvent } from '../../machines/offer.machine'
import type { ApplicationView } from '../../src/domain/application'
import { recordedCalls } from './support/recorded'

/* An offer step by step: its figures, the choice, the approval, the application read back. Statuses: 18 increase, 17 decrease, 13 special. */

const view = (status: number): ApplicationView => ({
  id: 77,
  status,
  desiredLoanAmount: { amount: 3000 },
  principalAmount: { amount: 3000 },
  loanAmount: { amount: 3600 },
  term: { value: 15, unit: 'day' },
  offeredAmount: { amount: 4000 },
  payDates: { first_repayment_option: '2026-11-30', second_repayment_option: null },
})
const problem = (status: number) => ({ status, violations: [] })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as OfferEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as OfferEvent

function offer(status = 18) {
  const { calls, recorded } = recordedCalls()
  const actor = createActor(
    offerMachine.provide({
      actors: {
        loadOffer: recorded('loadOffer'),
        approve: recorded('approve'),
        reloadApplication: recorded('reloadApplication'),
      },
    }),
    { input: { application: view(status) } },
  ).start()
  const send = (...events: (OfferEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as OfferEvent)
  }
  return { actor, calls, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context }
}

describe('an offer', () => {
  it.each([
    [18, 'increase'],
    [17, 'decrease'],
    [13, 'special'],
    [3, 'decrease'],
  ])('at status %s is a %s', (status, kind) => {
    expect(offer(status).context().kind).toBe(kind)
  })

  it("asks for the figures of the application's offer, and shows them", () => {
    const o = offer()
    expect(o.calls).toEqual([{ call: 'loadOffer', input: { applicationId: 77 } }])
    o.send(done('loadOffer', { total: 4800, term: 20 }))
    expect(o.value()).toBe('ready')
    expect(o.context().offer).toEqual({ total: 4800, term: 20 })
  })

  it('says why the figures failed, and asks again on retry, clearing the reason', () => {
    const o = offer()
    o.send(failed('loadOffer', problem(503)))
    expect(o.value()).toBe('loadFailed')
    expect(o.context().problem).toEqual(problem(503))
    o.send({ type: 'offer.retry' })
    expect(o.value()).toBe('loading')
    expect(o.context().problem).toBeNull()
  })

  it('approves the choice, keeps it for a retry, and reads the application back', () => {
    const o = offer()
    o.send(done('loadOffer', { total: 4800, term: 20 }), { type: 'offer.refuse' })
    expect(o.value()).toBe('approving')
    expect(o.context().choice).toBe('refuse')
    expect(o.calls.at(-1)?.input).toMatchObject({ kind: 'increase' })
    o.send(failed('approve', problem(500)))
    expect(o.value()).toBe('approveFailed')
    expect(o.context().problem).toEqual(problem(500))
    o.send({ type: 'offer.retry' })
    expect(o.value()).toBe('approving')
    expect(o.context().problem).toBeNull()
    expect(o.calls.filter((c) => c.call === 'approve').map((c) => c.input)).toEqual([
      o.calls.at(-1)?.input,
      o.calls.at(-1)?.input,
    ])
    o.send(done('approve', view(3)))
    expect(o.value()).toBe('reloading')
    o.send(done('reloadApplication', view(3)))
    expect(o.value()).toBe('done')
    expect(o.actor.getSnapshot().output).toEqual({ application: view(3) })
  })

  it('accepts a decrease, and refuses only an increase', () => {
    const o = offer(17)
    o.send(done('loadOffer', { total: 2400, term: 15 }), { type: 'offer.refuse' })
    expect(o.value()).toBe('ready')
    o.send({ type: 'offer.accept' })
    expect(o.value()).toBe('approving')
    expect(o.context().choice).toBe('accept')
  })

  it('says when the application could not be read back, and reads it again on retry', () => {
    const o = offer()
    o.send(
      done('loadOffer', { total: 4800, term: 20 }),
      { type: 'offer.accept' },
      done('approve', view(3)),
      done('reloadApplication', null),
    )
    expect(o.value()).toBe('reloadFailed')
    expect(o.context().problem).toEqual({ status: 404, violations: [] })
    o.send({ type: 'offer.retry' })
    expect(o.value()).toBe('reloading')
    expect(o.context().problem).toBeNull()
    o.send(failed('reloadApplication', problem(500)))
    expect(o.value()).toBe('reloadFailed')
    expect(o.context().problem).toEqual(problem(500))
  })
})

describe('what an approval approves', () => {
  it('approves the desired amount when the application names no offered amount', () => {
    const application = { ...view(17), offeredAmount: null }
    expect(approvalOf({ application, kind: 'decrease', offer: null }, 'accept')).toEqual({
      kind: 'decrease',
      payload: { amount: { amount: 3000, currency: 'MXN' } },
    })
  })
})

describe('calls the app has not given', () => {
  it('fail rather than answer', async () => {
    const loading = createActor(offerMachine, { input: { application: view(18) } }).start()
    await waitFor(loading, (snapshot) => snapshot.matches('loadFailed'), { timeout: 2000 })
    const approving = createActor(
      offerMachine.provide({ actors: { loadOffer: fromPromise<any, any>(async () => ({ total: 1, term: 9 })) } }),
      {
        input: { application: view(18) },
      },
    ).start()
    await waitFor(approving, (snapshot) => snapshot.matches('ready'), { timeout: 2000 })
    approving.send({ type: 'offer.accept' })
    await waitFor(approving, (snapshot) => snapshot.matches('approveFailed'), { timeout: 2000 })
    const reloading = createActor(
      offerMachine.provide({
        actors: {
          loadOffer: fromPromise<any, any>(async () => ({ total: 1, term: 9 })),
          approve: fromPromise(async () => view(3)),
        },
      }),
      { input: { application: view(18) } },
    ).start()
    await waitFor(reloading, (snapshot) => snapshot.matches('ready'), { timeout: 2000 })
    reloading.send({ type: 'offer.accept' })
    await waitFor(reloading, (snapshot) => snapshot.matches('reloadFailed'), { timeout: 2000 })
  })
})
