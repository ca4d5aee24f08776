import { setup, type SnapshotFrom } from 'xstate'
import type { RouteName } from '../src/domain/routes'

export interface RecoveryInput {
  /** The token of a reset link, when the page was opened from one. */
  token: string | null
}

export type RecoveryEvent =
  /** The ERP took the request: a reset link is on its way (or would be, for an unknown login). */
  | { type: 'recovery.requested' }
  /** The ERP set the new password. */
  | { type: 'recovery.reset' }

/**
 * Account recovery (`/recover`): without a link's token, the request for a reset link; with one,
 * the new password; once it is set, the login page, which says so. Each form is a form machine
 * given its ERP call by the page; this machine says which form shows and where the page goes.
 */
export const recoveryMachine = setup({
  types: { input: {} as RecoveryInput, context: {} as RecoveryInput, events: {} as RecoveryEvent },
  guards: { hasToken: ({ context }) => context.token !== null },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => input,
  initial: 'opening',
  states: {
    opening: {
      meta: {
        description: 'Opened from a reset link (its token) or not',
      },
      always: [{ guard: 'hasToken', target: 'resetting' }, { target: 'requesting' }],
    },
    requesting: {
      meta: { screen: 'recover', description: 'The e-mail or phone to send a reset link to' },
      on: { 'recovery.requested': 'requested' },
    },
    requested: {
      meta: { screen: 'recover', description: 'The link is on its way: where to look for it' },
    },
    resetting: {
      meta: { screen: 'recover', description: 'The new password, twice' },
      on: { 'recovery.reset': 'reset' },
    },
    reset: {
      meta: { screen: 'login', description: 'The password is set: the login page says so' },
    },
  },
})

export type RecoverySnapshot = SnapshotFrom<typeof recoveryMachine>

/** The page the recovery's state shows (its states' `meta.screen`, which the production build leaves out). */
export function recoveryRouteOf(snapshot: Pick<RecoverySnapshot, 'matches'>): RouteName {
  return snapshot.matches('reset') ? 'login' : 'recover'
}
