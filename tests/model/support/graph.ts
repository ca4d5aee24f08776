import { getShortestPaths } from '@xstate/graph'
import {
  createActor,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type TransitionDefinition,
} from 'xstate'

/**
 * A transition of a machine, named by its source state node, its event and its place in the list:
 * `source --event[index]`; an eventless one is `source --always[index]`, a delayed one
 * `source --xstate.after.<delay>.<source>[index]`. Each guarded branch is a transition of its own.
 */
export type TransitionKey = string

type AnyTransition = TransitionDefinition<any, any>

/** What starts a transition: an event sent or raised, none (eventless), or a timer (delayed). */
export type TransitionKind = 'event' | 'eventless' | 'delayed'

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states)) yield* stateNodes(child as AnyStateNode)
}

/** The transitions a state node defines, eventless ones last. */
function transitionsOf(node: AnyStateNode): AnyTransition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
}

/** The key of a transition of the machine's definition. */
export function keyOfTransition(transition: AnyTransition): TransitionKey {
  const { source, eventType } = transition
  if (!eventType) return `${source.id} --always[${(source.always ?? []).indexOf(transition)}]`
  const list = source.transitions.get(eventType) ?? []
  return `${source.id} --${eventType}[${list.indexOf(transition)}]`
}

export function kindOf(transition: AnyTransition): TransitionKind {
  if (!transition.eventType) return 'eventless'
  return transition.eventType.startsWith('xstate.after.') ? 'delayed' : 'event'
}

/** A guard's name as the machine's definition writes it (an inline function by its name). */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'guard'
}

/** Every state node id of the machine (compound ones included). */
export function allStateIds(machine: AnyStateMachine): string[] {
  return [...stateNodes(machine.root)].map((node) => node.id)
}

/** Every transition of the machine's definition: event, eventless and delayed, each guarded branch one. */
export function everyTransition(machine: AnyStateMachine): AnyTransition[] {
  return [...stateNodes(machine.root)].flatMap(transitionsOf)
}

/** Every event-driven transition of the machine (delayed ones included, eventless ones not). */
export function allTransitions(machine: AnyStateMachine): TransitionKey[] {
  return everyTransition(machine)
    .filter((transition) => kindOf(transition) !== 'eventless')
    .map(keyOfTransition)
}

/** The transitions an event selects from a snapshot (empty when the event is ignored there), eventless ones after it not included. */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): TransitionKey[] {
  return machine.getTransitionData(snapshot, event).map(keyOfTransition)
}

/** The state nodes a snapshot is in (the active configuration), outermost first. */
export function activeNodes(snapshot: AnyMachineSnapshot): readonly AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
}

/** The state node ids a snapshot is in (the active configuration). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot).map((node) => node.id)
}

/**
 * The states every start enters: the machine's initial configuration as its definition writes it
 * (an initial state left at once by its eventless transitions is entered all the same).
 */
export function initialStateIds(machine: AnyStateMachine): string[] {
  const entered: string[] = []
  const enter = (node: AnyStateNode) => {
    entered.push(node.id)
    if (node.type === 'parallel') for (const child of Object.values(node.states)) enter(child as AnyStateNode)
    if (node.type === 'compound') {
      const target = node.initial?.target[0]
      if (!target) return
      const between: AnyStateNode[] = []
      for (let at = target.parent; at && at !== node; at = at.parent) between.unshift(at)
      for (const ancestor of between) entered.push(ancestor.id)
      enter(target)
    }
  }
  enter(machine.root)
  return entered
}

/** One microstep: the transitions taken together, and the snapshot after them. */
export interface Microstep {
  transitions: AnyTransition[]
  snapshot: AnyMachineSnapshot
}

/** One event of a path played: the snapshot it met, every microstep it caused, and where the machine rests. */
export interface PlayedStep {
  event: AnyEventObject
  before: AnyMachineSnapshot
  microsteps: Microstep[]
  after: AnyMachineSnapshot
}

/** A path played from the start: the start's own microsteps (eventless transitions of the initial states), then each event's. */
export interface PlayedPath {
  start: Microstep[]
  initial: AnyMachineSnapshot
  steps: PlayedStep[]
}

/**
 * A simulated clock that knows when its next timer is due: a walk lets time pass timer by timer,
 * so that each timer that fires is a step of its own.
 */
class WalkClock extends SimulatedClock {
  private readonly due = new Map<number, number>()

  override setTimeout(fn: (...args: any[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.due.delete(id)
      fn()
    }, timeout)
    this.due.set(id, this.now() + timeout)
    return id
  }

  override clearTimeout(id: number): void {
    this.due.delete(id)
    super.clearTimeout(id)
  }

  /** When the next timer fires, or null when none is set. */
  next(): number | null {
    return this.due.size === 0 ? null : Math.min(...this.due.values())
  }
}

/** A live actor whose every step is recorded: the one a path or a walk is played on. */
export interface Player {
  /** The microsteps of the start (eventless transitions of the initial states). */
  start: Microstep[]
  initial: AnyMachineSnapshot
  snapshot(): AnyMachineSnapshot
  /** Sends an event, and records the step. */
  send(event: AnyEventObject): PlayedStep
  /** Lets `ms` pass on the clock: each moment a timer is due is a step (named `time passes <n> ms`). */
  wait(ms: number): PlayedStep[]
  /** How long until the next timer fires, or null when none is set. */
  nextTimer(): number | null
  stop(): void
}

/**
 * Starts a fresh actor of `machine` on a simulated clock (timers fire only as the player lets time
 * pass, or as a path sends their events) and records every microstep of the root machine: the
 * transitions an event selects, the raised events' and the eventless transitions that follow in the
 * same step.
 */
