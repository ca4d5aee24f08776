import { Trans } from '@lingui/react/macro'
import { Link } from '../../ui'
import '../registration/registration.css'
import './flow.css'

/**
 * `/flow/facebook-login` (step facebook): why the lender asks for a Facebook login, and the link
 * out to it (carrying the page's query and the application's id). `off`: no Facebook app is
 * configured, so there is nothing to link to; the client is told so and where to ask.
 */
export function FacebookLoginScreen({ url, off, contactsHref }: { url: string | null; off: boolean; contactsHref: string }) {
  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Confirm your identity with Facebook</Trans>
      </h1>
      <p>
        <Trans>
          To finish reviewing your application we ask you to log in with Facebook once. It confirms that your profile is real and
          can speed up the decision.
        </Trans>
      </p>
      <ul className="flow-list">
        <li>
          <Trans>We only read your public profile: name, photo and e-mail.</Trans>
        </li>
        <li>
          <Trans>We never post anything or write to your contacts.</Trans>
        </li>
        <li>
          <Trans>After logging in you come back here automatically.</Trans>
        </li>
      </ul>
      {off ? (
        <p>
          <Trans>
            Logging in with Facebook is not available right now. Your application is kept as it is:{' '}
            <Link href={contactsHref}>contact us</Link> and we will tell you how to go on.
          </Trans>
        </p>
      ) : url ? (
        <div className="flow-actions">
          <Link variant="button" href={url}>
            <Trans>Log in with Facebook</Trans>
          </Link>
        </div>
      ) : (
        <p className="flow-loading" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  )
}
