import { Trans } from '@lingui/react/macro'
import '../registration/registration.css'
import './flow.css'

/** `/flow`: the server's step is being read; the flow actor then moves the page on. */
export function FlowEntryScreen() {
  return (
    <section className="registration-screen" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">
        <Trans>Your application</Trans>
      </h1>
      <p className="flow-loading" role="status">
        <span className="ui-spinner" aria-hidden="true" />
        <Trans>We are checking where your application stands…</Trans>
      </p>
    </section>
  )
}
