import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { authMachine, type AuthEvent, type AuthUser, type Credentials, type LoginAnswer } from '../../machines/auth.machine'
import { TOKEN_REFRESH_MS } from '../../src/domain/token'
import { fakeToken } from '../support/token'
import { activeStateIds, allStateIds, allTransitions, takenTransitions, transitionPaths } from './support/graph'
import {
  client,
  renewed,
  admin,
  mfaToken,
  clientMfaToken,
  now,
  clientLogin,
  adminChallenge,
  adminLogin,
  problem,
  codeProblem,
  done,
  error,
  EVENTS,
  pending,
  model,
  start,
  serialize,
} from './events/auth'

/** The rules of the login state that hold in every state. */
function assertLoginRules(snapshot: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>, stored: (string | null)[]) {
  const { context } = snapshot
  const loggedIn = context.token !== null && context.user !== null && !context.mfa
  expect(snapshot.matches('loggedIn')).toBe(loggedIn)
  // The stored token is the session's token, and never an mfa token.
  const last = stored.at(-1) ?? null
  if (snapshot.matches('loggedIn')) expect(last).toBe(context.token)
  if (snapshot.matches('loggedOut')) {
    expect(context.token).toBeNull()
    if (stored.length > 0) expect(last).toBeNull()
  }
  expect(stored).not.toContain(mfaToken)
  if (snapshot.matches({ loggedOut: 'mfa' })) expect(context.challenge?.token).toBe(mfaToken)
  else expect(context.challenge).toBeNull()
  if (context.type !== null) {
    const claims = JSON.parse(Buffer.from(context.token!.split('.')[1]!, 'base64url').toString())
    expect(context.type).toBe(claims.account_type === 'user' ? 'admin' : 'client')
  }
}

describe.each([
  ['a guest', null],
  ['a client with a stored token', client],
  ['an admin with a stored token', admin],
])('auth machine paths from %s', (_, storedToken) => {
  const paths = transitionPaths(model, {
    input: { storedToken, now },
    events: EVENTS,
    serialize,
  })

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const { actor, stored } = start(storedToken)
    assertLoginRules(actor.getSnapshot(), stored)
    for (const event of path.events) {
      actor.send(event as AuthEvent)
      assertLoginRules(actor.getSnapshot(), stored)
    }
  })
})

describe('auth machine coverage', () => {
  it('takes every transition and reaches every state from the three starts', () => {
    const taken = new Set<string>()
    const reached = new Set<string>()
    for (const storedToken of [null, client, admin]) {
      for (const path of transitionPaths(model, {
        input: { storedToken, now },
        events: EVENTS,
        serialize,
      })) {
        const { actor } = start(storedToken)
        for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
        for (const event of path.events) {
          for (const key of takenTransitions(model, actor.getSnapshot(), event)) taken.add(key)
          actor.send(event as AuthEvent)
          for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
        }
      }
    }
    expect(allTransitions(model).filter((key) => !taken.has(key))).toEqual([])
    // 'restoring' is transient: it is left in the same step it is entered (see the start tests).
    expect(allStateIds(model).filter((id) => !reached.has(id) && id !== 'auth.restoring')).toEqual([])
  })
})

