import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { recoveryMachine, recoveryRouteOf, type RecoveryEvent, type RecoveryInput } from '../../machines/recovery.machine'
import { uncovered } from './support/graph'
import { machinePaths } from './support/paths'

const paths = machinePaths('recovery')

describe('recovery machine paths', () => {
  it.each(paths.map((path) => [`${path.start}: ${path.name}`, path] as const))('%s', (_, path) => {
    const input = path.input as RecoveryInput
    const actor = createActor(recoveryMachine, { input }).start()
    const events = path.events as RecoveryEvent[]
    for (const [index, event] of events.entries()) {
      actor.send(event)
      // The oracle: only a link's new password, once set, leaves the page, for the login page.
      const reset = input.token !== null && events.slice(0, index + 1).some((seen) => seen.type === 'recovery.reset')
      expect(recoveryRouteOf(actor.getSnapshot())).toBe(reset ? 'login' : 'recover')
    }
  })

  it('take every transition and reach every state', () => {
    // Played from each start; what neither start covers is left out.
    const starts = [...new Set(paths.map((path) => path.input))].map((input) =>
      uncovered(
        recoveryMachine,
        paths.filter((path) => path.input === input).map((path) => path.events),
        input,
      ),
    )
    const both = (lists: string[][]) => lists[0]!.filter((item) => lists.every((list) => list.includes(item)))
    expect({
      transitions: both(starts.map((start) => start.transitions)),
      states: both(starts.map((start) => start.states)),
    }).toEqual({ transitions: [], states: [] })
  })
})

describe('recovery machine', () => {
  it.each([
    [null, 'requesting'],
    ['reset-token-0123456789', 'resetting'],
  ] as const)('opened with token %s shows %s', (token, state) => {
    expect(createActor(recoveryMachine, { input: { token } }).start().getSnapshot().value).toBe(state)
  })
})
