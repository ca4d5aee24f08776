import { Trans, useLingui } from '@lingui/react/macro'
import type { DocumentList, LoanDocument, LoanDocumentType } from '../../../api/documents'
import { Banner, Button } from '../../../ui'
import { LoadState } from '../../flow/LoadState'
import { Pager } from './Pager'
import { instantDate } from '../overview/ProfileScreen'
import '../../application/application.css'
import '../overview/profile.css'

export type DocumentsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: DocumentList }

/** Which download is on its way: a document by id, the latest of a type, or the draft agreement. */
export type DownloadKey = `document-${number}` | `latest-${LoanDocumentType}` | 'draft'

export interface DocumentsSectionProps {
  load: DocumentsLoad
  onRetry: () => void
  /** Another page of the signed documents. */
  onPage: (page: number) => void
  /** The agreement of the active loan or of the open application can be drawn up (GET draft-loan-agreement-pdf). */
  hasDraft: boolean
  busy: DownloadKey | null
  /** The download that failed, if the last one did. */
  failed: DownloadKey | null
  onDocument: (document: LoanDocument) => void
  onLatest: (type: LoanDocumentType) => void
  onDraft: () => void
}

/**
 * The client's documents: each agreement and carátula through a temporary download
 * link, the latest of each type, and the agreement of the current loan or application; every
 * download is saved as a PDF.
 */
export function DocumentsSection({
  load,
  onRetry,
  onPage,
  hasDraft,
  busy,
  failed,
  onDocument,
  onLatest,
  onDraft,
}: DocumentsSectionProps) {
  const { t } = useLingui()
  const latest = (type: LoanDocumentType) =>
    type === 'loan_agreement'
      ? t`Download the latest loan agreement (PDF)`
      : type === 'caratula'
        ? t`Download the latest carátula (PDF)`
        : t`Download the latest extension agreement (PDF)`
  return (
    <section className="application-card" aria-labelledby="profile-documents">
      <h2 id="profile-documents">
        <Trans>Your documents</Trans>
      </h2>
      {failed && (
        <Banner tone="error">
          <Trans>We could not download the document. Please try again.</Trans>
        </Banner>
      )}
      {hasDraft && (
        <div className="profile-item">
          <div className="profile-item__main">
            <span>
              <Trans>Agreement of your current loan or application</Trans>
            </span>
            <span className="profile-item__meta">
              <Trans>PDF with today's figures</Trans>
            </span>
          </div>
          <Button variant="secondary" onPress={onDraft} isPending={busy === 'draft'}>
            <Trans>Download the agreement (PDF)</Trans>
          </Button>
        </div>
      )}
      {load.state !== 'ready' ? (
        <LoadState state={load.state} onRetry={onRetry} />
      ) : load.data.items.length === 0 ? (
        <p>
          <Trans>Your signed agreements will appear here.</Trans>
        </p>
      ) : (
        <>
          <ul className="profile-items" aria-label={t`Signed documents`}>
            {load.data.items.map((document) => (
              <li key={document.id} className="profile-item">
                <div className="profile-item__main">
                  <span id={`document-${document.id}`}>{document.title}</span>
                  <span className="profile-item__meta">
                    <Trans>
                      {instantDate(document.createdAt)} · {document.fileName}
                    </Trans>
                  </span>
                </div>
                <Button
                  variant="secondary"
                  onPress={() => onDocument(document)}
                  isPending={busy === `document-${document.id}`}
                  aria-describedby={`document-${document.id}`}
                >
                  <Trans>Download (PDF)</Trans>
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={load.data.page} totalPages={load.data.totalPages} onPage={onPage} label={t`Signed documents`} />
          {load.data.downloadable.length > 0 && (
            <div className="profile-actions">
              {load.data.downloadable.map((type) => (
                <Button key={type} variant="link" onPress={() => onLatest(type)} isPending={busy === `latest-${type}`}>
                  {latest(type)}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  )
}
