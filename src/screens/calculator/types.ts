import type { ReactNode } from 'react'
import type { CalculatorEvent, CalculatorTab } from '../../../machines/calculator.machine'
import type { AmountSettings, ClientType } from '../../domain/calculator'
import type { PayCycle } from '../../domain/pay-dates'
import type { Offer } from '../../domain/pricing/offer'

/** What the calculator actor's snapshot shows. */
export interface CalculatorView {
  config: 'loading' | 'failed' | 'ready'
  settings: AmountSettings | null
  amount: number | null
  tab: CalculatorTab
  payCycle: PayCycle | null
  payDates: string | null
  promoCode: string
  /** The code the ERP refused (unknown, or not for this loan): no longer applied, told at the field. */
  promoRefused: string | null
  offer: Offer | null
  offerState: 'incomplete' | 'waiting' | 'loading' | 'shown' | 'failed'
  showErrors: boolean
  today: Date
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
