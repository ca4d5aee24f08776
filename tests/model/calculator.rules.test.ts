import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import {
  calculatorMachine,
  offerQuestion,
  questionKey,
  type CalculatorClient,
  type CalculatorContext,
  type CalculatorEvent,
} from '../../machines/calculator.machine'
import type { CalculatorConfig } from '../../src/domain/calculator'
import type { CalculatorCookie } from '../../src/domain/calculator-cookie'
import { recordedCalls } from './support/recorded'

/*
 * The calculator's rules, one by one: what a change does to the amount, the tab, the pay dates,
 * the offer asked and the cookie kept. Limits: 1000 to 10000 pesos by 100, a first loan at most
 * 5000. On 21/11/2026 the semi-monthly options start with 5,20; paid on the 30th, 15,30.
 */

const TODAY = new Date(2026, 10, 21)
const config: CalculatorConfig = {
  amountLimits: { minMainLoan: 1000, amountTo: 10000, minAdditionLoan: 500, interval: 100 },
  initialStates: { new: { minAmount: 1000, maxAmount: 5000 }, repeated: { minAmount: 1000, maxAmount: 10000 } },
}
const client = (extra: Partial<CalculatorClient> = {}): CalculatorClient => ({
  id: '2',
  availableAmount: 8000,
  hasActiveLoan: false,
  closedLoansCount: 1,
  hasUncancelledApplications: false,
  nextPayDate: null,
  savedPayDay: null,
  hasSavedSalaryCycle: false,
  salaryCycle: null,
  hasActualApplication: false,
  hasActiveRefinancing: false,
  ...extra,
})
const problem = (status: number, extra: object = {}) => ({ status, violations: [], ...extra })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CalculatorEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as CalculatorEvent
const offer = { total: 5900, term: 9 }

/** The calculator with calls that record their input and never answer, and a count of the cookie writes. */
function calculator(saved: CalculatorCookie | null = null) {
  const { calls, recorded } = recordedCalls()
  let persisted = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    calculatorMachine.provide({
      actors: {
        loadConfig: recorded('loadConfig'),
        loadOffer: recorded('loadOffer'),
        updateApplication: recorded('updateApplication'),
      },
      actions: { persist: () => void persisted++ },
    }),
    { input: { saved, today: TODAY }, clock },
  ).start()
  const send = (event: CalculatorEvent | AnyEventObject) => actor.send(event as CalculatorEvent)
  return {
    actor,
    calls,
    clock,
    send,
    persisted: () => persisted,
    context: () => actor.getSnapshot().context,
    offerState: () => (actor.getSnapshot().value as { active?: { offer: string } }).active?.offer,
  }
}

/** Shown, limits loaded. */
function ready(saved: CalculatorCookie | null = null) {
  const c = calculator(saved)
  c.send({ type: 'calculator.shown' })
  c.send(done('loadConfig', config))
  return c
}

/** Shown, limits loaded, a complete question and its offer on screen. */
function withOffer() {
  const c = ready()
  c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
  c.clock.increment(300)
  c.send(done('loadOffer', offer))
  expect(c.offerState()).toBe('shown')
  return c
}

const base: CalculatorContext = {
  config,
  client: null,
  limit: 'all',
  settings: null,
  amount: 3000,
  tab: 0,
  payCycle: 'semi_monthly',
  payDates: '5,20',
  promoCode: '',
  leadNextPayDate: null,
  leadPayDay: null,
  promoRefused: null,
  today: TODAY,
  offer: null,
  offerKey: null,
  offerProblem: null,
  showErrors: false,
  applied: null,
  applicationProblem: null,
}

