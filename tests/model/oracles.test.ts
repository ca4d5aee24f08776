import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { accountRouteOf, type AccountSnapshot } from '../../machines/account.machine'
import { MACHINES } from '../../machines/ids'
import { loanRouteOf, type LoanSnapshot } from '../../machines/loan.machine'
import { recoveryRouteOf, type RecoverySnapshot } from '../../machines/recovery.machine'
import { registrationRouteOf, type RegistrationSnapshot } from '../../machines/registration.machine'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { playPath } from './support/graph'
import { checkPath, readOracle, untaken } from './support/oracle'
import { machinePaths } from './support/paths'

/**
 * The machines whose tables (tests/model/oracle/<machine>.md) no model test of their own reads:
 * every generated path is played and checked against the table, as application.machine.test.ts
 * and calculator.machine.test.ts do for theirs (with the route and screen they show).
 */
const OWN_TEST = ['application', 'calculator']

/** The machines whose tables have a route column: how the route is read (the projection under test). */
const ROUTES: Record<string, { routeOf: (snapshot: AnyMachineSnapshot) => string | null }> = {
  account: { routeOf: (snapshot) => accountRouteOf(snapshot as AccountSnapshot) },
  recovery: { routeOf: (snapshot) => recoveryRouteOf(snapshot as RecoverySnapshot) },
  loan: { routeOf: (snapshot) => loanRouteOf(snapshot as LoanSnapshot) },
  registration: { routeOf: (snapshot) => registrationRouteOf(snapshot as RegistrationSnapshot) },
}
const tables = readdirSync(join(import.meta.dirname, 'oracle'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -'.md'.length))

describe.each(tables.filter((name) => !OWN_TEST.includes(name)))('the %s machine against its table', (name) => {
  const setup = MACHINE_PATHS.find((machine) => machine.name === name)!
  const oracle = readOracle(name)
  const taken = new Set<string>()
  const findings = machinePaths(name).map((path) =>
    checkPath(oracle, `${path.start}: ${path.name}`, playPath(setup.model, path.events, path.input), ROUTES[name] ?? {}, taken),
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
