import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  FLOW_POLL_MS,
  flowMachine,
  type FingerprintInput,
  type FlowEvent,
  type FlowLoad,
  type FlowLoadInput,
} from '../../machines/flow.machine'
import type { RouteName } from '../../src/domain/routes'
import { isFlowPage, isReadingPage, type FlowState } from '../../src/domain/flow-steps'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
import { machinePaths } from './support/paths'
import { load, model } from './events/flow'

const cases = machinePaths('flow').map((path) => [path.name, path.events] as const)

describe('flow machine: paths generated from its graph', () => {
  it.each(cases)('%s', (_, events) => {
    const actor = createActor(model).start()
    const navigations: RouteName[] = []
    const searches: string[] = []
    actor.on('navigate', (event) => {
      navigations.push(event.to)
      searches.push(event.search)
    })
    for (const event of events) {
      const before = navigations.length
      const earlier = actor.getSnapshot()
      actor.send(event as FlowEvent)
      const snapshot = actor.getSnapshot()
      const { context } = snapshot
      // Nothing is known of the flow without a client or the sandbox.
      if (snapshot.matches('guest')) expect(context.flow).toBeNull()
      // The ERP is asked only while a client is logged in; the simulation only in sandbox mode.
      if (snapshot.matches({ client: 'loading' })) expect(context.signedIn).toBe(true)
      // At most one route per event, and it is the target held.
      expect(navigations.length - before).toBeLessThanOrEqual(1)
      if (navigations.length > before) expect(navigations.at(-1)).toBe(context.target)
      // Only the facebook login screen is given the page's query, for the external login.
      if (navigations.length > before && navigations.at(-1) !== 'facebook-login') expect(searches.at(-1)).toBe('')
      // A poll that newly answers completed or verification takes an open flow page to application loading.
      const answer = (event as { output?: { flow?: FlowState } }).output?.flow
      if (
        event.type === 'xstate.done.actor.loadFlow' &&
        earlier.matches({ client: 'loading' }) &&
        earlier.context.entering === null &&
        earlier.context.flow !== null &&
        isFlowPage(earlier.context.route) &&
        answer &&
        (answer.status === 'completed' || answer.step === 'verification') &&
        answer.step !== earlier.context.flow.step &&
        snapshot.matches({ client: 'waiting' })
      )
        expect(navigations.slice(before)).toEqual(['application-loading'])
      // Waiting, the flow stands at its step's own page, from the step table written here.
      if (snapshot.matches({ client: 'waiting' }) && context.flow) {
        const step = context.flow.step
        const page =
          step === 'new_client_created' && !context.client?.firstName
            ? 'details'
            : (
                { facebook: 'facebook', direct_debit_information: 'directDebit', verification: 'verification' } as Record<
                  string,
                  string
                >
              )[step]
        expect(snapshot.matches({ client: { waiting: (page ?? 'elsewhere') as 'elsewhere' } })).toBe(true)
      }
      // The banner that leads back to the journey shows only on a page the flow never moves.
      if (context.resume !== null) expect(isReadingPage(context.route)).toBe(true)
      // The fingerprint's token is the one the integration collected last, whatever the state.
      if (event.type === 'fingerprint.collected') expect(context.iobb).toBe(event.iobb)
      // The progress is cleared on a route outside registration.
      if (event.type === 'route.changed' && !String(event.name).startsWith('registration')) expect(context.progress).toBe(0)
    }
    actor.stop()
  })

  it('take every transition and reach every state', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const [, events] of cases) {
      const actor = createActor(model).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of events) {
        for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as FlowEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    // Reading the step's screen is passed through at once: never a state the flow rests in.
    expect(allStateIds(model).filter((id) => !reached.has(id))).toEqual(['flow.client.waiting.reading'])
  })
})

