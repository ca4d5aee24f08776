import type { ActorRefLike, InspectionEvent } from 'xstate'

/** A snapshot an actor took: when, which actor, the event that led to it. */
export interface RecentTransition {
  at: number
  actor: ActorRefLike
  event: string
  snapshot: unknown
}

/*
 * The app's latest snapshots, recorded from start-up by the actor systems' inspection (the app's
 * own, and that of each actor a screen follows, src/app/followed-actors.ts): a visualiser that
 * starts following a tab a moment after it loaded or reloaded still reads what happened as it
 * started. Kept short, and kept to references: nothing is copied or sent until a visualiser asks.
 */
const KEPT = 200
const recent: RecentTransition[] = []
const listeners = new Set<(transition: RecentTransition) => void>()

/** The inspection observer the actor systems are given. */
export function recordTransition(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return
  const transition = { at: Date.now(), actor: event.actorRef, event: event.event.type, snapshot: event.snapshot }
  recent.push(transition)
  if (recent.length > KEPT) recent.shift()
  listeners.forEach((listener) => listener(transition))
}

/** The snapshots recorded so far, oldest first. */
export const recentTransitions = (): readonly RecentTransition[] => recent

/** Calls `listener` with every snapshot recorded from now on; answers the unsubscribe. */
export function onTransition(listener: (transition: RecentTransition) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
