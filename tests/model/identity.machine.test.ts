import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { IDENTITY_POLL_MS, identityMachine, type IdentityEvent, type IdentitySession } from '../../machines/identity.machine'
import { model } from './events/identity'
import { machinePaths } from './support/paths'

const cases = machinePaths('identity').map((path) => [`${path.start}: ${path.name}`, path.events] as const)

describe('identity machine paths', () => {
  it.each(cases)('%s', (_, events) => {
    const actor = createActor(model).start()
    for (const event of events) {
      actor.send(event as IdentityEvent)
      const { value, context } = actor.getSnapshot()
      // A decided session is always shown as its outcome (or handed on), never as still to verify.
      if (context.session?.decision && value !== 'done' && value !== 'failed' && value !== 'starting')
        expect(['approved', 'declined', 'resubmit']).toContain(value)
    }
  })
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const session = (status: IdentitySession['status'], decision: IdentitySession['decision'] = null): IdentitySession => ({
  id: 's-1',
  url: '/web/dev/veriff/s-1/hosted',
  status,
  decision,
})

/** The machine against a provider that answers `reads` in turn, with what it opened and handed on recorded. */
function start(latest: IdentitySession | null, reads: IdentitySession[]) {
  const opened: string[] = []
  let proceeded = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    identityMachine.provide({
      actors: {
        load: fromPromise(async () => latest),
        create: fromPromise(async () => session('created')),
        read: fromPromise(async () => reads.shift() ?? session('created')),
      },
      actions: {
        openHosted: (_, { session: opening }) => void opened.push(opening.url),
        proceed: () => void (proceeded += 1),
      },
    }),
    { clock },
  ).start()
  return { actor, clock, opened, proceeded: () => proceeded }
}

describe('identity machine', () => {
  it('starts the check, sends the person to the hosted flow, and asks for the decision every 3 s until approved', async () => {
    const { actor, clock, opened, proceeded } = start(session('submitted'), [session('created'), session('decided', 'approved')])
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'start' })
    await flush()
    expect(opened).toEqual(['/web/dev/veriff/s-1/hosted'])
    expect(actor.getSnapshot().matches({ verifying: 'waiting' })).toBe(true)
    clock.increment(IDENTITY_POLL_MS)
    await flush()
    expect(actor.getSnapshot().matches({ verifying: 'waiting' })).toBe(true)
    clock.increment(IDENTITY_POLL_MS)
    await flush()
    expect(actor.getSnapshot().value).toBe('approved')
    actor.send({ type: 'continue' })
    expect(proceeded()).toBe(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it.each([
    ['declined', 'declined'],
    ['resubmission_requested', 'resubmit'],
    ['approved', 'approved'],
  ] as const)('shows a session already decided %s as its outcome, with its way on', async (decision, state) => {
    const { actor, proceeded } = start(session('decided', decision), [])
    await flush()
    expect(actor.getSnapshot().value).toBe(state)
    actor.send({ type: 'continue' })
    expect(proceeded()).toBe(1)
  })

  it('comes back to a hosted flow under way: waits for its decision without opening it again', async () => {
    const { actor, opened } = start(session('created'), [session('decided', 'declined')])
    await flush()
    expect(actor.getSnapshot().matches('verifying')).toBe(true)
    actor.send({ type: 'check' })
    await flush()
    expect(actor.getSnapshot().value).toBe('declined')
    expect(opened).toEqual([])
  })
})
