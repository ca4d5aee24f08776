import { Trans, useLingui } from '@lingui/react/macro'
import { pathFor, type Locale } from '../../domain/routes'
import { BRAND } from '../../domain/facts'
import { Link } from '../../ui'
import { ContractSummary } from './documents/ContractSummary'
import { PrivacyNotice } from './documents/PrivacyNotice'
import { TermsAndConditions } from './documents/TermsAndConditions'
import { DEFAULT_DOCUMENT_ID, DOCUMENT_IDS, type DocumentId } from './documents'
import { pageHref } from './paths'
import './pages.css'

/** Legal documents: a list of the three documents and the one chosen with `?doc=<id>`. */
export function DocumentsPage({ locale, doc = DEFAULT_DOCUMENT_ID }: { locale: Locale; doc?: DocumentId }) {
  const { t } = useLingui()
  const brand = BRAND
  const names: Record<DocumentId, string> = {
    'aviso-de-privacidad': t`Privacy notice`,
    'terminos-y-condiciones': t`Terms and conditions`,
    'resumen-del-contrato': t`Contract summary`,
  }
  return (
    <article className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Legal documents</Trans>
      </h1>
      <p>
        <Trans>
          These documents govern your relationship with {brand}. The contract you sign, with the amounts of your own loan, is kept
          in your profile.
        </Trans>{' '}
        <Link href={pathFor('verify-contract', locale)} variant="inline">
          <Trans>Check whether a PDF is an agreement we signed</Trans>
        </Link>
        .
      </p>
      <nav className="doc-nav" aria-label={t`Legal documents`}>
        <ul>
          {DOCUMENT_IDS.map((id) => (
            <li key={id}>
              <Link href={pageHref(locale, 'documents', `?doc=${id}`)} aria-current={id === doc ? 'page' : undefined}>
                {names[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="legal-doc">
        {doc === 'aviso-de-privacidad' && <PrivacyNotice />}
        {doc === 'terminos-y-condiciones' && <TermsAndConditions locale={locale} />}
        {doc === 'resumen-del-contrato' && <ContractSummary locale={locale} />}
      </div>
    </article>
  )
}
