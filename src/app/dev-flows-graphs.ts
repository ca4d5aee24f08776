import { SCREEN_ACTORS } from '../../machines/ids'
import { DRAWN_MACHINES } from './dev-flows-machines'
import { flowGraph, type DrawnGraph } from '../screens/dev/flow-model'

/**
 * Every machine's graph, read from its definition when the app is built (the `flow-graphs` plugin
 * of vite.config.ts serves it as `virtual:flow-graphs`): the visualiser's chunk then holds data, not
 * the machines' code, which it would otherwise share with (and split out of) the borrowers' pages.
 */
export function drawnGraphs(): DrawnGraph[] {
  return DRAWN_MACHINES.map(({ name, machine, live }) => ({
    name,
    live,
    byScreen: SCREEN_ACTORS.includes(live),
    graph: flowGraph(machine),
  }))
}
