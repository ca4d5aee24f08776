import type { ReactNode } from 'react'
import type { CalculatorContext, CalculatorEvent } from '../../../machines/calculator.machine'
import type { ClientType } from '../../domain/calculator'

/** What the calculator actor's snapshot shows: its context's choices, and the state of its config and offer. */
export interface CalculatorView extends Pick<
  CalculatorContext,
  'settings' | 'amount' | 'tab' | 'payCycle' | 'payDates' | 'promoCode' | 'promoRefused' | 'offer' | 'showErrors' | 'today'
> {
  config: 'loading' | 'failed' | 'ready'
  offerState: 'incomplete' | 'waiting' | 'loading' | 'shown' | 'failed'
}

export interface CalculatorProps {
  view: CalculatorView
  send: (event: CalculatorEvent) => void
  /** `full` on the home page; `compact` (amount input behind an edit toggle) inside the flow. */
  mode: 'full' | 'compact'
  /** The tabs are hidden when the limit is 'first'. */
  showTabs: boolean
  /** Who is borrowing: a guest or a client without a loan yet is 'first'. */
  clientType: ClientType
  /** Salary fields are hidden when editing, for repeated or additional clients, or when asked. */
  hideSalary: boolean
  /** Disabled with an actual application or active refinancing. */
  disabled: boolean
  /** 'login' or 'apply': the label of the submit button. */
  submitLabel: 'login' | 'apply'
  /** Editing an open application: the submit button's label; it only calls onSubmit. */
  editLabel?: ReactNode
  /** Called when the form is complete and submitted. */
  onSubmit: () => void
  /** The '?' link: hovered (opens after 1 s), left, or pressed (opens at once). */
  onInfo: (action: 'hover' | 'unhover' | 'open') => void
}