describe('the question the offer answers', () => {
  it('is asked for an amount, a pay cycle and a pay date', () => {
    expect(offerQuestion(base)).toEqual({
      sequenceType: 'first',
      amount: 3000,
      payCycle: 'semi_monthly',
      payDates: '5,20',
      promoCode: null,
      loggedIn: false,
    })
  })

  it.each<[string, Partial<CalculatorContext>]>([
    ['no amount', { amount: null }],
    ['an amount of 0', { amount: 0 }],
    ['a negative amount', { amount: -100 }],
    ['no pay cycle', { payCycle: null }],
    ['no pay date', { payDates: null }],
  ])('is not asked with %s', (_, change) => {
    expect(offerQuestion({ ...base, ...change })).toBeNull()
    expect(questionKey({ ...base, ...change })).toBeNull()
  })

  it("asks a guest's repeated-client prices on the repeated tab", () => {
    expect(offerQuestion({ ...base, tab: 1 })?.sequenceType).toBe('repeated')
  })

  it("asks a client's own prices, signed in, whatever the tab", () => {
    expect(offerQuestion({ ...base, tab: 0, client: client() })).toMatchObject({ sequenceType: 'repeated', loggedIn: true })
    expect(offerQuestion({ ...base, tab: 1, client: client({ closedLoansCount: 0 }) })?.sequenceType).toBe('first')
  })

  it('sends a promo code of two letters or more, trimmed, and none shorter', () => {
    expect(offerQuestion({ ...base, promoCode: '  AB ' })?.promoCode).toBe('AB')
    expect(offerQuestion({ ...base, promoCode: ' A ' })?.promoCode).toBeNull()
  })

  it('is keyed by the sequence and what it asks', () => {
    expect(questionKey(base)).toBe('first|["guest",3000,"semi_monthly","5,20",""]')
    expect(questionKey({ ...base, tab: 1 })).toBe('repeated|["guest",3000,"semi_monthly","5,20",""]')
  })
})

describe('the amount', () => {
  it('moves a guest to the repeated tab when the slider passes the first-loan maximum', () => {
    const c = ready()
    c.send({ type: 'amount.changed', amount: 5000 })
    expect(c.context()).toMatchObject({ amount: 5000, tab: 0 })
    c.send({ type: 'amount.changed', amount: 6000 })
    expect(c.context()).toMatchObject({ amount: 6000, tab: 1, settings: { current: 6000 } })
  })

  it('leaves a signed-in client on her tab whatever the amount', () => {
    const c = ready()
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'amount.changed', amount: 7000 })
    expect(c.context()).toMatchObject({ amount: 7000, tab: 0 })
    c.send({ type: 'amount.committed', amount: 7049 })
    expect(c.context()).toMatchObject({ amount: 7000, tab: 0 })
  })

  it('rounds a typed amount to the nearest step when it is left, and moves a guest past the first-loan maximum', () => {
    const c = ready()
    c.send({ type: 'amount.committed', amount: 5049 })
    expect(c.context()).toMatchObject({ amount: 5000, tab: 0, settings: { current: 5000 } })
    c.send({ type: 'amount.committed', amount: 5050 })
    expect(c.context()).toMatchObject({ amount: 5100, tab: 1, settings: { current: 5100 } })
  })

  it('goes back to the first-loan maximum with the first-loan tab, and only from above it', () => {
    const c = ready()
    c.send({ type: 'amount.changed', amount: 6000 })
    c.send({ type: 'tab.selected', tab: 1 })
    expect(c.context()).toMatchObject({ amount: 6000, tab: 1 })
    c.send({ type: 'tab.selected', tab: 0 })
    expect(c.context()).toMatchObject({ amount: 5000, tab: 0, settings: { current: 5000 } })
    c.send({ type: 'amount.changed', amount: 3000 })
    c.send({ type: 'tab.selected', tab: 0 })
    expect(c.context().amount).toBe(3000)
  })

  it('takes an increase up to the available amount offered', () => {
    const c = ready()
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'increase.offered', availableAmount: 9000 })
    expect(c.context()).toMatchObject({ amount: 9000, settings: { max: 9000, current: 9000 } })
  })

  it('keeps the first-loan ceiling on a page for a first loan, even with an increase', () => {
    const c = calculator()
    c.send({ type: 'calculator.shown', limit: 'first' })
    c.send(done('loadConfig', config))
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'increase.offered', availableAmount: 8000 })
    expect(c.context()).toMatchObject({ limit: 'first', amount: 5000, settings: { max: 5000, current: 5000 } })
  })

  it('offers no increase to a guest', () => {
    const c = ready()
    c.send({ type: 'increase.offered', availableAmount: 9000 })
    expect(c.context().settings?.max).toBe(10000)
    expect(c.context().amount).toBe(5000)
  })

  it("applies every page's limit when none is said", () => {
    const c = ready()
    expect(c.context().limit).toBe('all')
  })
})

