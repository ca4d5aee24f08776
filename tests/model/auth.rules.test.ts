import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import { authMachine, type AuthEvent, type Credentials, type LoginAnswer } from '../../machines/auth.machine'
import { fakeToken } from '../support/token'
import { recordedCalls } from './support/recorded'

/*
 * What each step of a login, a session and a logout leaves behind: the state, what the context
 * holds, what each ERP call is given and what is stored. The expectations are the product's
 * rules written out, never read back from the machine.
 */

const NOW = Date.UTC(2026, 10, 21)
const clientToken = fakeToken({ sub: '11', account_type: 'client', mfa: false, firstName: 'Lucía' })
const renewedToken = fakeToken({ sub: '11', account_type: 'client', mfa: false, firstName: 'Lucía', jti: 'second' })
const adminToken = fakeToken({ sub: '1', account_type: 'user', mfa: false, email: 'ops@lanaclara.mx' })
const mfaToken = fakeToken({ sub: '1', account_type: 'user', mfa: true })
const expiring = fakeToken({ sub: '11', account_type: 'client', mfa: false, exp: NOW / 1000 + 3600 })

const problem = (status: number, extra: object = {}) => ({ status, violations: [], ...extra })
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as AuthEvent
const fired = (delay: string, state: string) => ({ type: `xstate.after.${delay}.auth.${state}` }) as unknown as AuthEvent

/** The auth actor with ERP calls that record what they are given and never answer: the test answers. */
function session(storedToken: string | null) {
  const { calls, recorded } = recordedCalls()
  const stored: (string | null)[] = []
  const actor = createActor(
    authMachine.provide({
      actors: {
        login: recorded('login'),
        verifyMfa: recorded('verifyMfa'),
        resendMfa: recorded('resendMfa'),
        refreshToken: recorded('refreshToken'),
        loadUser: recorded('loadUser'),
        revokeSession: recorded('revokeSession'),
      },
      actions: {
        storeToken: (_, params: { token: string }) => void stored.push(params.token),
        forgetToken: () => void stored.push(null),
      },
    }),
    { input: { storedToken, now: NOW }, clock: new SimulatedClock() },
  ).start()
  const send = (event: AuthEvent | AnyEventObject) => actor.send(event as AuthEvent)
  return { actor, calls, stored, send, context: () => actor.getSnapshot().context }
}

const adminLogin = { type: 'login', credentials: { kind: 'admin', login: 'mfa@lanaclara.mx', password: 'Admin2024' } } as const
const clientLogin = { type: 'login', credentials: { kind: 'client', login: 'ana@example.mx', password: 'Clara2024' } } as const

/** An admin at the code form: the login answered with an mfa token sent by SMS. */
function atTheCodeForm() {
  const s = session(null)
  s.send(adminLogin)
  s.send(done('login', { token: mfaToken, mfa: true, mfaChannel: 'sms', mfaDestination: '******0009' }))
  return s
}

describe('a login', () => {
  it('sends the credentials to the ERP and remembers which kind of account is logging in', () => {
    const s = session(null)
    s.send(adminLogin)
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'submitting' })
    expect(s.calls).toEqual([{ call: 'login', input: { kind: 'admin', login: 'mfa@lanaclara.mx', password: 'Admin2024' } }])
    expect(s.context().loginKind).toBe('admin')
  })

  it('holds the mfa token with where the code went, for the code form', () => {
    const s = atTheCodeForm()
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: { mfa: 'waiting' } })
    expect(s.context().challenge).toEqual({ token: mfaToken, kind: 'admin', channel: 'sms', destination: '******0009' })
    expect(s.context().problem).toBeNull()
    expect(s.context().codeResent).toBe(false)
    expect(s.stored).toEqual([null])
  })

  it('holds no channel or destination the answer did not give', () => {
    const s = session(null)
    s.send(adminLogin)
    s.send(done('login', { token: mfaToken, mfa: true }))
    expect(s.context().challenge).toEqual({ token: mfaToken, kind: 'admin' })
  })

  it('logs in with a full token, storing it and keeping the user the answer names', () => {
    const s = session(null)
    s.send(clientLogin)
    s.send(done('login', { token: clientToken, mfa: false, user: { firstName: 'Lucía', status: 1 } }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'loadingUser' })
    expect(s.stored).toEqual([null, clientToken])
    expect(s.context()).toMatchObject({
      token: clientToken,
      type: 'client',
      mfa: false,
      user: { id: '11', firstName: 'Lucía', status: 1 },
      problem: null,
      ended: null,
    })
  })

  it('keeps the user of the token when the answer names none', () => {
    const s = session(null)
    s.send(clientLogin)
    s.send(done('login', { token: clientToken, mfa: false }))
    expect(s.context().user).toEqual({ id: '11', firstName: 'Lucía' })
  })

  it('stays at the form with a problem when the answer carries no usable token', () => {
    const s = session(null)
    s.send(clientLogin)
    s.send(done('login', { token: 'not a token', mfa: false }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().problem).toEqual({ status: -1, violations: [] })
    expect(s.context().token).toBeNull()
  })

  it('keeps a refusal for the form without asking for a captcha', () => {
    const s = session(null)
    s.send(clientLogin)
    s.send(failed('login', problem(401, { message: 'Wrong e-mail, phone or password.' })))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().problem).toEqual(problem(401, { message: 'Wrong e-mail, phone or password.' }))
    expect(s.context().captcha).toBe(false)
  })

  it('clears the last refusal and the reason of the last session when the form is sent again', () => {
    const s = session(clientToken)
    s.send({ type: 'session.rejected' })
    expect(s.context().ended).toBe('rejected')
    s.send(clientLogin)
    s.send(failed('login', problem(401)))
    s.send(clientLogin)
    expect(s.context().problem).toBeNull()
    expect(s.context().ended).toBeNull()
  })
})

