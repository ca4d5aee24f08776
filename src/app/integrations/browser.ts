import { useSyncExternalStore } from 'react'
import type { AnyActorRef } from 'xstate'
import { INTEGRATIONS_CONFIG_PATH, type IntegrationsConfig } from '../../api/integrations'
import type { Live, RecordingChoice } from './live'
import type { ErrorReportContext } from './vendors'

/*
 * The integrations as the rest of the app sees them: a handle that does nothing until the ERP's
 * configuration (GET config/integrations) says which are on. The configuration is asked for once
 * the page is interactive, and the adapters' code (./live.ts) loads only when one is on, so none
 * of it is on a page's start-up path and a site without integrations loads none of it.
 */

let live: Live | null = null
/** The device-fingerprint token last collected, and who hears of each new one. */
let blackbox: string | undefined
const fingerprintWatchers = new Set<(blackbox: string) => void>()
/** Errors before the adapters loaded, reported once they did (a few: a start-up that fails keeps failing). */
const early: Array<[unknown, ErrorReportContext | undefined]> = []
const EARLY_LIMIT = 10

export const integrations = {
  errors: {
    capture(error: unknown, context?: ErrorReportContext): void {
      if (live) live.capture(error, context)
      else if (early.length < EARLY_LIMIT) early.push([error, context])
    },
  },
  /** JuicyScore's session id, sent as `juicySessionId`. */
  scoring: { sessionId: (): string | undefined => live?.sessionId() },
  /**
   * iovation's blackbox, which the flow's state keeps and the application carries as `iovation.ioBB`:
   * `watcher` hears the one collected so far and each new one; the returned function stops it.
   */
  fingerprint: {
    watch(watcher: (blackbox: string) => void): () => void {
      fingerprintWatchers.add(watcher)
      if (blackbox) watcher(blackbox)
      return () => fingerprintWatchers.delete(watcher)
    },
  },
  /** Hotjar's user id, sent as `hotjarUserId` (only once the visitor allowed recording). */
  recording: { userId: (): string | undefined => live?.recordingUserId() },
}

/** What the frame shows of the integrations. */
export interface IntegrationsView {
  /** Opens the chat with the signed-in client's first name; null when no chat is configured. */
  openChat: ((firstName: string | null) => void) | null
  recording: RecordingChoice
  chooseRecording: (allow: boolean) => void
  captcha: IntegrationsConfig['captcha']
}

const OFF: IntegrationsView = { openChat: null, recording: 'off', chooseRecording: () => undefined, captcha: null }
let view = OFF
const listeners = new Set<() => void>()

function publish(next: IntegrationsView): void {
  view = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The integrations the frame shows; all off until the configuration arrived (and on the build's rendered pages). */
export function useIntegrations(): IntegrationsView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => OFF,
  )
}

const anyOn = (config: IntegrationsConfig) =>
  Boolean(config.errorReporting ?? config.tagManager ?? config.chat ?? config.recording ?? config.scoring ?? config.fingerprint)

/** After the load event and an idle moment: nothing of this competes with the page's own start. */
function whenIdle(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Starts the integrations once the page is interactive (src/main.tsx, after React took the page):
 * the global error hooks at once, then the configuration and, when one is on, the adapters.
 */
export function startIntegrations(root: AnyActorRef): void {
  window.addEventListener('error', (event) => {
    // A script of another origin gives no detail ("Script error."): nothing worth a report.
    if (event.error === undefined && event.message === 'Script error.') return
    integrations.errors.capture(event.error ?? event.message, { source: 'error', page: window.location.pathname })
  })
  window.addEventListener('unhandledrejection', (event) =>
    integrations.errors.capture(event.reason, { source: 'unhandledrejection', page: window.location.pathname }),
  )
  whenIdle(() => void configure(root))
}

let asked: Promise<IntegrationsConfig | null> | undefined

/**
 * The ERP's configuration, asked for once: after the page is interactive, or earlier by a page
 * that needs it itself (the external login of flow step facebook), the one request serving both.
 * Null when the ERP does not give it: every integration is off then.
 */
export function integrationsConfig(): Promise<IntegrationsConfig | null> {
  // A plain fetch, not the API client: a configuration the ERP fails to give leaves the
  // integrations off, it never shows the visitor the error page.
  asked ??= fetch(`${(import.meta.env.VITE_API_BASE as string | undefined) ?? ''}${INTEGRATIONS_CONFIG_PATH}`)
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ data: IntegrationsConfig }>) : null))
    .then((body) => body?.data ?? null)
    .catch(() => null)
  return asked
}

async function configure(root: AnyActorRef): Promise<void> {
  const config = await integrationsConfig()
  if (!config || !anyOn(config)) {
    early.length = 0
    if (config?.captcha) publish({ ...OFF, captcha: config.captcha })
    return
  }
  // A chunk that failed to load (a deploy meanwhile): the integrations stay off on this page.
  const loaded = await import('./live').catch(() => null)
  if (!loaded) return
  const { startLive } = loaded
  const started = startLive(config, {
    root,
    locale: document.documentElement.lang || 'es',
    release: config.release,
    changed: () => publish(viewOf(started, config)),
    collected(next) {
      blackbox = next
      for (const watcher of fingerprintWatchers) watcher(next)
    },
  })
  live = started
  for (const [error, context] of early.splice(0)) started.capture(error, context)
  publish(viewOf(started, config))
}

function viewOf(started: Live, config: IntegrationsConfig): IntegrationsView {
  return {
    openChat: started.openChat,
    recording: started.recording(),
    chooseRecording: (allow) => started.chooseRecording(allow),
    captcha: config.captcha,
  }
}
