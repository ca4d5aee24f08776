import type { AnyMachineSnapshot } from 'xstate'
import { accountRouteOf, type AccountSnapshot } from '../../../machines/account.machine'
import { applicationRouteOf } from '../../../machines/application.machine'
import type { MachineName } from '../../../machines/ids'
import { loanRouteOf, type LoanSnapshot } from '../../../machines/loan.machine'
import { recoveryRouteOf, type RecoverySnapshot } from '../../../machines/recovery.machine'
import { registrationRouteOf, type RegistrationSnapshot } from '../../../machines/registration.machine'
import type { Snapshot as ApplicationSnapshot } from '../events/application'
import type { OracleCheck } from './oracle'

/**
 * How the page after a step is read for the machines whose tables have a route column: the
 * projection under test. The others are read by their states' meta.screen. The model tests and
 * the random walks read the tables through this one list.
 */
export const PROJECTIONS: Partial<Record<MachineName, OracleCheck>> = {
  application: { routeOf: (snapshot: AnyMachineSnapshot) => applicationRouteOf(snapshot as ApplicationSnapshot) },
  account: { routeOf: (snapshot) => accountRouteOf(snapshot as AccountSnapshot) },
  recovery: { routeOf: (snapshot) => recoveryRouteOf(snapshot as RecoverySnapshot) },
  loan: { routeOf: (snapshot) => loanRouteOf(snapshot as LoanSnapshot) },
  registration: { routeOf: (snapshot) => registrationRouteOf(snapshot as RegistrationSnapshot) },
}