describe('the code step of a login', () => {
  it('sends the held mfa token with the code', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '123456' })
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: { mfa: 'verifying' } })
    expect(s.calls.at(-1)).toEqual({
      call: 'verifyMfa',
      input: { challenge: { token: mfaToken, kind: 'admin', channel: 'sms', destination: '******0009' }, code: '123456' },
    })
  })

  it('logs in with the full token the code gives, keeping the user it names', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '123456' })
    s.send(done('verifyMfa', { token: adminToken, mfa: false, user: { firstName: 'Mario' } }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'loadingUser' })
    expect(s.stored).toEqual([null, adminToken])
    expect(s.context()).toMatchObject({
      token: adminToken,
      type: 'admin',
      challenge: null,
      user: { id: '1', firstName: 'Mario' },
    })
  })

  it('keeps the user of the token when the code answer names none', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '123456' })
    s.send(done('verifyMfa', { token: adminToken, mfa: false }))
    expect(s.context().user).toEqual({ id: '1', email: 'ops@lanaclara.mx' })
  })

  it('asks the ERP to send the code again with the held mfa token, and says it was sent', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '000000' })
    s.send(failed('verifyMfa', problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] })))
    expect(s.context().problem).not.toBeNull()
    s.send({ type: 'mfa.resend' })
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: { mfa: 'resending' } })
    expect(s.context().problem).toBeNull()
    expect(s.calls.at(-1)).toEqual({
      call: 'resendMfa',
      input: { challenge: { token: mfaToken, kind: 'admin', channel: 'sms', destination: '******0009' } },
    })
    s.send(done('resendMfa', { retryAfterSeconds: 60 }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: { mfa: 'waiting' } })
    expect(s.context().codeResent).toBe(true)
    expect(s.context().problem).toBeNull()
  })

  it('stays at the code form with the refusal of a resend that is too soon', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.resend' })
    s.send(failed('resendMfa', problem(429, { retryAfterSeconds: 60 })))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: { mfa: 'waiting' } })
    expect(s.context().problem).toEqual(problem(429, { retryAfterSeconds: 60 }))
    expect(s.context().challenge?.token).toBe(mfaToken)
  })

  it('goes back to the password when the mfa token no longer counts (401)', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.resend' })
    s.send(failed('resendMfa', problem(401)))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().challenge).toBeNull()
    expect(s.context().problem).toEqual(problem(401))
  })

  it('clears the refusal and the word of a resend when a code is sent', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '000000' })
    s.send(failed('verifyMfa', problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] })))
    s.send({ type: 'mfa.resend' })
    s.send(done('resendMfa', {}))
    expect(s.context().codeResent).toBe(true)
    s.send({ type: 'mfa.submit', code: '123456' })
    expect(s.context().problem).toBeNull()
    expect(s.context().codeResent).toBe(false)
  })

  it('no longer says a code was resent once a code is refused, or the login completes', () => {
    const refused = atTheCodeForm()
    refused.send({ type: 'mfa.resend' })
    refused.send(done('resendMfa', {}))
    refused.send({ type: 'mfa.submit', code: '000000' })
    refused.send(failed('verifyMfa', problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] })))
    expect(refused.context().codeResent).toBe(false)

    const s = atTheCodeForm()
    s.send({ type: 'mfa.resend' })
    s.send(done('resendMfa', {}))
    s.send({ type: 'mfa.cancel' })
    s.send(adminLogin)
    s.send(done('login', { token: mfaToken, mfa: true }))
    s.send({ type: 'mfa.resend' })
    s.send(done('resendMfa', {}))
    s.send({ type: 'mfa.submit', code: '123456' })
    s.send(done('verifyMfa', { token: adminToken, mfa: false }))
    expect(s.context().codeResent).toBe(false)
  })

  it('forgets the mfa token and the refusal when the person cancels', () => {
    const s = atTheCodeForm()
    s.send({ type: 'mfa.submit', code: '000000' })
    s.send(failed('verifyMfa', problem(400, { violations: [{ name: 'code', status: 'code_wrong' }] })))
    s.send({ type: 'mfa.cancel' })
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().challenge).toBeNull()
    expect(s.context().problem).toBeNull()
  })
})

