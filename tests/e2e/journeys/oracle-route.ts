import type { AnyEventObject, AnyMachineSnapshot, TransitionDefinition } from 'xstate'
import type { MachinePaths } from '../../../scripts/lib/paths'
import { activeNodes, playPath } from '../../model/support/graph'
import { GOES_ON, readOracle, rowKey, rowOf, type OracleRow } from '../../model/support/oracle'

type AnyTransition = TransitionDefinition<any, any>

/**
 * What a machine's hand-written table (tests/model/oracle/<table>.md) says of the page after a step:
 * the route cell of the row of each transition the step's event took last (a route's name, `a or b`
 * where the reading decides, `none`, `stays`, `…`). A transition the table lacks fails at once: the
 * journeys are chosen and checked from the table, never from the machine's own projection.
 */
export function oracleRoutes(table: string): (taken: readonly AnyTransition[]) => string[] {
  const rows = new Map(readOracle(table).map((row) => [rowKey(row), row]))
  return (taken) =>
    taken.map((transition) => {
      const row = rows.get(rowOf(transition))
      if (!row) throw new Error(`tests/model/oracle/${table}.md has no row ${rowOf(transition)}`)
      return row.route ?? 'none'
    })
}

/** A state node as the oracle tables name it. */
const stateName = (node: { path: string[]; machine: { id: string } }) =>
  node.path.length === 0 ? node.machine.id : node.path.join('.')

/**
 * What a machine's table (one with a `screen` column) says is seen while the machine rests in a
 * snapshot: the screen cell of every row that ends in a state it is in (the rows that leave the
 * state as it was, by their source), which the table must write the same for each.
 */
export function oracleScreens(table: string): (snapshot: AnyMachineSnapshot) => string {
  const rows: readonly OracleRow[] = readOracle(table)
  const ends = (row: OracleRow) => (row.to === '—' ? [row.from] : row.to.split(', '))
  return (snapshot) => {
    const active = new Set(activeNodes(snapshot).map(stateName))
    const screens = new Set(
      rows
        .filter((row) => row.screen !== null && row.screen !== GOES_ON && ends(row).every((state) => active.has(state)))
        .map((row) => row.screen!),
    )
    if (screens.size !== 1)
      throw new Error(`the ${table} oracle says ${[...screens].join(' and ') || 'nothing'} of ${[...active].join(', ')}`)
    return [...screens][0]!
  }
}

/**
 * The table's row for each step of a journey: the row of the last transition the step takes (as the
 * model tests read a step), the journey's events replayed on the machine's model from its first
 * start. The rows of one step must say one screen: that is what the browser checks.
 */
export function oracleStepRows(
  table: string,
  paths: Pick<MachinePaths, 'model' | 'starts'>,
  journey: { steps: readonly { event: AnyEventObject }[] },
): (OracleRow | null)[] {
  const byKey = new Map(readOracle(table).map((row) => [rowKey(row), row]))
  const played = playPath(
    paths.model,
    journey.steps.map((step) => step.event),
    paths.starts[0]?.input,
  )
  return played.steps.map((step) => {
    const last = step.microsteps.at(-1)?.transitions ?? []
    const rows = last.map((transition) => byKey.get(rowOf(transition)))
    if (rows.some((row) => row === undefined))
      throw new Error(`${step.event.type}: a transition the ${table} oracle has no row for`)
    const screens = new Set(rows.map((row) => row!.screen))
    if (screens.size !== 1) throw new Error(`${step.event.type}: the rows of its last transitions say ${[...screens].join(', ')}`)
    return rows[0] ?? null
  })
}
