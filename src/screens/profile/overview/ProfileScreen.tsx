import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ActiveLoan, Application, ProfileOverview } from '../../../api/profile'
import { APPLICATION_STATUS } from '../../../domain/application-status'
import { formatDate } from '../../../domain/dates'
import { formatMoney } from '../../../domain/money'
import { Banner, Link } from '../../../ui'
import { screenDate } from '../../application/OfferFigures'
import { LoadState } from '../../flow/LoadState'
import { showPhone } from '../account/ChangePhoneScreen'
import '../../application/application.css'
import './profile.css'

/** The links of the client area, by route. */
export interface ProfileLinks {
  myLoan: string
  noLoan: string
  flow: string
  changeEmail: string
  changePassword: string
  changePhone: string
}

export type OverviewLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ProfileOverview }

export interface ProfileScreenProps {
  load: OverviewLoad
  onRetry: () => void
  links: ProfileLinks
  /** The documents and referrals sections. */
  children?: ReactNode
}

/** An instant of the ERP (ISO-8601) as the local calendar date, dd/mm/yyyy. */
export function instantDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatDate(date)
}

/** The client statuses, as the client reads them. */
const CLIENT_STATUS: Record<number, MessageDescriptor> = {
  1: msg`Active`,
  2: msg`Blocked`,
  3: msg`Blacklisted`,
  4: msg`In verification`,
  5: msg`Choosing a bank account`,
}

/** The application status, as the client reads it. */
const APPLICATION_STATE: Record<number, MessageDescriptor> = {
  [APPLICATION_STATUS.new]: msg`Received`,
  [APPLICATION_STATUS.signing]: msg`Waiting for your signature`,
  [APPLICATION_STATUS.accepted]: msg`Approved: sign your agreement`,
  [APPLICATION_STATUS.verification]: msg`Being reviewed`,
  [APPLICATION_STATUS.specialOffer]: msg`A special offer is waiting for you`,
  [APPLICATION_STATUS.manualVerification]: msg`Being verified by our team`,
  [APPLICATION_STATUS.yhatDecrease]: msg`A new offer is waiting for you`,
  [APPLICATION_STATUS.yhatIncrease]: msg`You can borrow more: choose your amount`,
  [APPLICATION_STATUS.decisionError]: msg`Being reviewed`,
}

/** `/profile`: the client's data and status, the loan or application at a glance, and what to do next. */
export function ProfileScreen({ load, onRetry, links, children }: ProfileScreenProps) {
  return (
    <section className="profile-screen" aria-labelledby="page-title" data-route="profile">
      <h1 id="page-title">
        <Trans>My profile</Trans>
      </h1>
      {load.state === 'ready' ? (
        <Overview overview={load.data} links={links} />
      ) : (
        <LoadState state={load.state} onRetry={onRetry} />
      )}
      {children}
    </section>
  )
}