describe('a session', () => {
  it('reads the account with the kind, id and token of the session', () => {
    const s = session(clientToken)
    expect(s.calls).toEqual([{ call: 'loadUser', input: { kind: 'client', id: '11', token: clientToken } }])
  })

  it('adds what the account says to the user, and goes on signed in', () => {
    const s = session(clientToken)
    s.send(done('loadUser', { firstName: 'Lucía', email: 'lucia@example.mx', status: 1 }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'active' })
    expect(s.context().user).toEqual({ id: '11', firstName: 'Lucía', email: 'lucia@example.mx', status: 1 })
  })

  it('goes on signed in on the token alone when the account cannot be read', () => {
    const s = session(clientToken)
    s.send(failed('loadUser', problem(-1)))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'active' })
    expect(s.context().user).toEqual({ id: '11', firstName: 'Lucía' })
  })

  it('ends the session of a client the account reading finds blocked, saying why', () => {
    const s = session(clientToken)
    s.send(done('loadUser', { firstName: 'Lucía', status: 2 }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context()).toMatchObject({ token: null, user: null, ended: 'blocked' })
    expect(s.stored).toEqual([clientToken, null])
  })

  it('replaces the session with a full token an answer carries, and stores it', () => {
    const s = session(clientToken)
    s.send({ type: 'token.received', token: renewedToken })
    expect(s.context().token).toBe(renewedToken)
    expect(s.stored).toEqual([clientToken, renewedToken])
  })

  it('adds a later reading of the account to the user', () => {
    const s = session(clientToken)
    s.send({ type: 'user.loaded', user: { firstName: 'Ana', status: 1 } })
    expect(s.actor.getSnapshot().matches('loggedIn')).toBe(true)
    expect(s.context().user).toEqual({ id: '11', firstName: 'Ana', status: 1 })
  })

  it('ends the session when a later reading finds the client blocked, saying why', () => {
    const s = session(clientToken)
    s.send({ type: 'user.loaded', user: { status: 2 } })
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().ended).toBe('blocked')
    expect(s.stored).toEqual([clientToken, null])
  })

  it('ends the session the ERP refused for a blocked client, saying it was blocked', () => {
    const s = session(clientToken)
    s.send({ type: 'session.rejected', blocked: true })
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().ended).toBe('blocked')
    expect(s.stored).toEqual([clientToken, null])
  })

  it('asks for a fresh token of the account kind when the refresh is due, and keeps it', () => {
    const s = session(adminToken)
    s.send(failed('loadUser', problem(-1)))
    s.send(fired('tokenRefresh', 'loggedIn.active'))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'refreshing' })
    expect(s.calls.at(-1)).toEqual({ call: 'refreshToken', input: { kind: 'admin' } })
    const fresh = fakeToken({ sub: '1', account_type: 'user', mfa: false, jti: 'fresh' })
    s.send(done('refreshToken', { token: fresh }))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'active' })
    expect(s.context().token).toBe(fresh)
    expect(s.stored.at(-1)).toBe(fresh)
  })

  it('tries a refresh that got no answer again after a while, on the same token', () => {
    const s = session(clientToken)
    s.send(failed('loadUser', problem(-1)))
    s.send(fired('tokenRefresh', 'loggedIn.active'))
    s.send(failed('refreshToken', problem(-1)))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'retryingRefresh' })
    expect(s.context().token).toBe(clientToken)
    s.send(fired('refreshRetry', 'loggedIn.retryingRefresh'))
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'refreshing' })
    expect(s.calls.filter((c) => c.call === 'refreshToken')).toHaveLength(2)
  })

  it('retries a failed refresh after 10 s of its clock', () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      authMachine.provide({
        actors: {
          loadUser: fromPromise(() => Promise.reject(new Error('no answer'))),
          refreshToken: fromPromise<{ token: string }, { kind: 'client' | 'admin' }>(() =>
            Promise.reject(new Error('no answer')),
          ),
        },
      }),
      { input: { storedToken: clientToken, now: NOW }, clock },
    ).start()
    actor.send(failed('loadUser', problem(-1)))
    actor.send(fired('tokenRefresh', 'loggedIn.active'))
    actor.send(failed('refreshToken', problem(-1)))
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'retryingRefresh' })
    clock.increment(9_999)
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'retryingRefresh' })
    clock.increment(1)
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshing' })
  })

  it('renews a refused token with a refresh of the account kind', () => {
    const s = session(adminToken)
    s.send({ type: 'token.refused' })
    expect(s.actor.getSnapshot().value).toEqual({ loggedIn: 'renewing' })
    expect(s.calls.at(-1)).toEqual({ call: 'refreshToken', input: { kind: 'admin' } })
  })

  it('starts logged out from a stored token that cannot be read', () => {
    const s = session('not a token')
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.stored).toEqual([null])
  })

  it('keeps a stored token that expires within the hour, reading its expiry', () => {
    const s = session(expiring)
    expect(s.context().expiresAt).toBe(NOW + 3_600_000)
  })
})

