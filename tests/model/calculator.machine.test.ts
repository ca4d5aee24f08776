import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { calculatorMachine, questionKey, submitRoute, type OfferQuestion } from '../../machines/calculator.machine'

import type { Offer } from '../../src/domain/pricing/offer'
import { playPath, uncovered } from './support/graph'
import { checkPath, readOracle, untaken } from './support/oracle'
import { machinePaths } from './support/paths'
import { today, config, repeated, offer, internal, model, input, pending } from './events/calculator'

const paths = machinePaths('calculator')

function start() {
  return createActor(model, { input, clock: new SimulatedClock() }).start()
}

/** The calculator's rules that hold in every state. */
function assertRules(snapshot: ReturnType<ReturnType<typeof start>['getSnapshot']>) {
  const { settings, amount, offer, offerKey, payCycle, payDates, client, tab, limit } = snapshot.context
  if (settings && amount !== null) {
    expect(amount).toBeGreaterThanOrEqual(settings.min)
    expect(amount).toBeLessThanOrEqual(settings.max)
    // A page for a first loan never offers more than the new-client ceiling.
    if (limit === 'first') expect(settings.max).toBeLessThanOrEqual(settings.first)
    // A guest above the first-loan limit is on the repeated tab.
    if (!client && amount > settings.first) expect(tab).toBe(1)
  }
  if (payDates !== null) expect(payCycle).not.toBeNull()
  // Only an answer to the current question is ever on screen.
  if (snapshot.matches({ active: { offer: 'shown' } })) expect(offerKey).toBe(questionKey(snapshot.context))
  if (snapshot.matches({ active: { offer: 'incomplete' } })) expect(offer).toBeNull()
}

describe('calculator machine paths', () => {
  const played = paths.map((path) => ({ ...path, played: playPath(model, path.events, input) }))
  const oracle = readOracle('calculator')

  it.each(played.map((path) => [path.name, path] as const))('%s', (name, path) => {
    // Every transition taken is a row of the table, and every step ends on the screen its row says.
    expect(checkPath(oracle, name, path.played, {}, new Set())).toEqual({ unknown: [], wrong: [] })
    for (const step of path.played.steps) assertRules(step.after as ReturnType<ReturnType<typeof start>['getSnapshot']>)
  })

  it('take every row of the table (tests/model/oracle/calculator.md): none is a transition the machine lacks', () => {
    const taken = new Set<string>()
    for (const path of played) checkPath(oracle, path.name, path.played, {}, taken)
    expect(untaken(oracle, taken)).toEqual([])
  })

  it('take every transition, eventless, delayed and raised ones and each guarded branch, and enter every state', () => {
    expect(
      uncovered(
        model,
        paths.map((path) => path.events),
        input,
      ),
    ).toEqual({ transitions: [], states: [] })
  })
})

