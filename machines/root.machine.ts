import { assign, enqueueActions, sendTo, setup, spawnChild, type AnyActorLogic } from 'xstate'
import { authMachine, type AuthInput } from './auth.machine'
import { AUTH, POPUPS, TOASTS } from './ids'
import { popupMachine } from './popup.machine'
import { toastMachine } from './toast.machine'

/** A failure that replaces the page with the full error page. */
export interface FatalError {
  status: number
  message: string
}

export interface RootInput {
  auth: AuthInput
}

export type RootEvent =
  | { type: 'erp.failed'; status: number; path: string }
  | { type: 'page.failed'; status: number; message: string }
  | { type: 'route.changed'; pathname: string }
  /**
   * A long-lived actor whose code loads with the screen that first needs it (the calculator)
   * joins the system under its system id; joining twice keeps the first.
   */
  | { type: 'actor.join'; systemId: string; logic: AnyActorLogic; input?: unknown }

/**
 * The root of the actor system: created once outside React, it spawns the long-lived
 * actors (auth, popups, toasts now; flow, calculator, tracking join later) and holds the page-level
 * failure that the error page shows.
 */
export const rootMachine = setup({
  types: {
    context: {} as { error: FatalError | null; input: RootInput },
    events: {} as RootEvent,
    input: {} as RootInput,
  },
  actors: { auth: authMachine, popups: popupMachine, toasts: toastMachine },
  actions: {
    // Popups close on route change.
    closePopups: sendTo(POPUPS, { type: 'route.changed' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ error: null, input }),
  entry: [
    spawnChild('auth', { id: AUTH, systemId: AUTH, input: ({ context }) => context.input.auth }),
    spawnChild('popups', { id: POPUPS, systemId: POPUPS }),
    spawnChild('toasts', { id: TOASTS, systemId: TOASTS }),
  ],
  on: {
    'route.changed': { actions: 'closePopups' },
    'actor.join': {
      actions: enqueueActions(({ system, event, enqueue }) => {
        if (system.get(event.systemId) !== undefined) return
        // The logic is not one of `setup`'s named actors: it arrives with the event.
        enqueue.spawnChild(event.logic as never, { id: event.systemId, systemId: event.systemId, input: event.input })
      }),
    },
  },
  initial: 'running',
  states: {
    running: {
      meta: { description: 'Pages render normally' },
      on: {
        // Any response with status 500 or above shows 'ERP response {status} {path}'.
        'erp.failed': {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({ status: event.status, message: `ERP response ${event.status} ${event.path}` }),
          }),
        },
        'page.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ status: event.status, message: event.message }) }),
        },
      },
    },
    failed: {
      meta: { description: 'The full error page replaces the page until the route changes' },
      on: {
        'route.changed': { target: 'running', actions: ['clearError', 'closePopups'] },
      },
    },
  },
})
