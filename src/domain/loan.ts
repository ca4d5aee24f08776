import type { CashPayout } from './cash-payout'
import type { Payout } from './payout'

/**
 * The active loan as the client area reads it (contract api/routes/loans.ts). Amounts are pesos,
 * dates yyyy-mm-dd as on the wire.
 */

/** The loan statuses. */
export const LOAN_STATUS = {
  draft: 1,
  cancelled: 2,
  cannotMakeOffer: 3,
  active: 4,
  paid: 5,
  onHold: 6,
  terminated: 8,
  soldDebt: 9,
  writeOff: 10,
} as const

export type LoanStatusName = keyof typeof LOAN_STATUS

/** The status name of a loan status number; null for a number LOAN_STATUS does not list. */
export function loanStatusName(status: number): LoanStatusName | null {
  const found = (Object.keys(LOAN_STATUS) as LoanStatusName[]).find((name) => LOAN_STATUS[name] === status)
  return found ?? null
}

export type RolloverType = 'cheap' | 'expensive'

export interface LoanExtension {
  days: number
  type: RolloverType
  endDate: string
  /** The fee with IVA. */
  amount: number
  amount_without_vat: number
}

export interface RolloverInvoice {
  id: number
  status: 'unpaid' | 'draft' | 'paid'
  amount: number
  amountWithoutVat: number
}

export interface Rollover {
  id: number
  status: string
  type: RolloverType
  days: number
  fee: number
  feeWithoutVat: number
  newDueDate: string
  createdAt: string
  paidAt: string | null
  invoices: RolloverInvoice[]
}

/** The late charges of an overdue loan so far (docs/PRICING.md, "Paying late"), pesos. */
export interface LateCharges {
  /** Days after the due date; 0 on time. */
  days: number
  /** Late interest accrued so far, paid or not. */
  interest: number
  fee: number
  /** IVA of the late interest and fee. */
  vat: number
  /** Of those, what is still unpaid. */
  owed: number
  /** What tomorrow adds if nothing is paid today. */
  nextDay: number
}

export const NO_LATE_CHARGES: LateCharges = { days: 0, interest: 0, fee: 0, vat: 0, owed: 0, nextDay: 0 }

export interface Loan {
  id: number
  status: number
  principal: number
  interest: number
  fees: number
  vat: number
  total: number
  paidAmount: number
  /** What is still owed under the contract: what settles the loan on its due date. */
  outstanding: number
  /** What settles the loan if paid today: the interest of the days used only (src/domain/pricing/settlement.ts). */
  settleToday: { amount: number; days: number }
  /** Late interest and IVA so far: all zero until the loan is overdue. */
  late: LateCharges
  startDate: string
  dueDate: string
  repaymentInvoice: { amount: number; dueDate: string; dueDays: number; status: 'unpaid' | 'paid' }
  rollovers: Rollover[]
  extensions: LoanExtension[]
  /** Where the loan money is: sent, in transit, received or returned (src/domain/payout.ts); null when collected in cash. */
  payout: Payout | null
  /** The loan collected in cash: the network, the reference, until collected (src/domain/cash-payout.ts); null by SPEI. */
  cashPayout: CashPayout | null
}

export interface ScheduleItem {
  id: number
  dueDate: string
  principal: number
  interest: number
  fees: number
  vat: number
  total: number
  paid: number
  status: string
  late: LateCharges
  /** What settles the instalment today, late charges included. */
  owedToday: number
}

export type RepaymentMethod = 'card' | 'spei' | 'cash'

/** How the client can repay: the methods on offer and the card a charge goes to. */
export interface RepaymentMethods {
  methods: RepaymentMethod[]
  cardLastFour: string | null
}

export interface Payment {
  id: number
  method: RepaymentMethod
  reference: string
  amount: number
  status: 'pending' | 'paid' | 'expired'
  purpose: 'repayment' | 'rollover'
  expiresAt: string | null
  createdAt: string
  paidAt: string | null
}

/** A cash payment reference (openPay/getBarcode) with its Code 128 barcode as an SVG document. */
export interface CashSlip extends Payment {
  barcodeSvg: string
}

/** Where and how to transfer by SPEI (GET loan/active/repayment/spei). */
export interface SpeiInstructions {
  clabe: string
  bank: string
  beneficiary: string
  reference: string
  concept: string
  amount: number
  payment: Payment
}

/** The extension's agreement (convenio de prórroga): its title and temporary download. */
export interface RolloverAgreement {
  title: string
  url: string
}

/** Everything the loan view shows: the loan, its schedule and how it can be repaid. */
export interface LoanReading {
  loan: Loan
  schedule: ScheduleItem[]
  methods: RepaymentMethods
}

/** True while the loan is past its due date and something is owed. */
export function isOverdue(loan: Loan): boolean {
  return loan.late.days > 0 && loan.settleToday.amount > 0
}

/** True once nothing is owed or the ERP closed the loan (status 5 paid). */
export function isLoanPaid(loan: Loan): boolean {
  return loan.status === LOAN_STATUS.paid || loan.repaymentInvoice.status === 'paid'
}

/** The rollover whose fee is still to pay (the latest choice with an unpaid invoice), if any. */
export function unpaidRollover(loan: Loan): Rollover | null {
  const unpaid = loan.rollovers.filter((rollover) => rollover.invoices.some((invoice) => invoice.status === 'unpaid'))
  return unpaid[unpaid.length - 1] ?? null
}

/** True once the rollover's fee is paid: the loan's due date has moved to the rollover's. */
export function isRolloverPaid(loan: Loan, rolloverId: number): boolean {
  const rollover = loan.rollovers.find((candidate) => candidate.id === rolloverId)
  return rollover !== undefined && rollover.invoices.length > 0 && rollover.invoices.every((invoice) => invoice.status === 'paid')
}

/** The invoice status a rollover shows: paid, unpaid (payable) or draft (superseded, no longer payable). */
export function rolloverInvoiceStatus(rollover: Rollover): RolloverInvoice['status'] {
  if (rollover.invoices.some((invoice) => invoice.status === 'unpaid')) return 'unpaid'
  if (rollover.invoices.length > 0 && rollover.invoices.every((invoice) => invoice.status === 'paid')) return 'paid'
  return 'draft'
}

/** The reference read in groups of four digits, as a cashier types it: `1234 5678 9012 3456`. */
export function groupedReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The CLABE read in the bank's groups (3 bank, 3 plaza, 11 account, 1 check digit). */
export function groupedClabe(clabe: string): string {
  const match = /^(\d{3})(\d{3})(\d{11})(\d)$/.exec(clabe)
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : clabe
}
