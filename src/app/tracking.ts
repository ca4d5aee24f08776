import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { APPLICATION, TRACKING } from '../../machines/ids'
import {
  trackingMachine,
  type Behaviour,
  type UploadFailure,
  type UploadInput,
  type VerifyOutput,
} from '../../machines/tracking.machine'
import { unwrap } from '../api/answer'
import { createApiClient, settle } from '../api/client'
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

/** GET a reference number for this client, then have the ERP verify it. */
async function verify(): Promise<VerifyOutput> {
  const { referenceNumber } = unwrap(await settle(trackingApi.GET('/web/private/client/tracking/reference')))
  const { verified } = unwrap(
    await settle(trackingApi.POST('/web/private/client/tracking/verify', { body: { referenceNumber } })),
  )
  return { referenceNumber, verified }
}

/** POST one chunk; a refusal rejects with its status. `keepalive` lets the last one outlive the page. */
async function upload({ referenceNumber, seq, complete, events }: UploadInput, signal: AbortSignal): Promise<void> {
  const answer = await settle(
    trackingApi.POST('/web/private/client/tracking/{referenceNumber}/chunks', {
      params: { path: { referenceNumber } },
      body: { seq, events, ...(complete ? { complete } : {}) },
      signal,
      keepalive: true,
    }),
  )
  if (!answer.ok) {
    const failure: UploadFailure = { status: answer.status }
    throw failure
  }
}

const trackingLogic = trackingMachine.provide({
  actors: {
    verify: fromPromise(() => verify()),
    upload: fromPromise(({ input, signal }) => upload(input, signal)),
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
