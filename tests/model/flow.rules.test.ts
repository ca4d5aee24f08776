import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import { flowMachine, type FingerprintInput, type FlowEmitted, type FlowEvent, type FlowLoad } from '../../machines/flow.machine'
import type { FlowState } from '../../src/domain/flow-steps'
import type { RouteName } from '../../src/domain/routes'
import { recordedCalls } from './support/recorded'

/*
 * The server-driven flow step by step: what is fetched and when, the page each answer sends the
 * client to (emitted `navigate`), the progress bar and the banner. Step → screen as the table of
 * src/domain/flow-steps.ts: address → registration-address, tmc_page → application-accepted,
 * new_client_created → details (apply once the names are confirmed), facebook → facebook-login.
 */

const flow = (step: string, status: FlowState['status'] = 'active', errors: string[] = []): FlowState => ({
  step,
  status,
  errors,
})
const active = { status: 1, firstName: 'Ana' }
const load = (step: string, extra: Partial<FlowLoad> = {}): FlowLoad => ({
  flow: flow(step),
  client: active,
  applicationId: 77,
  ...extra,
})
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as FlowEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as FlowEvent

function flowActor() {
  const { calls, recorded } = recordedCalls()
  const emitted: FlowEmitted[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    flowMachine.provide({ actors: { loadFlow: recorded('loadFlow'), simulateFlow: recorded('simulateFlow') } }),
    {
      clock,
    },
  )
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  const send = (...events: (FlowEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as FlowEvent)
  }
  return {
    actor,
    calls,
    emitted,
    clock,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    loads: () => calls.filter((c) => c.call === 'loadFlow'),
  }
}

/** A client signed in on a page, the first answer given. */
function signedIn(page: RouteName | null, first: FlowLoad) {
  const f = flowActor()
  f.send({ type: 'route.changed', name: page }, { type: 'session.changed', client: true }, done('loadFlow', first))
  return f
}

