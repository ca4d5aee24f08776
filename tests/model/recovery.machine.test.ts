import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { recoveryMachine, recoveryRouteOf, type RecoveryEvent, type RecoveryInput } from '../../machines/recovery.machine'
import { activeStateIds, allStateIds, allTransitions, takenTransitions } from './support/graph'
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
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const path of paths) {
      const actor = createActor(recoveryMachine, { input: path.input as RecoveryInput }).start()
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      for (const event of path.events) {
        for (const key of takenTransitions(recoveryMachine, actor.getSnapshot(), event)) taken.add(key)
        actor.send(event as RecoveryEvent)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
      }
    }
    expect(allTransitions(recoveryMachine).filter((key) => !taken.has(key))).toEqual([])
    expect(allStateIds(recoveryMachine).filter((id) => !reached.has(id))).toEqual(['recovery.opening'])
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
