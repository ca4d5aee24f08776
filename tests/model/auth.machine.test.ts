import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate'
import { authMachine, type AuthContext, type AuthEvent, type AuthUser, type LoginAnswer } from '../../machines/auth.machine'
import { TOKEN_REFRESH_MS } from '../../src/domain/token'
import { fakeToken } from '../support/token'
import { activeStateIds, allStateIds, allTransitions, takenTransitions, transitionPaths } from './support/graph'

const client = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: false,
  firstName: 'Lucía',
})
const renewed = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: false,
  firstName: 'Lucía',
  jti: 'second',
})
const admin = fakeToken({
  sub: '1',
  account_type: 'user',
  mfa: false,
  email: 'ops@lanaclara.mx',
})
const mfaToken = fakeToken({ sub: '1', account_type: 'user', mfa: true })
const clientMfaToken = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: true,
})
const now = Date.UTC(2026, 10, 21)

const clientLogin: LoginAnswer = {
  token: client,
  mfa: false,
  user: { firstName: 'Lucía', status: 1 },
}
const adminChallenge: LoginAnswer = {
  token: mfaToken,
  mfa: true,
  mfaChannel: 'sms',
  mfaDestination: '******0009',
}
const adminLogin: LoginAnswer = {
  token: admin,
  mfa: false,
  user: { firstName: 'Mario' },
}
const problem = (status: number, extra: object = {}) => ({
  status,
  violations: [],
  ...extra,
})
const codeProblem = (rule: string) =>
  problem(400, {
    code: 'validation_failed',
    violations: [{ name: 'code', status: rule }],
  })

/** The answer of an invoked actor, as the machine receives it (typed loosely: these are internal events). */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent
const error = (id: string, failure: unknown) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: failure,
  }) as unknown as AuthEvent
const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.auth.${state}` }) as unknown as AuthEvent

/** Every event the machine reacts to, with the answers the ERP can give. */
const EVENTS = [
  {
    type: 'login',
    credentials: {
      kind: 'client',
      login: 'ana@example.mx',
      password: 'Clara2024',
    },
  },
  {
    type: 'login',
    credentials: {
      kind: 'admin',
      login: 'mfa@lanaclara.mx',
      password: 'Admin2024',
    },
  },
  done('login', clientLogin),
  done('login', adminChallenge),
  done('login', { token: 'not a token', mfa: false }),
  error('login', problem(401, { message: 'Wrong e-mail, phone or password.' })),
  { type: 'mfa.submit', code: '123456' },
  { type: 'mfa.resend' },
  { type: 'mfa.cancel' },
  done('verifyMfa', adminLogin),
  error('verifyMfa', codeProblem('code_wrong')),
  error('verifyMfa', codeProblem('code_attempts_exceeded')),
  done('resendMfa', { retryAfterSeconds: 60 }),
  error('resendMfa', problem(429, { retryAfterSeconds: 60 })),
  error('resendMfa', problem(401)),
  done('loadUser', { firstName: 'Lucía', status: 1 }),
  done('loadUser', { firstName: 'Lucía', status: 2 }),
  error('loadUser', problem(-1)),
  after('tokenRefresh', 'loggedIn.active'),
  done('refreshToken', { token: renewed }),
  error('refreshToken', problem(-1)),
  after('refreshRetry', 'loggedIn.retryingRefresh'),
  { type: 'token.received', token: renewed },
  { type: 'token.received', token: clientMfaToken },
  { type: 'user.loaded', user: { firstName: 'Ana', status: 1 } },
  { type: 'user.loaded', user: { status: 2 } },
  { type: 'logout' },
  { type: 'session.rejected' },
  { type: 'session.rejected', blocked: true },
  done('revokeSession', { loggedOut: true }),
  error('revokeSession', problem(-1)),
  after('logoutGrace', 'loggingOut'),
] as AuthEvent[] as AnyEventObject[]

/** Invoked actors that never settle: the paths supply their answers as events. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pending = fromPromise<any, any>(() => new Promise<never>(() => {}))
const model = authMachine.provide({
  actors: {
    login: pending,
    verifyMfa: pending,
    resendMfa: pending,
    refreshToken: pending,
    loadUser: pending,
    revokeSession: pending,
  },
})

function start(storedToken: string | null) {
  const stored: (string | null)[] = []
  const actor = createActor(
    model.provide({
      actions: {
        storeToken: (_, params: { token: string }) => void stored.push(params.token),
        forgetToken: () => void stored.push(null),
      },
    }),
    { input: { storedToken, now }, clock: new SimulatedClock() },
  ).start()
  return { actor, stored }
}

const serialize = (snapshot: { value: unknown; context: AuthContext }) => ({
  value: snapshot.value,
  type: snapshot.context.type,
  challenge: snapshot.context.challenge?.kind ?? null,
  ended: snapshot.context.ended,
})

/** The rules of spec part 4 (login state) that hold in every state. */
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
          loadUser: fromPromise(async () => ({ status: 1 }) as Partial<AuthUser>),
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

  it('ignores an mfa token carried by an answer while logged in', () => {
    const { actor } = start(client)
    actor.send({ type: 'token.received', token: clientMfaToken })
    expect(actor.getSnapshot().context.token).toBe(client)
  })
})
