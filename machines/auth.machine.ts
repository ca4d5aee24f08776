import { assign, setup } from 'xstate'
import { decodeToken, isExpired, type TokenClaims } from '../src/domain/token'

export interface AuthUser {
  id: string
  firstName?: string
  email?: string
}

export interface AuthContext {
  token: string | null
  user: AuthUser | null
  /** 'client' for borrowers, 'admin' for back-office users (token account_type 'user'). */
  type: 'client' | 'admin' | null
  mfa: boolean
}

export interface AuthInput {
  /** The token found in storage at start, if any. */
  storedToken: string | null
  now: number
}

export type AuthEvent =
  | { type: 'token.received'; token: string }
  | { type: 'user.loaded'; user: Partial<AuthUser> }
  | { type: 'logout' }
  | { type: 'session.rejected' }

const signedOut: AuthContext = { token: null, user: null, type: null, mfa: false }

function contextFrom(token: string, claims: TokenClaims): AuthContext {
  return {
    token,
    mfa: claims.mfa,
    type: claims.account_type === 'user' ? 'admin' : 'client',
    user: { id: claims.sub, firstName: claims.firstName, email: claims.email },
  }
}

function restore({ storedToken, now }: AuthInput): AuthContext {
  const claims = decodeToken(storedToken)
  // A stored token carrying mfa is discarded at start (spec part 4, login state).
  if (!storedToken || !claims || claims.mfa || isExpired(claims, now)) return signedOut
  return contextFrom(storedToken, claims)
}

/**
 * Who is using the product. State is derived from the stored token on start; login,
 * mfa and refresh join in the auth issue. Storage is given with `provide`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    assignToken: assign((_, params: { token: string }) => {
      const claims = decodeToken(params.token)
      return claims ? contextFrom(params.token, claims) : signedOut
    }),
    assignUser: assign({
      user: ({ context }, params: { user: Partial<AuthUser> }) =>
        context.user ? { ...context.user, ...params.user } : null,
    }),
    clearSession: assign(() => signedOut),
  },
  guards: {
    // Logged in means the flag is set, the user is non-empty and mfa is false (spec part 4).
    isLoggedIn: ({ context }) => context.token !== null && context.user !== null && !context.mfa,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => restore(input),
  initial: 'restoring',
  on: {
    // Any response carrying an Authorization field replaces the stored token (spec part 4).
    'token.received': {
      target: '.restoring',
      actions: [
        { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
  },
  states: {
    restoring: {
      meta: { description: 'Derives the session from the stored token' },
      always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { target: 'loggedOut', actions: 'forgetToken' }],
    },
    loggedOut: {
      meta: { description: 'A guest: public pages and the calculator as a first-time client' },
    },
    loggedIn: {
      meta: { description: 'A client or an admin with a valid token' },
      on: {
        'user.loaded': { actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) } },
        logout: { target: 'loggedOut', actions: ['clearSession', 'forgetToken'] },
        // A 401 or 403 answer logs the user out (spec part 6).
        'session.rejected': { target: 'loggedOut', actions: ['clearSession', 'forgetToken'] },
      },
    },
  },
})