describe('a session', () => {
  it('starts knowing nothing, on no page, with no query and no device-fingerprint token', () => {
    expect(flowActor().context()).toEqual({
      flow: null,
      client: null,
      applicationId: null,
      route: null,
      search: '',
      entering: null,
      progress: 0,
      signedIn: false,
      target: null,
      resume: null,
      iobb: null,
    })
  })

  it('runs the fingerprint integration the app gives from the start, and keeps each token it reports', async () => {
    const actor = createActor(
      flowMachine.provide({
        actors: {
          fingerprint: fromPromise<void, FingerprintInput>(async ({ input }) => {
            input.flow.send({ type: 'fingerprint.collected', iobb: '0400-device' })
            return new Promise<void>(() => {})
          }),
        },
      }),
    ).start()
    await waitFor(actor, (snapshot) => snapshot.context.iobb !== null, { timeout: 2000 })
    expect(actor.getSnapshot().context.iobb).toBe('0400-device')
  })

  it('keeps the device-fingerprint token the integration reports, in whatever state, through a sign-out', () => {
    const f = flowActor()
    f.send({ type: 'fingerprint.collected', iobb: '0400-first' })
    expect(f.context().iobb).toBe('0400-first')
    f.send({ type: 'session.changed', client: true }, done('loadFlow', load('tmc_page')))
    f.send({ type: 'fingerprint.collected', iobb: '0400-grown' })
    expect(f.context().iobb).toBe('0400-grown')
    f.send({ type: 'session.changed', client: false })
    expect(f.context()).toMatchObject({ flow: null, signedIn: false, iobb: '0400-grown' })
  })

  it('fetches nothing for a guest', () => {
    const f = flowActor()
    f.send({ type: 'session.changed', client: false })
    expect(f.value()).toBe('guest')
    expect(f.context().signedIn).toBe(false)
    expect(f.calls).toEqual([])
  })

  it('fetches the step with the profile once a client signs in, then only the step', () => {
    const f = flowActor()
    f.send({ type: 'session.changed', client: true })
    expect(f.value()).toEqual({ client: 'loading' })
    expect(f.context().signedIn).toBe(true)
    expect(f.loads()).toEqual([{ call: 'loadFlow', input: { profile: true } }])
    f.send(done('loadFlow', load('tmc_page')))
    expect(f.context()).toMatchObject({ flow: flow('tmc_page'), client: active, applicationId: 77 })
    f.clock.increment(10_000)
    expect(f.loads().at(-1)).toEqual({ call: 'loadFlow', input: { profile: false } })
  })

  it('asks again every 10 s, and at once when asked to', () => {
    const f = signedIn(null, load('tmc_page'))
    f.clock.increment(9_999)
    expect(f.loads()).toHaveLength(1)
    f.clock.increment(1)
    expect(f.loads()).toHaveLength(2)
    f.send(failed('loadFlow', { status: -1, violations: [] }))
    expect(f.value()).toMatchObject({ client: { waiting: 'elsewhere' } })
    f.send({ type: 'flow.refresh' })
    expect(f.loads()).toHaveLength(3)
  })

  it('keeps the client, the application and what it knew when an answer leaves them out', () => {
    const f = signedIn(null, load('tmc_page'))
    f.send({ type: 'flow.refresh' }, done('loadFlow', { flow: flow('tmc_page') }))
    expect(f.context()).toMatchObject({ client: active, applicationId: 77 })
    f.send({ type: 'flow.refresh' }, done('loadFlow', { flow: flow('tmc_page'), applicationId: null }))
    expect(f.context().applicationId).toBeNull()
  })

  it('reports a blocked client and fetches no more', () => {
    const f = flowActor()
    f.send(
      { type: 'session.changed', client: true },
      done('loadFlow', load('reject_page', { client: { status: 2, firstName: 'Ana' } })),
    )
    expect(f.value()).toEqual({ client: 'blocked' })
    expect(f.emitted).toEqual([{ type: 'blocked' }])
    f.clock.increment(20_000)
    expect(f.loads()).toHaveLength(1)
  })

  it('forgets the client and stops fetching when the session ends, keeping the page and its progress', () => {
    const f = signedIn('registration-address', load('address'))
    f.send({ type: 'progress.set', step: 30 }, { type: 'session.changed', client: false })
    expect(f.value()).toBe('guest')
    expect(f.context()).toMatchObject({
      flow: null,
      client: null,
      applicationId: null,
      signedIn: false,
      route: 'registration-address',
      progress: 30,
      target: null,
    })
    f.clock.increment(20_000)
    expect(f.loads()).toHaveLength(1)
  })

  it('stays fetching when told again that the client is signed in', () => {
    const f = signedIn(null, load('tmc_page'))
    f.send({ type: 'session.changed', client: true })
    expect(f.value()).toMatchObject({ client: { waiting: 'elsewhere' } })
    expect(f.context().signedIn).toBe(true)
  })
})

describe("the step's screen while waiting", () => {
  it.each([
    ['new_client_created', { ...active, firstName: null }, 'details'],
    ['facebook', active, 'facebook'],
    ['direct_debit_information', active, 'directDebit'],
    ['verification', active, 'verification'],
    ['tmc_page', active, 'elsewhere'],
  ])('at %s is %s', (step, client, state) => {
    const f = signedIn(null, load(step, { client }))
    expect(f.value()).toEqual({ client: { waiting: state } })
  })
})

