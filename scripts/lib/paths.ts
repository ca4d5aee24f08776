import { screenText } from '../../src/domain/screens'
import {
  createActor,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type TransitionDefinition,
} from 'xstate'

type AnyTransition = TransitionDefinition<any, any>
import { transitionPaths, type OfferedEvents } from '../../tests/model/support/graph'

/** How one machine is walked: the model (its invoked actors never settle), its starts and the events of each snapshot. */
export interface MachinePaths {
  name: string
  /** The machine whose states and transitions are counted (the model may replace its actors). */
  model: AnyStateMachine
  starts: { label: string; input?: unknown }[]
  events: OfferedEvents
  /** What tells two snapshots apart: keep context out, or the graph explodes. */
  serialize: (snapshot: AnyMachineSnapshot) => unknown
}

export interface PathStep {
  event: string
  payload: unknown
  state: string[]
  screen: string | null
}

export interface GeneratedPath {
  start: string
  description: string
  steps: PathStep[]
}

export interface StateEntry {
  id: string
  description: string | null
  screen: string | null
  unreachable: string | null
  covered: boolean
}

export interface TransitionEntry {
  key: string
  source: string
  event: string
  targets: string[]
  guard: string | null
  unreachable: string | null
  covered: boolean
}

export interface MachineReport {
  name: string
  id: string
  states: StateEntry[]
  transitions: TransitionEntry[]
  paths: GeneratedPath[]
  coverage: { states: Coverage; transitions: Coverage }
  /** States and transitions no path reaches and that `meta.unreachable` does not explain. */
  missing: { states: string[]; transitions: string[] }
}

export interface Coverage {
  total: number
  covered: number
  unreachable: number
  percent: number
}

export interface PathsReport {
  generatedAt: string
  machines: MachineReport[]
  ok: boolean
}

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states)) yield* stateNodes(child as AnyStateNode)
}

const transitionKey = (source: AnyStateNode, eventType: string, index: number) => `${source.id} --${eventType}[${index}]`

const reasonOf = (meta: unknown): string | null => {
  const reason = (meta as { unreachable?: unknown } | undefined)?.unreachable
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'guard'
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [...(snapshot as unknown as { _nodes: AnyStateNode[] })._nodes]
}

/** The leaf state ids of a snapshot, without the machine's own id. */
function leaves(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
}

/** The screen of the deepest active state that names one. */
function screenOf(snapshot: AnyMachineSnapshot): string | null {
  for (const node of activeNodes(snapshot).reverse()) {
    const screen = screenText((node.meta as { screen?: unknown } | undefined)?.screen)
    if (screen !== null) return screen
  }
  return null
}

function taken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): string[] {
  return machine.getTransitionData(snapshot, event).map((transition) => {
    const list = transition.source.transitions.get(transition.eventType) ?? []
    return transitionKey(transition.source, transition.eventType, list.indexOf(transition))
  })
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10)

/**
 * Every path of one machine: the shortest path to each distinct state, then each event that does
 * something there; each is played on a fresh actor (simulated clock) to read its steps and coverage.
 */
export function machineReport(setup: MachinePaths): MachineReport {
  const machine = setup.model
  const nodes = [...stateNodes(machine.root)]
  const reachedStates = new Set<string>()
  const takenTransitions = new Set<string>()
  const paths: GeneratedPath[] = []

  for (const start of setup.starts) {
    const options = start.input === undefined ? {} : { input: start.input }
    for (const { name, events } of transitionPaths(machine, { ...options, events: setup.events, serialize: setup.serialize })) {
      // Every microstep counts: eventless (always) and raised transitions, and the transient states they pass.
      const actor = createActor(machine, {
        ...options,
        clock: new SimulatedClock(),
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep' || (inspection.actorRef as { _parent?: unknown })._parent !== undefined)
            return
          const { _transitions: passed, snapshot } = inspection as unknown as {
            _transitions: AnyTransition[]
            snapshot: AnyMachineSnapshot
          }
          for (const node of activeNodes(snapshot)) reachedStates.add(node.id)
          for (const transition of passed) {
            const list = transition.source.transitions.get(transition.eventType)
            if (list?.includes(transition))
              takenTransitions.add(transitionKey(transition.source, transition.eventType, list.indexOf(transition)))
          }
        },
      })
      actor.start()
      for (const node of activeNodes(actor.getSnapshot())) reachedStates.add(node.id)
      const steps: PathStep[] = []
      for (const sent of events) {
        for (const key of taken(machine, actor.getSnapshot(), sent)) takenTransitions.add(key)
        actor.send(sent)
        const snapshot = actor.getSnapshot()
        for (const node of activeNodes(snapshot)) reachedStates.add(node.id)
        const { type, ...payload } = sent
        steps.push({
          event: type,
          payload: Object.keys(payload).length === 0 ? null : payload,
          state: leaves(snapshot),
          screen: screenOf(snapshot),
        })
      }
      actor.stop()
      paths.push({ start: start.label, description: name, steps })
    }
  }

  const states: StateEntry[] = nodes.map((node) => {
    const meta = node.meta as { description?: unknown; screen?: unknown } | undefined
    return {
      id: node.id,
      description: typeof meta?.description === 'string' ? meta.description : null,
      screen: screenText(meta?.screen),
      unreachable: reasonOf(node.meta),
      covered: reachedStates.has(node.id),
    }
  })
  const transitions: TransitionEntry[] = nodes.flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, list]) =>
      list.map((transition, index) => {
        const key = transitionKey(node, eventType, index)
        return {
          key,
          source: node.id,
          event: eventType,
          targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
          guard: guardName(transition.guard),
          unreachable: reasonOf(transition.meta),
          covered: takenTransitions.has(key),
        }
      }),
    ),
  )
  const coverage = <T extends { covered: boolean; unreachable: string | null }>(entries: T[]): Coverage => {
    const unreachable = entries.filter((entry) => !entry.covered && entry.unreachable !== null).length
    const covered = entries.filter((entry) => entry.covered).length
    return { total: entries.length, covered, unreachable, percent: percent(covered + unreachable, entries.length) }
  }
  return {
    name: setup.name,
    id: machine.id,
    states,
    transitions,
    paths,
    coverage: { states: coverage(states), transitions: coverage(transitions) },
    missing: {
      states: states.filter((state) => !state.covered && state.unreachable === null).map((state) => state.id),
      transitions: transitions.filter((entry) => !entry.covered && entry.unreachable === null).map((entry) => entry.key),
    },
  }
}

export function pathsReport(setups: MachinePaths[], now = new Date()): PathsReport {
  const machines = setups.map(machineReport)
  return {
    generatedAt: now.toISOString(),
    machines,
    ok: machines.every((machine) => machine.missing.states.length === 0 && machine.missing.transitions.length === 0),
  }
}
