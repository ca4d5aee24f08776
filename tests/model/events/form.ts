import { fromPromise, type AnyEventObject } from 'xstate'
import { formMachine } from '../../../machines/form.machine'

export const EVENTS = [
  { type: 'submit', values: { login: 'ana@example.mx' } },
  { type: 'edit' },
  { type: 'xstate.done.actor.submit', output: { accepted: true } },
  { type: 'xstate.error.actor.submit', error: { status: 400, violations: [{ name: 'login', status: 'invalid_identifier' }] } },
  { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') },
] as AnyEventObject[]

export const model = formMachine.provide({ actors: { submit: fromPromise<any, any>(() => new Promise(() => {})) } })
