import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatWireDate } from '../../../domain/dates'
import {
  isOverdue,
  loanStatusName,
  rolloverInvoiceStatus,
  type Loan,
  type LoanStatusName,
  type Rollover,
  type ScheduleItem,
} from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'

/** A date of the loan on screen, dd/mm/yyyy. */
export const screenDate = formatWireDate

const STATUS: Record<LoanStatusName, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'loan status' }),
  cancelled: msg({ message: 'Cancelled', context: 'loan status' }),
  cannotMakeOffer: msg({ message: 'No offer', context: 'loan status' }),
  active: msg({ message: 'Active', context: 'loan status' }),
  paid: msg({ message: 'Paid', context: 'loan status' }),
  onHold: msg({ message: 'On hold', context: 'loan status' }),
  terminated: msg({ message: 'Terminated', context: 'loan status' }),
  soldDebt: msg({ message: 'Debt sold', context: 'loan status' }),
  writeOff: msg({ message: 'Written off', context: 'loan status' }),
}

/** Days to the due date (repaymentInvoice.dueDays) in words. */
function DueDays({ days }: { days: number }) {
  if (days < 0) {
    const late = -days
    return <Plural value={late} one="Overdue by # day" other="Overdue by # days" />
  }
  if (days === 0) return <Trans>Due today</Trans>
  return <Plural value={days} one="Due tomorrow" other="# days left" />
}

