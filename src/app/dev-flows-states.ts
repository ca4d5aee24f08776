import type { AnyActorRef, AnyStateNode, Subscription } from 'xstate'
import type { LiveStates } from '../screens/dev/flow-model'

/** The ids of the state nodes a live actor is in (its active configuration), or null when it has not joined. */
function activeIds(actor: AnyActorRef | undefined): string[] | null {
  if (!actor) return null
  // GOTCHA: `_nodes` is the snapshot's configuration; xstate v5 has no public accessor for the node ids.
  const nodes = (actor.getSnapshot() as { _nodes?: AnyStateNode[] })._nodes
  return nodes ? nodes.map((node) => node.id) : null
}

/**
 * Follows the states of the root actor ('root') and of the given system ids, calling `changed`
 * with every new reading. Actors join the system lazily (the flow once a client signs in), so a
 * join is noticed when the root moves or on a one-second check. Answers the unsubscribe.
 */
export function followLiveStates(root: AnyActorRef, lives: readonly string[], changed: (states: LiveStates) => void): () => void {
  const actorOf = (live: string) => (live === 'root' ? root : (root.system.get(live) as AnyActorRef | undefined))
  const read = (): LiveStates => Object.fromEntries(lives.map((live) => [live, activeIds(actorOf(live))]))
  const subscriptions = new Map<string, Subscription>()
  let last = ''
  const refresh = () => {
    for (const live of lives) {
      const actor = actorOf(live)
      if (actor && !subscriptions.has(live)) subscriptions.set(live, actor.subscribe({ next: refresh, error: () => {} }))
    }
    const states = read()
    const text = JSON.stringify(states)
    if (text === last) return
    last = text
    changed(states)
  }
  refresh()
  const timer = setInterval(refresh, 1_000)
  return () => {
    clearInterval(timer)
    for (const subscription of subscriptions.values()) subscription.unsubscribe()
  }
}
