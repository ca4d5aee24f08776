import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { toastMachine } from '../../machines/toast.machine'
import { CloseIcon } from './icons'

export type ToastActor = ActorRefFrom<typeof toastMachine>

export interface ToastRegionProps {
  actor: ToastActor
}

/**
 * The toasts of a toast actor. The region is always rendered, so that the polite live
 * region exists before a toast arrives; error toasts are alerts and are read at once.
 */
export function ToastRegion({ actor }: ToastRegionProps) {
  const { t } = useLingui()
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts)
  return (
    <section className="ui-toast-region" aria-label={t`Notifications`} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.tone === 'error' ? 'alert' : 'status'} className={`ui-toast ui-toast--${toast.tone}`}>
          <p className="ui-toast__message">{toast.message}</p>
          <button
            type="button"
            className="ui-icon-button ui-toast__close"
            aria-label={t`Close notification`}
            onClick={() => actor.send({ type: 'toast.dismiss', id: toast.id })}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  )
}
