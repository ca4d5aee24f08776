import { fromPromise, type AnyEventObject } from 'xstate'
import { identityMachine, type IdentitySession } from '../../../machines/identity.machine'

const session = (status: IdentitySession['status'], decision: IdentitySession['decision'] = null): IdentitySession => ({
  id: 's-1',
  url: '/web/dev/veriff/s-1/hosted',
  status,
  decision,
})

export const EVENTS = [
  { type: 'start' },
  { type: 'check' },
  // The 3 s question to the provider, as the model walks it.
  { type: 'xstate.after.identityPoll.identity.verifying.waiting' },
  { type: 'continue' },
  { type: 'retry' },
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.done.actor.load', output: session('submitted') },
  { type: 'xstate.done.actor.load', output: session('decided', 'approved') },
  { type: 'xstate.error.actor.load', error: { status: -1, violations: [] } },
  { type: 'xstate.done.actor.create', output: session('created') },
  { type: 'xstate.error.actor.create', error: { status: 409, code: 'identity_check_not_due', violations: [] } },
  { type: 'xstate.done.actor.read', output: session('created') },
  { type: 'xstate.done.actor.read', output: session('decided', 'approved') },
  { type: 'xstate.done.actor.read', output: session('decided', 'declined') },
  { type: 'xstate.done.actor.read', output: session('decided', 'resubmission_requested') },
  { type: 'xstate.error.actor.read', error: { status: -1, violations: [] } },
] as AnyEventObject[]

const never = () => new Promise<never>(() => {})

/** The machine with its ERP calls held still: the events above play their answers. */
export const model = identityMachine.provide({
  actors: {
    load: fromPromise<any, any>(never),
    create: fromPromise<any, any>(never),
    read: fromPromise<any, any>(never),
  },
})

export const serialize = (s: { value: unknown; context: { session: IdentitySession | null; problem: unknown } }) => ({
  value: s.value,
  decision: s.context.session?.decision ?? null,
  session: s.context.session?.status ?? null,
  problem: s.context.problem !== null,
})
