import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import {
  chunkEvents,
  hold,
  isRefusal,
  MAX_HELD_EVENTS,
  NOT_STARTED,
  trackingMachine,
  type Behaviour,
  type TrackingEmitted,
  type TrackingEvent,
  type VerifyOutput,
} from '../../machines/tracking.machine'
import { recordedCalls } from './support/recorded'

/* Behaviour tracking step by step: what is held, what each upload carries, what is lost and said. */

const key = (at: number): Behaviour => ({ type: 'key', field: 'email', at })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as TrackingEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as TrackingEvent

function tracking() {
  const { calls, recorded } = recordedCalls()
  const emitted: TrackingEmitted[] = []
  const clock = new SimulatedClock()
  const actor = createActor(trackingMachine.provide({ actors: { verify: recorded('verify'), upload: recorded('upload') } }), {
    clock,
  })
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  const send = (...events: (TrackingEvent | AnyEventObject)[]) => {
    for (const event of events) actor.send(event as TrackingEvent)
  }
  return {
    actor,
    calls,
    emitted,
    clock,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  }
}

/** Started with reference R-1, `n` events collected. */
function started(n: number) {
  const t = tracking()
  t.send({ type: 'start' }, done('verify', { referenceNumber: 'R-1', verified: true }))
  for (let i = 0; i < n; i++) t.send({ type: 'track', event: key(i) })
  return t
}

describe('what is held', () => {
  it('keeps every event up to the bound, and counts no drop', () => {
    expect(hold({ events: [key(1)], dropped: 0 }, [key(2)])).toEqual({ events: [key(1), key(2)], dropped: 0 })
  })

  it('drops the oldest past the bound, adding them to those dropped before', () => {
    const full = Array.from({ length: MAX_HELD_EVENTS }, (_, i) => key(i))
    const held = hold({ events: full, dropped: 3 }, [key(1000), key(1001)], 2)
    expect(held.events).toHaveLength(MAX_HELD_EVENTS)
    expect(held.events[0]).toEqual(key(2))
    expect(held.events.at(-1)).toEqual(key(1001))
    expect(held.dropped).toBe(3 + 2 + 2)
  })

  it('puts a dropped marker first, at the time of the oldest event kept, or at 0 with none', () => {
    expect(chunkEvents({ events: [key(40)], dropped: 0 })).toEqual([key(40)])
    expect(chunkEvents({ events: [key(40), key(50)], dropped: 7 })).toEqual([
      { type: 'dropped', at: 40, count: 7 },
      key(40),
      key(50),
    ])
    expect(chunkEvents({ events: [], dropped: 2 })).toEqual([{ type: 'dropped', at: 0, count: 2 }])
  })

  it.each([
    [400, true],
    [404, true],
    [499, true],
    [408, false],
    [429, false],
    [399, false],
    [500, false],
    [-1, false],
  ])('counts an answer %s as a refusal: %s', (status, refusal) => {
    expect(isRefusal({ status })).toBe(refusal)
  })

  it('counts no answer at all as no refusal', () => {
    expect(isRefusal(null)).toBe(false)
    expect(isRefusal(new Error('network'))).toBe(false)
    expect(isRefusal({ status: '400' })).toBe(false)
  })
})

