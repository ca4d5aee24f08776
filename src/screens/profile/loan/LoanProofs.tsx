import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { pathFor, type Locale } from '../../../domain/routes'
import { Banner, Button, Link } from '../../../ui'
import './loan-proofs.css'

/**
 * The files of a signed loan: the carátula and the agreement as stored at signing, and the
 * evidence file in its two forms.
 */
export type LoanFile = 'caratula' | 'agreement' | 'evidence-pdf' | 'evidence-json'

/** The loan's downloads: the one on its way, the one that failed, and how to start one. */
export interface LoanFilesView {
  busy: LoanFile | null
  failed: LoanFile | null
  onDownload: (loanId: number, file: LoanFile) => void
}

/**
 * "Comprobantes" on my loan: the evidence of the signature (consents, the SHA-256 of each signed
 * PDF, when, from where and how it was signed) as PDF and JSON; with the public page that checks
 * a PDF. The signed PDFs themselves are the loan's documents, just above.
 */
export function LoanProofs({ loanId, locale, files }: { loanId: number; locale: Locale; files: LoanFilesView }) {
  const { busy, failed, onDownload } = files
  const evidenceFailed = failed === 'evidence-pdf' || failed === 'evidence-json'
  const button = (file: LoanFile, label: ReactNode) => (
    <Button variant="secondary" isPending={busy === file} onPress={() => onDownload(loanId, file)} data-testid={`proof-${file}`}>
      {label}
    </Button>
  )
  return (
    <section className="loan-proofs" aria-labelledby="loan-proofs-title" data-testid="loan-proofs">
      <h2 id="loan-proofs-title">
        <Trans>Proof of your loan</Trans>
      </h2>
      <p>
        <Trans>
          The evidence of your signature: the consents you accepted, the SHA-256 fingerprint of each signed document, and when,
          from where and how you signed.
        </Trans>
      </p>
      <div className="loan-actions">
        {button('evidence-pdf', <Trans>Evidence file (PDF)</Trans>)}
        {button('evidence-json', <Trans>Evidence file (JSON)</Trans>)}
      </div>
      {evidenceFailed && (
        <Banner tone="error">
          <p>
            <Trans>The download did not work. Try again in a moment.</Trans>
          </p>
        </Banner>
      )}
      <p className="loan-help">
        <Link href={pathFor('verify-contract', locale)}>
          <Trans>Check whether a PDF is an agreement we signed</Trans>
        </Link>
      </p>
    </section>
  )
}
