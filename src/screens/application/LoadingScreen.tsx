import { Trans, useLingui } from '@lingui/react/macro'
import { Banner, Button, Link, ProgressBar } from '../../ui'
import { TITLES } from '../titles'
import './application.css'

export type LoadingState = 'checking' | 'waiting' | 'checkFailed' | 'decisionError' | 'noApplication' | 'closed' | 'moving'

export interface LoadingScreenProps {
  state: LoadingState
  onRetry: () => void
  applyHref: string
  profileHref: string
}

/**
 * `/application/loading`: the status is followed until it names a stage. Calm words
 * and where the review is, never a spinner alone; a decision error has its retry.
 */
export function LoadingScreen({ state, onRetry, applyHref, profileHref }: LoadingScreenProps) {
  const { t, i18n } = useLingui()
  const reviewing = state === 'checking' || state === 'waiting' || state === 'checkFailed' || state === 'moving'
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-loading" data-state={state}>
      <h1 id="page-title">{i18n._(TITLES['application-loading'])}</h1>
      {reviewing && (
        <>
          <p className="application-lead" role="status">
            {state === 'moving' ? (
              <Trans>Your answer is ready.</Trans>
            ) : (
              <Trans>
                We received your application and are reviewing it. It usually takes less than a minute; you can stay on this page.
              </Trans>
            )}
          </p>
          <ProgressBar value={state === 'moving' ? 100 : 66} label={t`Review of your application`} showValueLabel />
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
        </>
      )}
      {state === 'decisionError' && (
        <Banner
          tone="error"
          title={t`We could not finish reviewing your application.`}
          actions={
            <Button variant="secondary" onPress={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>
            Something went wrong on our side, not with your details. Try again in a moment; if it keeps happening, contact us.
          </Trans>
        </Banner>
      )}
      {state === 'noApplication' && (
        <>
          <p className="application-lead">
            <Trans>You have no application in progress.</Trans>
          </p>
          <p>
            <Link href={applyHref}>
              <Trans>Apply for a loan</Trans>
            </Link>
          </p>
        </>
      )}
      {state === 'closed' && (
        <>
          <p className="application-lead">
            <Trans>This application is no longer in progress.</Trans>
          </p>
          <p>
            <Link href={profileHref}>
              <Trans>Go to my profile</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
