import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, type AnyEventObject } from 'xstate'
import { OUTCOME_STATUS } from '../../server/applications/decision'
import { steeringByEmail } from '../../server/applications/steering'
import { applicationJourneys } from '../e2e/journeys/application'
import { OUTCOMES, type Outcome } from '../e2e/journeys/erp'
import { flowJourneys } from '../e2e/journeys/flow'
import { loanJourneys, type LoanAct, type LoanArrange, type LoanSetup } from '../e2e/journeys/loan'
import { describePath, selectJourneys, type Journey, type JourneyMachine } from '../e2e/journeys/select'

/** A door that a person opens (the motor answers, or sticks and is retried) and closes; nobody can kick it. */
const door = setup({ actors: { motor: fromPromise(async () => 'open') } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { meta: { screen: 'closed' }, on: { open: 'opening', kick: 'broken' } },
    opening: { invoke: { id: 'motor', src: 'motor', onDone: 'open', onError: 'stuck' } },
    stuck: { meta: { screen: 'stuck' }, on: { 'door.retry': 'opening' } },
    open: { meta: { screen: 'open' }, on: { close: 'closed' } },
    broken: { meta: { screen: 'broken' } },
  },
})

const doorJourneys: JourneyMachine<string, null, never> = {
  paths: {
    name: 'door',
    model: door,
    starts: [{ label: 'start' }],
    events: [
      { type: 'open' },
      { type: 'close' },
      { type: 'kick' },
      { type: 'door.retry' },
      { type: 'xstate.done.actor.motor', output: 'open' },
      { type: 'xstate.error.actor.motor', error: 'stuck' },
    ],
    serialize: (snapshot) => snapshot.value,
  },
  driver: (event) =>
    event.type === 'kick'
      ? { undrivable: 'nobody kicks the door' }
      : event.type.startsWith('xstate.')
        ? { by: 'answer' }
        : { by: 'user', act: event.type },
  shows: (snapshot) => {
    const screen = (Object.values(snapshot.getMeta())[0] as { screen?: string } | undefined)?.screen
    return screen ? { key: screen, route: null } : null
  },
  plan: (played) => ({ setup: null, steps: played.map(() => ({ arrange: [] })) }),
}

const types = (events: readonly AnyEventObject[]) => events.map((event) => event.type)

describe('journeys chosen from a machine', () => {
  const selection = selectJourneys('door', doorJourneys)

  it('finds every screen the model can show, and says why the one nothing drives has no journey', () => {
    expect(selection.targets).toEqual(['broken', 'closed', 'open', 'stuck'])
    expect(selection.undriven).toEqual([{ target: 'broken', reason: 'kick: nobody kicks the door' }])
  })

  it('plays the shortest drivable path to each screen and through the retry, each on to where the door rests', () => {
    const journeys = selection.journeys.map((journey) => types(journey.steps.map((step) => step.event)))
    expect(journeys).toEqual([
      // Opened, then closed: the journey that only opened is its start and is left to it.
      ['open', 'xstate.done.actor.motor', 'close'],
      // Stuck, retried: the retry goes on to where the door rests.
      ['open', 'xstate.error.actor.motor', 'door.retry', 'xstate.done.actor.motor'],
    ])
    expect(selection.journeys[1]!.covers).toEqual(expect.arrayContaining(['shows stuck', 'takes door.stuck --door.retry[0]']))
  })

  it('names each journey by its path, as the model tests and the QA report do, and knows what each step does', () => {
    const [closing] = selection.journeys
    expect(closing!.name).toBe('door: open → xstate.done.actor.motor → close')
    expect(closing!.steps.map((step) => [step.by, step.act, step.rests, step.shows?.key ?? null])).toEqual([
      ['user', 'open', false, null],
      ['answer', null, true, 'open'],
      ['user', 'close', true, 'closed'],
    ])
  })
})

/**
 * What the reference ERP cannot be made to show, with why (docs/QA.md). A
 * new screen or stage of a machine gets a journey by itself; one that nothing drives fails here
 * until it is listed.
 */
const UNDRIVEN: Record<string, string[]> = {
  // A reading with a registration step due: the journeys' clients finished registration
  // (tests/e2e/journey-projection.spec.ts opens the application pages mid-registration).
  // The cash choice needs a client ready to sign (tests/e2e/cash-payout.spec.ts walks it), its failures are the
  // model tests'.
  application: [
    'application-accepted-cash · decided.acceptedCash.loadFailed',
    'application-loading · following.waiting',
    'flow · toSigning',
    'registration-address · registrationDue',
  ],
  flow: [
    'client.waiting.details',
    'client.waiting.details → details',
    'client.waiting.facebook',
    'client.waiting.facebook → facebook-login',
  ],
  // Every screen and stage of the loan page: its failures by no answer where the ERP never refuses.
  loan: [],
}

/** The app's polls a machine's journeys wait for, each moved on by the page's clock rather than waited out. */
const POLLS: Record<string, number> = { application: 3, flow: 3, loan: 10 }

