import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { FLOW_POLL_MS, type FlowContext, type FlowEmitted, type FlowLoad } from '../../../machines/flow.machine'
import type { RouteName } from '../../../src/domain/routes'
import { SANDBOX_START } from '../../../machines/sandbox.machine'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { BLOCKED_CLIENT } from '../../../src/domain/flow-steps'
import type { Outcome } from './erp'
import type { Driver, JourneyMachine, Played, Plan, Undrivable } from './select'

/*
 * The flow machine's drivers against the reference ERP (docs/API.md "Client account and flow"): a
 * client's session, the flow pages opened in the app, the ERP's step steered by the application's
 * decision or the client's status, the 10 s poll waited for, and sandbox mode by its cookie and panel.
 */

export type FlowAct =
  /** The first time: the session stored and a content page opened; later: the login form. */
  | { signIn: true }
  /** The account menu's Log out (the app goes to the login page). */
  | { signOut: true }
  /** A flow page opened in the app (a link's navigation, no reload). */
  | { open: 'flow' | 'payment' }
  /** The sandbox banner's Disable; the panel's button of a step or of a screen. */
  | { press: 'sandbox-disable' }
  | { press: 'sandbox-step'; step: string }
  | { press: 'sandbox-visit'; route: RouteName }
  /** The app's own poll: nothing to do but wait. */
  | { wait: number }

export interface FlowSetup {
  /** A client whose registration is complete (steps one to four), so that the application steers the step. */
  client: boolean
  /** The cookie qa-disable-flow (a flow page then starts sandbox mode). */
  sandboxCookie: boolean
  /** The client's application before the journey, decided so; null for none. */
  application: Outcome | null
  /** Blocked by the back office before the journey. */
  blocked: boolean
}

export type FlowArrange = { decide: Outcome } | { block: true } | { fault: 'flow'; answer: 'drop' }

const routeChanged = (name: RouteName) => ({ type: 'route.changed', name })

/** The step of GET flow each decision of the application leads to (server/accounts/flow-step.ts). */
const STEP_OF: Readonly<Record<string, Outcome>> = {
  manual_page: 'manual_verification',
  direct_debit_information: 'accepted',
  verification: 'decision_error',
  offer_increase: 'yhat_increase',
  offer_decrease: 'yhat_decrease',
  pre_approval_page: 'special_offer',
  reject_page: 'rejected',
}

const WHY: Readonly<Record<string, string>> = {
  'route.changed':
    "the app sends it on every navigation, together with the page's own events (a flow page's guard, the application pages): it is part of those drivers, never alone",
  'progress.set': "a guest's flow-page guard sends it with its redirect to registration, never alone",
  'fingerprint.collected':
    "iovation's loader reports it; no journey switches the fingerprint on (tests/e2e/integrations.spec.ts stands the vendor in)",
  'flow.refresh':
    'the summary sends it once the agreement is signed (tests/e2e/summary.spec.ts): a signed loan is not a step of these journeys',
}

function driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<FlowAct> | Undrivable {
  const signedIn = (snapshot.context as FlowContext).signedIn
  switch (event.type) {
    case 'session.changed':
      if ((event as unknown as { client: boolean }).client)
        return signedIn
          ? { undrivable: 'the client is signed in already' }
          : { by: 'user', act: { signIn: true }, before: [routeChanged('faq')] }
      return signedIn
        ? { by: 'user', act: { signOut: true }, after: [routeChanged('login')] }
        : { undrivable: 'no session to end' }
    case 'flow.enter': {
      const route = (event as unknown as { route: RouteName }).route
      if (route !== 'flow' && route !== 'payment') return { undrivable: `no driver opens ${route}` }
      return { by: 'user', act: { open: route }, before: [routeChanged(route)] }
    }
    case 'sandbox.start':
      // A flow page with the cookie: its guard starts sandbox mode, then enters the flow.
      return { by: 'user', act: { open: 'flow' }, before: [routeChanged('flow')], after: [{ type: 'flow.enter', route: 'flow' }] }
    case 'sandbox.stop':
      return { by: 'user', act: { press: 'sandbox-disable' } }
    case 'sandbox.jump':
      return { by: 'user', act: { press: 'sandbox-step', step: SANDBOX_START.flow.step } }
    case 'sandbox.visit':
      return { by: 'user', act: { press: 'sandbox-visit', route: (event as unknown as { route: RouteName }).route } }
    case 'xstate.done.actor.loadFlow': {
      const { flow } = (event as unknown as { output: FlowLoad }).output
      const { client } = (event as unknown as { output: FlowLoad }).output
      const blocked = client?.status === BLOCKED_CLIENT
      if (client && client.firstName === null)
        return { undrivable: 'the journeys sign in a registered client, whose details the reference ERP holds confirmed' }
      if (!blocked && !STEP_OF[flow.step])
        return { undrivable: `the reference ERP never answers step ${flow.step} (sandbox mode simulates it)` }
      return { by: 'answer' }
    }
    case 'xstate.done.actor.simulateFlow': {
      // The simulation starts at its first step, and a poll finds it where it is: only the panel moves it.
      const { flow, entering } = snapshot.context as FlowContext
      const step = (event as unknown as { output: FlowLoad }).output.flow.step
      if (flow === null && step !== SANDBOX_START.flow.step)
        return { undrivable: `sandbox mode starts its simulation at ${SANDBOX_START.flow.step}` }
      if (flow !== null && entering === null && step !== flow.step)
        return { undrivable: 'a poll finds the simulated step where the panel left it' }
      return { by: 'answer' }
    }
    case 'xstate.error.actor.loadFlow':
      return { by: 'answer' }
    case 'xstate.error.actor.simulateFlow':
      return { undrivable: "sandbox mode's local simulation does not fail" }
  }
  if (event.type.startsWith('xstate.after.')) return { by: 'timer', act: { wait: FLOW_POLL_MS } }
  return { undrivable: WHY[event.type] ?? 'no driver' }
}

