import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { APPLICATION, TRACKING } from '../../machines/ids'
import { trackingMachine, type Behaviour } from '../../machines/tracking.machine'
import { createApiClient } from '../api/client'
import { trackingCalls } from '../api/tracking'
import { integrations } from './integrations/browser'
import { authActor, rootActor } from './system'

/**
 * The ERP calls of tracking, on a client of their own: a failed upload is the tracking actor's
 * to retry, so neither a 5xx (the full error page) nor a 401 (logout) of the app's client applies.
 */
const trackingApi = createApiClient({
  baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  // On logout the last upload still goes with the session being revoked, while the ERP takes it.
  getToken: () => {
    const { token, revoking } = authActor.getSnapshot().context
    return token ?? revoking?.token ?? null
  },
})

const calls = trackingCalls(trackingApi)

const trackingLogic = trackingMachine.provide({
  actors: {
    verify: fromPromise(() => calls.verify()),
    upload: fromPromise(({ input, signal }) => calls.upload(input, signal)),
  },
})

export type TrackingActor = ActorRefFrom<typeof trackingMachine>

const isClient = (snapshot: SnapshotFrom<typeof authActor>) => snapshot.matches('loggedIn') && snapshot.context.type === 'client'

/**
 * The tracking actor, joined to the actor system the first time a tracked form is shown: it
 * starts whenever a client is logged in (a guest's sign-up form is held until the account exists
 * and its session starts), stops on logout and when the page is left, and stops and completes
 * once the application is created. Its refusals are reported, never dropped silently.
 */
export function trackingActor(): TrackingActor {
  const existing = rootActor.system.get(TRACKING) as TrackingActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: TRACKING, logic: trackingLogic })
  const tracking = rootActor.system.get(TRACKING) as TrackingActor
  tracking.on('error', ({ message }) => integrations.errors.capture(new Error(message)))
  tracking.on('lost', ({ count, status }) =>
    integrations.errors.capture(new Error(`Tracking upload refused (${status}): ${count} events`)),
  )
  let client = isClient(authActor.getSnapshot())
  if (client) tracking.send({ type: 'start' })
  authActor.subscribe((snapshot) => {
    if (isClient(snapshot) === client) return
    client = isClient(snapshot)
    tracking.send({ type: client ? 'start' : 'stop' })
  })
  // Leaving the page uploads what is held (keepalive); back from the page cache, a new session.
  addEventListener('pagehide', () => tracking.send({ type: 'stop' }))
  addEventListener('pageshow', (event) => {
    if (event.persisted && client) tracking.send({ type: 'start' })
  })
  return tracking
}

/** The application actor (when one of its screens has run): its creation completes the tracking. */
let followedApplication: unknown = null

function followApplication(tracking: TrackingActor): void {
  const application = rootActor.system.get(APPLICATION) as
    ActorRefFrom<typeof import('../../machines/application.machine').applicationMachine> | undefined
  if (!application || application === followedApplication) return
  followedApplication = application
  let creating = application.getSnapshot().matches('creating')
  application.subscribe((snapshot) => {
    if (creating && snapshot.matches('following')) tracking.send({ type: 'stopAndComplete' })
    creating = snapshot.matches('creating')
  })
}

/**
 * Where the behaviour collected on a tracked form goes (the tracking actor, joined on first use,
 * following the application's creation when one of its screens has run).
 */
export function trackingSink(): (event: Behaviour) => void {
  const tracking = trackingActor()
  if (isClient(authActor.getSnapshot())) tracking.send({ type: 'start' })
  followApplication(tracking)
  return (event) => tracking.send({ type: 'track', event })
}
