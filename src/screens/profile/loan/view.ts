import type { CashSlip, LoanReading, Rollover, SpeiInstructions } from '../../../domain/loan'
import type { Problem } from '../../../domain/problem'

/** Where the loan machine is, as the loan screens read it (src/app/loan.tsx loanViewOf). */
export type LoanPhase = 'loading' | 'loadFailed' | 'noLoan' | 'overview' | 'extending' | 'repaying' | 'paid'

export interface LoanView {
  phase: LoanPhase
  /** The step of an extension or a repayment (the machine's substate), else null. */
  stage: string | null
  /** A pending payment is being checked with the ERP. */
  checking: boolean
  reading: LoanReading | null
  extensionDays: number | null
  rollover: Rollover | null
  previousDueDate: string | null
  cashKey: string | null
  cash: CashSlip | null
  spei: SpeiInstructions | null
  problem: Problem | null
}
