import { Trans } from '@lingui/react/macro'
import { Link } from '../../ui'
import '../registration/registration.css'
import './flow.css'

/**
 * `/flow/facebook-login` (step facebook): why the lender asks for a Facebook login, and the link
 * out to it (carrying the page's query and the application's id).
 */
export function FacebookLoginScreen({ url }: { url: string | null }) {
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
      {url ? (
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
