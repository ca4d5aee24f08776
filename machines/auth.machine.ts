import { assign, fromPromise, setup } from 'xstate'
import { asksForCaptcha, hasRule, toProblem, type Problem } from '../src/domain/problem'
import { decodeToken, isExpired, refreshDelay, type TokenClaims } from '../src/domain/token'

/** Client status 2: a blocked client is logged out at once. */
export const BLOCKED_STATUS = 2

export interface AuthUser {
  id: string
  firstName?: string
  email?: string
  /** Client status; absent for admins. */
  status?: number
}

/** 'client' for borrowers (/web/public/client/login), 'admin' for back-office users (/web/public/user/login). */
export type AccountKind = 'client' | 'admin'

export interface Credentials {
  kind: AccountKind
  login: string
  password: string
  /** A solved captcha's token, once the ERP asked for one (the screen's widget hands it over). */
  captchaToken?: string
}

/** What a login or an mfa answer gives: a token, and with `mfa` a second step to take. */
export interface LoginAnswer {
  token: string
  mfa: boolean
  user?: Partial<AuthUser>
  /** Where the mfa code went ('sms' | 'email') and the masked destination, when mfa is true. */
  mfaChannel?: string
  mfaDestination?: string
}

/** A refused call as the screens need it: field errors by name, a server message, a code. */
export type AuthProblem = Problem

/** The second login step: the mfa token is held here, never stored, never sent on other calls. */
export interface MfaChallenge {
  token: string
  kind: AccountKind
  channel?: string
  destination?: string
}

/** Why the last session ended: the login page says so. */
export type SessionEnd = 'logout' | 'rejected' | 'blocked'

export interface AuthContext {
  token: string | null
  user: AuthUser | null
  type: AccountKind | null
  mfa: boolean
  /** Token expiry in ms since the epoch, when the token says. */
  expiresAt: number | null
  challenge: MfaChallenge | null
  problem: AuthProblem | null
  /** Set when a code was sent again; cleared by the next step. */
  codeResent: boolean
  /**
   * The ERP asked this login for a captcha (428 `captcha_required` or `captcha_invalid`): the form
   * shows it and sends its token with every attempt until a login succeeds.
   */
  captcha: boolean
  /** The account kind of the login being attempted (its form and its mfa call). */
  loginKind: AccountKind
  ended: SessionEnd | null
  /** The session being revoked after a logout: the ERP call still needs its token. */
  revoking: { kind: AccountKind; token: string } | null
}

export interface AuthInput {
  /** The token found in storage at start, if any. */
  storedToken: string | null
  now: number
}

export type AuthEvent =
  | { type: 'login'; credentials: Credentials }
  | { type: 'mfa.submit'; code: string }
  | { type: 'mfa.resend' }
  | { type: 'mfa.cancel' }
  | { type: 'token.received'; token: string }
  | { type: 'user.loaded'; user: Partial<AuthUser> }
  | { type: 'logout' }
  | { type: 'session.rejected'; blocked?: boolean }
  /** A call sent with the session's token answered 401: one refresh answers for every call refused together. */
  | { type: 'token.refused' }

const signedOut = {
  token: null,
  user: null,
  type: null,
  mfa: false,
  expiresAt: null,
  challenge: null,
  problem: null,
  codeResent: false,
  captcha: false,
  loginKind: 'client',
  revoking: null,
} as const satisfies Omit<AuthContext, 'ended'>

function sessionFrom(token: string, claims: TokenClaims) {
  return {
    token,
    mfa: claims.mfa,
    type: claims.account_type === 'user' ? ('admin' as const) : ('client' as const),
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    user: { id: claims.sub, firstName: claims.firstName, email: claims.email },
  }
}

function restore({ storedToken, now }: AuthInput): AuthContext {
  const claims = decodeToken(storedToken)
  // A stored token carrying mfa is discarded at start.
  if (!storedToken || !claims || claims.mfa || isExpired(claims, now)) return { ...signedOut, ended: null }
  return { ...signedOut, ...sessionFrom(storedToken, claims), ended: null }
}

/** A refusal that ends the mfa step: the code is burnt or the mfa token no longer counts. */
function endsChallenge(problem: AuthProblem): boolean {
  return problem.status === 401 || hasRule(problem, 'code_attempts_exceeded')
}

/**
 * Who is using the product (the login state): a guest, someone halfway through an mfa
 * login, or a signed-in client or admin whose token is refreshed while they stay. State is
 * derived from the stored token on start; storage and the ERP calls are given with `provide`.
 */
