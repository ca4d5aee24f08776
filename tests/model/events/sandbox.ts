import type { AnyEventObject } from 'xstate'

export const EVENTS = [
  { type: 'sandbox.hide' },
  { type: 'sandbox.show' },
  { type: 'sandbox.step', step: 'offer_increase' },
  { type: 'sandbox.step', step: 'reject_page', status: 'completed' },
  { type: 'sandbox.application', status: 6 },
  { type: 'sandbox.application', status: 3, hasDisbursementMethod: false },
] as AnyEventObject[]

export const serialize = (s: { value: unknown; context: { flow: { step: string }; applicationStatus: number } }) => ({
  value: s.value,
  step: s.context.flow.step,
  status: s.context.applicationStatus,
})