/** A live actor on a simulated clock, whose ERP answers `answers` in turn (the last one repeats). */
function live(answers: FlowLoad[], simulated: FlowLoad = load('new_client_created')) {
  const clock = new SimulatedClock()
  const calls: FlowLoadInput[] = []
  const simulations: FlowLoadInput[] = []
  const machine = flowMachine.provide({
    actors: {
      loadFlow: fromPromise<FlowLoad, FlowLoadInput>(async ({ input }) => {
        calls.push(input)
        return answers[Math.min(calls.length - 1, answers.length - 1)]!
      }),
      simulateFlow: fromPromise<FlowLoad, FlowLoadInput>(async ({ input }) => {
        simulations.push(input)
        return simulated
      }),
    },
  })
  const actor = createActor(machine, { clock }).start()
  const navigations: RouteName[] = []
  const searches: string[] = []
  const blocked: unknown[] = []
  actor.on('navigate', (event) => {
    navigations.push(event.to)
    searches.push(event.search)
  })
  actor.on('blocked', (event) => blocked.push(event))
  return { clock, actor, calls, simulations, navigations, searches, blocked }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('flow machine: polling on a simulated clock', () => {
  it('fetches on start and every 10000 ms while a client is logged in, and stops on logout', async () => {
    const { clock, actor, calls } = live([load('manual_page')])
    clock.increment(FLOW_POLL_MS * 3)
    expect(calls).toHaveLength(0)
    actor.send({ type: 'session.changed', client: true })
    await settled()
    expect(calls).toEqual([{ profile: true }])
    clock.increment(FLOW_POLL_MS - 1)
    await settled()
    expect(calls).toHaveLength(1)
    clock.increment(1)
    await settled()
    // Later polls ask for the flow only: the profile is known.
    expect(calls).toEqual([{ profile: true }, { profile: false }])
    clock.increment(FLOW_POLL_MS)
    await settled()
    expect(calls).toHaveLength(3)
    actor.send({ type: 'session.changed', client: false })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(actor.getSnapshot().context.flow).toBeNull()
    clock.increment(FLOW_POLL_MS * 5)
    await settled()
    expect(calls).toHaveLength(3)
  })

  it('moves the open page within one polling period when the step changes on the server', async () => {
    const { clock, actor, navigations } = live([load('loan_page'), load('loan_page'), load('direct_debit_information')])
    actor.send({ type: 'route.changed', name: 'profile-my-loan' })
    actor.send({ type: 'session.changed', client: true })
    await settled()
    clock.increment(FLOW_POLL_MS)
    await settled()
    // The first answer was the page's own step, and the same step again moves nothing.
    expect(navigations).toEqual([])
    clock.increment(FLOW_POLL_MS - 1)
    await settled()
    expect(navigations).toEqual([])
    clock.increment(1)
    await settled()
    expect(navigations).toEqual(['direct-debit-information'])
  })

  it("moves a journey page to the step's screen on the first answer, without waiting for a change", async () => {
    for (const [route, step, to] of [
      ['profile-my-loan', 'otp_agreement', 'registration-summary'],
      ['registration-debit-credit-card', 'otp_agreement', 'registration-summary'],
      ['application-apply', 'work_info', 'registration-employment'],
    ] as const) {
      const { actor, navigations } = live([load(step)])
      actor.send({ type: 'route.changed', name: route })
      actor.send({ type: 'session.changed', client: true })
      await settled()
      expect(navigations, route).toEqual([to])
    }
  })

  it('gives the profile the banner, not a move, when the step changes while the client reads it', async () => {
    const { clock, actor, navigations } = live([load('loan_page'), load('direct_debit_information')])
    actor.send({ type: 'route.changed', name: 'profile' })
    actor.send({ type: 'session.changed', client: true })
    await settled()
    clock.increment(FLOW_POLL_MS)
    await settled()
    expect(navigations).toEqual([])
    expect(actor.getSnapshot().context.resume).toBe('direct-debit-information')
  })

  it('never moves a client off the application pages (the application machine leads them), nor for the verification step', async () => {
    const { clock, actor, navigations } = live([load('manual_page'), load('otp_agreement'), load('verification')])
    actor.send({ type: 'route.changed', name: 'application-accepted' })
    actor.send({ type: 'session.changed', client: true })
    await settled()
    clock.increment(FLOW_POLL_MS)
    await settled()
    actor.send({ type: 'route.changed', name: 'application-manual-verification' })
    clock.increment(FLOW_POLL_MS)
    await settled()
    expect(navigations).toEqual([])
  })

  it("moves a registration page to the step's form when the step moves on; the uploads after the reference stay while the step says apply", async () => {
    const led = live([load('work_info'), load('relative_info')])
    led.actor.send({ type: 'route.changed', name: 'registration-employment' })
    led.actor.send({ type: 'session.changed', client: true })
    await settled()
    led.clock.increment(FLOW_POLL_MS)
    await settled()
    expect(led.navigations).toEqual(['registration-reference'])

    // After the reference the registration goes on to the uploads; the server's step already says apply.
    const walked = live([load('relative_info'), load('new_client_created')])
    walked.actor.send({ type: 'route.changed', name: 'registration-reference' })
    walked.actor.send({ type: 'session.changed', client: true })
    await settled()
    walked.actor.send({ type: 'route.changed', name: 'registration-id-document-upload' })
    walked.clock.increment(FLOW_POLL_MS)
    await settled()
    expect(walked.navigations).toEqual([])
  })

  it('never moves content or account pages, whatever the step does (the profile among them)', async () => {
    const { clock, actor, navigations } = live([load('manual_page'), load('direct_debit_information'), load('otp_agreement')])
    actor.send({ type: 'route.changed', name: 'faq' })
    actor.send({ type: 'session.changed', client: true })
    await settled()
    clock.increment(FLOW_POLL_MS)
    await settled()
    actor.send({ type: 'route.changed', name: 'profile-change-email' })
    clock.increment(FLOW_POLL_MS)
    await settled()
    expect(navigations).toEqual([])
  })

  it('takes an open flow page to application loading within one polling period when the flow awaits the decision', async () => {
    for (const answer of [load('verification'), load('reject_page', 'completed')]) {
      // The session's first fetch, then the page's guard, then the next poll.
      const { clock, actor, navigations } = live([load('direct_debit_information'), load('direct_debit_information'), answer])
      actor.send({ type: 'session.changed', client: true })
      await settled()
      actor.send({ type: 'route.changed', name: 'direct-debit-information' })
      actor.send({ type: 'flow.enter', route: 'direct-debit-information' })
      await settled()
      expect(navigations).toEqual([])
      clock.increment(FLOW_POLL_MS - 1)
      await settled()
      expect(navigations).toEqual([])
      clock.increment(1)
      await settled()
      expect(navigations).toEqual(['application-loading'])
      // The next answer is the same: the page is not moved again.
      actor.send({ type: 'route.changed', name: 'application-loading' })
      clock.increment(FLOW_POLL_MS)
      await settled()
      expect(navigations).toEqual(['application-loading'])
    }
  })

  it('leaves the application pages, the accepted page and the loan view where they are when the flow awaits the decision', async () => {
    for (const route of ['application-offer-increase', 'application-accepted', 'profile-my-loan'] as const) {
      const { clock, actor, navigations } = live([load('loan_page'), load('loan_page', 'completed')])
      actor.send({ type: 'route.changed', name: route })
      actor.send({ type: 'session.changed', client: true })
      await settled()
      clock.increment(FLOW_POLL_MS)
      await settled()
      expect(navigations, route).toEqual([])
    }
  })

  it('carries the query of the page to the facebook login screen, and no other', async () => {
    const entry = live([load('facebook')])
    entry.actor.send({ type: 'session.changed', client: true })
    entry.actor.send({ type: 'route.changed', name: 'flow', search: '?utm_source=x' })
    entry.actor.send({ type: 'flow.enter', route: 'flow' })
    await settled()
    expect(entry.navigations).toEqual(['facebook-login'])
    expect(entry.searches).toEqual(['?utm_source=x'])

    const polled = live([load('loan_page'), load('facebook'), load('direct_debit_information')])
    polled.actor.send({ type: 'route.changed', name: 'profile-my-loan', search: '?utm_source=y' })
    polled.actor.send({ type: 'session.changed', client: true })
    await settled()
    polled.clock.increment(FLOW_POLL_MS)
    await settled()
    polled.actor.send({ type: 'route.changed', name: 'facebook-login', search: '?utm_source=y' })
    polled.clock.increment(FLOW_POLL_MS)
    await settled()
    expect(polled.navigations).toEqual(['facebook-login', 'direct-debit-information'])
    expect(polled.searches).toEqual(['?utm_source=y', ''])
  })

  it('routes the flow entry once profile and flow are known, and a named flow page by the guard rules and where the client stands', async () => {
    const entry = live([load('direct_debit_information')])
    entry.actor.send({ type: 'session.changed', client: true })
    entry.actor.send({ type: 'route.changed', name: 'flow' })
    entry.actor.send({ type: 'flow.enter', route: 'flow' })
    await settled()
    expect(entry.navigations).toEqual(['direct-debit-information'])
    expect(entry.calls.at(-1)).toEqual({ profile: true })

    const named = live([load('work_info')])
    named.actor.send({ type: 'session.changed', client: true })
    named.actor.send({ type: 'route.changed', name: 'payment' })
    named.actor.send({ type: 'flow.enter', route: 'payment' })
    await settled()
    expect(named.navigations).toEqual(['registration-employment'])

    // The client's reference reads at any step; the payout's page only while an agreement stands to be signed.
    const stays = live([load('loan_page')])
    stays.actor.send({ type: 'session.changed', client: true })
    stays.actor.send({ type: 'route.changed', name: 'reference' })
    stays.actor.send({ type: 'flow.enter', route: 'reference' })
    await settled()
    expect(stays.navigations).toEqual([])

    const signed = live([load('loan_page')])
    signed.actor.send({ type: 'session.changed', client: true })
    signed.actor.send({ type: 'route.changed', name: 'payment' })
    signed.actor.send({ type: 'flow.enter', route: 'payment' })
    await settled()
    expect(signed.navigations).toEqual(['profile-my-loan'])

    const completed = live([load('reject_page', 'completed')])
    completed.actor.send({ type: 'session.changed', client: true })
    completed.actor.send({ type: 'flow.enter', route: 'flow' })
    await settled()
    expect(completed.navigations).toEqual(['application-loading'])
  })

  it('reports a blocked client and fetches no more', async () => {
    const { clock, actor, calls, blocked } = live([load('reject_page', 'completed', 2)])
    actor.send({ type: 'session.changed', client: true })
    await settled()
    expect(blocked).toEqual([{ type: 'blocked' }])
    expect(actor.getSnapshot().matches({ client: 'blocked' })).toBe(true)
    clock.increment(FLOW_POLL_MS * 2)
    await settled()
    expect(calls).toHaveLength(1)
  })

  it('tries again on the next poll when the ERP does not answer', async () => {
    const clock = new SimulatedClock()
    let calls = 0
    const machine = flowMachine.provide({
      actors: {
        loadFlow: fromPromise<FlowLoad, FlowLoadInput>(async () => {
          calls += 1
          if (calls === 1) throw new TypeError('Failed to fetch')
          return load('manual_page')
        }),
      },
    })
    const actor = createActor(machine, { clock }).start()
    actor.send({ type: 'session.changed', client: true })
    await settled()
    expect(actor.getSnapshot().context.flow).toBeNull()
    clock.increment(FLOW_POLL_MS)
    await settled()
    expect(actor.getSnapshot().context.flow?.step).toBe('manual_page')
  })
})

describe('flow machine: the device-fingerprint token', () => {
  /** A live actor whose fingerprint actor is a stand-in of the integration: `collect` reports a token. */
  function fingerprinted() {
    let report: ((iobb: string) => void) | null = null
    let stopped = false
    const machine = flowMachine.provide({
      actors: {
        loadFlow: fromPromise<FlowLoad, FlowLoadInput>(async () => load('manual_page')),
        simulateFlow: fromPromise<FlowLoad, FlowLoadInput>(async () => load('new_client_created')),
        fingerprint: fromPromise<void, FingerprintInput>(
          ({ input, signal }) =>
            new Promise<void>(() => {
              report = (iobb) => input.flow.send({ type: 'fingerprint.collected', iobb })
              signal.addEventListener('abort', () => {
                stopped = true
              })
            }),
        ),
      },
    })
    const actor = createActor(machine).start()
    return { actor, collect: (iobb: string) => report?.(iobb), stopped: () => stopped }
  }

  it('holds no token until the fingerprint integration collects one, then the latest one', () => {
    const { actor, collect } = fingerprinted()
    expect(actor.getSnapshot().context.iobb).toBeNull()
    collect('0400-part')
    expect(actor.getSnapshot().context.iobb).toBe('0400-part')
    collect('0400-whole')
    expect(actor.getSnapshot().context.iobb).toBe('0400-whole')
  })

  it('keeps the token across sessions and sandbox mode: it is the device’s, not the session’s', async () => {
    const { actor, collect } = fingerprinted()
    collect('0400-device')
    actor.send({ type: 'session.changed', client: true })
    await settled()
    expect(actor.getSnapshot().context.flow?.step).toBe('manual_page')
    actor.send({ type: 'session.changed', client: false })
    // The session's flow is forgotten; the token stays.
    expect(actor.getSnapshot().context.flow).toBeNull()
    expect(actor.getSnapshot().context.iobb).toBe('0400-device')
    actor.send({ type: 'sandbox.start' })
    await settled()
    collect('0400-later')
    actor.send({ type: 'sandbox.stop' })
    expect(actor.getSnapshot().matches('guest')).toBe(true)
    expect(actor.getSnapshot().context.iobb).toBe('0400-later')
  })

  it('listens to the integration for as long as the flow runs', () => {
    const { actor, stopped } = fingerprinted()
    actor.send({ type: 'session.changed', client: true })
    actor.send({ type: 'session.changed', client: false })
    expect(stopped()).toBe(false)
    actor.stop()
    expect(stopped()).toBe(true)
  })
})

describe('flow machine: progress', () => {
  it('keeps the guard progress on the registration start page and its steps, and clears it on another route', () => {
    const { actor } = live([load('address')])
    actor.send({ type: 'progress.set', step: 30 })
    actor.send({ type: 'route.changed', name: 'registration' })
    actor.send({ type: 'route.changed', name: 'registration-address' })
    expect(actor.getSnapshot().context.progress).toBe(30)
    actor.send({ type: 'route.changed', name: 'faq' })
    expect(actor.getSnapshot().context.progress).toBe(0)
  })
})

describe('flow machine: sandbox mode', () => {
  it('replaces the ERP with the simulation, routes jumps and visits, and gives the flow back', async () => {
    const { clock, actor, calls, simulations, navigations } = live([load('manual_page')], load('offer_increase'))
    actor.send({ type: 'session.changed', client: true })
    await settled()
    expect(calls).toHaveLength(1)
    actor.send({ type: 'sandbox.start' })
    actor.send({ type: 'route.changed', name: 'flow' })
    actor.send({ type: 'flow.enter', route: 'flow' })
    await settled()
    expect(actor.getSnapshot().matches('sandbox')).toBe(true)
    expect(navigations).toEqual(['application-offer-increase'])
    clock.increment(FLOW_POLL_MS * 2)
    await settled()
    // No ERP call in sandbox mode: the simulation answers each poll.
    expect(calls).toHaveLength(1)
    expect(simulations.length).toBeGreaterThanOrEqual(3)
    actor.send({ type: 'route.changed', name: 'application-offer-increase' })
    actor.send({ type: 'sandbox.visit', route: 'application-rejected' })
    expect(navigations.at(-1)).toBe('application-rejected')
    actor.send({ type: 'sandbox.stop' })
    await settled()
    expect(actor.getSnapshot().matches('client')).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('leaves the page it starts on where it is: every screen may be visited in sandbox mode', async () => {
    const { actor, navigations } = live([load('manual_page')], load('new_client_created'))
    actor.send({ type: 'route.changed', name: 'payment', search: '?utm_source=x' })
    actor.send({ type: 'sandbox.start' })
    await settled()
    expect(actor.getSnapshot().context.flow?.step).toBe('new_client_created')
    expect(navigations).toEqual([])
  })

  it('answers a guest too, and goes back to guest when stopped', async () => {
    const { actor, calls, navigations } = live([load('manual_page')], load('facebook'))
    actor.send({ type: 'sandbox.start' })
    actor.send({ type: 'sandbox.jump' })
    await settled()
    expect(navigations).toEqual(['facebook-login'])
    actor.send({ type: 'sandbox.stop' })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(calls).toHaveLength(0)
  })
})
