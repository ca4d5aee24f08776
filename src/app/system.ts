import { createActor, type ActorRefFrom } from 'xstate'
import { authMachine } from '../../machines/auth.machine'
import { AUTH, POPUPS, TOASTS } from '../../machines/ids'
import type { popupMachine } from '../../machines/popup.machine'
import { rootMachine } from '../../machines/root.machine'
import type { toastMachine } from '../../machines/toast.machine'
import { storage, TOKEN_KEY } from './storage'

/** The root machine with its effects given: storage for the token. */
export const appMachine = rootMachine.provide({
  actors: {
    auth: authMachine.provide({
      actions: {
        storeToken: (_, params: { token: string }) => storage.set(TOKEN_KEY, params.token),
        forgetToken: () => storage.remove(TOKEN_KEY),
      },
    }),
  },
})

export type RootActor = ActorRefFrom<typeof rootMachine>
export type AuthActor = ActorRefFrom<typeof authMachine>

/** Created once, outside React, so StrictMode never invokes anything twice. */
export const rootActor: RootActor = createActor(appMachine, {
  input: { auth: { storedToken: storage.get(TOKEN_KEY), now: Date.now() } },
}).start()

export const authActor = rootActor.system.get(AUTH) as AuthActor

export const popupActor = rootActor.system.get(POPUPS) as ActorRefFrom<typeof popupMachine>
export const toastActor = rootActor.system.get(TOASTS) as ActorRefFrom<typeof toastMachine>
