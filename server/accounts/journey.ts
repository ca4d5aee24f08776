import { activeApplicationOf } from '../applications/store'
import type { ClientRow } from '../db'
import type { Provider } from '../providers/veriff'
import { findActiveLoan } from '../loans/active-loan'
import { backOfficeCompletionPending } from './back-office-completion'
import { flowProgress } from './flow-progress'
import { flowStep, registrationSteps, REGISTRATION_STEPS, type FlowState, type RegistrationStep } from './flow-step'

/**
 * GET client-journey/current: where the client stands, from the same progress record and rules
 * as GET flow (./flow-progress.ts, ./flow-step.ts), plus the ids the journey points at. Nothing
 * here decides a step on its own.
 */
export interface ClientJourney {
  flow: FlowState
  registration: {
    done: RegistrationStep[]
    todo: RegistrationStep[]
    /** Share of the registration steps done, 0..100. */
    percent: number
  }
  /** The open application (not canceled, completed, rejected or terminated). */
  applicationId: number | null
  /** The active loan (status 4). */
  loanId: number | null
  /** A client created by the back office who has not yet set a password and accepted the consents. */
  backOfficeCompletionPending: boolean
}

export async function clientJourney(services: Provider, client: ClientRow, now: Date): Promise<ClientJourney> {
  const { db } = services
  const [progress, application, loan] = await Promise.all([
    flowProgress(services, client, now),
    activeApplicationOf(db, client.id),
    findActiveLoan(db, client.id),
  ])
  const { done, todo } = registrationSteps(progress)
  return {
    flow: flowStep(progress),
    registration: { done, todo, percent: Math.round((done.length / REGISTRATION_STEPS.length) * 100) },
    applicationId: application?.id ?? null,
    loanId: loan?.id ?? null,
    backOfficeCompletionPending: backOfficeCompletionPending(client),
  }
}
