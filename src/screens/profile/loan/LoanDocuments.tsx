import { Trans } from '@lingui/react/macro'
import { Banner, Button } from '../../../ui'
import type { LoanFilesView } from './LoanProofs'

/**
 * The carátula and the agreement of the loan, each saved as the PDF stored when it was signed
 * (the same bytes the evidence file fingerprints), at any time.
 */
export function LoanDocuments({ loanId, files }: { loanId: number; files: LoanFilesView }) {
  const { busy, failed, onDownload } = files
  const documentFailed = failed === 'caratula' || failed === 'agreement'
  return (
    <section className="loan-documents" aria-labelledby="loan-documents-title">
      <h2 id="loan-documents-title">
        <Trans>Your loan's documents</Trans>
      </h2>
      {documentFailed && (
        <Banner tone="error">
          <Trans>We could not download the document. Please try again.</Trans>
        </Banner>
      )}
      <div className="loan-actions">
        <Button
          variant="secondary"
          onPress={() => onDownload(loanId, 'caratula')}
          isPending={busy === 'caratula'}
          data-testid="proof-caratula"
        >
          <Trans>Download the carátula (PDF)</Trans>
        </Button>
        <Button
          variant="secondary"
          onPress={() => onDownload(loanId, 'agreement')}
          isPending={busy === 'agreement'}
          data-testid="proof-agreement"
        >
          <Trans>Download the loan agreement (PDF)</Trans>
        </Button>
      </div>
    </section>
  )
}