export function startPlay(machine: AnyStateMachine, input?: unknown): Player {
  let current: Microstep[] = []
  const clock = new WalkClock()
  const actor = createActor(machine, {
    ...(input === undefined ? {} : { input }),
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as { _parent?: unknown })._parent !== undefined) return
      const { _transitions: transitions, snapshot } = inspection as unknown as {
        _transitions: AnyTransition[]
        snapshot: AnyMachineSnapshot
      }
      if (transitions.length > 0) current.push({ transitions, snapshot })
    },
  })
  actor.start()
  const step = (event: AnyEventObject, act: () => void): PlayedStep => {
    current = []
    const before = actor.getSnapshot()
    act()
    return { event, before, microsteps: current, after: actor.getSnapshot() }
  }
  const start = current
  return {
    start,
    initial: actor.getSnapshot(),
    snapshot: () => actor.getSnapshot(),
    send: (event) => step(event, () => actor.send(event)),
    wait: (ms) => {
      const steps: PlayedStep[] = []
      const until = clock.now() + ms
      let due = clock.next()
      while (due !== null && due <= until) {
        const at = due
        steps.push(step({ type: `time passes ${at - clock.now()} ms` }, () => clock.set(at)))
        due = clock.next()
      }
      clock.set(until)
      return steps
    },
    nextTimer: () => {
      const due = clock.next()
      return due === null ? null : due - clock.now()
    },
    stop: () => actor.stop(),
  }
}

/** Plays events on a fresh actor of `machine` (startPlay), each a step. */
export function playPath(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown): PlayedPath {
  const player = startPlay(machine, input)
  const steps = events.map((event) => player.send(event))
  player.stop()
  return { start: player.start, initial: player.initial, steps }
}

/** What paths played from the start take and enter: transition keys and state ids. */
export interface Coverage {
  taken: Set<TransitionKey>
  entered: Set<string>
}

export function coverageOf(machine: AnyStateMachine, played: readonly PlayedPath[]): Coverage {
  const taken = new Set<TransitionKey>()
  const entered = new Set<string>(initialStateIds(machine))
  for (const path of played) {
    const microsteps = [...path.start, ...path.steps.flatMap((step) => step.microsteps)]
    for (const id of activeStateIds(path.initial)) entered.add(id)
    for (const { transitions, snapshot } of microsteps) {
      for (const transition of transitions) taken.add(keyOfTransition(transition))
      for (const id of activeStateIds(snapshot)) entered.add(id)
    }
  }
  return { taken, entered }
}

export interface TestPath {
  /** The path in words: its events, in order (the QA report and the model tests name it so). */
  name: string
  events: AnyEventObject[]
}

/** The events a machine is offered: one list for every snapshot, or a list made for each snapshot. */
export type OfferedEvents = readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[])

/** The options of the path generator: the machine's input, its events, and what tells two snapshots apart. */
export interface PathOptions {
  input?: unknown
  events: OfferedEvents
  /** What tells two snapshots apart (`event`: the one that led there, for a caller that must tell that too). */
  serialize: (snapshot: AnyMachineSnapshot, event?: AnyEventObject) => unknown
}

/** The shortest path to a distinct state, and the snapshot it reaches. */
export interface StatePath {
  events: AnyEventObject[]
  state: AnyMachineSnapshot
}

/**
 * The shortest path to each distinct state reachable with the given events (`getShortestPaths`
 * of @xstate/graph; the first is the start, with no event). Context is kept out of the serialised
 * state except what `serialize` keeps.
 */
export function shortestPaths(machine: AnyStateMachine, options: PathOptions): StatePath[] {
  const shortest = getShortestPaths(machine, {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: (snapshot: AnyMachineSnapshot) => [...offeredOf(options.events, snapshot)],
    serializeState: (snapshot, event) => JSON.stringify(options.serialize(snapshot, event)),
  })
  return shortest.map((path) => ({
    events: path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'),
    state: path.state,
  }))
}

const offeredOf = (events: OfferedEvents, snapshot: AnyMachineSnapshot) =>
  typeof events === 'function' ? events(snapshot) : events

/**
 * Paths that take every transition reachable with the given events: the shortest path to each
 * distinct state (shortestPaths), then each event that does something there (each path once).
 * The one generator of paths: the model tests run these, `npm run paths` reports them
 * (scripts/lib/paths.ts), and the generated journeys of tests/e2e play some of them through the real UI.
 */
export function transitionPaths(
  machine: AnyStateMachine,
  options: PathOptions,
  shortest: readonly StatePath[] = shortestPaths(machine, options),
): TestPath[] {
  const seen = new Set<string>()
  const paths: TestPath[] = []
  for (const path of shortest) {
    for (const event of offeredOf(options.events, path.state)) {
      if (takenTransitions(machine, path.state, event).length === 0) continue
      const events = [...path.events, event]
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
 * transitions never taken (eventless and delayed ones, and each guarded branch, count) and state
 * nodes never entered (both empty when the paths cover the graph).
 */
export function uncovered(
  machine: AnyStateMachine,
  paths: readonly (readonly AnyEventObject[])[],
  input?: unknown,
): { transitions: TransitionKey[]; states: string[] } {
  const { taken, entered } = coverageOf(
    machine,
    paths.map((events) => playPath(machine, events, input)),
  )
  return {
    transitions: everyTransition(machine)
      .map(keyOfTransition)
      .filter((key) => !taken.has(key)),
    states: allStateIds(machine).filter((id) => !entered.has(id)),
  }
}
