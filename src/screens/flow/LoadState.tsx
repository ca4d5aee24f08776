import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Banner, Button } from '../../ui'

/**
 * What a flow screen shows while its data loads, or when the ERP did not answer (with retry):
 * `failure` says what could not be loaded, the client's data unless told.
 */
export function LoadState({
  state,
  onRetry,
  failure,
}: {
  state: 'loading' | 'failed'
  onRetry: () => void
  failure?: ReactNode
}) {
  if (state === 'loading')
    return (
      <p className="flow-loading" role="status">
        <span className="ui-spinner" aria-hidden="true" />
        <Trans>Loading…</Trans>
      </p>
    )
  return (
    <Banner
      tone="error"
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <p>{failure ?? <Trans>We could not load your data. Please try again.</Trans>}</p>
    </Banner>
  )
}