/**
 * A refused mfa code or resend: too many tries burn the code and the mfa token (back to the
 * password); anything else stays on the code form with its message.
 */
const MFA_REFUSED = [
  { guard: 'refusalEndsChallenge', target: '#auth.loggedOut.idle', actions: ['clearChallenge', 'assignRefusal'] },
  { target: 'waiting', actions: 'assignRefusal' },
] as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    login: fromPromise<LoginAnswer, Credentials>(async () => {
      throw new Error('login is provided by the app')
    }),
    verifyMfa: fromPromise<LoginAnswer, { challenge: MfaChallenge; code: string }>(async () => {
      throw new Error('verifyMfa is provided by the app')
    }),
    resendMfa: fromPromise<unknown, { challenge: MfaChallenge }>(async () => {
      throw new Error('resendMfa is provided by the app')
    }),
    refreshToken: fromPromise<{ token: string }, { kind: AccountKind }>(async () => {
      throw new Error('refreshToken is provided by the app')
    }),
    loadUser: fromPromise<Partial<AuthUser>, { kind: AccountKind; id: string; token: string }>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
    revokeSession: fromPromise<unknown, { kind: AccountKind; token: string }>(async () => {
      throw new Error('revokeSession is provided by the app')
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    assignSession: assign((_, params: { token: string }) => {
      const claims = decodeToken(params.token)
      return claims
        ? {
            ...sessionFrom(params.token, claims),
            challenge: null,
            problem: null,
            codeResent: false,
            captcha: false,
            ended: null,
          }
        : {}
    }),
    assignUser: assign({
      user: ({ context }, params: { user: Partial<AuthUser> }) => (context.user ? { ...context.user, ...params.user } : null),
    }),
    assignChallenge: assign({
      challenge: ({ context }, params: { answer: LoginAnswer }) => ({
        token: params.answer.token,
        kind: context.loginKind,
        ...(params.answer.mfaChannel ? { channel: params.answer.mfaChannel } : {}),
        ...(params.answer.mfaDestination ? { destination: params.answer.mfaDestination } : {}),
      }),
      problem: null,
      codeResent: false,
    }),
    assignProblem: assign({
      problem: (_, params: { error: unknown }) => toProblem(params.error),
      codeResent: false,
    }),
    clearProblem: assign({ problem: null, codeResent: false, ended: null }),
    requireCaptcha: assign({ captcha: true }),
    // The refusal an invoked call rejected with, read from its error event.
    assignRefusal: assign({ problem: ({ event }) => toProblem('error' in event ? event.error : null), codeResent: false }),
    markResent: assign({ codeResent: true, problem: null }),
    clearChallenge: assign({ challenge: null }),
    assignLoginKind: assign({
      loginKind: ({ context, event }) => (event.type === 'login' ? event.credentials.kind : context.loginKind),
    }),
    endSession: assign(({ context }, params: { reason: SessionEnd }) => ({
      ...signedOut,
      revoking: context.revoking,
      ended: params.reason,
    })),
    assignRevoking: assign({
      revoking: ({ context }) => (context.type && context.token ? { kind: context.type, token: context.token } : null),
    }),
    clearRevoking: assign({ revoking: null }),
  },
  guards: {
    // Logged in means the flag is set, the user is non-empty and mfa is false.
    isLoggedIn: ({ context }) => context.token !== null && context.user !== null && !context.mfa,
    needsMfa: (_, params: { answer: LoginAnswer }) => params.answer.mfa,
    isFullToken: (_, params: { token: string }) => {
      const claims = decodeToken(params.token)
      return claims !== null && !claims.mfa
    },
    isBlocked: (_, params: { user: Partial<AuthUser> }) => params.user.status === BLOCKED_STATUS,
    // The ERP refused a call with 'User is blocked.'.
    isBlockedRefusal: ({ event }) => event.type === 'session.rejected' && event.blocked === true,
    // The error event of an mfa call says the challenge is over.
    refusalEndsChallenge: ({ event }) => 'error' in event && endsChallenge(toProblem(event.error)),
    // The login was refused until a captcha is solved (428).
    asksForCaptcha: (_, params: { error: unknown }) => asksForCaptcha(toProblem(params.error)),
  },
  delays: {
    // Every 240000 ms, or sooner for a token that would expire first (src/domain/token.ts).
    tokenRefresh: ({ context }) => refreshDelay(context.expiresAt, Date.now()),
    // A refresh that got no answer is tried again soon, the token still being good.
    refreshRetry: 10_000,
    // Logging out never waits on the ERP for long: the session ends here either way.
    logoutGrace: 3_000,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => restore(input),
  initial: 'restoring',
  states: {
    restoring: {
      meta: {
        description: 'Derives the session from the stored token: a valid full token logs in, anything else is dropped',
      },
      always: [
        {
          guard: 'isLoggedIn',
          target: 'loggedIn',
          actions: {
            type: 'storeToken',
            params: ({ context }) => ({ token: context.token! }),
          },
        },
        { target: 'loggedOut', actions: 'forgetToken' },
      ],
    },
    loggedOut: {
      meta: {
        description: 'A guest: public pages and the calculator as a first-time client',
        screen: 'login',
      },
      initial: 'idle',
      states: {
        idle: {
          meta: { description: 'The login form, with the last refusal if any' },
          on: {
            login: {
              target: 'submitting',
              actions: ['clearProblem', 'assignLoginKind'],
            },
          },
        },
        submitting: {
          meta: { description: 'Checking the credentials with the ERP' },
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => (event as Extract<AuthEvent, { type: 'login' }>).credentials,
            onDone: [
              {
                guard: {
                  type: 'needsMfa',
                  params: ({ event }) => ({ answer: event.output }),
                },
                target: 'mfa',
                actions: {
                  type: 'assignChallenge',
                  params: ({ event }) => ({ answer: event.output }),
                },
              },
              {
                guard: {
                  type: 'isFullToken',
                  params: ({ event }) => ({ token: event.output.token }),
                },
                target: '#auth.loggedIn',
                actions: [
                  {
                    type: 'assignSession',
                    params: ({ event }) => ({ token: event.output.token }),
                  },
                  {
                    type: 'storeToken',
                    params: ({ event }) => ({ token: event.output.token }),
                  },
                  {
                    type: 'assignUser',
                    params: ({ event }) => ({ user: event.output.user ?? {} }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: { type: 'assignProblem', params: { error: null } },
              },
            ],
            onError: [
              {
                guard: {
                  type: 'asksForCaptcha',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'idle',
                actions: [
                  {
                    type: 'assignProblem',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  'requireCaptcha',
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'assignProblem',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        mfa: {
          meta: {
            description: 'Waiting for the code sent to the phone; the mfa token is held in memory only',
            screen: 'login',
          },
          initial: 'waiting',
          on: {
            'mfa.cancel': {
              target: 'idle',
              actions: ['clearChallenge', 'clearProblem'],
            },
          },
          states: {
            waiting: {
              meta: { description: 'The code form' },
              on: {
                'mfa.submit': { target: 'verifying', actions: 'clearProblem' },
                'mfa.resend': { target: 'resending', actions: 'clearProblem' },
              },
            },
            verifying: {
              meta: { description: 'Checking the code with the ERP' },
              invoke: {
                id: 'verifyMfa',
                src: 'verifyMfa',
                input: ({ context, event }) => ({
                  challenge: context.challenge!,
                  code: (event as Extract<AuthEvent, { type: 'mfa.submit' }>).code,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'isFullToken',
                      params: ({ event }) => ({ token: event.output.token }),
                    },
                    target: '#auth.loggedIn',
                    actions: [
                      {
                        type: 'assignSession',
                        params: ({ event }) => ({ token: event.output.token }),
                      },
                      {
                        type: 'storeToken',
                        params: ({ event }) => ({ token: event.output.token }),
                      },
                      {
                        type: 'assignUser',
                        params: ({ event }) => ({
                          user: event.output.user ?? {},
                        }),
                      },
                    ],
                  },
                  // An answer without a usable full token logs nobody in: the code is asked again,
                  // with the general problem, as the login form does with such an answer.
                  { target: 'waiting', actions: { type: 'assignProblem', params: { error: null } } },
                ],
                onError: MFA_REFUSED,
              },
            },
            resending: {
              meta: { description: 'Asking the ERP for a new code' },
              invoke: {
                id: 'resendMfa',
                src: 'resendMfa',
                input: ({ context }) => ({ challenge: context.challenge! }),
                onDone: { target: 'waiting', actions: 'markResent' },
                onError: MFA_REFUSED,
              },
            },
          },
        },
      },
    },
    loggedIn: {
      meta: {
        description: 'A client or an admin with a valid token, refreshed while they stay',
      },
      initial: 'loadingUser',
      on: {
        // Any response carrying an Authorization field replaces the stored token.
        'token.received': {
          guard: {
            type: 'isFullToken',
            params: ({ event }) => ({ token: event.token }),
          },
          actions: [
            {
              type: 'assignSession',
              params: ({ event }) => ({ token: event.token }),
            },
            {
              type: 'storeToken',
              params: ({ event }) => ({ token: event.token }),
            },
          ],
        },
        'user.loaded': [
          // A blocked client (status 2) is logged out at once.
          {
            guard: {
              type: 'isBlocked',
              params: ({ event }) => ({ user: event.user }),
            },
            target: 'loggedOut',
            actions: ['forgetToken', { type: 'endSession', params: { reason: 'blocked' } }],
          },
          {
            actions: {
              type: 'assignUser',
              params: ({ event }) => ({ user: event.user }),
            },
          },
        ],
        logout: {
          target: 'loggingOut',
          actions: ['assignRevoking', 'forgetToken', { type: 'endSession', params: { reason: 'logout' } }],
        },
        // A token the session believes good was refused (401): renewed once before anyone is logged out.
        'token.refused': { target: '.renewing' },
        // A 401 or 403 answer logs the user out; a 401 after a renewal failed comes here too.
        'session.rejected': [
          {
            guard: 'isBlockedRefusal',
            target: 'loggedOut',
            actions: ['forgetToken', { type: 'endSession', params: { reason: 'blocked' } }],
          },
          { target: 'loggedOut', actions: ['forgetToken', { type: 'endSession', params: { reason: 'rejected' } }] },
        ],
      },
      states: {
        loadingUser: {
          meta: {
            description: 'Reading the account (a client profile or a back-office user): its status may end the session',
          },
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            // The token goes with the call: the one restored at start may not have reached the client yet.
            input: ({ context }) => ({ kind: context.type!, id: context.user!.id, token: context.token! }),
            onDone: [
              {
                guard: {
                  type: 'isBlocked',
                  params: ({ event }) => ({ user: event.output }),
                },
                target: '#auth.loggedOut',
                actions: ['forgetToken', { type: 'endSession', params: { reason: 'blocked' } }],
              },
              {
                target: 'active',
                actions: {
                  type: 'assignUser',
                  params: ({ event }) => ({ user: event.output }),
                },
              },
            ],
            // No answer: the session stays on the token's own data; a 401/403 arrives as session.rejected.
            onError: { target: 'active' },
          },
        },
        active: {
          meta: {
            description: 'Signed in; the token is refreshed every 240 s',
          },
          after: { tokenRefresh: { target: 'refreshing' } },
        },
        refreshing: {
          meta: { description: 'Asking the ERP for a fresh token' },
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ kind: context.type! }),
            onDone: {
              target: 'active',
              actions: [
                {
                  type: 'assignSession',
                  params: ({ event }) => ({ token: event.output.token }),
                },
                {
                  type: 'storeToken',
                  params: ({ event }) => ({ token: event.output.token }),
                },
              ],
            },
            onError: { target: 'retryingRefresh' },
          },
        },
        retryingRefresh: {
          meta: {
            description: 'The refresh got no answer; trying again shortly',
          },
          after: { refreshRetry: { target: 'refreshing' } },
        },
        renewing: {
          meta: {
            description:
              'Calls answered 401: one refresh for all of them; they are sent again with its token, or the session ends',
          },
          invoke: {
            id: 'renewToken',
            src: 'refreshToken',
            input: ({ context }) => ({ kind: context.type! }),
            onDone: {
              target: 'active',
              actions: [
                {
                  type: 'assignSession',
                  params: ({ event }) => ({ token: event.output.token }),
                },
                {
                  type: 'storeToken',
                  params: ({ event }) => ({ token: event.output.token }),
                },
              ],
            },
            // The token could not be renewed: the 401 stands, and logs the user out.
            onError: {
              target: '#auth.loggedOut',
              actions: ['forgetToken', { type: 'endSession', params: { reason: 'rejected' } }],
            },
          },
          on: {
            // The refresh under way answers for this call too (single flight).
            'token.refused': {},
          },
        },
      },
    },
    loggingOut: {
      meta: {
        description: 'Signed out already; telling the ERP to revoke the token, whatever it answers',
      },
      exit: 'clearRevoking',
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => context.revoking!,
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut' },
      },
      after: { logoutGrace: { target: 'loggedOut' } },
      on: {
        // The logout call itself may answer 401 (token already revoked): nothing more to do.
        'session.rejected': { target: 'loggedOut' },
      },
    },
  },
})
