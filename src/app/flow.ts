import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { flowMachine, type FingerprintInput, type FlowLoad } from '../../machines/flow.machine'
import { FLOW } from '../../machines/ids'
import type { RouteName } from '../domain/routes'
import { flowCalls, type AccountDetails } from '../api/flow'
import { profileCalls, type ClientProfile } from '../api/profile'
import { routeNameOf } from '../../machines/navigation'
import { externalLoginUrl, progressPercent, type FlowStatus } from '../domain/flow-steps'
import { api } from './api'
import { publishFlowFrame } from './flow-frame'
import { integrations, integrationsConfig } from './integrations/browser'
import type { IntegrationsConfig } from '../api/integrations'
import { latestLocation, onRoute } from './navigator'
import { followMoves } from './projections'
import { authActor, rootActor } from './system'

const calls = flowCalls(api)
const profile = profileCalls(api)

/** Sandbox mode's local simulation (src/app/sandbox-simulation.ts), loaded only when it is used. */
async function simulateFlow(): Promise<FlowLoad> {
  const { simulatedFlow } = await import('./sandbox-simulation')
  return simulatedFlow()
}

const flowLogic = flowMachine.provide({
  actors: {
    loadFlow: fromPromise(({ input }) => calls.load(input)),
    simulateFlow: fromPromise(() => simulateFlow()),
    // Listens to the fingerprint integration while the flow runs.
    fingerprint: fromPromise<void, FingerprintInput>(
      ({ input, signal }) =>
        new Promise<void>((stopped) => {
          const stop = integrations.fingerprint.watch((iobb) => input.flow.send({ type: 'fingerprint.collected', iobb }))
          signal.addEventListener('abort', () => {
            stop()
            stopped()
          })
        }),
    ),
  },
})

export type FlowActor = ActorRefFrom<typeof flowMachine>

function isClient(snapshot: SnapshotFrom<typeof authActor>): boolean {
  return snapshot.matches('loggedIn') && snapshot.context.type === 'client'
}

/**
 * The flow actor, joined to the actor system when a client session exists or a flow page opens
 * (src/app/navigation.ts, src/app/guards.ts load this module lazily): it follows the auth actor
 * (polling only while a client is logged in) and reports a blocked client to it, hears every
 * route change, and its routes are followed (the navigation projection).
 */
export function flowActor(): FlowActor {
  const existing = rootActor.system.get(FLOW) as FlowActor | undefined
  if (existing) return existing
  rootActor.send({ type: 'actor.join', systemId: FLOW, logic: flowLogic })
  const flow = rootActor.system.get(FLOW) as FlowActor
  const location = latestLocation()
  flow.send({ type: 'route.changed', name: routeNameOf(location.pathname), search: location.searchStr })
  onRoute('onBeforeLoad', ({ toLocation, pathChanged }) => {
    if (pathChanged) flow.send({ type: 'route.changed', name: routeNameOf(toLocation.pathname), search: toLocation.searchStr })
  })
  followMoves(flow)
  flow.subscribe((snapshot) =>
    publishFlowFrame({
      progress: progressPercent(snapshot.context.progress),
      sandbox: snapshot.matches('sandbox'),
      resume: snapshot.context.resume,
    }),
  )
  let client = isClient(authActor.getSnapshot())
  flow.send({ type: 'session.changed', client })
  authActor.subscribe((snapshot) => {
    if (isClient(snapshot) === client) return
    client = isClient(snapshot)
    flow.send({ type: 'session.changed', client })
  })
  // A blocked client is logged out through the auth actor.
  flow.on('blocked', () => authActor.send({ type: 'user.loaded', user: { status: 2 } }))
  return flow
}

/** The entry's "try again" after the ERP did not answer: the step is asked for now. */
export function retryFlow(): void {
  flowActor().send({ type: 'flow.refresh' })
}

/** A flow page's step was done: the flow routes the page on by the step that follows, as its entry does. */
export function flowStepDone(): void {
  flowActor().send({ type: 'flow.step.done' })
}

/**
 * The server's step once known: the registration-page rule waits for the first answer (at most
 * `ms`), and gives null for a guest or when the ERP does not answer in time.
 */
export async function knownStep(ms = 5_000): Promise<string | null> {
  const flow = flowActor()
  const now = flow.getSnapshot()
  if (now.context.flow) return now.context.flow.step
  if (!now.matches('client')) return null
  try {
    const settled = await waitFor(
      flow,
      (s) => s.context.flow !== null || !s.matches('client') || s.matches({ client: 'waiting' }),
      { timeout: ms },
    )
    return settled.context.flow?.step ?? null
  } catch {
    return null
  }
}

