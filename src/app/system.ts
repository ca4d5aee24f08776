import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { authCalls } from '../api/auth'
import { authMachine } from '../../machines/auth.machine'
import { AUTH, POPUPS, TOASTS } from '../../machines/ids'
import type { popupMachine } from '../../machines/popup.machine'
import { rootMachine } from '../../machines/root.machine'
import type { toastMachine } from '../../machines/toast.machine'
import { api, apiToken, bindApiSession } from './api'
import { integrations } from './integrations/browser'

// Started by src/main.tsx once React took the page, with the root actor its tag events watch.
export { startIntegrations } from './integrations/browser'
import { decodeToken } from '../domain/token'
import { sessionStore, storage, TEAM_TOKEN_KEY, TOKEN_KEY } from './storage'
import { renewSessionToken } from './token-renewal'
import { recordTransition } from './recent-transitions'

const auth = authCalls(api)

/** The root machine with its effects given: the ERP calls and storage for the token. */
function appMachine() {
  return rootMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          login: fromPromise(({ input }) => auth.login(input)),
          verifyMfa: fromPromise(({ input }) => auth.verifyMfa(input)),
          resendMfa: fromPromise(({ input }) => auth.resendMfa(input)),
          refreshToken: fromPromise(({ input }) => auth.refreshToken(input)),
          loadUser: fromPromise(({ input }) => auth.loadUser(input)),
          revokeSession: fromPromise(({ input }) => auth.revokeSession(input)),
        },
        actions: {
          storeToken: (_, params: { token: string }) => {
            apiToken.set(params.token)
            if (decodeToken(params.token)?.account_type === 'user') sessionStore.set(TEAM_TOKEN_KEY, params.token)
            else storage.set(TOKEN_KEY, params.token)
          },
          // Only this tab's own session ends: a team tab's leaves the borrower's of another tab alone.
          forgetToken: () => {
            apiToken.set(null)
            if (sessionStore.get(TEAM_TOKEN_KEY) !== null) sessionStore.remove(TEAM_TOKEN_KEY)
            else storage.remove(TOKEN_KEY)
          },
        },
      }),
    },
  })
}

export type RootActor = ActorRefFrom<typeof rootMachine>
export type AuthActor = ActorRefFrom<typeof authMachine>

// Created once, outside React, so StrictMode never invokes anything twice; by startSystem, not at
// import: the start-up runs in steps of its own (src/main.tsx, the blocking-time budget). Every use of these
// is in code that runs after it (components, guards, actors of later chunks).
export let rootActor: RootActor
export let authActor: AuthActor
export let popupActor: ActorRefFrom<typeof popupMachine>
export let toastActor: ActorRefFrom<typeof toastMachine>

/** Starts the actor system, once (src/main.tsx in the browser, src/prerender.tsx at build time). */
export function startSystem(): void {
  if (rootActor) return
  rootActor = createActor(appMachine(), {
    inspect: recordTransition,
    input: { auth: { storedToken: sessionStore.get(TEAM_TOKEN_KEY) ?? storage.get(TOKEN_KEY), now: Date.now() } },
  }).start()
  authActor = rootActor.system.get(AUTH) as AuthActor
  popupActor = rootActor.system.get(POPUPS) as ActorRefFrom<typeof popupMachine>
  toastActor = rootActor.system.get(TOASTS) as ActorRefFrom<typeof toastMachine>
  bindSession()
}

function bindSession(): void {
  bindApiSession({
    onToken: (token) => authActor.send({ type: 'token.received', token }),
    onUnauthorized: ({ blocked }) => authActor.send({ type: 'session.rejected', blocked }),
    renewToken: (refused) => renewSessionToken(authActor, refused),
    onServerError: ({ status, path }) => {
      // A failed creation shows 'ERP failed to create application' at the apply screen, with retry.
      // (The path is written out: src/domain/application.ts would bring date-fns into the start-up code.)
      if (path === '/web/private/client/application') return
      integrations.errors.capture(new Error(`ERP response ${status} ${path}`))
      rootActor.send({ type: 'erp.failed', status, path })
    },
  })
}
