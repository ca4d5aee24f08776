import { Trans } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Banner, Button } from '../../ui'
import '../pages/pages.css'
import './verify.css'

/** Where a check stands: nothing asked yet, asked, or its answer. */
export type VerifyState = 'idle' | 'checking' | 'match' | 'no-match' | 'too-large' | 'too-many' | 'failed'

export interface VerifyContractPageProps {
  state: VerifyState
  onCheck: (file: File) => void
}

/**
 * `/verificar-contrato`: anyone checks whether a PDF is, byte for byte, an agreement we signed.
 * The answer is only "matches" or "does not match": the page never learns whose or which loan.
 */
export function VerifyContractPage({ state, onCheck }: VerifyContractPageProps) {
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) {
      setMissing(true)
      return
    }
    onCheck(file)
  }
  return (
    <article className="page verify" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Check an agreement</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          Choose the PDF of an agreement and we tell you whether it is exactly one we signed. We only compare its digital
          fingerprint (SHA-256): we do not keep the file and we show nothing about the loan or the person.
        </Trans>
      </p>
      <form className="verify__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="verify__label">
          <Trans>Agreement PDF</Trans>
        </label>
        <p id={hintId} className="page__note">
          <Trans>The file as you received it, unchanged.</Trans>
        </p>
        <input
          id={inputId}
          className="verify__input"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          aria-invalid={missing || undefined}
          data-testid="verify-file"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null)
            setMissing(false)
          }}
        />
        {missing && (
          <p className="verify__error" role="alert">
            <Trans>Choose a PDF file first.</Trans>
          </p>
        )}
        <div className="page__actions">
          <Button type="submit" isPending={state === 'checking'} data-testid="verify-submit">
            <Trans>Check</Trans>
          </Button>
        </div>
      </form>
      <div aria-live="polite" data-testid="verify-answer">
        {state === 'match' && (
          <Banner tone="success">
            <p>
              <Trans>Matches a signed agreement</Trans>
            </p>
          </Banner>
        )}
        {state === 'no-match' && (
          <Banner tone="warning">
            <p>
              <Trans>Does not match</Trans>
            </p>
          </Banner>
        )}
        {state === 'too-large' && (
          <Banner tone="error">
            <p>
              <Trans>The file is too large to be one of our agreements.</Trans>
            </p>
          </Banner>
        )}
        {state === 'too-many' && (
          <Banner tone="error">
            <p>
              <Trans>Too many checks from your connection. Try again later.</Trans>
            </p>
          </Banner>
        )}
        {state === 'failed' && (
          <Banner tone="error">
            <p>
              <Trans>The check did not work. Try again in a moment.</Trans>
            </p>
          </Banner>
        )}
      </div>
    </article>
  )
}
