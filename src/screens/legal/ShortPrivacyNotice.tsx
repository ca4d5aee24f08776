import { Trans } from '@lingui/react/macro'
import { CONTACTS, COMPANY_ADDRESS, LEGAL_NAME } from '../../domain/facts'
import { Link } from '../../ui'
import './legal.css'

/**
 * The simplified privacy notice (aviso de privacidad simplificado) the law asks for before any
 * personal data is collected: who is responsible, what the data is for, and where the full notice
 * is. Every name and address comes from the facts, so it says what the full notice says.
 */
export function ShortPrivacyNotice({ locale }: { locale: string }) {
  const legalName = LEGAL_NAME
  const address = COMPANY_ADDRESS
  const email = CONTACTS.privacy.email
  return (
    <section className="short-privacy-notice" aria-labelledby="short-privacy-notice">
      <h2 id="short-privacy-notice">
        <Trans>Simplified privacy notice</Trans>
      </h2>
      <p>
        <Trans>
          {legalName}, with its address at {address}, is responsible for the personal data you give us.
        </Trans>
      </p>
      <p>
        <Trans>
          We use it to verify your identity, assess your application and, if we approve it, grant and manage your loan, prevent
          fraud and meet our legal duties; and only if you agree, to send you offers and news.
        </Trans>
      </p>
      <p>
        <Trans>
          Read the <Link href={`/${locale}/documentos?doc=aviso-de-privacidad`}>full privacy notice</Link>. To access, correct or
          cancel your data or object to its use, write to <Link href={`mailto:${email}`}>{email}</Link>.
        </Trans>
      </p>
    </section>
  )
}
