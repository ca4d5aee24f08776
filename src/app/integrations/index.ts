/**
 * Third-party integrations behind small adapters. Each defaults to a no-op and
 * is switched on by its environment variable; their internals are out of scope, so an adapter
 * only loads the vendor's script and reads or writes the one value the product needs.
 */
export interface IntegrationsEnv {
  VITE_ERROR_REPORTING_URL?: string
  VITE_GTM_ID?: string
  VITE_SCORING_SCRIPT_URL?: string
  VITE_FINGERPRINT_SCRIPT_URL?: string
  VITE_CAPTCHA_SITE_KEY?: string
  VITE_CHAT_SCRIPT_URL?: string
  VITE_SESSION_RECORDING_ID?: string
  VITE_RELEASE?: string
}

export type TagEvent = { event: string } & Record<string, string | number | boolean | undefined>

export interface Integrations {
  errors: { capture(error: unknown, context?: Record<string, unknown>): void }
  tags: { push(event: TagEvent): void }
  /** The device-scoring session id, sent as `juicySessionId`. */
  scoring: { sessionId(): string | undefined }
  /** The device-fingerprint blackbox, sent as `ioBB`. */
  fingerprint: { blackbox(): string | undefined }
  captcha: { siteKey: string | undefined }
  chat: { isAvailable: boolean; open(): void }
  /** The session-recording user id, sent as `hotjarUserId`. */
  recording: { userId(): string | undefined }
}

/** The globals that vendor scripts set on the window. */
export interface VendorGlobals {
  dataLayer?: unknown[]
  juicyScoreApi?: { getSessionId?: () => string | undefined }
  IGLOO?: { getBlackbox?: () => { blackbox?: string } | undefined }
  hj?: { globals?: { get?: (key: string) => string | undefined } }
  chatWidget?: { open?: () => void }
}

/** What the browser offers the adapters; plain objects in tests. */
export interface IntegrationsHost {
  globals: VendorGlobals
  loadScript(src: string): void
  send(url: string, body: string): void
}

export function createIntegrations(env: IntegrationsEnv, host: IntegrationsHost): Integrations {
  const g = host.globals
  if (env.VITE_GTM_ID) {
    g.dataLayer = g.dataLayer ?? []
    g.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    host.loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(env.VITE_GTM_ID)}`)
  }
  for (const src of [env.VITE_SCORING_SCRIPT_URL, env.VITE_FINGERPRINT_SCRIPT_URL, env.VITE_CHAT_SCRIPT_URL]) {
    if (src) host.loadScript(src)
  }
  return {
    errors: {
      capture(error, context) {
        if (!env.VITE_ERROR_REPORTING_URL) return
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        host.send(env.VITE_ERROR_REPORTING_URL, JSON.stringify({ message, context, release: env.VITE_RELEASE ?? 'dev' }))
      },
    },
    tags: {
      push(event) {
        if (env.VITE_GTM_ID) g.dataLayer?.push(event)
      },
    },
    scoring: { sessionId: () => (env.VITE_SCORING_SCRIPT_URL ? g.juicyScoreApi?.getSessionId?.() : undefined) },
    fingerprint: { blackbox: () => (env.VITE_FINGERPRINT_SCRIPT_URL ? g.IGLOO?.getBlackbox?.()?.blackbox : undefined) },
    captcha: { siteKey: env.VITE_CAPTCHA_SITE_KEY || undefined },
    chat: {
      isAvailable: Boolean(env.VITE_CHAT_SCRIPT_URL),
      open: () => g.chatWidget?.open?.(),
    },
    recording: { userId: () => (env.VITE_SESSION_RECORDING_ID ? g.hj?.globals?.get?.('userId') : undefined) },
  }
}
