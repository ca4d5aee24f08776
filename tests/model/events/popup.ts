import type { SnapshotFrom } from 'xstate'
import type { popupMachine, PopupEvent } from '../../../machines/popup.machine'

export type Snapshot = SnapshotFrom<typeof popupMachine>

/** The event the graph uses for the `popupAutoClose` delay of `open.timed`. */
export const AUTO_CLOSE = 'xstate.after.popupAutoClose.popup.open.timed'
/** The event the graph uses for the `infoHover` delay of `closed.hovering`. */
export const HOVERED = 'xstate.after.infoHover.popup.closed.hovering'

export const events = (snapshot: Snapshot): PopupEvent[] => [
  { type: 'popup.open', id: 'info' },
  { type: 'popup.open', id: 'terms', autoClose: false },
  { type: 'popup.open', id: 'short', duration: 3_000 },
  { type: 'popup.close' },
  { type: 'route.changed', pathname: '/es/contactos' },
  { type: 'popup.hover', id: 'offer-info' },
  { type: 'popup.unhover' },
  ...(snapshot.matches({ open: 'timed' }) ? [{ type: AUTO_CLOSE } as unknown as PopupEvent] : []),
  ...(snapshot.matches({ closed: 'hovering' }) ? [{ type: HOVERED } as unknown as PopupEvent] : []),
]

export const serializeState = (snapshot: Snapshot) => JSON.stringify(snapshot.value)
export const traversal = { events, serializeState }
