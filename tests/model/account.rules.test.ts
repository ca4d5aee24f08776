import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { accountMachine, accountRouteOf, isAccountScreen, type AccountScreen } from '../../machines/account.machine'

describe('the client area', () => {
  it('starts at the overview, as if the overview was opened', () => {
    const actor = createActor(accountMachine).start()
    expect(actor.getSnapshot().value).toBe('overview')
    expect(actor.getSnapshot().context.opened).toBe('profile')
    expect(accountRouteOf(actor.getSnapshot())).toBe('profile')
  })

  it.each<[AccountScreen, unknown]>([
    ['profile', 'overview'],
    ['profile-change-email', { email: 'editing' }],
    ['profile-change-phone', { phone: 'editing' }],
    ['profile-change-password', { password: 'editing' }],
  ])('shows %s where it was opened, and confirms its change there', (screen, state) => {
    const actor = createActor(accountMachine).start()
    actor.send({ type: 'account.opened', screen })
    expect(actor.getSnapshot().value).toEqual(state)
    expect(accountRouteOf(actor.getSnapshot())).toBe(screen)
    actor.send({ type: 'account.change.done' })
    expect(accountRouteOf(actor.getSnapshot())).toBe(screen)
    if (screen !== 'profile') expect(actor.getSnapshot().value).toEqual({ [Object.keys(state as object)[0]!]: 'changed' })
  })

  it('shows the overview for a state with no page of its own', () => {
    expect(accountRouteOf({ value: 'opening' })).toBe('profile')
  })

  it.each([
    ['profile', true],
    ['profile-change-email', true],
    ['profile-change-phone', true],
    ['profile-change-password', true],
    ['profile-my-loan', false],
    ['home', false],
    [null, false],
  ] as const)('%s is a page of the client area: %s', (route, expected) => {
    expect(isAccountScreen(route)).toBe(expected)
  })
})