describe('who uses the calculator', () => {
  it('keeps the amount and tab a guest chose when she signs in, and when nothing changes', () => {
    const c = ready()
    c.send({ type: 'amount.changed', amount: 6000 })
    expect(c.context().tab).toBe(1)
    c.send({ type: 'client.changed', client: null })
    expect(c.context()).toMatchObject({ amount: 6000, tab: 1 })
    c.send({ type: 'client.changed', client: client() })
    expect(c.context()).toMatchObject({ amount: 6000, tab: 1 })
    c.send({ type: 'client.changed', client: client() })
    expect(c.context()).toMatchObject({ amount: 6000, tab: 1 })
  })

  it('goes back to the first-loan maximum on the first-loan tab when the client logs out', () => {
    const c = ready()
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'amount.changed', amount: 7000 })
    c.send({ type: 'tab.selected', tab: 1 })
    c.send({ type: 'client.changed', client: null })
    expect(c.context()).toMatchObject({ client: null, amount: 5000, tab: 0 })
  })

  it('goes back to the first-loan maximum when the client logs out before the calculator is shown', () => {
    const saved = { amount: 3000, tab: 0 as const, payCycle: null, payDates: null, promoCode: null }
    const c = calculator(saved)
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'client.changed', client: null })
    expect(c.context().amount).toBeNull()
    c.send({ type: 'calculator.shown' })
    c.send(done('loadConfig', config))
    expect(c.context().amount).toBe(5000)
  })

  it("sets the pay date to the client's next pay day when it becomes known, keeping the cycle chosen", () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    expect(c.context().payDates).toBe('5,20')
    c.send({ type: 'client.changed', client: client({ nextPayDate: new Date(2026, 10, 30) }) })
    expect(c.context()).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
  })

  it('keeps a pay date chosen by hand while the client and her pay days stay the same', () => {
    const c = ready()
    c.send({ type: 'client.changed', client: client({ nextPayDate: new Date(2026, 10, 30) }) })
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    c.send({ type: 'payDates.selected', payDates: '13,28' })
    c.send({ type: 'client.changed', client: client({ nextPayDate: new Date(2026, 10, 30) }) })
    expect(c.context().payDates).toBe('13,28')
  })

  it('takes the cycle and days the client declared, over an earlier choice', () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'weekly' })
    c.send({ type: 'client.changed', client: client({ savedPayDay: { cycle: 'semi_monthly', value: '15,30' } }) })
    expect(c.context()).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30' })
  })

  it("takes the client's saved cycle when none was chosen, with its usual date", () => {
    const c = ready()
    c.send({ type: 'client.changed', client: client({ salaryCycle: 'semi_monthly', hasSavedSalaryCycle: true }) })
    expect(c.context()).toMatchObject({ payCycle: 'semi_monthly', payDates: '10,25' })
  })

  it('is told who uses it before it is shown, and keeps it', () => {
    const c = calculator()
    c.send({ type: 'client.changed', client: client({ salaryCycle: 'monthly' }) })
    expect(c.context()).toMatchObject({ client: { id: '2' }, payCycle: 'monthly', payDates: '1' })
  })
})