/** The loan at a glance: what is owed, by when, and its status. */
export function LoanSummary({ loan }: { loan: Loan }) {
  const { i18n } = useLingui()
  const status = loanStatusName(loan.status)
  const overdue = loan.repaymentInvoice.dueDays < 0
  const late = isOverdue(loan)
  const nextDay = formatMoney(loan.late.nextDay)
  return (
    <dl className="loan-facts" data-testid="loan-summary">
      <div>
        <dt>{late ? <Trans>Total owed today</Trans> : <Trans>To settle today</Trans>}</dt>
        <dd className={late ? 'loan-facts__main loan-facts__late' : 'loan-facts__main'} data-testid="loan-settle-today">
          {formatMoney(loan.settleToday.amount)}
        </dd>
        {late && loan.late.nextDay > 0 && (
          <dd className="loan-facts__note" data-testid="loan-late-next-day">
            <Trans>Grows by {nextDay} each day until you pay.</Trans>
          </dd>
        )}
        {!late && loan.settleToday.amount < loan.outstanding && (
          <dd className="loan-facts__note">
            <Plural
              value={loan.settleToday.days}
              one="Interest for # day only: paying early costs less."
              other="Interest for # days only: paying early costs less."
            />
          </dd>
        )}
      </div>
      <div>
        <dt>
          <Trans>Total on the due date</Trans>
        </dt>
        <dd className="loan-facts__main" data-testid="loan-total-at-due-date">
          {formatMoney(loan.outstanding)}
        </dd>
      </div>
      {late && <LateFacts loan={loan} />}
      <div>
        <dt>
          <Trans>Due date</Trans>
        </dt>
        <dd className="loan-facts__main" data-testid="loan-due-date">
          {screenDate(loan.dueDate)}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Days to due date</Trans>
        </dt>
        <dd className={overdue ? 'loan-facts__late' : undefined}>
          <DueDays days={loan.repaymentInvoice.dueDays} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{status ? i18n._(STATUS[status]) : String(loan.status)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Amount received</Trans>
        </dt>
        <dd>{formatMoney(loan.principal)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Paid so far</Trans>
        </dt>
        <dd>{formatMoney(loan.paidAmount)}</dd>
      </div>
    </dl>
  )
}

/** An overdue loan's late charges so far: the days late, the late interest and its IVA. */
function LateFacts({ loan }: { loan: Loan }) {
  return (
    <>
      <div>
        <dt>
          <Trans>Days late</Trans>
        </dt>
        <dd className="loan-facts__late" data-testid="loan-late-days">
          {loan.late.days}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Late interest so far</Trans>
        </dt>
        <dd data-testid="loan-late-interest">{formatMoney(loan.late.interest + loan.late.fee)}</dd>
      </div>
      <div>
        <dt>
          <Trans>IVA on the late interest</Trans>
        </dt>
        <dd data-testid="loan-late-vat">{formatMoney(loan.late.vat)}</dd>
      </div>
    </>
  )
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard (a focusable region). */
export function TableRegion({
  id,
  title,
  stacked = false,
  children,
}: {
  id: string
  title: string
  /** On a phone each row becomes a card of label and figure, read without scrolling sideways. */
  stacked?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="loan-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={stacked ? 'loan-table loan-table--stacked' : 'loan-table'}>
        <caption id={id}>{title}</caption>
        {children}
      </table>
    </div>
  )
}

/** The payment schedule (GET loan/active/payment-schedule) as a table. */
export function ScheduleTable({ schedule }: { schedule: ScheduleItem[] }) {
  const { t } = useLingui()
  // Once overdue the instalment owes more than its total: the late charges and today's figure show.
  const late = schedule.some((item) => item.late.days > 0 && item.status !== 'paid')
  return (
    <TableRegion id="loan-schedule" title={t`Payment schedule`} stacked>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Due date</Trans>
          </th>
          <th scope="col">
            <Trans>Principal</Trans>
          </th>
          <th scope="col">
            <Trans>Interest</Trans>
          </th>
          <th scope="col">
            <Trans>Fees</Trans>
          </th>
          <th scope="col">
            <Trans>IVA</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
          {late && (
            <>
              <th scope="col">
                <Trans>Late interest with IVA</Trans>
              </th>
              <th scope="col">
                <Trans>Owed today</Trans>
              </th>
            </>
          )}
          <th scope="col">
            <Trans>Paid</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t`Due date`}>
              {screenDate(item.dueDate)}
            </th>
            <td data-label={t`Principal`}>{formatMoney(item.principal)}</td>
            <td data-label={t`Interest`}>{formatMoney(item.interest)}</td>
            <td data-label={t`Fees`}>{formatMoney(item.fees)}</td>
            <td data-label={t`IVA`}>{formatMoney(item.vat)}</td>
            <td data-label={t`Total`}>{formatMoney(item.total)}</td>
            {late && (
              <>
                <td data-label={t`Late interest with IVA`} data-testid="schedule-late">
                  {formatMoney(item.late.interest + item.late.fee + item.late.vat)}
                </td>
                <td data-label={t`Owed today`} data-testid="schedule-owed-today">
                  {formatMoney(item.owedToday)}
                </td>
              </>
            )}
            <td data-label={t`Paid`}>{formatMoney(item.paid)}</td>
            <td data-label={t`Status`}>{item.status === 'paid' ? t`Paid` : item.late.days > 0 ? t`Overdue` : t`Pending`}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  )
}

const INVOICE: Record<ReturnType<typeof rolloverInvoiceStatus>, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  draft: msg`Draft (no longer payable)`,
  paid: msg`Paid`,
}

/** Extensions chosen so far (rollovers): type, fee and the state of its invoice. */
export function RolloversTable({ rollovers }: { rollovers: Rollover[] }) {
  const { t, i18n } = useLingui()
  return (
    <TableRegion id="loan-rollovers" title={t`Your extensions`}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Extension</Trans>
          </th>
          <th scope="col">
            <Trans>Type</Trans>
          </th>
          <th scope="col">
            <Trans>New due date</Trans>
          </th>
          <th scope="col">
            <Trans>Fee with IVA</Trans>
          </th>
          <th scope="col">
            <Trans>Fee without IVA</Trans>
          </th>
          <th scope="col">
            <Trans>Invoice</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rollovers.map((rollover) => (
          <tr key={rollover.id}>
            <th scope="row">
              <Plural value={rollover.days} one="# day" other="# days" />
            </th>
            <td>{rollover.type === 'cheap' ? t`Cheap` : t`Expensive`}</td>
            <td>{screenDate(rollover.newDueDate)}</td>
            <td>{formatMoney(rollover.fee)}</td>
            <td>{formatMoney(rollover.feeWithoutVat)}</td>
            <td className="loan-table__words">{i18n._(INVOICE[rolloverInvoiceStatus(rollover)])}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  )
}
