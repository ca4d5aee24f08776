import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate'
import {
  MAX_CHUNK_EVENTS,
  MAX_HELD_EVENTS,
  NOT_STARTED,
  TRACKING_UPLOAD_MS,
  trackingMachine,
  type TrackingEmitted,
  type TrackingEvent,
  type UploadInput,
  type VerifyOutput,
} from '../../machines/tracking.machine'
import { MAX_TRACKING_EVENTS } from '../../api/routes/tracking'
import { uncovered } from './support/graph'
import { machinePaths } from './support/paths'
import { key, track, model } from './events/tracking'

const cases = machinePaths('tracking').map((path) => [path.name, path.events] as const)

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** A live actor on a simulated clock whose ERP calls wait until the test answers them. */
function live() {
  const clock = new SimulatedClock()
  const uploads: UploadInput[] = []
  const verifications: number[] = []
  let verifying: Pending<VerifyOutput> | null = null
  let uploading: Pending<unknown> | null = null
  const machine = trackingMachine.provide({
    actors: {
      verify: fromPromise<VerifyOutput>(
        () =>
          new Promise((resolve, reject) => {
            verifications.push(verifications.length)
            verifying = { resolve, reject }
          }),
      ),
      upload: fromPromise<unknown, UploadInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            uploads.push(input)
            uploading = { resolve, reject }
          }),
      ),
    },
  })
  const actor = createActor(machine, { clock }).start()
  const emitted: TrackingEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  return {
    clock,
    actor,
    uploads,
    verifications,
    emitted,
    answerVerify: (output: VerifyOutput | { error: unknown }) =>
      'error' in output ? verifying!.reject(output.error) : verifying!.resolve(output),
    answerUpload: (output: { error: unknown } | null = null) =>
      output ? uploading!.reject(output.error) : uploading!.resolve(null),
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Plays a graph event on the live actor as it would happen: a timer by moving the simulated clock,
 * an ERP answer by settling the call under way, anything else by sending it.
 */
async function play(run: ReturnType<typeof live>, event: AnyEventObject) {
  if (event.type.startsWith('xstate.after.')) run.clock.increment(TRACKING_UPLOAD_MS)
  else if (event.type === 'xstate.done.actor.verify') run.answerVerify(event.output as VerifyOutput)
  else if (event.type === 'xstate.error.actor.verify') run.answerVerify({ error: event.error })
  else if (event.type.startsWith('xstate.done.actor.')) run.answerUpload()
  else if (event.type.startsWith('xstate.error.actor.')) run.answerUpload({ error: event.error })
  else run.actor.send(event as TrackingEvent)
  await settled()
}

describe('tracking machine: paths generated from its graph, on a simulated clock', () => {
  it.each(cases)('%s', async (_, events) => {
    const expected = createActor(model).start()
    const run = live()
    for (const event of events) {
      const uploadsBefore = run.uploads.length
      const emittedBefore = run.emitted.length
      const was = run.actor.getSnapshot()
      expected.send(event as TrackingEvent)
      await play(run, event)
      const snapshot = run.actor.getSnapshot()
      // The clock and the calls take the path the graph took.
      expect(snapshot.value).toEqual(expected.getSnapshot().value)
      // Uploads go only to a verified reference number, one at a time.
      for (const upload of run.uploads.slice(uploadsBefore)) expect(upload.referenceNumber).toBe('TR-1')
      expect(run.uploads.length - uploadsBefore).toBeLessThanOrEqual(1)
      // Only a stop-and-complete sends a chunk marked complete.
      for (const upload of run.uploads.slice(uploadsBefore)) expect(upload.complete).toBe(snapshot.matches('stoppedAndCompleted'))
      // Stop-and-complete without a started session is refused, word for word.
      if (event.type === 'stopAndComplete' && !was.matches('started')) {
        expect(run.emitted.slice(emittedBefore)).toEqual([{ type: 'error', message: NOT_STARTED }])
        expect(snapshot.context.error).toBe(NOT_STARTED)
        expect(snapshot.value).toEqual(was.value)
      }
      // Nothing is ever held beyond the bound.
      expect(snapshot.context.held.events.length).toBeLessThanOrEqual(MAX_HELD_EVENTS)
    }
    run.actor.stop()
    expected.stop()
  })

  it('take every transition and reach every state', () => {
    expect(
      uncovered(
        model,
        cases.map(([, events]) => events),
      ),
    ).toEqual({ transitions: [], states: [] })
  })
})

/** A live actor already started with reference number TR-1. */
async function started() {
  const run = live()
  run.actor.send({ type: 'start' })
  run.answerVerify({ referenceNumber: 'TR-1', verified: true })
  await settled()
  expect(run.actor.getSnapshot().matches('started')).toBe(true)
  return run
}

const tick = async (run: ReturnType<typeof live>, ms = TRACKING_UPLOAD_MS) => {
  run.clock.increment(ms)
  await settled()
}

describe('tracking machine: the session on a simulated clock', () => {
  it('starts only when the ERP verifies the reference number; until then events are held, not sent', async () => {
    const run = live()
    run.actor.send(track(key(10)))
    run.actor.send({ type: 'start' })
    expect(run.verifications).toHaveLength(1)
    run.answerVerify({ referenceNumber: 'TR-9', verified: false })
    await settled()
    expect(run.actor.getSnapshot().matches('notStarted')).toBe(true)
    await tick(run, TRACKING_UPLOAD_MS * 3)
    expect(run.uploads).toEqual([])
    // A failed verification (no answer) does not start either; the next start asks again.
    run.actor.send({ type: 'start' })
    run.answerVerify({ error: { status: -1 } })
    await settled()
    expect(run.actor.getSnapshot().matches('notStarted')).toBe(true)
    run.actor.send({ type: 'start' })
    run.answerVerify({ referenceNumber: 'TR-1', verified: true })
    await settled()
    await tick(run)
    // What was held before the start (the sign-up form) leaves with the first chunk.
    expect(run.uploads).toEqual([{ referenceNumber: 'TR-1', seq: 0, complete: false, events: [key(10)] }])
  })

  it('uploads what was collected every 10000 ms while started, and nothing for a period with nothing collected', async () => {
    // Tracking uploads every 10 s.
    expect(TRACKING_UPLOAD_MS).toBe(10_000)
    const run = await started()
    run.actor.send(track(key(1)))
    run.actor.send(track(key(2)))
    await tick(run, TRACKING_UPLOAD_MS - 1)
    expect(run.uploads).toEqual([])
    await tick(run, 1)
    expect(run.uploads).toEqual([{ referenceNumber: 'TR-1', seq: 0, complete: false, events: [key(1), key(2)] }])
    // Collected while the upload is under way: the next chunk.
    run.actor.send(track(key(3)))
    run.answerUpload()
    await settled()
    await tick(run)
    expect(run.uploads.map((upload) => [upload.seq, upload.events])).toEqual([
      [0, [key(1), key(2)]],
      [1, [key(3)]],
    ])
    run.answerUpload()
    await settled()
    await tick(run, TRACKING_UPLOAD_MS * 4)
    expect(run.uploads).toHaveLength(2)
    run.actor.send(track(key(4)))
    await tick(run)
    expect(run.uploads.at(-1)).toEqual({ referenceNumber: 'TR-1', seq: 2, complete: false, events: [key(4)] })
  })

  it('retries a failed upload with the next chunk, under a new seq, never dropping its events', async () => {
    const run = await started()
    run.actor.send(track(key(1)))
    await tick(run)
    run.actor.send(track(key(2)))
    run.answerUpload({ error: { status: -1 } })
    await settled()
    run.actor.send(track(key(3)))
    await tick(run)
    expect(run.uploads.map((upload) => [upload.seq, upload.events])).toEqual([
      [0, [key(1)]],
      [1, [key(1), key(2), key(3)]],
    ])
    // A 5xx is retried the same way.
    run.answerUpload({ error: { status: 503 } })
    await settled()
    await tick(run)
    expect(run.uploads.at(-1)).toEqual({ referenceNumber: 'TR-1', seq: 2, complete: false, events: [key(1), key(2), key(3)] })
    expect(run.emitted).toEqual([])
  })

  it('reports an upload the ERP refuses (4xx) as lost instead of retrying it', async () => {
    const run = await started()
    run.actor.send(track(key(1)))
    run.actor.send(track(key(2)))
    await tick(run)
    run.answerUpload({ error: { status: 409 } })
    await settled()
    expect(run.emitted).toEqual([{ type: 'lost', count: 2, status: 409 }])
    expect(run.actor.getSnapshot().context.lost).toBe(2)
    await tick(run)
    expect(run.uploads).toHaveLength(1)
  })

  it('holds at most MAX_HELD_EVENTS; the oldest give way and the next chunk says how many', async () => {
    expect(MAX_CHUNK_EVENTS).toBe(MAX_TRACKING_EVENTS)
    const run = await started()
    for (let at = 0; at < 1200; at += 1) run.actor.send(track(key(at)))
    expect(run.actor.getSnapshot().context.held.events).toHaveLength(MAX_HELD_EVENTS)
    await tick(run)
    const [chunk] = run.uploads
    expect(chunk!.events).toHaveLength(MAX_CHUNK_EVENTS)
    expect(chunk!.events[0]).toEqual({ type: 'dropped', at: 1200 - MAX_HELD_EVENTS, count: 1200 - MAX_HELD_EVENTS })
    expect(chunk!.events[1]).toEqual(key(1200 - MAX_HELD_EVENTS))
    expect(chunk!.events.at(-1)).toEqual(key(1199))
    // Failed, it goes back in front of what came since, still bounded, the drops still counted.
    run.actor.send(track(key(5000)))
    run.answerUpload({ error: { status: -1 } })
    await settled()
    await tick(run)
    const retry = run.uploads[1]!
    expect(retry.events).toHaveLength(MAX_CHUNK_EVENTS)
    expect(retry.events[0]).toEqual({ type: 'dropped', at: 1200 - MAX_HELD_EVENTS + 1, count: 1200 - MAX_HELD_EVENTS + 1 })
    expect(retry.events.at(-1)).toEqual(key(5000))
  })

  it('uploads once more on stop, then sends and collects nothing more', async () => {
    const run = await started()
    run.actor.send(track(key(1)))
    await tick(run)
    // Stopped while an upload is under way: its events go with the last upload.
    run.actor.send(track(key(2)))
    run.actor.send({ type: 'stop' })
    expect(run.uploads.at(-1)).toEqual({ referenceNumber: 'TR-1', seq: 1, complete: false, events: [key(1), key(2)] })
    run.answerUpload()
    await settled()
    expect(run.actor.getSnapshot().matches({ stopped: 'done' })).toBe(true)
    run.actor.send(track(key(3)))
    await tick(run, TRACKING_UPLOAD_MS * 3)
    expect(run.uploads).toHaveLength(2)
    expect(run.actor.getSnapshot().context.held.events).toEqual([])
  })

  it('marks the last upload complete on stop-and-complete, even with nothing collected', async () => {
    const run = await started()
    run.actor.send({ type: 'stopAndComplete' })
    expect(run.uploads).toEqual([{ referenceNumber: 'TR-1', seq: 0, complete: true, events: [] }])
    run.answerUpload()
    await settled()
    expect(run.actor.getSnapshot().matches({ stoppedAndCompleted: 'completed' })).toBe(true)
    expect(run.emitted).toEqual([])
  })

  it('retries the last upload every 10000 ms until the ERP takes it', async () => {
    const run = await started()
    run.actor.send(track(key(1)))
    run.actor.send({ type: 'stopAndComplete' })
    run.answerUpload({ error: { status: -1 } })
    await settled()
    await tick(run, TRACKING_UPLOAD_MS - 1)
    expect(run.uploads).toHaveLength(1)
    await tick(run, 1)
    expect(run.uploads.map((upload) => [upload.seq, upload.complete, upload.events])).toEqual([
      [0, true, [key(1)]],
      [1, true, [key(1)]],
    ])
    run.answerUpload()
    await settled()
    expect(run.actor.getSnapshot().matches({ stoppedAndCompleted: 'completed' })).toBe(true)
  })

  it("refuses stop-and-complete without a started session with 'Tracking has not been succesfully started'", async () => {
    const run = live()
    run.actor.send(track(key(1)))
    run.actor.send({ type: 'stopAndComplete' })
    expect(run.emitted).toEqual([{ type: 'error', message: 'Tracking has not been succesfully started' }])
    expect(run.actor.getSnapshot().matches('notStarted')).toBe(true)
    // While the reference number is being verified too.
    run.actor.send({ type: 'start' })
    run.actor.send({ type: 'stopAndComplete' })
    expect(run.emitted).toHaveLength(2)
    expect(run.uploads).toEqual([])
    // A start clears the refusal; the held event is not lost to it.
    run.answerVerify({ referenceNumber: 'TR-1', verified: true })
    await settled()
    expect(run.actor.getSnapshot().context.error).toBeNull()
    run.actor.send({ type: 'stopAndComplete' })
    expect(run.uploads).toEqual([{ referenceNumber: 'TR-1', seq: 0, complete: true, events: [key(1)] }])
  })

  it('sends nothing on stop when nothing was collected', async () => {
    const run = await started()
    run.actor.send({ type: 'stop' })
    await tick(run, TRACKING_UPLOAD_MS * 2)
    expect(run.actor.getSnapshot().matches({ stopped: 'done' })).toBe(true)
    expect(run.uploads).toEqual([])
  })

  it('starts a new session with a new reference number after a stop', async () => {
    const run = await started()
    run.actor.send({ type: 'stop' })
    run.actor.send({ type: 'start' })
    expect(run.verifications).toHaveLength(2)
    run.answerVerify({ referenceNumber: 'TR-2', verified: true })
    await settled()
    run.actor.send(track(key(7)))
    await tick(run)
    expect(run.uploads.at(-1)).toEqual({ referenceNumber: 'TR-2', seq: 0, complete: false, events: [key(7)] })
  })
})
