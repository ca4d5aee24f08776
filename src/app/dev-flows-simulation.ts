import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate'
import {
  toJson,
  type JsonObject,
  type OfferedEvent,
  type SimulatedEffect,
  type SimulatedStep,
  type SimulatedView,
  type Verdict,
} from '../screens/dev/simulator-model'

/**
 * The flow visualiser's simulator, pure: a machine's snapshots made by xstate's `initialTransition`
 * and `transition`, which hand back the effects a step asks for instead of running them. No
 * invoked actor starts, no delay is scheduled, no ERP call is made; an invoked actor's answer and a
 * delay's end are events the reader sends by hand.
 */

/** The machine at its start: its initial snapshot for that input. */
export function startSimulation(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  const [snapshot] = input === undefined ? initialTransition(machine) : initialTransition(machine, input)
  return snapshot
}

/** The snapshot's active state nodes in the machine's order, the root first. */
const activeNodes = (snapshot: AnyMachineSnapshot) =>
  // GOTCHA: `_nodes` is the snapshot's configuration, in no set order; xstate v5 has no public accessor for it.
  [...(snapshot as unknown as { _nodes: AnyStateNode[] })._nodes].sort((a, b) => a.order - b.order)

/** Events the reader cannot send as such: the machine raises them itself, or they name no one event. */
const UNSENDABLE = /^(xstate\.done\.state\.|\*$|.*\.\*$)/

/**
 * The events the active states handle (the states' own transitions and their ancestors', which
 * include the answers of the actors they invoke and the ends of their delays), plus each invoked
 * actor's answer and failure even where no transition waits for it, in the order of the states.
 */
export function offeredTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>()
  for (const node of activeNodes(snapshot)) {
    for (const type of node.transitions.keys()) if (!UNSENDABLE.test(type)) types.add(type)
    for (const invoke of node.invoke) {
      types.add(`xstate.done.actor.${invoke.id}`)
      types.add(`xstate.error.actor.${invoke.id}`)
    }
  }
  return [...types]
}

/** Whether the snapshot takes the event: a guard that fails on the event's data leaves it unchecked. */
export function verdictOf(snapshot: AnyMachineSnapshot, event: AnyEventObject): Verdict {
  try {
    return snapshot.can(event) ? 'enabled' : 'refused'
  } catch {
    return 'unchecked'
  }
}

/** The offered events, each with its examples' verdicts (the bare event's when it has none). */
export function offeredEvents(
  snapshot: AnyMachineSnapshot,
  examples: Record<string, JsonObject[]>,
  revive: (data: JsonObject) => object,
): OfferedEvent[] {
  if (snapshot.status !== 'active') return []
  return offeredTypes(snapshot).map((type) => {
    const data = Object.hasOwn(examples, type) && examples[type]!.length > 0 ? examples[type]! : [{}]
    return { type, verdicts: data.map((payload) => verdictOf(snapshot, { ...revive(payload), type })) }
  })
}

/** What the page shows of a snapshot: its status, active states, context (as JSON) and offered events. */
export function viewOf(
  snapshot: AnyMachineSnapshot,
  examples: Record<string, JsonObject[]>,
  revive: (data: JsonObject) => object,
): SimulatedView {
  const error = snapshot.status === 'error' ? (snapshot as { error?: unknown }).error : null
  return {
    status: snapshot.status,
    states: activeNodes(snapshot).map((node) => node.id),
    context: toJson(snapshot.context, true) ?? null,
    events: offeredEvents(snapshot, examples, revive),
    error: error === null ? null : error instanceof Error ? error.message : JSON.stringify(toJson(error, true)),
  }
}

const reading = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.status, snapshot.value, toJson(snapshot.context, true)])

/** One event sent to the snapshot: the next snapshot, and what the step did (the effects it asked for, not run). */
export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): { snapshot: AnyMachineSnapshot; step: SimulatedStep } {
  const [next, actions] = transition(machine, snapshot, event)
  return {
    snapshot: next,
    step: { event: event.type, changed: reading(next) !== reading(snapshot), effects: actions.map(effectOf) },
  }
}

/** An action handed back by `transition`, as the history lists it: starting or stopping an actor names the actor. */
function effectOf(action: { type: string; params?: unknown }): SimulatedEffect {
  const id = (action.params as { id?: unknown } | undefined)?.id
  return { type: action.type, actor: typeof id === 'string' ? id : null }
}
