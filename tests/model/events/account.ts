import type { SnapshotFrom } from 'xstate'
import { accountMachine, type AccountEvent } from '../../../machines/account.machine'

/** Every event of the client area: each page opened, and a change confirmed. */
export const EVENTS: AccountEvent[] = [
  { type: 'account.opened', screen: 'profile' },
  { type: 'account.opened', screen: 'profile-change-email' },
  { type: 'account.opened', screen: 'profile-change-phone' },
  { type: 'account.opened', screen: 'profile-change-password' },
  { type: 'account.change.done' },
]

export const model = accountMachine

export const serialize = (snapshot: SnapshotFrom<typeof accountMachine>) => snapshot.value
