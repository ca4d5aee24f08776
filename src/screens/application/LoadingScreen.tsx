import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Banner, Button, Link, ProgressBar } from '../../ui'
import { TITLES } from '../titles'
import { CHECKING_TITLE } from './ApplicationCheck'
import './application.css'

/**
 * What the loading page shows once the machine confirms it: the application under review (a check
 * without an answer said so), the ERP's decision error, or the application closed (canceled, or
 * terminated by us).
 */
export type LoadingState = 'waiting' | 'checkFailed' | 'decisionError' | 'canceled' | 'closed'

const CANCELED_TITLE = msg`Your application was canceled`

/** The heading (and document title) of each state: a closed application is not being reviewed. */
export function loadingTitleOf(state: LoadingState): MessageDescriptor {
  if (state === 'canceled') return CANCELED_TITLE
  if (state === 'closed') return CHECKING_TITLE
  return TITLES['application-loading']
}

export interface LoadingScreenProps {
  state: LoadingState
  onRetry: () => void
  /** Where a new application starts. */
  applyHref: string
  profileHref: string
  contactsHref: string
  /** The cancel of the application (button and confirmation), where it may be canceled. */
  cancel?: ReactNode
}

/**
 * `/application/loading`: the status is followed until it names a stage. Calm words and where the
 * review is, never a spinner alone; a decision error is never a dead end: retry, cancel, contact
 * and the profile.
 */
export function LoadingScreen({ state, onRetry, applyHref, profileHref, contactsHref, cancel }: LoadingScreenProps) {
  const { t, i18n } = useLingui()
  const reviewing = state === 'waiting' || state === 'checkFailed'
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-loading" data-state={state}>
      <h1 id="page-title">{i18n._(loadingTitleOf(state))}</h1>
      {reviewing && (
        <>
          <p className="application-lead" role="status">
            <Trans>
              We received your application and are reviewing it. It usually takes less than a minute; you can stay on this page.
            </Trans>
          </p>
          <ProgressBar value={66} label={t`Review of your application`} showValueLabel />
          <ol className="application-steps">
            <li data-done>
              <Trans>Application received</Trans>
            </li>
            <li>
              <Trans>We check your details and your loan</Trans>
            </li>
            <li>
              <Trans>We show you the answer here</Trans>
            </li>
          </ol>
          {state === 'checkFailed' && (
            <Banner
              tone="warning"
              title={t`We could not check your application just now.`}
              actions={
                <Button variant="secondary" onPress={onRetry}>
                  <Trans>Check now</Trans>
                </Button>
              }
            >
              <Trans>We will try again in a few seconds. Your application is safe.</Trans>
            </Banner>
          )}
          {cancel}
        </>
      )}
      {state === 'decisionError' && (
        <>
          <Banner
            tone="error"
            title={t`We could not finish reviewing your application.`}
            actions={
              <Button variant="secondary" onPress={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            <Trans>Something went wrong on our side, not with your details. Try again in a moment.</Trans>
          </Banner>
          <div className="application-card">
            <h2>
              <Trans>Other ways on</Trans>
            </h2>
            <p>
              <Trans>If it keeps happening, we can look at it with you:</Trans>{' '}
              <Link href={contactsHref}>
                <Trans>Contact us</Trans>
              </Link>
            </p>
            <p>
              <Trans>Your application stays as it is while you decide. If you no longer need the loan, you can cancel it.</Trans>
            </p>
            {cancel}
            <p>
              <Link href={profileHref}>
                <Trans>Go to my profile</Trans>
              </Link>
            </p>
          </div>
        </>
      )}
      {(state === 'canceled' || state === 'closed') && (
        <>
          <p className="application-lead" role="status">
            {state === 'canceled' ? (
              <Trans>You will not receive this loan and you owe nothing. You can apply again whenever you like.</Trans>
            ) : (
              <Trans>This application is no longer in progress.</Trans>
            )}
          </p>
          <div className="application-actions">
            <Link href={applyHref} variant="button">
              <Trans>Apply again</Trans>
            </Link>
            <Link href={profileHref} variant="button-secondary">
              <Trans>Go to my profile</Trans>
            </Link>
          </div>
        </>
      )}
    </section>
  )
}
