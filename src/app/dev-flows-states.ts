import type { AnyActorRef, AnyStateNode, Subscription } from 'xstate'
import type { LiveStates } from '../screens/dev/flow-model'
import { followedActor, onFollowedChange } from './followed-actors'

/** The ids of the state nodes a live actor is in (its active configuration), or null when it has not joined. */
function activeIds(actor: AnyActorRef | undefined): string[] | null {
  if (!actor) return null
  // GOTCHA: `_nodes` is the snapshot's configuration; xstate v5 has no public accessor for the node ids.
  const nodes = (actor.getSnapshot() as { _nodes?: AnyStateNode[] })._nodes
  return nodes ? nodes.map((node) => node.id) : null
}

/**
 * Follows the states of the root actor ('root'), of the given system ids and of the actors open
 * screens follow under their machine's name (src/app/followed-actors.ts), calling `changed` with
 * every new reading; an actor a long-lived one invokes under its machine's name is followed as its
 * child. Actors join the system lazily (the flow once a client signs in), so a join is
 * noticed when the root moves or on a one-second check; a screen's actor as the screen opens or
 * closes. Answers the unsubscribe.
 */
export function followLiveStates(root: AnyActorRef, lives: readonly string[], changed: (states: LiveStates) => void): () => void {
  const inSystem = (live: string) => root.system.get(live) as AnyActorRef | undefined
  // An actor a long-lived one invokes under its machine's name (the application's offer) is its child.
  const invoked = (live: string) =>
    lives
      .map(
        (parent) => (inSystem(parent)?.getSnapshot() as { children?: Record<string, AnyActorRef> } | undefined)?.children?.[live],
      )
      .find((child) => child !== undefined)
  const actorOf = (live: string) => (live === 'root' ? root : (inSystem(live) ?? invoked(live) ?? followedActor(live)))
  const read = (): LiveStates => Object.fromEntries(lives.map((live) => [live, activeIds(actorOf(live))]))
  const subscriptions = new Map<string, { actor: AnyActorRef; subscription: Subscription }>()
  let last = ''
  const refresh = () => {
    for (const live of lives) {
      const actor = actorOf(live)
      const held = subscriptions.get(live)
      if (held?.actor === actor) continue
      // A screen opened again starts a new actor: follow that one.
      held?.subscription.unsubscribe()
      subscriptions.delete(live)
      if (actor) subscriptions.set(live, { actor, subscription: actor.subscribe({ next: refresh, error: () => {} }) })
    }
    const states = read()
    const text = JSON.stringify(states)
    if (text === last) return
    last = text
    changed(states)
  }
  refresh()
  const timer = setInterval(refresh, 1_000)
  const unfollow = onFollowedChange(refresh)
  return () => {
    clearInterval(timer)
    unfollow()
    for (const { subscription } of subscriptions.values()) subscription.unsubscribe()
  }
}
