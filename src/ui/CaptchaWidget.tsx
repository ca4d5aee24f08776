import { useEffect, useRef } from 'react'

/**
 * Cloudflare Turnstile's browser API (`window.turnstile`), as its script sets it, and as the
 * ERP's development stand-in (GET /web/dev/captcha/api.js) sets it too.
 */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined
  reset(widgetId?: string): void
  remove(widgetId?: string): void
  getResponse(widgetId?: string): string | undefined
}

export interface TurnstileRenderOptions {
  sitekey: string
  /** What the token is for; the ERP checks that siteverify names the same. */
  action?: string
  language?: string
  callback?: (token: string) => void
  'expired-callback'?: () => void
  'error-callback'?: (code?: string) => boolean | void
  'timeout-callback'?: () => void
  /** No hidden input with the token: the form gets it through `callback`. */
  'response-field'?: boolean
}

type WithTurnstile = { turnstile?: TurnstileApi }

const loading = new Map<string, Promise<TurnstileApi>>()

/**
 * Loads the provider's script once per page (whoever asks first), resolving with its API. A
 * failed load is forgotten, so the next widget tries again.
 */
export function loadTurnstile(src: string): Promise<TurnstileApi> {
  const present = (window as WithTurnstile).turnstile
  if (present) return Promise.resolve(present)
  let pending = loading.get(src)
  if (!pending) {
    pending = new Promise<TurnstileApi>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.addEventListener('load', () => {
        const api = (window as WithTurnstile).turnstile
        if (api) resolve(api)
        else reject(new Error(`${src} loaded without a captcha`))
      })
      script.addEventListener('error', () => {
        loading.delete(src)
        script.remove()
        reject(new Error(`${src} did not load`))
      })
      document.head.appendChild(script)
    })
    loading.set(src, pending)
  }
  return pending
}

export interface CaptchaWidgetProps {
  /** The provider's script (Turnstile's, or the ERP's stand-in). */
  src: string
  siteKey: string
  action: string
  language: string
  /** A solved captcha's token, or null when it expired, failed or was reset. */
  onToken: (token: string | null) => void
  /** The script did not load, or the widget failed: the form says so. */
  onError: () => void
  /** Changed by the form after each send: the token was spent, the widget starts over. */
  resetKey: number
}

/**
 * The provider's widget, rendered into a box of its own once its script has loaded (only when
 * the ERP asked for a captcha: never part of a first paint). It hands each token to the form.
 */
export function CaptchaWidget({ src, siteKey, action, language, onToken, onError, resetKey }: CaptchaWidgetProps) {
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string | undefined } | null>(null)
  // The latest callbacks, so a new render of the form does not render the widget again.
  const handlers = useRef({ onToken, onError })
  handlers.current = { onToken, onError }

  useEffect(() => {
    let live = true
    loadTurnstile(src).then(
      (api) => {
        if (!live || !box.current) return
        const id = api.render(box.current, {
          sitekey: siteKey,
          action,
          language,
          'response-field': false,
          callback: (token) => handlers.current.onToken(token),
          'expired-callback': () => handlers.current.onToken(null),
          'timeout-callback': () => handlers.current.onToken(null),
          'error-callback': () => {
            handlers.current.onToken(null)
            handlers.current.onError()
            // Handled: Turnstile would throw otherwise.
            return true
          },
        })
        widget.current = { api, id }
      },
      () => live && handlers.current.onError(),
    )
    return () => {
      live = false
      widget.current?.api.remove(widget.current.id)
      widget.current = null
    }
  }, [src, siteKey, action, language])

  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    widget.current?.api.reset(widget.current.id)
    handlers.current.onToken(null)
  }, [resetKey])

  return <div ref={box} className="ui-captcha" />
}