describe("a lead's pay days", () => {
  it('take the cycle and days declared with them, before and after the calculator shows', () => {
    const c = calculator()
    c.send({ type: 'leadInfo.changed', nextPayDate: null, payDay: { cycle: 'semi_monthly', value: '15,30' } })
    expect(c.context()).toMatchObject({
      payCycle: 'semi_monthly',
      payDates: '15,30',
      leadPayDay: { cycle: 'semi_monthly', value: '15,30' },
    })
    expect(c.persisted()).toBe(1)
  })

  it('keep the days declared earlier when only the next pay date comes, and the cycle chosen', () => {
    const c = ready()
    c.send({ type: 'leadInfo.changed', nextPayDate: null, payDay: { cycle: 'semi_monthly', value: '14,29' } })
    c.send({ type: 'leadInfo.changed', nextPayDate: new Date(2026, 10, 30) })
    expect(c.context()).toMatchObject({
      leadPayDay: { cycle: 'semi_monthly', value: '14,29' },
      payCycle: 'semi_monthly',
      payDates: '14,29',
    })
    expect(c.context().leadNextPayDate).toEqual(new Date(2026, 10, 30))
  })

  it('set the pay date from the next pay date when no days were declared', () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    c.send({ type: 'leadInfo.changed', nextPayDate: new Date(2026, 10, 30) })
    expect(c.context()).toMatchObject({ payCycle: 'semi_monthly', payDates: '15,30', leadPayDay: null })
  })
})

describe('the calculator cookie', () => {
  it.each<[string, (c: ReturnType<typeof ready>) => void]>([
    ['the limits are read', () => {}],
    ['another page shows it', (c) => c.send({ type: 'calculator.shown', limit: 'first' })],
    ['the amount slides', (c) => c.send({ type: 'amount.changed', amount: 4000 })],
    ['the amount is typed', (c) => c.send({ type: 'amount.committed', amount: 4000 })],
    ['a tab is chosen', (c) => c.send({ type: 'tab.selected', tab: 1 })],
    ['a pay cycle is chosen', (c) => c.send({ type: 'payCycle.selected', payCycle: 'monthly' })],
    ['a promo code is typed', (c) => c.send({ type: 'promoCode.changed', promoCode: 'SPRING' })],
    ['the client changes', (c) => c.send({ type: 'client.changed', client: client() })],
    ['lead info comes', (c) => c.send({ type: 'leadInfo.changed', nextPayDate: new Date(2026, 10, 30) })],
  ])('is written when %s', (_, act) => {
    const c = calculator()
    c.send({ type: 'calculator.shown' })
    expect(c.persisted()).toBe(0)
    c.send(done('loadConfig', config))
    expect(c.persisted()).toBe(1)
    act(c)
    expect(c.persisted()).toBe(_ === 'the limits are read' ? 1 : 2)
  })

  it('is written when a pay date is chosen, an increase offered, and a complete form submitted', () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    const before = c.persisted()
    c.send({ type: 'payDates.selected', payDates: '15,30' })
    expect(c.persisted()).toBe(before + 1)
    c.send({ type: 'client.changed', client: client() })
    c.send({ type: 'increase.offered', availableAmount: 9000 })
    expect(c.persisted()).toBe(before + 3)
    c.send({ type: 'submit' })
    expect(c.persisted()).toBe(before + 4)
  })

  it('ignores a pay date before a cycle is chosen', () => {
    const c = ready()
    c.send({ type: 'payDates.selected', payDates: '15,30' })
    expect(c.context().payDates).toBeNull()
    expect(c.persisted()).toBe(1)
  })
})