describe('where an answer sends the page', () => {
  it("sends the flow's entry to the step's screen once profile and flow are known", () => {
    const f = signedIn('home', load('tmc_page'))
    f.send({ type: 'route.changed', name: 'flow' }, { type: 'flow.enter', route: 'flow' })
    expect(f.value()).toEqual({ client: 'loading' })
    expect(f.loads().at(-1)).toEqual({ call: 'loadFlow', input: { profile: true } })
    f.send(done('loadFlow', load('address')))
    expect(f.emitted.at(-1)).toEqual({ type: 'navigate', to: 'registration-address', search: '' })
    expect(f.context()).toMatchObject({ entering: null, target: 'registration-address' })
  })

  it('routes a flow page entered by its guard, and leaves one that fits where it is', () => {
    const f = signedIn('home', load('tmc_page'))
    f.send(
      { type: 'route.changed', name: 'details' },
      { type: 'flow.enter', route: 'details' },
      done('loadFlow', load('address')),
    )
    expect(f.emitted.at(-1)).toMatchObject({ to: 'registration-address' })
    const stays = signedIn('home', load('tmc_page'))
    stays.send(
      { type: 'route.changed', name: 'details' },
      { type: 'flow.enter', route: 'details' },
      done('loadFlow', load('tmc_page')),
    )
    expect(stays.emitted).toEqual([])
  })

  it("routes on as the entry does once a flow page's step is done", () => {
    const f = signedIn('details', load('new_client_created', { client: { ...active, firstName: null } }))
    f.send({ type: 'flow.step.done' })
    expect(f.context().entering).toBe('flow')
    f.send(done('loadFlow', load('new_client_created')))
    expect(f.emitted.at(-1)).toMatchObject({ to: 'application-apply' })
  })

  it("takes the page's query to the external login, and none elsewhere", () => {
    const f = signedIn('home', load('tmc_page'))
    f.send(
      { type: 'route.changed', name: 'flow', search: '?utm=x' },
      { type: 'flow.enter', route: 'flow' },
      done('loadFlow', load('facebook')),
    )
    expect(f.emitted.at(-1)).toEqual({ type: 'navigate', to: 'facebook-login', search: '?utm=x' })
  })

  it("sends nothing when the flow's entry leads to the page shown", () => {
    const f = signedIn('registration-address', load('address'))
    f.send({ type: 'flow.enter', route: 'flow' }, done('loadFlow', load('address')))
    expect(f.emitted).toEqual([])
    expect(f.context().target).toBeNull()
  })

  it('gives no banner when the page enters the flow', () => {
    const f = signedIn('faq', load('address'))
    f.send({ type: 'flow.enter', route: 'flow' }, done('loadFlow', load('work_info')))
    expect(f.context().resume).toBeNull()
  })

  it('sends nothing when the answer leads to the page shown', () => {
    const f = signedIn('registration-address', load('address'))
    expect(f.emitted).toEqual([])
    expect(f.context().target).toBeNull()
  })

  it('offers the way back to the journey on a page read meanwhile, and drops it on a journey page', () => {
    const f = signedIn('faq', load('address'))
    f.send({ type: 'flow.refresh' }, done('loadFlow', load('work_info')))
    expect(f.context().resume).toBe('registration-employment')
    f.send({ type: 'route.changed', name: 'about' })
    expect(f.context().resume).toBe('registration-employment')
    f.send({ type: 'route.changed', name: 'registration-employment' })
    expect(f.context().resume).toBeNull()
  })
})

describe('the progress bar', () => {
  it('holds a step between 0 and 100, rounded', () => {
    const f = flowActor()
    f.send({ type: 'progress.set', step: 42.6 })
    expect(f.context().progress).toBe(43)
    f.send({ type: 'progress.set', step: 140 })
    expect(f.context().progress).toBe(100)
    f.send({ type: 'progress.set', step: -5 })
    expect(f.context().progress).toBe(0)
  })

  it('stays through registration and clears outside it', () => {
    const f = flowActor()
    f.send({ type: 'route.changed', name: 'registration' }, { type: 'progress.set', step: 20 })
    f.send({ type: 'route.changed', name: 'registration-address', search: '?a=1' })
    expect(f.context()).toMatchObject({ progress: 20, route: 'registration-address', search: '?a=1' })
    f.send({ type: 'route.changed', name: 'faq' })
    expect(f.context()).toMatchObject({ progress: 0, search: '' })
  })
})