function Overview({ overview, links }: { overview: ProfileOverview; links: ProfileLinks }) {
  const { i18n } = useLingui()
  const { profile, loan, application } = overview
  const name = [profile.firstName, profile.info.middleName, profile.info.lastNames].filter(Boolean).join(' ')
  const status = CLIENT_STATUS[profile.status]
  return (
    <>
      <p className="profile-screen__hello">
        {profile.firstName ? <Trans>Hello, {profile.firstName}.</Trans> : <Trans>Hello.</Trans>}{' '}
        <span className="profile-status" data-status={profile.status}>
          <Trans>Account status: {status ? i18n._(status) : String(profile.status)}</Trans>
        </span>
      </p>
      {loan ? (
        <LoanCard loan={loan} href={links.myLoan} />
      ) : application ? (
        <ApplicationCard application={application} href={links.flow} />
      ) : (
        <NoLoanCard href={links.noLoan} />
      )}
      <section className="application-card" aria-labelledby="profile-details">
        <h2 id="profile-details">
          <Trans>Your details</Trans>
        </h2>
        <dl className="application-summary profile-list">
          <div>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{name || '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd data-testid="profile-email">{profile.email}</dd>
          </div>
          <div>
            <dt>
              <Trans>Mobile phone</Trans>
            </dt>
            <dd data-testid="profile-phone">{showPhone(profile.info.mobilePhone.number)}</dd>
          </div>
          <div>
            <dt>
              <Trans>CURP</Trans>
            </dt>
            <dd>{profile.info.curp ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Date of birth</Trans>
            </dt>
            <dd>{screenDate(profile.info.birthDate) || '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Loans repaid</Trans>
            </dt>
            <dd>{profile.closedLoansCount}</dd>
          </div>
        </dl>
        <h3 className="profile-card__subtitle">
          <Trans>Your account</Trans>
        </h3>
        <ul className="profile-actions">
          <li>
            <Link href={links.changeEmail}>
              <Trans>Change your e-mail</Trans>
            </Link>
          </li>
          <li>
            <Link href={links.changePhone}>
              <Trans>Change your phone</Trans>
            </Link>
          </li>
          <li>
            <Link href={links.changePassword}>
              <Trans>Change your password</Trans>
            </Link>
          </li>
        </ul>
      </section>
    </>
  )
}

/** Days to the due date in words (`repaymentInvoice.dueDays`: negative when overdue). */
function DueDays({ days }: { days: number }) {
  if (days < 0) return <Plural value={-days} one="# day overdue" other="# days overdue" />
  if (days === 0) return <Trans>Due today</Trans>
  if (days === 1) return <Trans>Due tomorrow</Trans>
  return <Plural value={days} one="# day left" other="# days left" />
}

function LoanCard({ loan, href }: { loan: ActiveLoan; href: string }) {
  const invoice = loan.repaymentInvoice
  return (
    <section className="application-card profile-card--loan" aria-labelledby="profile-loan">
      <h2 id="profile-loan">
        <Trans>Your active loan</Trans>
      </h2>
      {invoice.dueDays < 0 && (
        <Banner tone="warning">
          <Trans>Your payment is overdue. Pay as soon as you can to avoid further charges.</Trans>
        </Banner>
      )}
      <dl className="application-summary profile-list">
        <div>
          <dt>
            <Trans>Amount borrowed</Trans>
          </dt>
          <dd>{formatMoney(loan.principal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>To settle today</Trans>
          </dt>
          <dd data-testid="profile-loan-settle-today">{formatMoney(loan.settleToday.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>To pay on the due date</Trans>
          </dt>
          <dd data-testid="profile-loan-due-amount">{formatMoney(invoice.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Due date</Trans>
          </dt>
          <dd data-testid="profile-loan-due-date">{screenDate(invoice.dueDate)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Days to the due date</Trans>
          </dt>
          <dd data-testid="profile-loan-due-days">
            <DueDays days={invoice.dueDays} />
          </dd>
        </div>
      </dl>
      <p>
        <Link variant="button" href={href}>
          <Trans>See my loan: pay or extend</Trans>
        </Link>
      </p>
    </section>
  )
}

function ApplicationCard({ application, href }: { application: Application; href: string }) {
  const { i18n } = useLingui()
  const state = APPLICATION_STATE[application.status]
  const amount = application.offeredAmount?.amount ?? application.principalAmount.amount
  return (
    <section className="application-card" aria-labelledby="profile-application">
      <h2 id="profile-application">
        <Trans>Your application</Trans>
      </h2>
      <dl className="application-summary profile-list">
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{state ? i18n._(state) : i18n._(msg`Being reviewed`)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Applied on</Trans>
          </dt>
          <dd>{instantDate(application.createdAt)}</dd>
        </div>
      </dl>
      <p>
        <Link variant="button" href={href}>
          <Trans>Continue my application</Trans>
        </Link>
      </p>
    </section>
  )
}

function NoLoanCard({ href }: { href: string }) {
  return (
    <section className="application-card" aria-labelledby="profile-no-loan">
      <h2 id="profile-no-loan">
        <Trans>You have no active loan</Trans>
      </h2>
      <p>
        <Trans>Choose an amount and apply in a few minutes.</Trans>
      </p>
      <p>
        <Link variant="button" href={href}>
          <Trans>Apply for a loan</Trans>
        </Link>
      </p>
    </section>
  )
}
