import type { AnyActorRef } from 'xstate'
import { MACHINES } from '../../machines/ids'
import { FLOWS_LOG_SIZE, FLOWS_STALE_MS, FLOWS_TAB_KEY, tabLock, type FlowsMessage } from './dev-flows-channel'
import { followLiveLog, followLiveStates } from './dev-flows-states'
import { localeOfPath } from '../domain/routes'
import { navigateTo } from './navigator'
import { sessionStore } from './storage'
import type { LiveLogEntry } from '../screens/dev/flow-model'

/** The actors a tab reports: the root, every long-lived actor of the system and those of its open screens (machines/ids.ts). */
export const LIVE_IDS: readonly string[] = Object.values(MACHINES)

/**
 * This tab's name on the channel, so that a visualiser can leave its own tab out of the list. Kept
 * in the tab's sessionStorage: a followed tab that reloads or opens another page is still the one
 * followed.
 */
export const TAB = (() => {
  const kept = sessionStore.get(FLOWS_TAB_KEY)
  if (kept) return kept
  const made = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2)
  sessionStore.set(FLOWS_TAB_KEY, made)
  return made
})()

let lastWatch = 0
let stop: (() => void) | null = null
let held: Promise<void> | null = null

/**
 * Takes this tab's lock (src/app/dev-flows-channel.ts tabLock) once and never gives it back: the
 * browser does when the page goes. Settles once it is held, so that no visualiser hears of this
 * tab before it can wait on the lock. Without Web Locks, settles at once.
 */
function holdTabLock(): Promise<void> {
  held ??=
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? new Promise<void>((granted) => {
          void navigator.locks.request(tabLock(TAB), () => {
            granted()
            return new Promise<never>(() => {})
          })
        })
      : Promise.resolve()
  return held
}

/**
 * A visualiser asked (src/app/dev-flows-live.ts): once this tab holds its lock, report its states on
 * every change until no visualiser has asked for FLOWS_STALE_MS, then let go of the actors.
 */
export function watched(channel: BroadcastChannel, root: AnyActorRef): void {
  lastWatch = Date.now()
  if (stop) return
  let stopped = false
  stop = () => {
    stopped = true
    stop = null
  }
  void holdTabLock().then(() => {
    if (!stopped) report(channel, root)
  })
}

/** Posts this tab's states on every change and every second; `stop` ends it. */
function report(channel: BroadcastChannel, root: AnyActorRef): void {
  const post = (message: FlowsMessage) => channel.postMessage(message)
  let states: Record<string, string[] | null> = {}
  let log: LiveLogEntry[] = []
  const send = () => post({ type: 'flows.states', tab: TAB, path: window.location.pathname, states, log })
  const unfollowStates = followLiveStates(root, LIVE_IDS, (next) => {
    states = next
    send()
  })
  const unfollowLog = followLiveLog(root, LIVE_IDS, (entry) => {
    log = [...log, entry].slice(-FLOWS_LOG_SIZE)
    send()
  })
  const unfollow = () => {
    unfollowStates()
    unfollowLog()
  }
  // The path changes without a state change too; and a quiet tab must still say it is there.
  const beat = setInterval(() => (Date.now() - lastWatch > FLOWS_STALE_MS ? stop?.() : send()), 1_000)
  const gone = () => post({ type: 'flows.gone', tab: TAB })
  window.addEventListener('pagehide', gone)
  stop = () => {
    unfollow()
    clearInterval(beat)
    window.removeEventListener('pagehide', gone)
    stop = null
  }
}

/**
 * A visualiser's overview asked this tab to open one of the app's pages: done only when this is
 * the tab named, a visualiser is following it, and the path is a page of the app in its own
 * language. The journey's machines still decide: a page the borrower may not be on is corrected
 * by its projection, as if she had typed its address.
 */
export function openAsked({ tab, path }: { tab: string; path: string }): void {
  if (tab !== TAB || stop === null) return
  const locale = `/${localeOfPath(window.location.pathname)}`
  if (path !== locale && !path.startsWith(`${locale}/`)) return
  navigateTo(path)
}