/**
 * The server's step asked for now (a registration page handed over to the flow's entry is judged
 * by it, not by one known from before): a load is started, or the one under way awaited; null for
 * a guest, and the step known before when the ERP does not answer in time.
 */
export async function freshStep(ms = 5_000): Promise<string | null> {
  const flow = flowActor()
  const before = flow.getSnapshot()
  if (!before.matches('client')) return null
  if (!before.matches({ client: 'loading' })) flow.send({ type: 'flow.refresh' })
  let loading = false
  try {
    const settled = await waitFor(
      flow,
      (snapshot) => {
        if (snapshot.matches({ client: 'loading' })) loading = true
        return !snapshot.matches('client') || (loading && !snapshot.matches({ client: 'loading' }))
      },
      { timeout: ms },
    )
    return settled.context.flow?.step ?? null
  } catch {
    return before.context.flow?.step ?? null
  }
}

/** What the flow pages show: whether the step is still being fetched, or could not be. */
export interface FlowView {
  loading: boolean
  /** The ERP did not answer and no step is known: the entry offers to try again. */
  failed: boolean
  step: string | null
  status: FlowStatus | null
  route: RouteName | null
  sandbox: boolean
}

function viewOf(snapshot: SnapshotFrom<typeof flowMachine>): FlowView {
  const { flow, route } = snapshot.context
  return {
    loading: flow === null || snapshot.context.entering !== null,
    failed: flow === null && snapshot.matches({ client: 'waiting' }),
    step: flow?.step ?? null,
    status: flow?.status ?? null,
    route,
    sandbox: snapshot.matches('sandbox'),
  }
}

const sameView = (a: FlowView, b: FlowView) => (Object.keys(a) as (keyof FlowView)[]).every((key) => a[key] === b[key])

export function useFlowView(): FlowView {
  return useSelector(flowActor(), viewOf, sameView)
}

/** What the external login of step facebook links to: its address once known, or that it is off. */
export interface FacebookLogin {
  /** The ERP's Facebook Login with the page's query, the application id and the client id; null until known. */
  url: string | null
  /** The ERP configures no Facebook app (or its configuration did not load): the external login is off. */
  off: boolean
}

/** What the external login carries: the page's query and the application id (at step facebook, or in sandbox mode). */
interface LoginPlace {
  search: string
  applicationId: number | null
}

function placeOf(snapshot: SnapshotFrom<typeof flowMachine>): LoginPlace | null {
  const { flow, search, applicationId } = snapshot.context
  return flow?.step === 'facebook' || snapshot.matches('sandbox') ? { search, applicationId } : null
}

const samePlace = (a: LoginPlace | null, b: LoginPlace | null) =>
  a === b || (a !== null && b !== null && a.search === b.search && a.applicationId === b.applicationId)

/**
 * The external login of step facebook. Its client id and dialog are the ERP's configuration
 * (GET config/integrations), which the page waits for: asked for now if the idle moment that
 * asks for it on every page has not come yet, the same request otherwise.
 */
export function useFacebookLogin(): FacebookLogin {
  const place = useSelector(flowActor(), placeOf, samePlace)
  const [login, setLogin] = useState<IntegrationsConfig['externalLogin'] | undefined>(undefined)
  useEffect(() => {
    let live = true
    void integrationsConfig().then((config) => live && setLogin(config?.externalLogin ?? null))
    return () => {
      live = false
    }
  }, [])
  if (login === null) return { url: null, off: true }
  if (login === undefined || place === null) return { url: null, off: false }
  return { url: externalLoginUrl(login.loginUrl, place.search, place.applicationId, login.appId), off: false }
}

/** What a flow screen loads: loading, failed (with retry) or ready. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/** Runs `load` once per mount and per retry; an answer after unmount or a newer retry is dropped. */
export function useLoad<T>(load: () => Promise<T>): { loaded: Loaded<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  useEffect(() => {
    let live = true
    setLoaded({ state: 'loading' })
    load().then(
      (data) => live && setLoaded({ state: 'ready', data }),
      () => live && setLoaded({ state: 'failed' }),
    )
    return () => {
      live = false
    }
    // The loader is the screen's own constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  return { loaded, retry: () => setAttempt((n) => n + 1) }
}

/** The client's registration data (in sandbox mode the simulation's sample client: src/app/sandbox-erp.ts). */
export function loadAccountDetails(): Promise<AccountDetails> {
  return calls.accountDetails()
}

/** The client's profile (in sandbox mode the simulation's sample client). */
export function loadProfile(): Promise<ClientProfile> {
  return profile.profile()
}
