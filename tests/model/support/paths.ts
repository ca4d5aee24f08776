import { MACHINE_PATHS } from '../../../scripts/lib/paths-machines'
import { transitionPaths, type TestPath } from './graph'

/** A generated path with the start it is played from (its label and the machine's input). */
export interface StartedPath extends TestPath {
  start: string
  input: unknown
}

// Generated once per worker: the model tests, the oracle tables' test and the walks read the same paths.
const generated = new Map<string, StartedPath[]>()

/**
 * The paths of a machine exactly as `npm run paths` reports them: its setup in
 * scripts/lib/paths-machines.ts (events, starts, serialisation), walked by transitionPaths.
 */
export function machinePaths(name: string): StartedPath[] {
  let paths = generated.get(name)
  if (!paths) {
    paths = generate(name)
    generated.set(name, paths)
  }
  return paths
}

function generate(name: string): StartedPath[] {
  const setup = MACHINE_PATHS.find((machine) => machine.name === name)
  if (!setup) throw new Error(`No paths setup for the ${name} machine in scripts/lib/paths-machines.ts`)
  return setup.starts.flatMap((start) =>
    transitionPaths(setup.model, {
      ...(start.input === undefined ? {} : { input: start.input }),
      events: setup.events,
      serialize: setup.serialize,
    }).map((path) => ({ ...path, start: start.label, input: start.input })),
  )
}
