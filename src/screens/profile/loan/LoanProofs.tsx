import { Trans } from '@lingui/react/macro'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { pathFor, type Locale } from '../../../domain/routes'
import { Banner, Button, Link } from '../../../ui'
import './loan-proofs.css'

/** The files of a signed loan's proof: the agreement as stored at signing and the evidence file in its two forms. */
export type ProofFile = 'agreement' | 'evidence-pdf' | 'evidence-json'

/** Saves one of the files; rejects when the download failed. Provided by the app around my loan. */
export type ProofDownload = (loanId: number, file: ProofFile) => Promise<void>

export const LoanProofsContext = createContext<ProofDownload | null>(null)

/**
 * "Comprobantes" on my loan: the signed agreement byte for byte as it was signed, and the
 * evidence of the signature (consents, the SHA-256 of each signed PDF, when, from where and how it
 * was signed) as PDF and JSON; with the public page that checks a PDF. Nothing without the app's
 * downloads (a screen test, the print layout).
 */
export function LoanProofs({ loanId, locale }: { loanId: number; locale: Locale }) {
  const download = useContext(LoanProofsContext)
  const [busy, setBusy] = useState<ProofFile | null>(null)
  const [failed, setFailed] = useState(false)
  if (!download) return null
  const run = (file: ProofFile) => {
    if (busy) return
    setBusy(file)
    setFailed(false)
    download(loanId, file).then(
      () => setBusy(null),
      () => {
        setBusy(null)
        setFailed(true)
      },
    )
  }
  const button = (file: ProofFile, label: ReactNode) => (
    <Button variant="secondary" isPending={busy === file} onPress={() => run(file)} data-testid={`proof-${file}`}>
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
          Your agreement exactly as you signed it, and the evidence of your signature: the consents you accepted, the SHA-256
          fingerprint of each signed document, and when, from where and how you signed.
        </Trans>
      </p>
      <div className="loan-actions">
        {button('agreement', <Trans>Signed agreement (PDF)</Trans>)}
        {button('evidence-pdf', <Trans>Evidence file (PDF)</Trans>)}
        {button('evidence-json', <Trans>Evidence file (JSON)</Trans>)}
      </div>
      {failed && (
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
