import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import { approvalOf, offerMachine, type ApprovalInput, type OfferEvent } from '../../machines/offer.machine'
import type { ApplicationView } from '../../src/domain/application'
import type { Offer } from '../../src/domain/pricing'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import { INCREASE, DECREASE, SPECIAL, ACCEPTED, figures, model, type INPUTS } from './events/offer'

const cases = machinePaths('offer').map(
  (path) => [`${path.start}: ${path.name}`, path.input as (typeof INPUTS)[number][1], path.events] as const,
)

describe('offer machine paths', () => {
  it.each(cases)('%s', (_, input, events) => {
    const actor = createActor(model, { input }).start()
    for (const event of events) {
      actor.send(event as OfferEvent)
      const snapshot = actor.getSnapshot()
      const { context } = snapshot
      // Only an increase can be refused (it approves the desired amount).
      if (context.choice === 'refuse') expect(context.kind).toBe('increase')
      if (snapshot.matches('loadFailed') || snapshot.matches('approveFailed') || snapshot.matches('reloadFailed'))
        expect(context.problem).not.toBeNull()
      if (snapshot.matches('approving') || snapshot.matches('reloading') || snapshot.matches('loading'))
        expect(context.problem).toBeNull()
      if (snapshot.matches('done')) expect(snapshot.output).toEqual({ application: ACCEPTED })
    }
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const [, input, events] of cases) {
      const actor = createActor(model, { input }).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as OfferEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(model).filter((id) => !reached.has(id))).toEqual([])
  })
})

/** The offer machine against fakes of the three ERP calls, recording the approvals. */
async function run(application: ApplicationView, choice: 'offer.accept' | 'offer.refuse') {
  const approvals: ApprovalInput[] = []
  let reloads = 0
  const actor = createActor(
    offerMachine.provide({
      actors: {
        loadOffer: fromPromise<Offer, { applicationId: number }>(async () => figures as unknown as Offer),
        approve: fromPromise(async ({ input }) => {
          approvals.push(input)
          return ACCEPTED
        }),
        reloadApplication: fromPromise<ApplicationView | null>(async () => {
          reloads += 1
          return ACCEPTED
        }),
      },
    }),
    { input: { application } },
  ).start()
  await new Promise((resolve) => setTimeout(resolve, 0))
  actor.send({ type: choice })
  const output = await toPromise(actor)
  return { approvals, reloads, output }
}

describe('approving offers', () => {
  it('approves a special offer through the special-offer call, then reloads the application', async () => {
    const { approvals, reloads, output } = await run(SPECIAL, 'offer.accept')
    expect(approvals).toEqual([{ kind: 'special', payload: { amount: { amount: 1500, currency: 'MXN' } } }])
    expect(reloads).toBe(1)
    expect(output.application.status).toBe(3)
  })

  it('approves a yhat decrease through the yhat-decrease call', async () => {
    const { approvals, reloads } = await run(DECREASE, 'offer.accept')
    expect(approvals).toEqual([{ kind: 'decrease', payload: { amount: { amount: 1500, currency: 'MXN' } } }])
    expect(reloads).toBe(1)
  })

  it('approves an increase with the offered amount and the term in days', async () => {
    const { approvals } = await run(INCREASE, 'offer.accept')
    expect(approvals).toEqual([
      { kind: 'increase', payload: { amount: { amount: 5000, currency: 'MXN' }, term: { value: 16, unit: 'day' } } },
    ])
  })

  it('refuses an increase by approving the original desired amount', async () => {
    const { approvals } = await run(INCREASE, 'offer.refuse')
    expect(approvals).toEqual([
      { kind: 'increase', payload: { amount: { amount: 3000, currency: 'MXN' }, term: { value: 16, unit: 'day' } } },
    ])
  })

  it('falls back to the application term when the figures are missing', () => {
    expect(approvalOf({ application: INCREASE, kind: 'increase', offer: null }, 'accept').payload.term).toEqual({
      value: 15,
      unit: 'day',
    })
  })
})
