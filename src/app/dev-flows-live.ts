import { useEffect, useState } from 'react'
import { FLOWS_AWAY_MS, FLOWS_CHANNEL, FLOWS_STALE_MS, FLOWS_WATCH_MS, tabLock, type FlowsMessage } from './dev-flows-channel'
import { TAB } from './dev-flows-beacon'
import type { LiveLogEntry, LiveStates, WatchedTab } from '../screens/dev/flow-model'
import { followLiveLog, followLiveStates } from './dev-flows-states'
import { rootActor } from './system'

/** The live states of this tab's actor system for the given lives ('root' or system ids), kept current. */
export function useLiveStates(lives: readonly string[]): LiveStates {
  const [states, setStates] = useState<LiveStates>({})
  const key = lives.join(',')
  useEffect(() => followLiveStates(rootActor, key.split(','), setStates), [key])
  return states
}

/** How many transitions the visualiser keeps of a tab. */
const LOG_KEPT = 200

/** The log kept so far with the entries a tab sent, each once, oldest first. */
function merged(kept: readonly LiveLogEntry[], sent: readonly LiveLogEntry[]): LiveLogEntry[] {
  const key = (entry: LiveLogEntry) => `${entry.at} ${entry.actor} ${entry.event} ${entry.to.join()}`
  const seen = new Set(kept.map(key))
  return [...kept, ...sent.filter((entry) => !seen.has(key(entry)))].sort((a, b) => a.at - b.at).slice(-LOG_KEPT)
}

/** This tab's own transitions, oldest first, for the given lives. */
export function useLiveLog(lives: readonly string[]): LiveLogEntry[] {
  const [log, setLog] = useState<LiveLogEntry[]>([])
  const key = lives.join(',')
  useEffect(() => followLiveLog(rootActor, key.split(','), (entry) => setLog((kept) => merged(kept, [entry]))), [key])
  return log
}

/**
 * The other tabs of this browser that run the app, with their live states: asks on the channel
 * every FLOWS_WATCH_MS (src/app/dev-flows-beacon.ts answers) and forgets a tab once the browser
 * lets go of its lock (closed or crashed), once it says it is gone, or once it has been silent for
 * FLOWS_STALE_MS. A tab that leaves is kept, marked away, for FLOWS_AWAY_MS: one that reloads or
 * opens another page comes back under the same name (its sessionStorage keeps it), its log kept
 * here through the reload. Empty where the browser has no BroadcastChannel.
 */
export function useWatchedTabs(): WatchedTab[] {
  const [tabs, setTabs] = useState<Map<string, WatchedTab>>(() => new Map())
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(FLOWS_CHANNEL)
    const leaving = new AbortController()
    const waiting = new Set<string>()
    // Each tab's log, kept apart from the list: a tab that comes back after a slow reload finds it.
    const logs = new Map<string, LiveLogEntry[]>()
    /** A copy of the list changed by `change`, or the same list when `change` answers false. */
    const update = (change: (next: Map<string, WatchedTab>) => boolean) =>
      setTabs((previous) => {
        const next = new Map(previous)
        return change(next) ? next : previous
      })
    channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
      if (data.type === 'flows.states' && data.tab !== TAB) {
        const log = merged(logs.get(data.tab) ?? [], data.log)
        logs.set(data.tab, log)
        update((next) =>
          Boolean(
            next.set(data.tab, {
              tab: data.tab,
              path: data.path,
              states: data.states,
              log,
              seenAt: Date.now(),
              awaySince: null,
            }),
          ),
        )
        if ('locks' in navigator && !waiting.has(data.tab)) {
          const tab = data.tab
          waiting.add(tab)
          // Granted once the tab's page is gone (it holds the lock before it first reports).
          navigator.locks
            .request(tabLock(tab), { signal: leaving.signal }, () => {
              waiting.delete(tab)
              update(away(tab))
            })
            .catch(() => {}) // this visualiser left first
        }
      } else if (data.type === 'flows.gone') {
        update(away(data.tab))
      }
    }
    /** Marks the tab away (reloading, or closed for good), unless it already is. */
    const away = (tab: string) => (next: Map<string, WatchedTab>) => {
      const seen = next.get(tab)
      if (!seen || seen.awaySince !== null) return false
      next.set(tab, { ...seen, awaySince: Date.now() })
      return true
    }
    const ask = () => {
      channel.postMessage({ type: 'flows.watch' } satisfies FlowsMessage)
      const now = Date.now()
      update(
        (next) => [...next].filter(([, seen]) => now - seen.seenAt > FLOWS_STALE_MS).map(([tab]) => next.delete(tab)).length > 0,
      )
    }
    ask()
    const timer = setInterval(ask, FLOWS_WATCH_MS)
    // A tab away is let go of soon after FLOWS_AWAY_MS, not at the next ask only.
    const sweep = setInterval(() => {
      const now = Date.now()
      update(
        (next) =>
          [...next]
            .filter(([, seen]) => seen.awaySince !== null && now - seen.awaySince > FLOWS_AWAY_MS)
            .map(([tab]) => next.delete(tab)).length > 0,
      )
    }, 500)
    return () => {
      clearInterval(timer)
      clearInterval(sweep)
      leaving.abort()
      channel.close()
    }
  }, [])
  return [...tabs.values()]
}

/** Asks a followed tab (src/app/dev-flows-beacon.ts openAsked) to open a page of the app. */
export function openInTab(tab: string, path: string): void {
  if (typeof BroadcastChannel !== 'function') return
  const channel = new BroadcastChannel(FLOWS_CHANNEL)
  channel.postMessage({ type: 'flows.open', tab, path } satisfies FlowsMessage)
  channel.close()
}
