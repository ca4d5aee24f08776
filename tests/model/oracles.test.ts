import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MACHINES, type MachineName } from '../../machines/ids'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { playPath } from './support/graph'
import { ROUTES, pathFor, type RouteName } from '../../src/domain/routes'
import { checkPath, GOES_ON, readOracle, readScreens, untaken } from './support/oracle'
import { machinePaths } from './support/paths'
import { PROJECTIONS } from './support/projections'

/**
 * The machines whose tables (tests/model/oracle/<machine>.md) no model test of their own reads:
 * every generated path is played and checked against the table, as application.machine.test.ts
 * and calculator.machine.test.ts do for theirs (with the route and screen they show).
 */
const OWN_TEST = ['application', 'calculator']

/** Not a machine's table: what a person sees on each route (tests/model/oracle/screens.md). */
const SCREENS = 'screens'

const tables = readdirSync(join(import.meta.dirname, 'oracle'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -'.md'.length))
  .filter((name) => name !== SCREENS)

describe.each(tables.filter((name) => !OWN_TEST.includes(name)))('the %s machine against its table', (name) => {
  const setup = MACHINE_PATHS.find((machine) => machine.name === name)!
  const oracle = readOracle(name)
  const taken = new Set<string>()
  const findings = machinePaths(name).map((path) =>
    checkPath(
      oracle,
      `${path.start}: ${path.name}`,
      playPath(setup.model, path.events, path.input),
      PROJECTIONS[name as MachineName] ?? {},
      taken,
    ),
  )

  it('takes only transitions the table has, and ends each step where its row says', () => {
    expect(findings.flatMap((found) => found.unknown)).toEqual([])
    expect(findings.flatMap((found) => found.wrong)).toEqual([])
  })

  it('takes every row of the table: none is a transition the machine lacks', () => {
    expect(untaken(oracle, taken)).toEqual([])
  })
})

describe('the oracle tables', () => {
  it('are written for every machine of the one list (a new machine comes with its table)', () => {
    expect(Object.keys(MACHINES).filter((name) => !tables.includes(name))).toEqual([])
    expect(tables.filter((name) => !Object.keys(MACHINES).includes(name))).toEqual([])
  })
})

describe('the screens table', () => {
  const screens = readScreens()

  it('has a row for every route of the product, and none for a route the product lacks', () => {
    expect(Object.keys(ROUTES).filter((route) => !screens.has(route))).toEqual([])
    expect([...screens.keys()].filter((route) => !(route in ROUTES))).toEqual([])
  })

  it('writes the address the product has for each route', () => {
    const wrong = [...screens.values()].filter(({ route, url }) => route in ROUTES && url !== pathFor(route as RouteName, 'es'))
    expect(wrong.map(({ route, url }) => `${route}: ${url}`)).toEqual([])
  })

  it('has every route a machine table names', () => {
    const named = tables.flatMap((name) =>
      readOracle(name).flatMap((row) =>
        (row.route ?? '')
          .split(' or ')
          .filter((route) => route !== '' && !['none', 'stays', GOES_ON].includes(route))
          .map((route) => ({ route, where: `${name}.md:${row.line}` })),
      ),
    )
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter(({ route }) => !screens.has(route)).map(({ route, where }) => `${where} ${route}`)).toEqual([])
  })
})
