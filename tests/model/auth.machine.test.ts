import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { authMachine } from '../../machines/auth.machine'
import { fakeToken } from '../support/token'

const client = fakeToken({ sub: '11', account_type: 'client', mfa: false, firstName: 'Lucía' })
const admin = fakeToken({ sub: '1', account_type: 'user', mfa: false, email: 'ops@lanaclara.mx' })
const mfa = fakeToken({ sub: '11', account_type: 'client', mfa: true })
const now = Date.UTC(2026, 10, 21)

function start(storedToken: string | null) {
  const storeToken = vi.fn()
  const forgetToken = vi.fn()
  const actor = createActor(authMachine.provide({ actions: { storeToken, forgetToken } }), { input: { storedToken, now } }).start()
  return { actor, storeToken, forgetToken }
}

describe('auth machine paths', () => {
  const events = [
    { type: 'token.received', token: client },
    { type: 'token.received', token: admin },
    { type: 'logout' },
    { type: 'session.rejected' },
    { type: 'user.loaded', user: { firstName: 'Ana' } },
  ] as const
  const paths = getShortestPaths(authMachine, {
    input: { storedToken: null, now },
    events: [...events],
    serializeState: (s) => JSON.stringify({ value: s.value, type: s.context.type }),
  })

  it('reach every state from a guest start', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect(reached).toEqual(new Set(['"loggedOut"', '"loggedIn"']))
  })

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))('walks %s', (_, path) => {
    const { actor } = start(null)
    for (const step of path.steps) actor.send(step.event)
    expect(actor.getSnapshot().value).toEqual(path.state.value)
    expect(actor.getSnapshot().context.type).toBe(path.state.context.type)
  })
})

describe('auth machine', () => {
  it('starts logged in from a stored client token', () => {
    const { actor } = start(client)
    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(actor.getSnapshot().context).toMatchObject({ type: 'client', user: { id: '11', firstName: 'Lucía' } })
  })

  it("treats account_type 'user' as an admin", () => {
    expect(start(admin).actor.getSnapshot().context.type).toBe('admin')
  })

  it('discards a stored token carrying mfa at start', () => {
    const { actor, forgetToken } = start(mfa)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(forgetToken).toHaveBeenCalled()
  })

  it('discards an expired stored token', () => {
    const expired = fakeToken({ sub: '11', account_type: 'client', exp: now / 1000 - 1 })
    expect(start(expired).actor.getSnapshot().value).toBe('loggedOut')
  })

  it('replaces the stored token with the one an answer carried', () => {
    const { actor, storeToken } = start(client)
    const renewed = fakeToken({ sub: '11', account_type: 'client', mfa: false, firstName: 'Lucía', exp: now / 1000 + 600 })
    actor.send({ type: 'token.received', token: renewed })
    expect(actor.getSnapshot().context.token).toBe(renewed)
    expect(storeToken).toHaveBeenLastCalledWith(expect.anything(), { token: renewed })
  })

  it('logs out on a 401 or 403 answer and forgets the token', () => {
    const { actor, forgetToken } = start(client)
    actor.send({ type: 'session.rejected' })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(forgetToken).toHaveBeenCalled()
  })

  it('completes the user with profile data', () => {
    const { actor } = start(admin)
    actor.send({ type: 'user.loaded', user: { firstName: 'Mónica' } })
    expect(actor.getSnapshot().context.user).toMatchObject({ id: '1', firstName: 'Mónica', email: 'ops@lanaclara.mx' })
  })
})
