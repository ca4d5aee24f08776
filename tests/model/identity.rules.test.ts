import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import { identityMachine, type IdentityEvent, type IdentitySession } from '../../machines/identity.machine'
import { recordedCalls } from './support/recorded'

/* What the identity check shows for each session the provider knows, and what each step leaves. */

const session = (status: IdentitySession['status'], decision: IdentitySession['decision'] = null): IdentitySession => ({
  id: 'sess-1',
  url: 'https://verify.example/sess-1',
  status,
  decision,
})
const problem = (status: number) => ({ status, violations: [] })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as IdentityEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as IdentityEvent

function check() {
  const { calls, recorded } = recordedCalls()
  const opened: IdentitySession[] = []
  let proceeded = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    identityMachine.provide({
      actors: { load: recorded('load'), create: recorded('create'), read: recorded('read') },
      actions: {
        openHosted: (_, params: { session: IdentitySession }) => void opened.push(params.session),
        proceed: () => void proceeded++,
      },
    }),
    { clock },
  ).start()
  const send = (event: IdentityEvent | AnyEventObject) => actor.send(event as IdentityEvent)
  return { actor, calls, opened, clock, send, proceeded: () => proceeded, value: () => actor.getSnapshot().value }
}

describe('the identity check opened', () => {
  it.each([
    ['no session yet', null, 'ready'],
    ['a session opened by the ID upload', session('submitted'), 'ready'],
    ['a hosted flow under way', session('created'), { verifying: 'waiting' }],
    ['an approval', session('decided', 'approved'), 'approved'],
    ['a refusal', session('decided', 'declined'), 'declined'],
    ['a new photo asked for', session('decided', 'resubmission_requested'), 'resubmit'],
  ])('with %s shows %j', (_, known, expected) => {
    const c = check()
    expect(c.calls).toEqual([{ call: 'load', input: undefined }])
    expect(c.actor.getSnapshot().context).toEqual({ session: null, problem: null })
    c.send(done('load', known))
    expect(c.value()).toEqual(expected)
    expect(c.actor.getSnapshot().context.session).toEqual(known)
  })

  it('shows why when the session cannot be loaded, and loads it again on retry', () => {
    const c = check()
    c.send(failed('load', problem(503)))
    expect(c.value()).toBe('failed')
    expect(c.actor.getSnapshot().context.problem).toEqual(problem(503))
    c.send({ type: 'retry' })
    expect(c.value()).toBe('loading')
    expect(c.calls.filter((call) => call.call === 'load')).toHaveLength(2)
    c.send(done('load', null))
    expect(c.actor.getSnapshot().context.problem).toBeNull()
  })
})

describe('verifying', () => {
  function started() {
    const c = check()
    c.send(done('load', null))
    c.send({ type: 'start' })
    c.send(done('create', session('created')))
    return c
  }

  it('makes a session and sends the person to its hosted flow', () => {
    const c = started()
    expect(c.calls.map((call) => call.call)).toEqual(['load', 'create'])
    expect(c.opened).toEqual([session('created')])
    expect(c.value()).toEqual({ verifying: 'waiting' })
    expect(c.actor.getSnapshot().context.session).toEqual(session('created'))
  })

  it('asks for the decision of its session every 3 s', () => {
    const c = started()
    c.clock.increment(2_999)
    expect(c.value()).toEqual({ verifying: 'waiting' })
    c.clock.increment(1)
    expect(c.value()).toEqual({ verifying: 'reading' })
    expect(c.calls.at(-1)).toEqual({ call: 'read', input: { id: 'sess-1' } })
  })

  it('asks at once when the person says so, and shows the decision', () => {
    const c = started()
    c.send({ type: 'check' })
    expect(c.value()).toEqual({ verifying: 'reading' })
    c.send(done('read', session('decided', 'approved')))
    expect(c.value()).toBe('approved')
  })

  it('keeps waiting, saying why, when the provider does not answer', () => {
    const c = started()
    c.send({ type: 'check' })
    c.send(failed('read', problem(502)))
    expect(c.value()).toEqual({ verifying: 'waiting' })
    expect(c.actor.getSnapshot().context.problem).toEqual(problem(502))
    c.send({ type: 'check' })
    c.send(done('read', session('created')))
    expect(c.value()).toEqual({ verifying: 'waiting' })
    expect(c.actor.getSnapshot().context.problem).toBeNull()
  })

  it('starts a new session when the person starts again', () => {
    const c = started()
    c.send({ type: 'start' })
    expect(c.value()).toBe('starting')
    expect(c.calls.filter((call) => call.call === 'create')).toHaveLength(2)
  })

  it('shows why when no session can be made', () => {
    const c = check()
    c.send(done('load', null))
    c.send({ type: 'start' })
    c.send(failed('create', problem(409)))
    expect(c.value()).toBe('failed')
    expect(c.opened).toEqual([])
    expect(c.actor.getSnapshot().context.problem).toEqual(problem(409))
  })
})

describe('after the decision', () => {
  it.each([
    ['approved', session('decided', 'approved')],
    ['declined', session('decided', 'declined')],
    ['resubmit', session('decided', 'resubmission_requested')],
  ])('the way on from %s hands over to the journey', (_, known) => {
    const c = check()
    c.send(done('load', known))
    c.send({ type: 'continue' })
    expect(c.value()).toBe('done')
    expect(c.proceeded()).toBe(1)
    expect(c.actor.getSnapshot().status).toBe('done')
  })

  it('the way on from a failure hands over to the journey too', () => {
    const c = check()
    c.send(failed('load', problem(-1)))
    c.send({ type: 'continue' })
    expect(c.value()).toBe('done')
    expect(c.proceeded()).toBe(1)
  })
})

describe('calls the screen has not given', () => {
  it('fail rather than answer', async () => {
    const loading = createActor(identityMachine).start()
    await waitFor(loading, (snapshot) => snapshot.matches('failed'), { timeout: 2000 })
    expect(loading.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })

    const starting = createActor(
      identityMachine.provide({ actors: { load: fromPromise<IdentitySession | null>(async () => null) } }),
    ).start()
    await waitFor(starting, (snapshot) => snapshot.matches('ready'), { timeout: 2000 })
    starting.send({ type: 'start' })
    await waitFor(starting, (snapshot) => snapshot.matches('failed'), { timeout: 2000 })

    const reading = createActor(
      identityMachine.provide({ actors: { load: fromPromise<IdentitySession | null>(async () => session('created')) } }),
    ).start()
    await waitFor(reading, (snapshot) => snapshot.matches({ verifying: 'waiting' }), { timeout: 2000 })
    reading.send({ type: 'check' })
    await waitFor(reading, (snapshot) => snapshot.matches({ verifying: 'waiting' }) && snapshot.context.problem !== null, {
      timeout: 2000,
    })
    expect(reading.getSnapshot().context.session).toEqual(session('created'))
  })
})
