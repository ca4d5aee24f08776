import { screenText } from '../../src/domain/screens'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import {
  coverageOf,
  everyTransition,
  guardName,
  keyOfTransition,
  kindOf,
  playPath,
  transitionPaths,
  type OfferedEvents,
  type TransitionKind,
} from '../../tests/model/support/graph'

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
  /** The event as written: its type, `always` for an eventless transition, `after <delay>` for a delayed one. */
  event: string
  kind: TransitionKind
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
  coverage: {
    states: Coverage
    transitions: Coverage
    /** The transitions counted apart: eventless, delayed, and the branches of a guarded choice. */
    eventless: Coverage
    delayed: Coverage
    guarded: Coverage
  }
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

const reasonOf = (meta: unknown): string | null => {
  const reason = (meta as { unreachable?: unknown } | undefined)?.unreachable
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null
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

/** `after statusPoll` for `xstate.after.statusPoll.application.watching`; the type otherwise. */
function eventText(eventType: string): string {
  if (!eventType) return 'always'
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType)
  return delayed ? `after ${delayed[1]}` : eventType
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10)

/**
 * Every path of one machine: the shortest path to each distinct state, then each event that does
 * something there; each is played on a fresh actor (simulated clock) to read its steps and
 * coverage, every microstep counted: eventless and raised transitions and the states they pass,
 * and the initial states every start enters.
 */
export function machineReport(setup: MachinePaths): MachineReport {
  const machine = setup.model
  const paths: GeneratedPath[] = []
  const played = setup.starts.flatMap((start) =>
    transitionPaths(machine, {
      ...(start.input === undefined ? {} : { input: start.input }),
      events: setup.events,
      serialize: setup.serialize,
    }).map(({ name, events }) => {
      const path = playPath(machine, events, start.input)
      paths.push({
        start: start.label,
        description: name,
        steps: path.steps.map(({ event, after }) => {
          const { type, ...payload } = event
          return {
            event: type,
            payload: Object.keys(payload).length === 0 ? null : payload,
            state: leaves(after),
            screen: screenOf(after),
          }
        }),
      })
      return path
    }),
  )
  const { taken, entered } = coverageOf(machine, played)

  const states: StateEntry[] = [...stateNodes(machine.root)].map((node) => {
    const meta = node.meta as { description?: unknown; screen?: unknown } | undefined
    return {
      id: node.id,
      description: typeof meta?.description === 'string' ? meta.description : null,
      screen: screenText(meta?.screen),
      unreachable: reasonOf(node.meta),
      covered: entered.has(node.id),
    }
  })
  const transitions: TransitionEntry[] = everyTransition(machine).map((transition) => {
    const key = keyOfTransition(transition)
    return {
      key,
      source: transition.source.id,
      event: eventText(transition.eventType),
      kind: kindOf(transition),
      targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
      guard: guardName(transition.guard),
      unreachable: reasonOf(transition.meta),
      covered: taken.has(key),
    }
  })
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
    coverage: {
      states: coverage(states),
      transitions: coverage(transitions),
      eventless: coverage(transitions.filter((entry) => entry.kind === 'eventless')),
      delayed: coverage(transitions.filter((entry) => entry.kind === 'delayed')),
      guarded: coverage(transitions.filter((entry) => entry.guard !== null)),
    },
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
