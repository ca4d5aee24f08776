import { assign, setup, spawnChild } from 'xstate'
import { authMachine, type AuthInput } from './auth.machine'
import { AUTH } from './ids'

/** A failure that replaces the page with the full error page (spec part 8). */
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
 * The root of the actor system: created once outside React, it spawns the long-lived
 * actors (auth now; flow, calculator, tracking join later) and holds the page-level
 * failure that the error page shows.
 */
export const rootMachine = setup({
  types: {
    context: {} as { error: FatalError | null; input: RootInput },
    events: {} as RootEvent,
    input: {} as RootInput,
  },
  actors: { auth: authMachine },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ error: null, input }),
  entry: [spawnChild('auth', { id: AUTH, systemId: AUTH, input: ({ context }) => context.input.auth })],
  initial: 'running',
  states: {
    running: {
      meta: { description: 'Pages render normally' },
      on: {
        // Any response with status 500 or above shows 'ERP response {status} {path}' (spec part 8).
        'erp.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ status: event.status, message: `ERP response ${event.status} ${event.path}` }) }),
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
        'route.changed': { target: 'running', actions: assign({ error: null }) },
      },
    },
  },
})
