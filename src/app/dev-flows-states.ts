import type { AnyActorRef, AnyStateNode, Subscription } from 'xstate'
import type { LiveLogEntry, LiveStates } from '../screens/dev/flow-model'
import { followedActor, onFollowedChange } from './followed-actors'
import { onTransition, recentTransitions, type RecentTransition } from './recent-transitions'

/** The ids of the state nodes of a snapshot (its active configuration), or null for an actor that is not a machine. */
function nodeIds(snapshot: unknown): string[] | null {
  // GOTCHA: `_nodes` is the snapshot's configuration; xstate v5 has no public accessor for the node ids.
  const nodes = (snapshot as { _nodes?: AnyStateNode[] } | undefined)?._nodes
  return nodes ? nodes.map((node) => node.id) : null
}

/** The ids of the state nodes a live actor is in, or null when it has not joined. */
const activeIds = (actor: AnyActorRef | undefined): string[] | null => (actor ? nodeIds(actor.getSnapshot()) : null)

/** The deepest of the state ids: those no other id is inside. */
export const leafIds = (ids: readonly string[]) => ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))

/**
 * Finds the live actors by 'root', system id, or the name an open screen (or a long-lived actor
 * invoking it) follows it under.
 */
function liveActors(root: AnyActorRef, lives: readonly string[]) {
  const inSystem = (live: string) => root.system.get(live) as AnyActorRef | undefined
  // An actor a long-lived one invokes under its machine's name (the application's offer) is its child.
  const invoked = (live: string) =>
    lives
      .map(
        (parent) => (inSystem(parent)?.getSnapshot() as { children?: Record<string, AnyActorRef> } | undefined)?.children?.[live],
      )
      .find((child) => child !== undefined)
  return (live: string) => (live === 'root' ? root : (inSystem(live) ?? invoked(live) ?? followedActor(live)))
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
  const actorOf = liveActors(root, lives)
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

/**
 * Calls `logged` with every transition of a followed actor that changes its states: the event and
 * the leaf states before and after, read from the snapshots recorded since start-up
 * (src/app/recent-transitions.ts) and then as they come. Answers the unsubscribe.
 */
export function followLiveLog(root: AnyActorRef, lives: readonly string[], logged: (entry: LiveLogEntry) => void): () => void {
  const actorOf = liveActors(root, lives)
  const last = new Map<unknown, string[]>()
  const seen = ({ at, actor, event, snapshot }: RecentTransition) => {
    const live = lives.find((name) => actorOf(name) === actor)
    const ids = live === undefined ? null : nodeIds(snapshot)
    if (live === undefined || ids === null) return
    const before = last.get(actor) ?? []
    last.set(actor, ids)
    if (before.join() === ids.join()) return
    logged({ at, actor: live, event, from: leafIds(before), to: leafIds(ids) })
  }
  recentTransitions().forEach(seen)
  return onTransition(seen)
}
