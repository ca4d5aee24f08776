import { Trans } from '@lingui/react/macro'
import { Banner, Button } from '../../ui'

/** What a flow screen shows while its data loads, or when the ERP did not answer (with retry). */
export function LoadState({ state, onRetry }: { state: 'loading' | 'failed'; onRetry: () => void }) {
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
      <p>
        <Trans>We could not load your data. Please try again.</Trans>
      </p>
    </Banner>
  )
}
