import { Trans, useLingui } from '@lingui/react/macro'
import { CONTACTS } from '../../domain/facts'
import { Link } from '../../ui'
import './error.css'

export interface ErrorPageProps {
  status: number
  /** Technical message, shown only to admins in the debug block. */
  message?: string
  isAdmin: boolean
  locale: string
}

/** 404: headline, text, helpful links and a contact e-mail; any other status: maintenance. */
export function ErrorPage({ status, message, isAdmin, locale }: ErrorPageProps) {
  const { t } = useLingui()
  const notFound = status === 404
  const links = [
    { href: `/${locale}/`, label: t`Home and loan calculator` },
    { href: `/${locale}/preguntas-frecuentes`, label: t`Frequently asked questions` },
    { href: `/${locale}/como-pagar-tu-prestamo`, label: t`How to pay your loan` },
    { href: `/${locale}/contactos`, label: t`Contact us` },
    { href: `/${locale}/ingresar`, label: t`Log in to your account` },
  ]
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : status}
      </p>
      {notFound ? (
        <>
          <h1 id="error-title">
            <Trans>This page could not be found</Trans>
          </h1>
          <p>
            <Trans>The address may be mistyped, or the page may have moved. These links can help you carry on:</Trans>
          </p>
          <ul className="error-page__links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h1 id="error-title">
            <Trans>We are doing maintenance</Trans>
          </h1>
          <p>
            <Trans>
              Something went wrong on our side and we are already working on it. Your data is safe. Please try again in a few
              minutes.
            </Trans>
          </p>
          <p>
            <Link href={`/${locale}/`} variant="button">
              <Trans>Back to the home page</Trans>
            </Link>
          </p>
        </>
      )}
      <p>
        <Trans>
          Need help? Write to us at <Link href={`mailto:${CONTACTS.customerCare.email}`}>{CONTACTS.customerCare.email}</Link>
        </Trans>
      </p>
      {isAdmin && (
        <details className="error-page__debug" open>
          <summary>
            <Trans>Debug information</Trans>
          </summary>
          <dl>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd data-testid="debug-status">{status}</dd>
            <dt>
              <Trans>Message</Trans>
            </dt>
            <dd data-testid="debug-message">{message ?? ''}</dd>
          </dl>
        </details>
      )}
    </section>
  )
}
