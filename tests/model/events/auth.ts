import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate'
import { authMachine, type AuthContext, type AuthEvent, type LoginAnswer } from '../../../machines/auth.machine'
import { fakeToken } from '../../support/token'

export const client = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: false,
  firstName: 'Lucía',
})
export const renewed = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: false,
  firstName: 'Lucía',
  jti: 'second',
})
export const admin = fakeToken({
  sub: '1',
  account_type: 'user',
  mfa: false,
  email: 'ops@lanaclara.mx',
})
export const mfaToken = fakeToken({ sub: '1', account_type: 'user', mfa: true })
export const clientMfaToken = fakeToken({
  sub: '11',
  account_type: 'client',
  mfa: true,
})
export const now = Date.UTC(2026, 10, 21)

export const clientLogin: LoginAnswer = {
  token: client,
  mfa: false,
  user: { firstName: 'Lucía', status: 1 },
}
export const adminChallenge: LoginAnswer = {
  token: mfaToken,
  mfa: true,
  mfaChannel: 'sms',
  mfaDestination: '******0009',
}
export const adminLogin: LoginAnswer = {
  token: admin,
  mfa: false,
  user: { firstName: 'Mario' },
}
export const problem = (status: number, extra: object = {}) => ({
  status,
  violations: [],
  ...extra,
})
export const codeProblem = (rule: string) =>
  problem(400, {
    code: 'validation_failed',
    violations: [{ name: 'code', status: rule }],
  })

/** The answer of an invoked actor, as the machine receives it (typed loosely: these are internal events). */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent
export const error = (id: string, failure: unknown) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: failure,
  }) as unknown as AuthEvent
export const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.auth.${state}` }) as unknown as AuthEvent

/** Every event the machine reacts to, with the answers the ERP can give. */
export const EVENTS = [
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
  error('login', problem(428, { code: 'captcha_required' })),
  {
    type: 'login',
    credentials: {
      kind: 'client',
      login: 'ana@example.mx',
      password: 'Clara2024',
      captchaToken: 'dev-pass.1.token',
    },
  },
  { type: 'mfa.submit', code: '123456' },
  { type: 'mfa.resend' },
  { type: 'mfa.cancel' },
  done('verifyMfa', adminLogin),
  // An answer whose token still carries mfa: nobody is logged in.
  done('verifyMfa', { token: mfaToken }),
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
  { type: 'token.refused' },
  done('renewToken', { token: renewed }),
  error('renewToken', problem(401)),
  done('revokeSession', { loggedOut: true }),
  error('revokeSession', problem(-1)),
  after('logoutGrace', 'loggingOut'),
] as AuthEvent[] as AnyEventObject[]

/** Invoked actors that never settle: the paths supply their answers as events. */
export const pending = fromPromise<any, any>(() => new Promise<never>(() => {}))
export const model = authMachine.provide({
  actors: {
    login: pending,
    verifyMfa: pending,
    resendMfa: pending,
    refreshToken: pending,
    loadUser: pending,
    revokeSession: pending,
  },
})

export function start(storedToken: string | null) {
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

export const serialize = (snapshot: { value: unknown; context: AuthContext }) => ({
  value: snapshot.value,
  type: snapshot.context.type,
  challenge: snapshot.context.challenge?.kind ?? null,
  ended: snapshot.context.ended,
  captcha: snapshot.context.captcha,
})