describe('sandbox mode', () => {
  it('asks the simulation for the step with the profile, and leaves the page it started on', () => {
    const f = flowActor()
    f.send({ type: 'route.changed', name: 'registration-belvo' }, { type: 'sandbox.start' })
    expect(f.value()).toEqual({ sandbox: 'loading' })
    expect(f.calls).toEqual([{ call: 'simulateFlow', input: { profile: true } }])
    f.send(done('simulateFlow', load('address')))
    expect(f.value()).toEqual({ sandbox: 'waiting' })
    expect(f.emitted).toEqual([])
    f.clock.increment(10_000)
    expect(f.value()).toEqual({ sandbox: 'loading' })
    f.send(failed('simulateFlow', { status: -1, violations: [] }))
    expect(f.value()).toEqual({ sandbox: 'waiting' })
    f.send({ type: 'flow.refresh' })
    expect(f.value()).toEqual({ sandbox: 'loading' })
  })

  it('routes the page as the entry would on a jump, an entry or a step done', () => {
    for (const event of [{ type: 'sandbox.jump' }, { type: 'flow.enter', route: 'flow' }, { type: 'flow.step.done' }] as const) {
      const f = flowActor()
      f.send({ type: 'route.changed', name: 'home' }, { type: 'sandbox.start' }, done('simulateFlow', load('tmc_page')))
      f.send(event)
      expect(f.context().entering).toBe('flow')
      f.send(done('simulateFlow', load('address')))
      expect(f.emitted.at(-1)).toMatchObject({ to: 'registration-address' })
    }
  })

  it('moves a journey page as the ERP would once the simulated step changes', () => {
    const f = flowActor()
    f.send(
      { type: 'route.changed', name: 'registration-address' },
      { type: 'sandbox.start' },
      done('simulateFlow', load('address')),
    )
    expect(f.emitted).toEqual([])
    f.send({ type: 'flow.refresh' }, done('simulateFlow', load('work_info')))
    expect(f.emitted).toEqual([{ type: 'navigate', to: 'registration-employment', search: '' }])
  })

  it('lets every other flow page be visited without routing it', () => {
    const f = flowActor()
    f.send({ type: 'sandbox.start' }, done('simulateFlow', load('tmc_page')), { type: 'flow.enter', route: 'details' })
    expect(f.value()).toEqual({ sandbox: 'waiting' })
    expect(f.context().entering).toBeNull()
  })

  it('shows a screen asked for, unless it is the one shown', () => {
    const f = flowActor()
    f.send({ type: 'route.changed', name: 'home' }, { type: 'sandbox.start' })
    f.send({ type: 'sandbox.visit', route: 'home' })
    expect(f.emitted).toEqual([])
    f.send({ type: 'sandbox.visit', route: 'facebook-login' })
    expect(f.emitted).toEqual([{ type: 'navigate', to: 'facebook-login', search: '' }])
    expect(f.context().target).toBe('facebook-login')
  })

  it('stays in sandbox mode when started again, and follows the session', () => {
    const f = flowActor()
    f.send({ type: 'sandbox.start' }, { type: 'sandbox.start' })
    expect(f.calls).toHaveLength(1)
    f.send({ type: 'session.changed', client: true })
    expect(f.context().signedIn).toBe(true)
    expect(f.value()).toEqual({ sandbox: 'loading' })
  })

  it('goes back to the client, or to the guest, when stopped, forgetting the simulation', () => {
    const client = flowActor()
    client.send({ type: 'session.changed', client: true }, { type: 'sandbox.start' }, done('simulateFlow', load('address')))
    client.send({ type: 'sandbox.stop' })
    expect(client.value()).toEqual({ client: 'loading' })
    expect(client.context().flow).toBeNull()
    const guest = flowActor()
    guest.send({ type: 'sandbox.start' }, { type: 'sandbox.stop' })
    expect(guest.value()).toBe('guest')
  })
})

describe('calls the app has not given', () => {
  it('fail rather than answer', async () => {
    const f = createActor(flowMachine).start()
    f.send({ type: 'session.changed', client: true })
    await waitFor(f, (snapshot) => snapshot.matches({ client: 'waiting' }), { timeout: 2000 })
    expect(f.getSnapshot().context.flow).toBeNull()
    const s = createActor(flowMachine).start()
    s.send({ type: 'sandbox.start' })
    await waitFor(s, (snapshot) => snapshot.matches({ sandbox: 'waiting' }), { timeout: 2000 })
    expect(s.getSnapshot().context.flow).toBeNull()
  })
})
