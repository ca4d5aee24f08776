import { fromPromise, type AnyEventObject } from 'xstate'
import { flowMachine, type FlowEvent, type FlowLoad, type FlowLoadInput } from '../../../machines/flow.machine'
import type { RouteName } from '../../../src/domain/routes'
import { SANDBOX_START, simulatedLoad } from '../../../machines/sandbox.machine'
import { isFlowPage } from '../../../src/domain/flow-steps'

export const load = (step: string, status: 'active' | 'completed' = 'active', clientStatus = 1): FlowLoad => ({
  flow: { step, status, errors: [] },
  client: { status: clientStatus, firstName: 'Paola' },
  applicationId: 7,
})

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as FlowEvent
export const error = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') }) as unknown as FlowEvent
export const after = (state: string) => ({ type: `xstate.after.flowPoll.flow.${state}` }) as unknown as FlowEvent

/** Every event the machine reacts to, with the answers the ERP (or the simulation) can give. */
export const EVENTS = [
  { type: 'session.changed', client: true },
  { type: 'session.changed', client: false },
  { type: 'route.changed', name: 'application-manual-verification' },
  { type: 'route.changed', name: 'registration' },
  { type: 'route.changed', name: 'faq' },
  { type: 'route.changed', name: 'direct-debit-information', search: '?utm_source=x' },
  { type: 'flow.enter', route: 'flow' },
  { type: 'flow.enter', route: 'payment' },
  { type: 'flow.refresh' },
  { type: 'flow.step.done' },
  { type: 'progress.set', step: 30 },
  { type: 'sandbox.start' },
  { type: 'sandbox.stop' },
  { type: 'sandbox.jump' },
  { type: 'sandbox.visit', route: 'application-rejected' },
  { type: 'fingerprint.collected', iobb: '0400-model-blackbox' },
  done('loadFlow', load('manual_page')),
  done('loadFlow', load('direct_debit_information')),
  done('loadFlow', load('reject_page', 'completed', 2)),
  done('loadFlow', load('verification')),
  done('loadFlow', load('facebook')),
  // A new client whose details are not confirmed yet: their step is the details screen.
  done('loadFlow', { ...load('new_client_created'), client: { status: 1, firstName: null } }),
  error('loadFlow'),
  // The simulation's first answer (its start: new_client_created), then a step the panel chose.
  done('simulateFlow', simulatedLoad(SANDBOX_START)),
  done('simulateFlow', load('offer_increase')),
  error('simulateFlow'),
  after('client.waiting'),
  after('sandbox.waiting'),
] as AnyEventObject[]

export const never = () => new Promise<never>(() => {})
export const model = flowMachine.provide({
  actors: { loadFlow: fromPromise<FlowLoad, FlowLoadInput>(never), simulateFlow: fromPromise<FlowLoad, FlowLoadInput>(never) },
})
export const serialize = (s: {
  value: unknown
  context: { signedIn: boolean; entering: unknown; flow: { step: string } | null; progress: number; route: RouteName | null }
}) => ({
  value: s.value,
  // Whether a flow page is open: what a poll's answer does depends on it.
  flowPage: isFlowPage(s.context.route),
  signedIn: s.context.signedIn,
  entering: s.context.entering,
  step: s.context.flow?.step ?? null,
})
