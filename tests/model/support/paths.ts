import type { AnyEventObject, StateValue } from 'xstate'
import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { shortestPaths, transitionPaths, type TestPath } from './graph'

/** A generated path with the start it is played from (its label and the machine's input). */
export interface StartedPath extends TestPath {
  start: string
  input: unknown
}

/** The shortest path from a start to a distinct state, and the state's value. */
export interface StartedState {
  start: string
  input: unknown
  events: AnyEventObject[]
  value: StateValue
}

// Generated once per worker: the model tests, the oracle tables' test and the walks read the same paths.
const generated = new Map<string, { paths: StartedPath[]; states: StartedState[] }>()

function generate(name: string) {
  let found = generated.get(name)
  if (found) return found
  const setup = MACHINE_PATHS.find((machine) => machine.name === name)
  if (!setup) throw new Error(`No paths setup for the ${name} machine in scripts/lib/paths-machines.ts`)
  found = { paths: [], states: [] }
  for (const start of setup.starts) {
    const options = {
      ...(start.input === undefined ? {} : { input: start.input }),
      events: setup.events,
      serialize: setup.serialize,
    }
    const shortest = shortestPaths(setup.model, options)
    found.states.push(
      ...shortest.map(({ events, state }) => ({ start: start.label, input: start.input, events, value: state.value })),
    )
    found.paths.push(
      ...transitionPaths(setup.model, options, shortest).map((path) => ({ ...path, start: start.label, input: start.input })),
    )
  }
  generated.set(name, found)
  return found
}

/**
 * The paths of a machine exactly as `npm run paths` reports them: its setup in
 * scripts/lib/paths-machines.ts (events, starts, serialisation), walked by transitionPaths.
 */
export function machinePaths(name: string): StartedPath[] {
  return generate(name).paths
}

/** The shortest path from each start to each distinct state the paths reach (their beginnings). */
export function machineStates(name: string): StartedState[] {
  return generate(name).states
}
