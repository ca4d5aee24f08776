import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Banner, Button } from '../../ui'
import './application.css'

/** How the check of a page not yet confirmed stands: under way, or without an answer (retried by itself). */
export type CheckState = 'checking' | 'checkFailed'

/** The heading and document title of an application page while it is checked: it says nothing of a stage. */
export const CHECKING_TITLE = msg`Your application`

export interface ApplicationCheckProps {
  state: CheckState
  onRetry: () => void
}

/**
 * An application page until the machine confirms it: a neutral check, never the page's own
 * message (an outcome the application may not have), and, when the ERP does not answer, a retry.
 */
export function ApplicationCheck({ state, onRetry }: ApplicationCheckProps) {
  const { i18n, t } = useLingui()
  return (
    <section className="application-screen" aria-labelledby="page-title" data-route="application-check" data-state={state}>
      <h1 id="page-title">{i18n._(CHECKING_TITLE)}</h1>
      <p className="application-lead" role="status" aria-busy={state === 'checking'}>
        <Trans>We are checking where your application stands…</Trans>
      </p>
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
          <Trans>We will try again in a few seconds.</Trans>
        </Banner>
      )}
    </section>
  )
}