describe('a logout', () => {
  it('ends the session at once, and revokes its token with the ERP', () => {
    const s = session(clientToken)
    s.send({ type: 'logout' })
    expect(s.actor.getSnapshot().value).toBe('loggingOut')
    expect(s.context()).toMatchObject({
      token: null,
      user: null,
      ended: 'logout',
      revoking: { kind: 'client', token: clientToken },
    })
    expect(s.stored).toEqual([clientToken, null])
    expect(s.calls.at(-1)).toEqual({ call: 'revokeSession', input: { kind: 'client', token: clientToken } })
  })

  it.each<[string, AuthEvent]>([
    ['the ERP revoked it', done('revokeSession', { loggedOut: true })],
    ['the ERP did not answer', failed('revokeSession', problem(-1))],
    ['the token was already revoked (401)', { type: 'session.rejected' }],
    ['the ERP took too long', fired('logoutGrace', 'loggingOut')],
  ])('leaves the person logged out, forgetting the revoked token, when %s', (_, event) => {
    const s = session(clientToken)
    s.send({ type: 'logout' })
    s.send(event)
    expect(s.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' })
    expect(s.context().revoking).toBeNull()
    expect(s.context().ended).toBe('logout')
  })
})

describe('calls the app has not given', () => {
  it('fail rather than answer: a login without its call stays at the form, with no answer', async () => {
    const actor = createActor(authMachine, { input: { storedToken: null, now: NOW } }).start()
    actor.send(clientLogin)
    await waitFor(actor, (snapshot) => snapshot.matches({ loggedOut: 'idle' }), { timeout: 2000 })
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    expect(actor.getSnapshot().context.token).toBeNull()
  })

  it('fail rather than answer: the code, a resend, the account, a refresh and a revocation', async () => {
    const actor = createActor(
      authMachine.provide({
        actors: { login: fromPromise<LoginAnswer, Credentials>(async () => ({ token: mfaToken, mfa: true })) },
      }),
      {
        input: { storedToken: null, now: NOW },
      },
    ).start()
    actor.send(adminLogin)
    await waitFor(actor, (snapshot) => snapshot.matches({ loggedOut: { mfa: 'waiting' } }), { timeout: 2000 })
    actor.send({ type: 'mfa.submit', code: '123456' })
    await waitFor(actor, (snapshot) => snapshot.matches({ loggedOut: { mfa: 'waiting' } }), { timeout: 2000 })
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    actor.send({ type: 'mfa.resend' })
    await waitFor(actor, (snapshot) => snapshot.matches({ loggedOut: { mfa: 'waiting' } }), { timeout: 2000 })
    expect(actor.getSnapshot().context.codeResent).toBe(false)

    const signedIn = createActor(authMachine, {
      input: { storedToken: clientToken, now: NOW },
      clock: new SimulatedClock(),
    }).start()
    await waitFor(signedIn, (snapshot) => snapshot.matches({ loggedIn: 'active' }), { timeout: 2000 })
    expect(signedIn.getSnapshot().context.user).toEqual({ id: '11', firstName: 'Lucía' })
    signedIn.send({ type: 'token.refused' })
    await waitFor(signedIn, (snapshot) => snapshot.matches('loggedOut'), { timeout: 2000 })
    expect(signedIn.getSnapshot().context.ended).toBe('rejected')

    const leaving = createActor(authMachine, { input: { storedToken: clientToken, now: NOW } }).start()
    leaving.send({ type: 'logout' })
    await waitFor(leaving, (snapshot) => snapshot.matches('loggedOut'), { timeout: 2000 })
    expect(leaving.getSnapshot().context.ended).toBe('logout')
  })
})
