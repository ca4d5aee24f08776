import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { authMachine, type AuthUser } from '../../machines/auth.machine'
import { renewSessionToken } from '../../src/app/token-renewal'
import { fakeToken } from '../support/token'

/** Many calls refused together (401) are renewed with one token refresh, or the session ends. */

const stale = fakeToken({ sub: '11', account_type: 'client', mfa: false, jti: 'first' })
const fresh = fakeToken({ sub: '11', account_type: 'client', mfa: false, jti: 'second' })

async function signedIn(refresh: () => Promise<{ token: string }>) {
  const refreshToken = vi.fn(refresh)
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadUser: fromPromise(async (): Promise<Partial<AuthUser>> => ({ status: 1 })),
        refreshToken: fromPromise(refreshToken),
      },
      actions: { storeToken: () => {}, forgetToken: () => {} },
    }),
    { input: { storedToken: stale, now: Date.now() } },
  ).start()
  await waitFor(actor, (snapshot) => snapshot.matches({ loggedIn: 'active' }))
  return { actor, refreshToken }
}

describe('renewSessionToken', () => {
  it('refreshes once for calls refused together and gives each the new token', async () => {
    const { actor, refreshToken } = await signedIn(async () => ({ token: fresh }))
    const tokens = await Promise.all([
      renewSessionToken(actor, stale),
      renewSessionToken(actor, stale),
      renewSessionToken(actor, stale),
    ])
    expect(tokens).toEqual([fresh, fresh, fresh])
    expect(refreshToken).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true)
  })

  it('gives a call refused after the renewal the new token without refreshing again', async () => {
    const { actor, refreshToken } = await signedIn(async () => ({ token: fresh }))
    await renewSessionToken(actor, stale)
    expect(await renewSessionToken(actor, stale)).toBe(fresh)
    expect(refreshToken).toHaveBeenCalledTimes(1)
  })

  it('ends the session when the refresh fails, and every call keeps its 401', async () => {
    const { actor } = await signedIn(async () => {
      throw { status: 401, violations: [] }
    })
    expect(await Promise.all([renewSessionToken(actor, stale), renewSessionToken(actor, stale)])).toEqual([null, null])
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(actor.getSnapshot().context.ended).toBe('rejected')
  })

  it('renews nothing for a guest', async () => {
    const actor = createActor(authMachine, { input: { storedToken: null, now: Date.now() } }).start()
    expect(await renewSessionToken(actor, stale)).toBeNull()
  })
})
