import { useEffect } from 'react'
import type { AnyActorRef, Subscription } from 'xstate'
import { recordTransition } from './recent-transitions'

/*
 * The actors a screen starts for itself live outside the actor system, so the visualiser and the
 * browser journeys could not see them. A screen says which of its actors is the one to follow
 * under its machine's name (machines/ids.ts SCREEN_ACTORS) for as long as it is open; where two
 * open screens start the same machine, the one opened last is followed.
 */
const followed = new Map<string, AnyActorRef[]>()
/** The own systems of the actors followed, each inspected once however many of its actors are followed. */
const inspected = new Map<AnyActorRef['system'], { subscription: Subscription; count: number }>()

function inspect(actor: AnyActorRef): () => void {
  const held = inspected.get(actor.system)
  if (held) held.count++
  else inspected.set(actor.system, { subscription: actor.system.inspect(recordTransition), count: 1 })
  return () => {
    const now = inspected.get(actor.system)
    if (!now || --now.count > 0) return
    now.subscription.unsubscribe()
    inspected.delete(actor.system)
  }
}
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Follows `actor` under the machine's name while the calling screen is open (none: nothing to follow). */
export function useFollowed(name: string, actor: AnyActorRef | null | undefined): void {
  useEffect(() => {
    if (!actor) return
    followed.set(name, [...(followed.get(name) ?? []), actor])
    const uninspect = inspect(actor)
    changed()
    return () => {
      uninspect()
      const rest = (followed.get(name) ?? []).filter((other) => other !== actor)
      if (rest.length > 0) followed.set(name, rest)
      else followed.delete(name)
      changed()
    }
  }, [name, actor])
}

/** The actor followed under this name now, if a screen holds one. */
export const followedActor = (name: string): AnyActorRef | undefined => followed.get(name)?.at(-1)

/** Calls `listener` whenever a screen starts or stops being followed; answers the unsubscribe. */
export function onFollowedChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
