import type { AnyActorRef, InspectionEvent } from 'xstate'
import type { IntegrationsConfig } from '../../api/integrations'
import { cookies, type CookieStore } from '../cookies'
import { tagEventOf, type Shown } from './tag-events'
import {
  crispChat,
  googleTagManager,
  hotjar,
  iovation,
  juicyScore,
  sentry,
  suppressFields,
  type ErrorReportContext,
  type VendorGlobals,
  type VendorHost,
} from './vendors'

/*
 * The integrations the ERP switched on, built once the page is interactive (this module loads
 * only then, and only when one is on: src/app/integrations/browser.ts). Everything a vendor gets
 * passes through an adapter of ./vendors.ts.
 */

/** The visitor's answer about session recording, kept for 180 days; no answer yet: the question shows. */
export const RECORDING_CONSENT_COOKIE = 'recording_consent'
const RECORDING_CONSENT_DAYS = 180

/** Session recording: not configured, waiting for the visitor's answer, or answered. */
export type RecordingChoice = 'off' | 'ask' | 'granted' | 'denied'

export interface Live {
  capture(error: unknown, context?: ErrorReportContext): void
  sessionId(): string | undefined
  recordingUserId(): string | undefined
  /** Null when no chat is configured. */
  openChat: ((firstName: string | null) => void) | null
  recording(): RecordingChoice
  chooseRecording(allow: boolean): void
}

export interface LiveOptions {
  root: AnyActorRef
  locale: string
  release: string
  /** Tells the frame that something it shows changed (the recording question). */
  changed(): void
  /** Each new device-fingerprint token (iovation's blackbox) the fingerprint collects. */
  collected: (blackbox: string) => void
  host?: VendorHost
  store?: CookieStore
  /** Where the fields to mask are, and how their appearing is heard of; the page's body by default. */
  fields?: { root: ParentNode & Node; observe: (callback: () => void) => () => void }
}

/** The page's own host: the window, script elements, a keepalive POST. */
export function browserHost(): VendorHost {
  return {
    globals: globalThis as unknown as VendorGlobals,
    loadScript(src, onLoad) {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      if (onLoad) script.addEventListener('load', onLoad)
      document.head.appendChild(script)
    },
    post(url, body) {
      // text/plain: a simple request, as Sentry's own SDK sends it (no preflight).
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(
        () => undefined,
      )
    },
    now: () => Date.now(),
    later: (run, ms) => void setTimeout(run, ms),
  }
}

function observeBody(callback: () => void): () => void {
  const observer = new MutationObserver(callback)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}

/** Feeds every change of the system's machines to the tag rules; returns the stop. */
export function watchKeySteps(root: AnyActorRef, push: (event: NonNullable<ReturnType<typeof tagEventOf>>) => void) {
  const previous = new WeakMap<object, Shown>()
  for (const actor of Object.values(root.system.getAll() as Record<string, AnyActorRef>))
    previous.set(actor, actor.getSnapshot() as Shown)
  return root.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return
    const snapshot = inspection.snapshot as Partial<Shown> & { machine?: { id: string } }
    if (!snapshot.machine || typeof snapshot.matches !== 'function') return
    const after = snapshot as Shown
    const before = previous.get(inspection.actorRef) ?? null
    previous.set(inspection.actorRef, after)
    const tag = before === null ? null : tagEventOf({ machine: snapshot.machine.id, before, after, event: inspection.event })
    if (tag) push(tag)
  })
}

export function startLive(config: IntegrationsConfig, options: LiveOptions): Live {
  const host = options.host ?? browserHost()
  const store = options.store ?? cookies
  const reporter = config.errorReporting
    ? sentry(config.errorReporting.dsn, config.errorReporting.environment, options.release, host)
    : null
  if (config.tagManager) {
    const tags = googleTagManager(config.tagManager.containerId, host)
    watchKeySteps(options.root, (event) => tags.push(event))
  }
  const scoring = config.scoring ? juicyScore(config.scoring.scriptUrl, host) : null
  if (config.fingerprint) iovation(config.fingerprint.scriptUrl, host, options.collected)
  const chat = config.chat ? crispChat(config.chat.websiteId, options.locale, host) : null

  let recorder: ReturnType<typeof hotjar> | null = null
  const startRecording = (siteId: number) => {
    if (recorder) return
    // Fields are marked before the recorder's script can read the page.
    const fields = options.fields ?? { root: document.body, observe: observeBody }
    suppressFields(fields.root, fields.observe)
    recorder = hotjar(siteId, host)
  }
  const answered = store.get(RECORDING_CONSENT_COOKIE)
  let choice: RecordingChoice = !config.recording ? 'off' : answered === 'granted' || answered === 'denied' ? answered : 'ask'
  if (config.recording && choice === 'granted') startRecording(config.recording.siteId)

  return {
    capture: (error, context) => reporter?.capture(error, context),
    sessionId: () => scoring?.sessionId(),
    recordingUserId: () => recorder?.userId(),
    openChat: chat ? (firstName) => chat.open(firstName) : null,
    recording: () => choice,
    chooseRecording(allow) {
      if (!config.recording) return
      choice = allow ? 'granted' : 'denied'
      store.set(RECORDING_CONSENT_COOKIE, choice, RECORDING_CONSENT_DAYS * 86_400)
      if (allow) startRecording(config.recording.siteId)
      options.changed()
    },
  }
}