describe.each([
  ['application', applicationJourneys],
  ['flow', flowJourneys],
  ['loan', loanJourneys],
] as const)('the %s journeys', (name, machine) => {
  const selection = selectJourneys(name, machine as JourneyMachine<unknown, unknown, unknown>)
  const shown = new Set(selection.journeys.flatMap((journey) => journey.steps.map((step) => step.shows?.key)))

  it('show every screen and stage the model can show, except those listed with the reason nothing drives them', () => {
    expect(selection.targets.length).toBeGreaterThan(5)
    expect(selection.targets.filter((target) => !shown.has(target))).toEqual(UNDRIVEN[name])
    expect(selection.undriven.map((entry) => entry.target)).toEqual(UNDRIVEN[name])
    // Nothing drives it because the reference ERP cannot produce it, or another test walks it (named);
    // a move out of a state listed so is undriven with it.
    const unreachable = (target: string) => {
      const source = target.split(' → ')[0]!
      return source !== target && UNDRIVEN[name]!.includes(source)
    }
    for (const { target, reason } of selection.undriven)
      if (!unreachable(target))
        expect(reason).toMatch(/^xstate\.done\.actor\.\w+: .*the reference ERP|\(tests\/(e2e|model)\/[\w.-]+\.ts\)/)
  })

  it('are named by their paths, drive every step, and wait for few polls', () => {
    for (const journey of selection.journeys) {
      expect(journey.name).toBe(`${name}: ${describePath(journey.steps.map((step) => step.event))}`)
      // A person or a timer acts; the ERP's answers come by themselves.
      for (const step of journey.steps) expect(step.act === null).toBe(step.by === 'answer')
      expect(journey.steps.at(-1)!.rests).toBe(true)
    }
    const polls = selection.journeys.flatMap((journey) => journey.steps.filter((step) => step.by === 'timer'))
    expect(polls.length).toBeLessThanOrEqual(POLLS[name]!)
  })
})

describe('the ERP vocabulary of the journeys', () => {
  it('matches the reference ERP: the status each outcome leaves, and the e-mail tag that steers a new application to it', () => {
    for (const outcome of Object.keys(OUTCOME_STATUS) as Outcome[]) {
      expect(OUTCOMES[outcome].status).toBe(OUTCOME_STATUS[outcome])
      expect(steeringByEmail(`qa+${OUTCOMES[outcome].tag}@example.mx`)?.outcome).toBe(outcome)
    }
    expect(Object.keys(OUTCOMES).sort()).toEqual(Object.keys(OUTCOME_STATUS).sort())
  })
})

describe('the loan journeys against the reference ERP', () => {
  const selection = selectJourneys('loan', loanJourneys as JourneyMachine<unknown, unknown, unknown>)
  const journeys = selection.journeys as Journey<LoanAct, LoanSetup, LoanArrange>[]
  const showing = (target: string) => journeys.find((journey) => journey.steps.some((step) => step.shows?.key === target))!
  const taking = (transition: string) => journeys.find((journey) => journey.covers.includes(`takes ${transition}`))!
  /** The journey that ends showing `target` after an event of this type. */
  const ending = (target: string, through: string) =>
    journeys.find(
      (journey) => journey.steps.at(-1)!.shows?.key === target && journey.steps.some((step) => step.event.type === through),
    )!
  const arranged = (journey: Journey<LoanAct, LoanSetup, LoanArrange>) => journey.steps.flatMap((step) => step.arrange)

  it('asserts at every rest the route its row of tests/model/oracle/loan.md says, the page opened where the row says none', () => {
    const routes = new Set(
      journeys.flatMap((journey) => journey.steps.filter((step) => step.rests).map((step) => step.shows?.route)),
    )
    expect([...routes].sort()).toEqual([null, 'profile-my-loan', 'profile-no-loan'])
    expect(showing('noLoan').steps.at(-1)!.shows).toEqual({ key: 'noLoan', route: 'profile-no-loan' })
    const failed = showing('loadFailed').steps.find((step) => step.shows?.key === 'loadFailed')!
    expect(failed.shows!.route).toBeNull()
  })

  it('starts each journey from the client its first reading needs: none, a loan paid out by SPEI held or received, or in cash', () => {
    expect(showing('noLoan').setup.loan).toBe('none')
    expect(showing('overview.watchingPayout').setup).toEqual(expect.objectContaining({ loan: 'spei', payout: 'moving' }))
    expect(showing('overview.watchingCash').setup).toEqual(expect.objectContaining({ loan: 'cash', payout: 'waiting' }))
    expect(taking('loan.overview.reissuingCash --xstate.done.actor.reissueCashPayout[0]').setup).toEqual(
      expect.objectContaining({ loan: 'cash', payout: 'expired' }),
    )
    // Paying the fee of an extension chosen earlier: it is chosen before the journey.
    expect(showing('extending.signing').setup.unpaidRollover).toBe(true)
  })

  it('steers what the later readings say before the action that asks for them: a payment at the provider, a failed call', () => {
    // A transfer that arrived closes the loan: its reference paid at the simulated provider before the poll that finds it.
    const repaid = ending('paid', 'repay.spei')
    const asked = repaid.steps.findLastIndex((step) => step.by !== 'answer')
    expect(repaid.steps[asked]!.arrange).toEqual([{ pay: 'spei', purpose: 'repayment' }])
    // The extension's fee paid in cash: the reference on the page, paid before asking.
    expect(arranged(ending('extending.done', 'fee.cash'))).toEqual([{ pay: 'cash' }])
    // No answer: the call fails in the browser from the action on.
    expect(arranged(taking('loan.repaying.loadingSpei --xstate.error.actor.loadSpei[0]'))).toEqual([{ fault: 'spei' }])
  })

  it('says why the page cannot make some events happen where the machine takes them', () => {
    const { model } = loanJourneys.paths
    const actor = createActor(model).start()
    expect(loanJourneys.driver({ type: 'print.opened', key: 'k' }, actor.getSnapshot())).toEqual({
      undrivable: expect.stringContaining('(tests/e2e/my-loan.spec.ts)'),
    })
    actor.stop()
    // Continuar with nothing chosen is refused by the page itself: the machine's way back to the choices is not driven.
    expect(
      selection.journeys.some((journey) => journey.covers.includes('takes loan.extending.createFailed --extend.confirm[1]')),
    ).toBe(false)
  })
})
