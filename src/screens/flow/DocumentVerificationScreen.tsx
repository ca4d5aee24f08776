import { Trans } from '@lingui/react/macro'
import { Link } from '../../ui'
import '../registration/registration.css'
import './flow.css'

/**
 * `/flow/document-verification` (step verification): which documents the lender is checking,
 * and that the client will be told the result.
 */
export function DocumentVerificationScreen({ locale }: { locale: string }) {
  return (
    <section className="registration-screen" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>We are checking your documents</Trans>
      </h1>
      <p>
        <Trans>Thank you: we have your documents. Our team is checking them now:</Trans>
      </p>
      <ul className="flow-list">
        <li>
          <Trans>your official ID (INE or passport), front and back, and that the photo is yours;</Trans>
        </li>
        <li>
          <Trans>your latest payslip, to confirm your income;</Trans>
        </li>
        <li>
          <Trans>your bank statement, to confirm the account the money goes to.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          It usually takes a few minutes in business hours. We will tell you the result by SMS and e-mail, and you will see it
          here when you come back. You do not need to do anything else meanwhile.
        </Trans>
      </p>
      <div className="flow-actions">
        <Link variant="button" href={`/${locale}/profile`}>
          <Trans>Go to your profile</Trans>
        </Link>
        <Link variant="button-secondary" href={`/${locale}/preguntas-frecuentes`}>
          <Trans>Frequently asked questions</Trans>
        </Link>
      </div>
    </section>
  )
}
