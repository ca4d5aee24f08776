import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { accountMachine, accountRouteOf, type AccountEvent } from '../../machines/account.machine'
import type { RouteName } from '../../src/domain/routes'
import { uncovered } from './support/graph'
import { machinePaths } from './support/paths'

const paths = machinePaths('account')

/** The oracle: the page opened is the page shown; a confirmation changes no page and only ends a change's form. */
function expected(before: { screen: RouteName; changed: boolean }, event: AccountEvent) {
  if (event.type === 'account.opened') return { screen: event.screen, changed: false }
  return { screen: before.screen, changed: before.screen !== 'profile' }
}

const changed = (value: unknown) => typeof value === 'object' && Object.values(value as object)[0] === 'changed'

describe('account machine paths', () => {
  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const actor = createActor(accountMachine).start()
    for (const event of path.events as AccountEvent[]) {
      const before = { screen: accountRouteOf(actor.getSnapshot()), changed: changed(actor.getSnapshot().value) }
      actor.send(event)
      const after = { screen: accountRouteOf(actor.getSnapshot()), changed: changed(actor.getSnapshot().value) }
      expect(after).toEqual(expected(before, event))
    }
  })

  it('take every transition and reach every state', () => {
    expect(
      uncovered(
        accountMachine,
        paths.map((path) => path.events),
      ),
    ).toEqual({ transitions: [], states: [] })
  })
})

describe('account machine', () => {
  it('shows on every state the page its meta names (the projection the production build runs without meta)', () => {
    const states = accountMachine.root.states
    for (const key of Object.keys(states).filter((name) => name !== 'opening')) {
      const snapshot = accountMachine.resolveState({ value: key, context: { opened: 'profile' } })
      expect([key, accountRouteOf(snapshot)]).toEqual([key, (states[key]!.meta as { screen: string }).screen])
    }
  })
})
