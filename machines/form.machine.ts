import { assign, fromPromise, setup } from 'xstate'
import { toProblem, type Problem } from '../src/domain/problem'

export interface FormContext {
  problem: Problem | null
  /** What the last successful submission answered. */
  result: unknown
}

/** What a form sends: its fields by name, as typed (masks already applied). */
export type FormValues = Record<string, string>

export type FormEvent = { type: 'submit'; values: FormValues } | { type: 'edit' }

/**
 * One form sent to the ERP: editing, submitting, then done or back to editing with the refusal
 * (field violations, a limit, no answer). The call is given with `provide` as the `submit` actor;
 * what the user typed stays in the screen, so a refusal loses nothing.
 */
export const formMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent },
  actors: {
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error('submit is provided by the screen that uses the form')
    }),
  },
  actions: {
    assignProblem: assign({ problem: (_, params: { error: unknown }) => toProblem(params.error) }),
    clearProblem: assign({ problem: null }),
    assignResult: assign({ result: (_, params: { result: unknown }) => params.result }),
  },
}).createMachine({
  id: 'form',
  context: { problem: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { description: 'The user fills the form; the last refusal is shown at its fields' },
      on: {
        submit: { target: 'submitting', actions: 'clearProblem' },
        edit: { actions: 'clearProblem' },
      },
    },
    submitting: {
      meta: { description: 'Sending the form to the ERP' },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event as Extract<FormEvent, { type: 'submit' }>).values,
        onDone: { target: 'done', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      meta: { description: 'The ERP accepted the form' },
      on: { edit: { target: 'editing', actions: 'clearProblem' } },
    },
  },
})