describe('the offer', () => {
  it('is asked again 300 ms after any change of what it depends on', () => {
    const changes: [string, CalculatorEvent][] = [
      ['amount', { type: 'amount.changed', amount: 4000 }],
      ['typed amount', { type: 'amount.committed', amount: 4000 }],
      ['tab', { type: 'tab.selected', tab: 1 }],
      ['client', { type: 'client.changed', client: client() }],
      ['lead', { type: 'leadInfo.changed', nextPayDate: new Date(2026, 10, 30) }],
      ['promo code', { type: 'promoCode.changed', promoCode: 'SPRING' }],
    ]
    for (const [, change] of changes) {
      const c = withOffer()
      c.send(change)
      expect(c.offerState()).toBe('waiting')
      c.clock.increment(300)
      expect(c.offerState()).toBe('loading')
    }
  })

  it('is asked again when a page for a first loan brings the amount down to its ceiling', () => {
    const c = withOffer()
    c.send({ type: 'amount.changed', amount: 6000 })
    c.clock.increment(300)
    c.send(done('loadOffer', offer))
    expect(c.offerState()).toBe('shown')
    c.send({ type: 'calculator.shown', limit: 'first' })
    expect(c.context().amount).toBe(5000)
    expect(c.offerState()).toBe('waiting')
  })

  it('is asked again for the amount the limits bring a saved one to, once they are read', () => {
    const saved = { amount: 20000, tab: 0 as const, payCycle: 'semi_monthly' as const, payDates: '5,20', promoCode: null }
    const c = calculator(saved)
    c.send({ type: 'calculator.shown' })
    c.clock.increment(300)
    expect(c.calls.filter((call) => call.call === 'loadOffer').map((call) => (call.input as { amount: number }).amount)).toEqual([
      20000,
    ])
    c.send(done('loadConfig', config))
    expect(c.context().amount).toBe(10000)
    c.clock.increment(300)
    expect(c.calls.filter((call) => call.call === 'loadOffer').map((call) => (call.input as { amount: number }).amount)).toEqual([
      20000, 10000,
    ])
  })

  it('is asked again when a client is offered an increase', () => {
    const c = withOffer()
    c.send({ type: 'client.changed', client: client() })
    c.clock.increment(300)
    c.send(done('loadOffer', offer))
    c.send({ type: 'increase.offered', availableAmount: 9000 })
    expect(c.offerState()).toBe('waiting')
  })

  it('is asked of the question on screen, and kept with its key', () => {
    const c = withOffer()
    expect(c.calls.at(-1)).toEqual({
      call: 'loadOffer',
      input: {
        sequenceType: 'first',
        amount: 5000,
        payCycle: 'semi_monthly',
        payDates: '5,20',
        promoCode: null,
        loggedIn: false,
      },
    })
    expect(c.context()).toMatchObject({ offer, offerKey: 'first|["guest",5000,"semi_monthly","5,20",""]', offerProblem: null })
  })

  it('says why it could not be read, and is asked again on retry', () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    c.clock.increment(300)
    c.send(failed('loadOffer', problem(503)))
    expect(c.offerState()).toBe('failed')
    expect(c.context().offerProblem).toEqual(problem(503))
    c.send({ type: 'offer.retry' })
    expect(c.offerState()).toBe('loading')
  })

  it('drops a refused promo code, says so at the field, and asks again without it', () => {
    const c = ready()
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    c.send({ type: 'promoCode.changed', promoCode: 'OLDCODE' })
    c.clock.increment(300)
    const before = c.persisted()
    c.send(failed('loadOffer', problem(400, { violations: [{ name: 'promoCode', status: 'invalid_promo_code' }] })))
    expect(c.context()).toMatchObject({ promoCode: '', promoRefused: 'OLDCODE' })
    expect(c.persisted()).toBe(before + 1)
    expect(c.offerState()).toBe('waiting')
  })

  it('is cleared when the question is no longer complete', () => {
    const c = withOffer()
    c.send({ type: 'amount.changed', amount: 4000 })
    c.clock.increment(300)
    c.send(failed('loadOffer', problem(503)))
    expect(c.context().offerProblem).not.toBeNull()
    c.send({ type: 'client.changed', client: client({ availableAmount: 0 }) })
    expect(c.offerState()).toBe('incomplete')
    expect(c.context()).toMatchObject({ offer: null, offerKey: null, offerProblem: null })
  })
})

describe('submitting the calculator', () => {
  it('keeps what the application receives, the promo code trimmed and the term of the offer', () => {
    const c = withOffer()
    c.send({ type: 'promoCode.changed', promoCode: '  SPRING ' })
    c.send({ type: 'submit' })
    expect(c.context().applied).toEqual({
      amount: 5000,
      tab: 0,
      payCycle: 'semi_monthly',
      payDates: '5,20',
      promoCode: 'SPRING',
      term: 9,
    })
    expect(c.context().showErrors).toBe(false)
  })

  it('keeps no promo code when none was typed', () => {
    const c = withOffer()
    c.send({ type: 'submit' })
    expect(c.context().applied?.promoCode).toBeNull()
  })

  it('shows the errors of the empty fields when the pay date is missing', () => {
    const c = ready()
    c.send({ type: 'submit' })
    expect(c.context()).toMatchObject({ showErrors: true, applied: null })
  })

  it('shows the errors when a saved pay cycle came without its pay date', () => {
    const saved = { amount: 3000, tab: 0 as const, payCycle: 'semi_monthly' as const, payDates: null, promoCode: null }
    const c = ready(saved)
    expect(c.context()).toMatchObject({ payCycle: 'semi_monthly', payDates: null })
    c.send({ type: 'submit' })
    expect(c.context()).toMatchObject({ showErrors: true, applied: saved })
  })
})

