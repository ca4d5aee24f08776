import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ApplicationView } from '../../domain/application'
import { formatMoney } from '../../domain/money'
import { Link } from '../../ui'
import { TITLES } from '../titles'
import { screenDate } from './OfferFigures'
import './application.css'

interface Links {
  profileHref: string
  contactsHref: string
}

/** `/application/rejected`: the answer, said with respect, and what the client can do next. */
export function RejectedScreen({ profileHref, contactsHref }: Links) {
  const { i18n } = useLingui()
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-rejected">
      <h1 id="page-title">{i18n._(TITLES['application-rejected'])}</h1>
      <p className="application-lead">
        <Trans>Thank you for trusting us. We reviewed your application carefully and, this time, we cannot approve it.</Trans>
      </p>
      <div className="application-card">
        <h2>
          <Trans>What you can do</Trans>
        </h2>
        <ul className="application-steps">
          <li>
            <Trans>You can apply again whenever you like: each application is reviewed afresh.</Trans>
          </li>
          <li>
            <Trans>
              If your income or your job has changed, update your details first: it helps us give you a better answer.
            </Trans>
          </li>
          <li>
            <Trans>A smaller amount or a later repayment date may be easier to approve.</Trans>
          </li>
        </ul>
      </div>
      <ClosingLinks profileHref={profileHref} contactsHref={contactsHref}>
        <Trans>This answer does not affect your credit history with us. Questions?</Trans>
      </ClosingLinks>
    </section>
  )
}

/** The end of a decided page: a note that ends in a question, the contacts link, and the way back to the profile. */
function ClosingLinks({ profileHref, contactsHref, children }: Links & { children: ReactNode }) {
  return (
    <>
      <p className="application-note">
        {children}{' '}
        <Link href={contactsHref}>
          <Trans>Contact us</Trans>
        </Link>
      </p>
      <p>
        <Link href={profileHref}>
          <Trans>Go to my profile</Trans>
        </Link>
      </p>
    </>
  )
}

/** `/application/manual-verification`: a person reviews it; the page follows the status by itself. */
export function ManualVerificationScreen({ profileHref, contactsHref, cancel }: Links & { cancel?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-manual-verification">
      <h1 id="page-title">{i18n._(TITLES['application-manual-verification'])}</h1>
      <p className="application-lead" role="status">
        <Trans>
          Your application needs a review by a person from our team. Nothing is wrong: we only want to confirm a few details.
        </Trans>
      </p>
      <div className="application-card">
        <h2>
          <Trans>What happens now</Trans>
        </h2>
        <ol className="application-steps">
          <li>
            <Trans>We check your details and documents, usually within one business day.</Trans>
          </li>
          <li>
            <Trans>We may call you from our customer-care number to confirm something.</Trans>
          </li>
          <li>
            <Trans>We let you know the answer by e-mail and text message. This page also updates by itself.</Trans>
          </li>
        </ol>
      </div>
      <ClosingLinks profileHref={profileHref} contactsHref={contactsHref}>
        <Trans>You can close this page; your application stays in progress. Questions?</Trans>
      </ClosingLinks>
      {cancel}
    </section>
  )
}

export interface AcceptedScreenProps {
  application: ApplicationView | null
  /** Where the next step is: the flow entry, which leads to the agreement. */
  continueHref: string
  /** Where a CLABE or a card is registered (cash only). */
  disbursementHref: string
  cash: boolean
  /** Cash only: the choice of the network to collect at, which goes on to the agreement (instead of the link). */
  cashPicker?: ReactNode
  /** Where the client may change the amount before signing (the editing calculator). */
  amountChange?: ReactNode
  /** The cancel of the application, until the agreement is signed. */
  cancel?: ReactNode
}

/**
 * `/application/accepted` (bank transfer to the client's CLABE or card) and
 * `/application/accepted-cash` (no account to transfer to: cash pick-up).
 */
export function AcceptedScreen({
  application,
  continueHref,
  disbursementHref,
  cash,
  cashPicker,
  amountChange,
  cancel,
}: AcceptedScreenProps) {
  const { i18n } = useLingui()
  const route = cash ? 'application-accepted-cash' : 'application-accepted'
  const amount = application ? formatMoney(application.principalAmount.amount) : null
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route={route}>
      <h1 id="page-title">{i18n._(TITLES[route])}</h1>
      {application && (
        <dl className="application-compare">
          <div className="application-compare__new">
            <dt>
              <Trans>Your loan</Trans>
            </dt>
            <dd data-testid="accepted-amount">{amount}</dd>
          </div>
          <div>
            <dt>
              <Trans>You repay on {screenDate(application.payDates.first_repayment_option)}</Trans>
            </dt>
            <dd>{formatMoney(application.loanAmount.amount)}</dd>
          </div>
        </dl>
      )}
      <p className="application-lead">
        {cash ? (
          <Trans>
            Congratulations! As you have not registered a bank account or a card, you will collect your money in cash.
          </Trans>
        ) : (
          <Trans>
            Congratulations! We will send the money by bank transfer (SPEI) to the CLABE or debit card you registered.
          </Trans>
        )}
      </p>
      <div className="application-card">
        <h2>
          <Trans>Next steps</Trans>
        </h2>
        <ol className="application-steps">
          {cash && (
            <li>
              <Trans>Choose where you will collect your money.</Trans>
            </li>
          )}
          <li>
            <Trans>Read and sign your loan agreement: no paperwork, from your phone.</Trans>
          </li>
          {cash ? (
            <li>
              <Trans>
                When you sign, we give you a payout reference: show it with your official ID at any branch of the network you
                chose. You also find it in My loan.
              </Trans>
            </li>
          ) : (
            <li>
              <Trans>
                SPEI works 24 hours a day, every day: the money usually arrives within minutes; depending on your bank, it can
                take up to one business day.
              </Trans>
            </li>
          )}
          <li>
            <Trans>Repay on the date of your agreement by transfer, card or cash. We remind you beforehand.</Trans>
          </li>
        </ol>
        {!cash && (
          <p>
            <Link href={continueHref} variant="button">
              <Trans>Continue to the agreement</Trans>
            </Link>
          </p>
        )}
      </div>
      {cash && cashPicker}
      {amountChange}
      {cash && (
        <p className="application-note">
          <Trans>Would you rather receive a transfer?</Trans>{' '}
          <Link href={disbursementHref}>
            <Trans>Register your CLABE or debit card</Trans>
          </Link>
        </p>
      )}
      {cancel}
    </section>
  )
}