describe('calculator rules', () => {
  function ready() {
    const actor = start()
    actor.send({ type: 'calculator.shown' })
    actor.send(internal({ type: 'xstate.done.actor.loadConfig', output: config }))
    return actor
  }

  it('starts a guest at the first-loan maximum', () => {
    expect(ready().getSnapshot().context).toMatchObject({
      amount: 5000,
      settings: { min: 1000, max: 10000, first: 5000, interval: 100 },
    })
  })

  it('switches a guest to the repeated tab above the first-loan limit, and back to the first-loan maximum', () => {
    const actor = ready()
    actor.send({ type: 'amount.changed', amount: 7000 })
    expect(actor.getSnapshot().context.tab).toBe(1)
    actor.send({ type: 'tab.selected', tab: 0 })
    expect(actor.getSnapshot().context).toMatchObject({ tab: 0, amount: 5000 })
  })

  it("caps the max at the new-client ceiling on a page whose limit is 'first', and gives the whole range back elsewhere", () => {
    const actor = start()
    actor.send({ type: 'calculator.shown', limit: 'first' })
    actor.send(internal({ type: 'xstate.done.actor.loadConfig', output: config }))
    expect(actor.getSnapshot().context.settings).toMatchObject({ min: 1000, max: 5000, first: 5000 })
    // The slider cannot pass the ceiling, so the tab never switches.
    actor.send({ type: 'amount.changed', amount: 8000 })
    expect(actor.getSnapshot().context).toMatchObject({ amount: 5000, tab: 0 })
    // A repeated client whose available amount is 8000: still 5000 on a first-loan page.
    actor.send({ type: 'client.changed', client: repeated })
    expect(actor.getSnapshot().context.settings?.max).toBe(5000)
    // The home page shows it afterwards: her whole available amount again.
    actor.send({ type: 'calculator.shown' })
    expect(actor.getSnapshot().context.settings?.max).toBe(8000)
  })

  it('keeps a tab chosen while the limits are still loading', () => {
    const actor = start()
    actor.send({ type: 'calculator.shown' })
    actor.send({ type: 'tab.selected', tab: 1 })
    actor.send(internal({ type: 'xstate.done.actor.loadConfig', output: config }))
    expect(actor.getSnapshot().context).toMatchObject({ tab: 1, amount: 5000 })
  })

  it('rounds a typed amount to the nearest step on blur, half a step up', () => {
    const actor = ready()
    actor.send({ type: 'amount.committed', amount: 3050 })
    expect(actor.getSnapshot().context.amount).toBe(3100)
    actor.send({ type: 'amount.committed', amount: 99 })
    expect(actor.getSnapshot().context.amount).toBe(1000)
  })

  it("defaults the pay date to the client's next pay date when the cycle changes", () => {
    const actor = ready()
    actor.send({ type: 'client.changed', client: { ...repeated, salaryCycle: null } })
    actor.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    expect(actor.getSnapshot().context.payDates).toBe('15,30')
  })

  it("takes a client's saved pay cycle and next pay date without asking", () => {
    const actor = ready()
    actor.send({ type: 'client.changed', client: repeated })
    expect(actor.getSnapshot().context).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
  })

  it('takes the pay days a client declared over an earlier choice: quincenal 15/30, not another pair', () => {
    const actor = ready()
    // Chosen as a guest, before the employment step saved other pay days.
    actor.send({ type: 'payCycle.selected', payCycle: 'biweekly' })
    actor.send({ type: 'client.changed', client: { ...repeated, nextPayDate: null } })
    expect(actor.getSnapshot().context).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
    // Her own choice afterwards stands while the declared days stay the same.
    actor.send({ type: 'payDates.selected', payDates: '10,25' })
    actor.send({ type: 'client.changed', client: { ...repeated, nextPayDate: null } })
    expect(actor.getSnapshot().context).toMatchObject({ payCycle: 'semi_monthly', payDates: '10,25' })
    // Days declared anew replace it.
    actor.send({
      type: 'client.changed',
      client: { ...repeated, nextPayDate: null, savedPayDay: { cycle: 'monthly', value: '31' } },
    })
    expect(actor.getSnapshot().context).toMatchObject({ payCycle: 'monthly', payDates: '31' })
  })

  it('takes the cycle and pay days declared with lead info at the employment step', () => {
    const actor = ready()
    actor.send({ type: 'payCycle.selected', payCycle: 'biweekly' })
    actor.send({
      type: 'leadInfo.changed',
      nextPayDate: new Date(2026, 10, 30),
      payDay: { cycle: 'semi_monthly', value: '15,30' },
    })
    expect(actor.getSnapshot().context).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
  })

  it('drops a promo code the ERP refuses and asks for the offer again without it', () => {
    const actor = ready()
    actor.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    actor.send({ type: 'promoCode.changed', promoCode: 'BIENVENIDA' })
    actor.send(internal({ type: 'xstate.after.offerDebounce.calculator.active.offer.waiting' }))
    expect(actor.getSnapshot().matches({ active: { offer: 'loading' } })).toBe(true)
    actor.send(
      internal({
        type: 'xstate.error.actor.loadOffer',
        error: { status: 400, violations: [{ name: 'promoName', status: 'invalid_promo_code' }] },
      }),
    )
    expect(actor.getSnapshot().context).toMatchObject({ promoCode: '', promoRefused: 'BIENVENIDA', offerProblem: null })
    // Not the failure block: the offer is asked again, without the code.
    expect(actor.getSnapshot().matches({ active: { offer: 'waiting' } })).toBe(true)
  })

  it('resets to the first-loan maximum on logout', () => {
    const actor = ready()
    actor.send({ type: 'client.changed', client: repeated })
    actor.send({ type: 'amount.changed', amount: 8000 })
    actor.send({ type: 'client.changed', client: null })
    expect(actor.getSnapshot().context).toMatchObject({ amount: 5000, tab: 0 })
  })

  it('sets the amount to the available amount when an increase is offered', () => {
    const actor = ready()
    actor.send({ type: 'client.changed', client: repeated })
    actor.send({ type: 'increase.offered', availableAmount: 9000 })
    expect(actor.getSnapshot().context.amount).toBe(9000)
  })

  it('flags the empty pay fields when submitted without them', () => {
    const actor = ready()
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.showErrors).toBe(true)
  })

  it('sends the guest to registration, the repeated tab to login, and a client to apply', () => {
    expect(submitRoute(false, 0)).toBe('registration')
    expect(submitRoute(false, 1)).toBe('login')
    expect(submitRoute(true, 0)).toBe('application-apply')
    expect(submitRoute(true, 1)).toBe('application-apply')
  })
})