describe("an open application's amount", () => {
  it('is sent when it differs from what the application has, and kept once accepted', () => {
    const saved: CalculatorCookie = { amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '5,20', promoCode: null, term: 9 }
    const c = ready(saved)
    c.send({ type: 'amount.changed', amount: 4000 })
    c.send({ type: 'application.update', applicationId: 77 })
    expect(c.calls.at(-1)).toEqual({ call: 'updateApplication', input: { applicationId: 77, amount: 4000 } })
    const before = c.persisted()
    c.send(done('updateApplication', {}))
    expect(c.context().applied).toMatchObject({ amount: 4000 })
    expect(c.persisted()).toBe(before + 1)
  })

  it('is not sent when the application has it already', () => {
    const saved: CalculatorCookie = { amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '5,20', promoCode: null, term: 9 }
    const c = ready(saved)
    c.send({ type: 'amount.changed', amount: 3000 })
    c.send({ type: 'payCycle.selected', payCycle: 'semi_monthly' })
    c.clock.increment(300)
    c.send(done('loadOffer', offer))
    c.send({ type: 'application.update', applicationId: 77 })
    expect(c.calls.filter((call) => call.call === 'updateApplication')).toEqual([])
  })

  it('says why an update failed, and stays ready for the next', () => {
    const saved: CalculatorCookie = { amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '5,20', promoCode: null, term: 9 }
    const c = ready(saved)
    c.send({ type: 'amount.changed', amount: 4000 })
    c.send({ type: 'application.update', applicationId: 77 })
    c.send(failed('updateApplication', problem(409)))
    expect(c.context().applicationProblem).toEqual(problem(409))
    expect(c.context().applied).toEqual(saved)
    expect((c.actor.getSnapshot().value as { active: { application: string } }).active.application).toBe('idle')
  })
})

describe('calls the app has not given', () => {
  it('fail rather than answer: no limits, no offer, no update', async () => {
    const actor = createActor(calculatorMachine, { input: { saved: null, today: TODAY } }).start()
    actor.send({ type: 'calculator.shown' })
    await waitFor(actor, (snapshot) => snapshot.matches({ active: { config: 'failed' } }), { timeout: 2000 })
    expect(actor.getSnapshot().context.config).toBeNull()

    const clock = new SimulatedClock()
    const saved: CalculatorCookie = { amount: 3000, tab: 0, payCycle: 'semi_monthly', payDates: '5,20', promoCode: null, term: 9 }
    const withLimits = createActor(calculatorMachine.provide({ actors: { loadConfig: fromPromise(async () => config) } }), {
      input: { saved, today: TODAY },
      clock,
    }).start()
    withLimits.send({ type: 'calculator.shown' })
    await waitFor(withLimits, (snapshot) => snapshot.matches({ active: { config: 'ready' } }), { timeout: 2000 })
    clock.increment(300)
    await waitFor(withLimits, (snapshot) => snapshot.matches({ active: { offer: 'failed' } }), { timeout: 2000 })
    expect(withLimits.getSnapshot().context.offerProblem).toEqual({ status: -1, violations: [] })
    withLimits.send({ type: 'amount.changed', amount: 4000 })
    withLimits.send({ type: 'application.update', applicationId: 77 })
    await waitFor(withLimits, (snapshot) => snapshot.context.applicationProblem !== null, { timeout: 2000 })
    expect(withLimits.getSnapshot().context.applied).toEqual(saved)
  })
})
