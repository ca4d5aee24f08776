import { Trans } from '@lingui/react/macro'
import { LoadState } from './LoadState'
import { Link } from '../../ui'
import '../registration/registration.css'
import './flow.css'

export interface FlowEntryProps {
  /** The ERP did not answer where the application stands (none known yet). */
  failed: boolean
  onRetry: () => void
  profileHref: string
  contactsHref: string
}

/**
 * `/flow`: the server's step is being read; the flow actor then moves the page on. Should the ERP
 * not answer, the page says so with the ways on (try again, contact, the profile) instead of
 * spinning until the next poll.
 */
export function FlowEntryScreen({ failed, onRetry, profileHref, contactsHref }: FlowEntryProps) {
  return (
    <section className="registration-screen" aria-labelledby="page-title" aria-busy={!failed}>
      <h1 id="page-title">
        <Trans>Your application</Trans>
      </h1>
      {failed ? (
        <>
          <LoadState
            state="failed"
            onRetry={onRetry}
            failure={<Trans>We could not check where your application stands. Check your connection and try again.</Trans>}
          />
          <p>
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
      ) : (
        <p className="flow-loading" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <Trans>We are checking where your application stands…</Trans>
        </p>
      )}
    </section>
  )
}
