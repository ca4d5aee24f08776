import { fromPromise, type AnyEventObject } from 'xstate'
import {
  trackingMachine,
  type Behaviour,
  type TrackingEvent,
  type UploadInput,
  type VerifyOutput,
} from '../../../machines/tracking.machine'

export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject
export const error = (id: string, status: number) => ({ type: `xstate.error.actor.${id}`, error: { status } }) as AnyEventObject
export const after = (state: string) => ({ type: `xstate.after.trackingUpload.tracking.${state}` }) as AnyEventObject

export const key = (at: number, field = 'firstName'): Behaviour => ({ type: 'key', field, at })
export const track = (event: Behaviour): TrackingEvent => ({ type: 'track', event })

/** Every event the machine reacts to, with each answer the ERP can give and each timer. */
export const EVENTS: AnyEventObject[] = [
  { type: 'start' },
  { type: 'stop' },
  { type: 'stopAndComplete' },
  track(key(5)),
  done('verify', { referenceNumber: 'TR-1', verified: true }),
  done('verify', { referenceNumber: 'TR-1', verified: false }),
  error('verify', -1),
  ...['upload', 'finalUpload', 'completeUpload'].flatMap((id) => [done(id), error(id, -1), error(id, 503), error(id, 409)]),
  after('started.waiting'),
  after('stopped.retrying'),
  after('stoppedAndCompleted.retrying'),
]

export const never = () => new Promise<never>(() => {})
export const model = trackingMachine.provide({
  actors: { verify: fromPromise<VerifyOutput>(never), upload: fromPromise<unknown, UploadInput>(never) },
})
export const serialize = (s: { value: unknown; context: { held: { events: unknown[] }; error: string | null } }) => ({
  value: s.value,
  collected: s.context.held.events.length > 0,
  error: s.context.error,
})