describe('calculator config loading', () => {
  it("shows '[API] failed to load configs' when the limits cannot be read, and reads them again on retry", async () => {
    const reportConfigFailure = vi.fn()
    let failures = 1
    const loadConfig = vi.fn(async () => {
      if (failures-- > 0) throw { status: -1, violations: [] }
      return config
    })
    const actor = createActor(
      calculatorMachine.provide({
        actors: { loadConfig: fromPromise(loadConfig), loadOffer: pending },
        actions: { reportConfigFailure },
      }),
      { input },
    ).start()
    actor.send({ type: 'calculator.shown' })
    expect(actor.getSnapshot().matches({ active: { config: 'loading' } })).toBe(true)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { config: 'failed' } })).toBe(true))
    expect(reportConfigFailure).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.settings).toBeNull()
    actor.send({ type: 'config.retry' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { config: 'ready' } })).toBe(true))
    expect(loadConfig).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.amount).toBe(5000)
  })
})

describe('calculator lead info', () => {
  it("re-initialises the pay dates to the lead's next pay date and keeps them in the cookie", () => {
    const persist = vi.fn()
    const actor = createActor(
      calculatorMachine.provide({ actors: { loadConfig: pending, loadOffer: pending }, actions: { persist } }),
      {
        input,
        clock: new SimulatedClock(),
      },
    ).start()
    actor.send({ type: 'calculator.shown' })
    actor.send(internal({ type: 'xstate.done.actor.loadConfig', output: config }))
    actor.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    expect(actor.getSnapshot().context.payDates).toBe('5,20')
    persist.mockClear()
    actor.send({ type: 'leadInfo.changed', nextPayDate: new Date(2026, 10, 30) })
    expect(actor.getSnapshot().context.payDates).toBe('15,30')
    expect(persist).toHaveBeenCalled()
  })
})

