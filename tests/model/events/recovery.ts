import type { SnapshotFrom } from 'xstate'
import { recoveryMachine, type RecoveryEvent } from '../../../machines/recovery.machine'

export const EVENTS: RecoveryEvent[] = [{ type: 'recovery.requested' }, { type: 'recovery.reset' }]

export const INPUTS = [
  ['opened without a link', { token: null }],
  ['opened from a reset link', { token: 'reset-token-0123456789' }],
] as const

export const model = recoveryMachine

export const serialize = (snapshot: SnapshotFrom<typeof recoveryMachine>) => snapshot.value
