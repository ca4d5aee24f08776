import type { TransitionDefinition } from 'xstate'
import { readOracle, rowKey, rowOf } from '../../model/support/oracle'

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