describe('calculator offer timing (simulated clock)', () => {
  function withOffers() {
    const clock = new SimulatedClock()
    const resolvers: { question: OfferQuestion; resolve: (offer: Offer) => void; reject: (error: unknown) => void }[] = []
    const loadOffer = vi.fn(
      ({ input }: { input: OfferQuestion }) =>
        new Promise<Offer>((resolve, reject) => resolvers.push({ question: input, resolve, reject })),
    )
    const actor = createActor(
      calculatorMachine.provide({
        actors: { loadConfig: fromPromise(async () => config), loadOffer: fromPromise(loadOffer) },
      }),
      { input, clock },
    ).start()
    return { actor, clock, loadOffer, resolvers }
  }

  async function readyWithCycle() {
    const setup = withOffers()
    setup.actor.send({ type: 'calculator.shown' })
    await vi.waitFor(() => expect(setup.actor.getSnapshot().context.config).not.toBeNull())
    setup.actor.send({ type: 'payCycle.selected', payCycle: 'monthly' })
    return setup
  }

  it('asks for the offer 300 ms after the last change, once', async () => {
    const { actor, clock, loadOffer } = await readyWithCycle()
    clock.increment(200)
    actor.send({ type: 'amount.changed', amount: 3000 })
    clock.increment(200)
    actor.send({ type: 'amount.changed', amount: 3500 })
    clock.increment(299)
    expect(loadOffer).not.toHaveBeenCalled()
    clock.increment(1)
    expect(loadOffer).toHaveBeenCalledTimes(1)
    expect(loadOffer.mock.calls[0]![0].input).toMatchObject({
      amount: 3500,
      payCycle: 'monthly',
      payDates: '1',
      sequenceType: 'first',
    })
  })

  it('never shows the answer to a question that changed meanwhile', async () => {
    const { actor, clock, resolvers } = await readyWithCycle()
    clock.increment(300)
    actor.send({ type: 'amount.changed', amount: 2000 })
    resolvers[0]!.resolve(offer(1))
    await Promise.resolve()
    expect(actor.getSnapshot().context.offer).toBeNull()
    clock.increment(300)
    resolvers[1]!.resolve(offer(2400))
    await vi.waitFor(() => expect(actor.getSnapshot().context.offer?.total).toBe(2400))
    expect(actor.getSnapshot().matches({ active: { offer: 'shown' } })).toBe(true)
  })

  it('asks again when the key changes after an offer was shown, and not when it does not', async () => {
    const { actor, clock, resolvers, loadOffer } = await readyWithCycle()
    clock.increment(300)
    resolvers[0]!.resolve(offer(6000))
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { offer: 'shown' } })).toBe(true))
    actor.send({ type: 'amount.changed', amount: 5000 })
    clock.increment(300)
    expect(loadOffer).toHaveBeenCalledTimes(1)
    actor.send({ type: 'promoCode.changed', promoCode: 'BIENVENIDA' })
    clock.increment(300)
    expect(loadOffer).toHaveBeenCalledTimes(2)
    expect(loadOffer.mock.calls[1]![0].input.promoCode).toBe('BIENVENIDA')
  })

  it('shows the error block when the offer fails and asks again on retry', async () => {
    const { actor, clock, resolvers, loadOffer } = await readyWithCycle()
    clock.increment(300)
    resolvers[0]!.reject({ status: 502, violations: [] })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { offer: 'failed' } })).toBe(true))
    actor.send({ type: 'offer.retry' })
    expect(loadOffer).toHaveBeenCalledTimes(2)
    resolvers[1]!.resolve(offer(6000))
    await vi.waitFor(() => expect(actor.getSnapshot().context.offer?.total).toBe(6000))
  })
})

describe('calculator update-application action', () => {
  it('sends the amount only when amount or term differ from what the application has', async () => {
    const updateApplication = vi.fn(async (_: { input: { applicationId: number; amount: number } }): Promise<unknown> => ({
      id: 7,
    }))
    const saved = { amount: 3000, tab: 0 as const, payCycle: 'monthly' as const, payDates: '1', promoCode: null, term: 10 }
    const actor = createActor(
      calculatorMachine.provide({
        actors: {
          loadConfig: fromPromise(async () => config),
          loadOffer: fromPromise(async () => ({ total: 3500, term: 10 }) as unknown as Offer),
          updateApplication: fromPromise(updateApplication),
        },
      }),
      { input: { saved, today } },
    ).start()
    actor.send({ type: 'calculator.shown' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.config).not.toBeNull())
    await vi.waitFor(() => expect(actor.getSnapshot().context.offer?.term).toBe(10), { timeout: 2000 })
    // Same amount and term as the application received: nothing is sent.
    actor.send({ type: 'application.update', applicationId: 7 })
    expect(updateApplication).not.toHaveBeenCalled()
    actor.send({ type: 'amount.changed', amount: 4000 })
    actor.send({ type: 'application.update', applicationId: 7 })
    await vi.waitFor(() => expect(updateApplication).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { application: 'idle' } })).toBe(true))
    await vi.waitFor(() => expect(actor.getSnapshot().context.offer?.term).toBe(10), { timeout: 2000 })
    actor.send({ type: 'application.update', applicationId: 7 })
    expect(updateApplication).toHaveBeenCalledTimes(1)
    expect(updateApplication.mock.calls[0]).toEqual([expect.objectContaining({ input: { applicationId: 7, amount: 4000 } })])
  })
})