/** The deepest active states, without the machine's id. */
function leaf(snapshot: AnyMachineSnapshot): string {
  const nodes = (snapshot as unknown as { _nodes: { id: string; type: string }[] })._nodes
  return nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id.split('.').slice(1).join('.'))
    .join(', ')
}

function plan(played: readonly Played<FlowAct>[]): Plan<FlowSetup, FlowArrange, FlowAct> | Undrivable {
  const setup: FlowSetup = {
    client: played.some(({ driver }) => driver.by === 'user' && 'signIn' in driver.act),
    sandboxCookie: played.some(({ event }) => event.type === 'sandbox.start'),
    application: null,
    blocked: false,
  }
  const steps: { arrange: FlowArrange[]; act?: FlowAct }[] = played.map(() => ({ arrange: [] }))
  let decided: Outcome | null | undefined
  let blocked = false
  let disabled = false
  let simulated = SANDBOX_START.flow.step
  let trigger = 0
  for (const [index, { event, driver, before }] of played.entries()) {
    if (driver.by !== 'answer') trigger = index
    const inSandbox = before.matches('sandbox')
    if (event.type === 'flow.enter' && setup.sandboxCookie && !disabled && !inSandbox)
      return { undrivable: `${event.type}: with the sandbox cookie a flow page starts sandbox mode` }
    if (event.type === 'sandbox.start' && disabled)
      return { undrivable: `${event.type}: Disable keeps sandbox mode off for the session` }
    if (event.type === 'sandbox.stop') disabled = true
    if (event.type === 'sandbox.jump') {
      const next = played[index + 1]?.event as unknown as { type: string; output?: FlowLoad } | undefined
      if (next?.type !== 'xstate.done.actor.simulateFlow') return { undrivable: `${event.type}: no simulated step follows` }
      simulated = next.output!.flow.step
      steps[index]!.act = { press: 'sandbox-step', step: simulated }
    }
    if (event.type === 'xstate.done.actor.simulateFlow') {
      const step = (event as unknown as { output: FlowLoad }).output.flow.step
      if (step !== simulated) return { undrivable: `${event.type}: the simulation is at ${simulated}, not ${step}` }
    }
    if (event.type === 'xstate.error.actor.loadFlow') steps[trigger]!.arrange.push({ fault: 'flow', answer: 'drop' })
    if (event.type === 'xstate.done.actor.loadFlow') {
      const load = (event as unknown as { output: FlowLoad }).output
      if (!setup.client) return { undrivable: `${event.type}: no client is signed in` }
      if (load.client?.status === BLOCKED_CLIENT) {
        if (!blocked && decided === undefined) setup.blocked = true
        else if (!blocked) steps[trigger]!.arrange.push({ block: true })
        blocked = true
        decided ??= null
        continue
      }
      if (blocked) return { undrivable: `${event.type}: the client is blocked` }
      const outcome = STEP_OF[load.flow.step]!
      if (decided === undefined) setup.application = outcome
      else if (decided === null) return { undrivable: `${event.type}: the client has no application` }
      else if (decided !== outcome) steps[trigger]!.arrange.push({ decide: outcome })
      decided = outcome
    }
  }
  return { setup, steps }
}

export const flowJourneys: JourneyMachine<FlowAct, FlowSetup, FlowArrange> = {
  paths: MACHINE_PATHS.find((setup) => setup.name === 'flow')!,
  driver,
  // The app follows a navigation (src/app/flow.ts) and logs a blocked client out, to the login page.
  glue(emitted) {
    const out = emitted as FlowEmitted
    if (out.type === 'navigate') return [{ type: 'route.changed', name: out.to, search: out.search }]
    if (out.type === 'blocked') return [{ type: 'session.changed', client: false }, routeChanged('login')]
    return []
  },
  movedTo: (emitted) => ((emitted as FlowEmitted).type === 'navigate' ? (emitted as unknown as { to: RouteName }).to : null),
  shows: (snapshot, moved) => ({ key: `${leaf(snapshot)}${moved ? ` → ${moved}` : ''}`, route: moved }),
  plan,
}