describe('auth machine start', () => {
  it('starts logged in from a stored client token and reads the account', () => {
    const { actor } = start(client)
    expect(actor.getSnapshot().matches({ loggedIn: 'loadingUser' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      type: 'client',
      user: { id: '11', firstName: 'Lucía' },
    })
  })

  it("treats account_type 'user' as an admin", () => {
    expect(start(admin).actor.getSnapshot().context.type).toBe('admin')
  })

  it('discards a stored token carrying mfa at start', () => {
    const { actor, stored } = start(clientMfaToken)
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(stored).toEqual([null])
  })

  it('discards an expired stored token', () => {
    const expired = fakeToken({
      sub: '11',
      account_type: 'client',
      exp: now / 1000 - 1,
    })
    const { actor } = start(expired)
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
  })
})

describe('auth machine timers', () => {
  function startWithCalls(storedToken: string | null) {
    const clock = new SimulatedClock()
    const refreshToken = vi.fn(async () => ({ token: renewed }))
    const actor = createActor(
      authMachine.provide({
        actors: {
          loadUser: fromPromise(async (): Promise<Partial<AuthUser>> => ({ status: 1 })),
          refreshToken: fromPromise(refreshToken),
          revokeSession: pending,
        },
        actions: { storeToken: () => {}, forgetToken: () => {} },
      }),
      { input: { storedToken, now: Date.now() }, clock },
    ).start()
    return { actor, clock, refreshToken }
  }

  it('refreshes the token every 240000 ms while logged in', async () => {
    const { actor, clock, refreshToken } = startWithCalls(client)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true))
    clock.increment(TOKEN_REFRESH_MS - 1)
    expect(refreshToken).not.toHaveBeenCalled()
    clock.increment(1)
    expect(refreshToken).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(actor.getSnapshot().context.token).toBe(renewed))
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true)
    clock.increment(TOKEN_REFRESH_MS)
    expect(refreshToken).toHaveBeenCalledTimes(2)
  })

  it('refreshes a token sooner when it would expire before 240 s', async () => {
    const shortLived = fakeToken({
      sub: '11',
      account_type: 'client',
      mfa: false,
      exp: Math.floor(Date.now() / 1000) + 30,
    })
    const { actor, clock, refreshToken } = startWithCalls(shortLived)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true))
    clock.increment(21_000)
    expect(refreshToken).toHaveBeenCalledTimes(1)
  })

  it('does not refresh after logout', async () => {
    const { actor, clock, refreshToken } = startWithCalls(client)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true))
    actor.send({ type: 'logout' })
    clock.increment(3_000)
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(actor.getSnapshot().context.ended).toBe('logout')
    clock.increment(TOKEN_REFRESH_MS)
    expect(refreshToken).not.toHaveBeenCalled()
  })
})

