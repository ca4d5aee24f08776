import { Trans } from '@lingui/react/macro'
import { Banner, Button } from '../../../ui'

/** The loan's own documents my loan offers at any time. */
export type LoanDocumentKind = 'caratula' | 'loan_agreement'

export interface LoanDocumentsView {
  /** The download on its way. */
  busy: LoanDocumentKind | null
  /** The download that failed, if the last one did. */
  failed: LoanDocumentKind | null
  onDownload: (kind: LoanDocumentKind) => void
}

/** The carátula and the agreement of the loan, each saved as a PDF. */
export function LoanDocuments({ busy, failed, onDownload }: LoanDocumentsView) {
  return (
    <section className="loan-documents" aria-labelledby="loan-documents-title">
      <h2 id="loan-documents-title">
        <Trans>Your loan's documents</Trans>
      </h2>
      {failed && (
        <Banner tone="error">
          <Trans>We could not download the document. Please try again.</Trans>
        </Banner>
      )}
      <div className="loan-actions">
        <Button variant="secondary" onPress={() => onDownload('caratula')} isPending={busy === 'caratula'}>
          <Trans>Download the carátula (PDF)</Trans>
        </Button>
        <Button variant="secondary" onPress={() => onDownload('loan_agreement')} isPending={busy === 'loan_agreement'}>
          <Trans>Download the loan agreement (PDF)</Trans>
        </Button>
      </div>
    </section>
  )
}
