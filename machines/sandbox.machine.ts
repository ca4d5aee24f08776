import { assign, setup } from 'xstate'
import { ACTIVE_CLIENT, type FlowState } from '../src/domain/flow-steps'

/** The simulated client and flow of sandbox mode: what the ERP would answer. */
export interface SandboxContext {
  flow: FlowState
  firstName: string
  applicationId: number
  /** The status the simulated application is decided with (an application status). */
  applicationStatus: number
  /** Whether a CLABE or card is on file: accepted (3) shows accepted or accepted-cash by it. */
  hasDisbursementMethod: boolean
}

export type SandboxEvent =
  | { type: 'sandbox.hide' }
  | { type: 'sandbox.show' }
  /** Simulate another step (and status) of the flow. */
  | { type: 'sandbox.step'; step: string; status?: FlowState['status'] }
  /** Simulate another decision of the application (and whether a CLABE or card is on file). */
  | { type: 'sandbox.application'; status: number; hasDisbursementMethod?: boolean }

export const SANDBOX_START: SandboxContext = {
  flow: { step: 'new_client_created', status: 'active', errors: [] },
  firstName: 'Sandbox',
  applicationId: 1,
  applicationStatus: 3,
  hasDisbursementMethod: true,
}

/**
 * Sandbox mode's own state: the banner shown
 * or hidden, and the simulated flow the flow actor reads instead of the ERP while it is in its
 * `sandbox` state. Starting and ending the mode belong to the flow actor.
 */
export const sandboxMachine = setup({
  types: { context: {} as SandboxContext, events: {} as SandboxEvent },
}).createMachine({
  id: 'sandbox',
  context: SANDBOX_START,
  initial: 'shown',
  on: {
    'sandbox.step': {
      actions: assign({ flow: ({ event }) => ({ step: event.step, status: event.status ?? 'active', errors: [] }) }),
    },
    'sandbox.application': {
      actions: assign(({ context, event }) => ({
        applicationStatus: event.status,
        hasDisbursementMethod: event.hasDisbursementMethod ?? context.hasDisbursementMethod,
      })),
    },
  },
  states: {
    shown: {
      meta: {
        description: "The banner 'You are running sandbox mode, don't trust your eyes' with Hide and Disable, and the panel",
      },
      on: { 'sandbox.hide': { target: 'hidden' } },
    },
    hidden: {
      meta: { description: 'The banner and the panel are hidden; the simulation goes on' },
      on: { 'sandbox.show': { target: 'shown' } },
    },
  },
})

/** What the simulated ERP answers for the flow: the chosen step, an active client with a first name. */
export function simulatedLoad(context: SandboxContext) {
  return {
    flow: context.flow,
    client: { status: ACTIVE_CLIENT, firstName: context.firstName },
    applicationId: context.applicationId,
  }
}
