import type { SnapshotFrom } from 'xstate'
import type { toastMachine, ToastEvent } from '../../../machines/toast.machine'

export type Snapshot = SnapshotFrom<typeof toastMachine>

/** The timer of each toast is a delayed `toast.dismiss`, so the graph dismisses by that event. */
export const events = (snapshot: Snapshot): ToastEvent[] => [
  { type: 'toast.show', message: 'Saved' },
  { type: 'toast.show', message: 'Could not save', tone: 'error', id: 'save-error' },
  ...snapshot.context.toasts.map((toast) => ({ type: 'toast.dismiss' as const, id: toast.id })),
]

export const serializeState = (snapshot: Snapshot) => JSON.stringify(snapshot.value)
export const traversal = { events, serializeState }
