import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { Problem } from '../../domain/problem'
import { Banner, Button } from '../../ui'
import './application.css'

// An overlay is loaded where it opens (src/ui/index.ts): most visits never ask to cancel.
const Popup = lazy(() => import('../../ui/Popup').then((module) => ({ default: module.Popup })))

/** The cancel of an application, as the machine says it stands. */
export interface CancelView {
  /** The application may be canceled now (open, its agreement not signed). */
  offered: boolean
  /** The client confirmed and the ERP is asked; or it failed (no answer, an error). */
  state: 'idle' | 'cancelling' | 'failed'
  problem: Problem | null
}

export interface CancelApplicationProps {
  view: CancelView
  /** The client confirmed: the machine cancels. */
  onConfirm: () => void
  onRetry: () => void
  /** A failed cancel is left as it is. */
  onDismiss: () => void
}

/**
 * "Cancel my application" and the dialog that asks before anything is sent: what cancelling means,
 * the confirm and the way back. The dialog stays while the ERP is asked and, if that fails, says
 * so with a retry; once canceled, the page itself changes.
 */
export function CancelApplication({ view, onConfirm, onRetry, onDismiss }: CancelApplicationProps) {
  const { t, i18n } = useLingui()
  // Asking is the screen's own moment: the machine hears only the client's answer.
  const [asking, setAsking] = useState(false)
  const busy = view.state === 'cancelling'
  const failed = view.state === 'failed'
  // Once the application can no longer be canceled (canceled, or changed meanwhile) the question is gone,
  // and does not come back by itself should it become cancelable again.
  if (asking && !view.offered && view.state === 'idle') setAsking(false)
  const open = (asking && view.offered) || busy || failed
  const close = () => {
    setAsking(false)
    if (failed) onDismiss()
  }
  const failure =
    view.problem?.status === -1
      ? i18n._(msg`We got no answer. Check your connection and try again.`)
      : i18n._(msg`We could not cancel your application. Try again in a moment.`)
  if (!view.offered && !open) return null
  return (
    <>
      {view.offered && (
        <p className="application-cancel">
          <Button variant="link" onPress={() => setAsking(true)}>
            <Trans>Cancel my application</Trans>
          </Button>
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <Popup
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen && !busy) close()
            }}
            title={t`Cancel your application?`}
          >
            <div className="application-dialog">
              <p>
                <Trans>
                  We will stop reviewing it and you will not receive this loan. It costs you nothing, and you can apply again
                  whenever you like.
                </Trans>
              </p>
              {failed && <Banner tone="error" title={failure} />}
              <div className="application-actions">
                <Button onPress={failed ? onRetry : onConfirm} isPending={busy}>
                  <Trans>Yes, cancel it</Trans>
                </Button>
                <Button variant="secondary" onPress={close} isDisabled={busy}>
                  <Trans>Keep my application</Trans>
                </Button>
              </div>
            </div>
          </Popup>
        </Suspense>
      )}
    </>
  )
}