describe('auth machine login', () => {
  it('asks for the mfa code when login answers an mfa token, and logs in with the code', () => {
    const { actor, stored } = start(null)
    actor.send({
      type: 'login',
      credentials: { kind: 'admin', login: 'mfa@lanaclara.mx', password: 'x' },
    })
    actor.send(done('login', adminChallenge))
    expect(actor.getSnapshot().matches({ loggedOut: { mfa: 'waiting' } })).toBe(true)
    expect(actor.getSnapshot().context.challenge).toEqual({
      token: mfaToken,
      kind: 'admin',
      channel: 'sms',
      destination: '******0009',
    })
    actor.send({ type: 'mfa.submit', code: '000000' })
    actor.send(error('verifyMfa', codeProblem('code_wrong')))
    expect(actor.getSnapshot().matches({ loggedOut: { mfa: 'waiting' } })).toBe(true)
    expect(actor.getSnapshot().context.problem?.violations[0]?.status).toBe('code_wrong')
    actor.send({ type: 'mfa.submit', code: '123456' })
    actor.send(done('verifyMfa', adminLogin))
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      type: 'admin',
      token: admin,
      challenge: null,
      problem: null,
    })
    expect(stored).toEqual([null, admin])
  })

  it('keeps asking for the code, with the general problem, when the code is answered by a token that still carries mfa', () => {
    const { actor, stored } = start(null)
    actor.send({ type: 'login', credentials: { kind: 'admin', login: 'mfa@lanaclara.mx', password: 'x' } })
    actor.send(done('login', adminChallenge))
    actor.send({ type: 'mfa.submit', code: '123456' })
    actor.send(done('verifyMfa', { token: mfaToken }))
    expect(actor.getSnapshot().matches({ loggedOut: { mfa: 'waiting' } })).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ status: -1, violations: [] })
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(stored).toEqual([null])
  })

  it('sends the user back to the password when the code is burnt by too many tries', () => {
    const { actor } = start(null)
    actor.send({
      type: 'login',
      credentials: { kind: 'admin', login: 'mfa@lanaclara.mx', password: 'x' },
    })
    actor.send(done('login', adminChallenge))
    actor.send({ type: 'mfa.submit', code: '000000' })
    actor.send(error('verifyMfa', codeProblem('code_attempts_exceeded')))
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.problem?.violations[0]?.status).toBe('code_attempts_exceeded')
  })

  it('keeps the refusal of a wrong password for the form', () => {
    const { actor } = start(null)
    actor.send({
      type: 'login',
      credentials: {
        kind: 'client',
        login: 'ana@example.mx',
        password: 'mala',
      },
    })
    actor.send(error('login', problem(401, { message: 'Wrong e-mail, phone or password.' })))
    expect(actor.getSnapshot().context.problem).toMatchObject({
      status: 401,
      message: 'Wrong e-mail, phone or password.',
    })
  })

  it('keeps asking for the captcha once the ERP asked, through a wrong password, until a login succeeds', async () => {
    const sent: Credentials[] = []
    const answers = [problem(428, { code: 'captcha_required' }), problem(401, { code: 'invalid_credentials' })]
    const login = fromPromise(async ({ input }: { input: Credentials }): Promise<LoginAnswer> => {
      sent.push(input)
      const answer = answers.shift()
      if (answer) throw answer
      return clientLogin
    })
    const actor = createActor(authMachine.provide({ actors: { login, loadUser: pending } }), {
      input: { storedToken: null, now },
    }).start()
    const credentials = { kind: 'client' as const, login: 'ana@example.mx', password: 'Clara2024' }
    actor.send({ type: 'login', credentials })
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem?.code).toBe('captcha_required'))
    expect(actor.getSnapshot().context.captcha).toBe(true)
    actor.send({ type: 'login', credentials: { ...credentials, password: 'mala', captchaToken: 'dev-pass.1.a' } })
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem?.status).toBe(401))
    // A wrong password with a good captcha is an ordinary refusal: the captcha stays asked for.
    expect(actor.getSnapshot().context.captcha).toBe(true)
    actor.send({ type: 'login', credentials: { ...credentials, captchaToken: 'dev-pass.1.b' } })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true))
    expect(actor.getSnapshot().context.captcha).toBe(false)
    expect(sent).toEqual([
      credentials,
      { ...credentials, password: 'mala', captchaToken: 'dev-pass.1.a' },
      { ...credentials, captchaToken: 'dev-pass.1.b' },
    ])
  })

  it('logs a blocked client out at once, saying why', () => {
    const { actor, stored } = start(client)
    actor.send(done('loadUser', { status: 2 }))
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(actor.getSnapshot().context.ended).toBe('blocked')
    expect(stored.at(-1)).toBeNull()
  })

  it('logs out on a 401 or 403 answer, saying the session was rejected', () => {
    const { actor } = start(client)
    actor.send({ type: 'session.rejected' })
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      ended: 'rejected',
    })
  })

  it('renews the token once for calls refused together (401), and stays logged in with it', () => {
    const { actor, stored } = start(client)
    actor.send(done('loadUser', { status: 1 }))
    actor.send({ type: 'token.refused' })
    actor.send({ type: 'token.refused' })
    expect(actor.getSnapshot().matches({ loggedIn: 'renewing' })).toBe(true)
    actor.send(done('renewToken', { token: renewed }))
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true)
    expect(actor.getSnapshot().context.token).toBe(renewed)
    expect(stored.at(-1)).toBe(renewed)
  })

  it('logs out, saying the session was rejected, when the renewal fails', () => {
    const { actor, stored } = start(client)
    actor.send({ type: 'token.refused' })
    actor.send(error('renewToken', problem(401)))
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(actor.getSnapshot().context.ended).toBe('rejected')
    expect(stored.at(-1)).toBeNull()
  })

  it('ignores an mfa token carried by an answer while logged in', () => {
    const { actor } = start(client)
    actor.send({ type: 'token.received', token: clientMfaToken })
    expect(actor.getSnapshot().context.token).toBe(client)
  })
})
