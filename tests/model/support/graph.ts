import { createActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

/** A transition of a machine, named by its source state node, its event and its place in the list. */
export type TransitionKey = string

function keyOf(source: AnyStateNode, eventType: string, index: number): TransitionKey {
  return `${source.id} --${eventType}[${index}]`
}

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states)) yield* stateNodes(child as AnyStateNode)
}

/** Every state node id of the machine (compound ones included). */
export function allStateIds(machine: AnyStateMachine): string[] {
  return [...stateNodes(machine.root)].map((node) => node.id)
}

/** Every event-driven transition of the machine (guarded alternatives count one each). */
export function allTransitions(machine: AnyStateMachine): TransitionKey[] {
  return [...stateNodes(machine.root)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, list]) => list.map((_, index) => keyOf(node, eventType, index))),
  )
}

/** The transitions an event takes from a snapshot (empty when the event is ignored there). */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): TransitionKey[] {
  return machine.getTransitionData(snapshot, event).map((transition) => {
    const list = transition.source.transitions.get(transition.eventType) ?? []
    return keyOf(transition.source, transition.eventType, list.indexOf(transition))
  })
}

/** The state node ids a snapshot is in (the active configuration). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return [...(snapshot as unknown as { _nodes: AnyStateNode[] })._nodes].map((node) => node.id)
}

export interface TestPath {
  /** The path in words: its events, in order (the QA report and the model tests name it so). */
  name: string
  events: AnyEventObject[]
}

/** The events a machine is offered: one list for every snapshot, or a list made for each snapshot. */
export type OfferedEvents = readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[])

/**
 * Paths that take every transition reachable with the given events: the shortest path to each
 * distinct state, then each event that does something there (each path once). Context is kept
 * out of the serialised state except what `serialize` keeps. The one generator of paths: the
 * model tests run these, `npm run paths` reports them (scripts/lib/paths.ts), and the generated
 * journeys of tests/e2e play some of them through the real UI.
 */
export function transitionPaths(
  machine: AnyStateMachine,
  options: {
    input?: unknown
    events: OfferedEvents
    /** What tells two snapshots apart (`event`: the one that led there, for a caller that must tell that too). */
    serialize: (snapshot: AnyMachineSnapshot, event?: AnyEventObject) => unknown
  },
): TestPath[] {
  const offered = (snapshot: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(snapshot) : options.events
  const shortest = getShortestPaths(machine, {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: (snapshot: AnyMachineSnapshot) => [...offered(snapshot)],
    serializeState: (snapshot, event) => JSON.stringify(options.serialize(snapshot, event)),
  })
  const seen = new Set<string>()
  const paths: TestPath[] = []
  for (const path of shortest) {
    const prefix = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')
    for (const event of offered(path.state)) {
      if (takenTransitions(machine, path.state, event).length === 0) continue
      const events = [...prefix, event]
      const id = JSON.stringify(events)
      if (seen.has(id)) continue
      seen.add(id)
      paths.push({ name: events.map((sent) => sent.type).join(' → '), events })
    }
  }
  return paths
}

/**
 * What the paths leave out when each is played from the start on a fresh actor of `machine`:
 * transitions never taken and state nodes never entered (both empty when the paths cover the graph).
 */
export function uncovered(
  machine: AnyStateMachine,
  paths: readonly (readonly AnyEventObject[])[],
  input?: unknown,
): { transitions: TransitionKey[]; states: string[] } {
  const taken = new Set<TransitionKey>()
  const reached = new Set<string>()
  for (const events of paths) {
    const actor = createActor(machine, input === undefined ? {} : { input }).start()
    for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
    for (const event of events) {
      for (const key of takenTransitions(machine, actor.getSnapshot(), event)) taken.add(key)
      actor.send(event)
      for (const id of activeStateIds(actor.getSnapshot())) reached.add(id)
    }
    actor.stop()
  }
  return {
    transitions: allTransitions(machine).filter((key) => !taken.has(key)),
    states: allStateIds(machine).filter((id) => !reached.has(id)),
  }
}