describe('a session', () => {
  it('holds events before it starts, and stops verifying when stopped', () => {
    const t = tracking()
    t.send({ type: 'track', event: key(1) }, { type: 'start' })
    expect(t.value()).toEqual({ notStarted: 'verifying' })
    t.send({ type: 'stop' })
    expect(t.value()).toEqual({ notStarted: 'idle' })
    expect(t.context().held.events).toEqual([key(1)])
  })

  it('forgets the refusal of an earlier stop-and-complete once started', () => {
    const t = tracking()
    t.send({ type: 'stopAndComplete' })
    expect(t.context().error).toBe(NOT_STARTED)
    t.send({ type: 'start' })
    expect(t.context().error).toBeNull()
    t.send({ type: 'stopAndComplete' }, done('verify', { referenceNumber: 'R-1', verified: true }))
    expect(t.context()).toMatchObject({ referenceNumber: 'R-1', error: null })
  })

  it('uploads what was collected every 10 s under the next seq, and sends the rest with the next chunk', () => {
    const t = started(2)
    t.clock.increment(10_000)
    expect(t.value()).toEqual({ started: 'uploading' })
    expect(t.calls.at(-1)?.input).toEqual({ referenceNumber: 'R-1', seq: 0, complete: false, events: [key(0), key(1)] })
    t.send({ type: 'track', event: key(5) }, done('upload', {}))
    expect(t.value()).toEqual({ started: 'waiting' })
    expect(t.context()).toMatchObject({ sending: { events: [], dropped: 0 }, held: { events: [key(5)] } })
  })

  it('puts a failed chunk back before what was collected since', () => {
    const t = started(1)
    t.clock.increment(10_000)
    t.send({ type: 'track', event: key(9) }, failed('upload', { status: 503 }))
    expect(t.context()).toMatchObject({ held: { events: [key(0), key(9)], dropped: 0 }, sending: { events: [] } })
  })

  it('counts the events of a refused chunk as lost, dropped ones too, and says so', () => {
    const t = started(0)
    const full = Array.from({ length: MAX_HELD_EVENTS + 2 }, (_, i) => key(i))
    for (const event of full) t.send({ type: 'track', event })
    t.clock.increment(10_000)
    t.send(failed('upload', { status: 400 }))
    expect(t.emitted).toEqual([{ type: 'lost', count: MAX_HELD_EVENTS + 2, status: 400 }])
    expect(t.context().lost).toBe(MAX_HELD_EVENTS + 2)
    expect(t.value()).toEqual({ started: 'waiting' })
  })

  it('sends a stop-and-complete with the chunk in flight first, then what was collected since', () => {
    const t = started(1)
    t.clock.increment(10_000)
    t.send({ type: 'track', event: key(9) }, { type: 'stopAndComplete' })
    expect(t.value()).toEqual({ stoppedAndCompleted: 'uploading' })
    expect(t.calls.at(-1)?.input).toMatchObject({ complete: true, events: [key(0), key(9)] })
  })

  it('makes the last upload of a stop even when more events were dropped than kept', () => {
    const many = Array.from({ length: 2 * MAX_HELD_EVENTS + 1 }, (_, i) => key(i))
    const held = started(0)
    for (const event of many) held.send({ type: 'track', event })
    expect(held.context().held.dropped).toBe(MAX_HELD_EVENTS + 1)
    held.send({ type: 'stop' })
    expect(held.value()).toEqual({ stopped: 'uploading' })
    const inFlight = started(0)
    for (const event of many) inFlight.send({ type: 'track', event })
    inFlight.clock.increment(10_000)
    expect(inFlight.context().held).toEqual({ events: [], dropped: 0 })
    inFlight.send({ type: 'stop' })
    expect(inFlight.value()).toEqual({ stopped: 'uploading' })
  })

  it('uploads what was held and in flight when stopped, and nothing when there is nothing', () => {
    const t = started(0)
    t.send({ type: 'stop' })
    expect(t.value()).toEqual({ stopped: 'done' })
    const some = started(1)
    some.clock.increment(10_000)
    some.send({ type: 'stop' })
    expect(some.value()).toEqual({ stopped: 'uploading' })
    expect(some.calls.at(-1)?.input).toMatchObject({ complete: false, events: [key(0)] })
    some.send(done('finalUpload', {}))
    expect(some.value()).toEqual({ stopped: 'done' })
    expect(some.context().sending).toEqual({ events: [], dropped: 0 })
  })

  it('retries the last upload of a stop after 10 s', () => {
    const t = started(1)
    t.send({ type: 'stop' }, failed('finalUpload', { status: 503 }))
    expect(t.value()).toEqual({ stopped: 'retrying' })
    t.clock.increment(10_000)
    expect(t.value()).toEqual({ stopped: 'uploading' })
  })

  it('refuses a stop-and-complete while the last upload of a stop goes', () => {
    const t = started(1)
    t.send({ type: 'stop' }, { type: 'stopAndComplete' })
    expect(t.value()).toEqual({ stopped: 'uploading' })
    expect(t.context().error).toBe(NOT_STARTED)
    expect(t.emitted).toEqual([{ type: 'error', message: NOT_STARTED }])
  })

  it('starts afresh after a stop: a new reference, seq and count, nothing collected in between', () => {
    const t = started(0)
    t.send({ type: 'stop' }, { type: 'track', event: key(7) }, { type: 'start' })
    expect(t.value()).toEqual({ notStarted: 'verifying' })
    expect(t.context()).toEqual({
      referenceNumber: null,
      seq: 0,
      held: { events: [], dropped: 0 },
      sending: { events: [], dropped: 0 },
      lost: 0,
      error: null,
    })
  })
})

describe('calls the app has not given', () => {
  it('fail rather than answer', async () => {
    const actor = createActor(trackingMachine).start()
    actor.send({ type: 'start' })
    await waitFor(actor, (snapshot) => snapshot.matches({ notStarted: 'idle' }), { timeout: 2000 })
    expect(actor.getSnapshot().context.referenceNumber).toBeNull()
  })

  it('an upload not given fails, and its events are kept for the next', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      trackingMachine.provide({
        actors: { verify: fromPromise<VerifyOutput>(async () => ({ referenceNumber: 'R-1', verified: true })) },
      }),
      { clock },
    ).start()
    actor.send({ type: 'start' })
    await waitFor(actor, (snapshot) => snapshot.matches('started'), { timeout: 2000 })
    actor.send({ type: 'track', event: key(1) })
    clock.increment(10_000)
    await waitFor(actor, (snapshot) => snapshot.matches({ started: 'waiting' }), { timeout: 2000 })
    expect(actor.getSnapshot().context.held.events).toEqual([key(1)])
  })
})
