import { useEffect, useState } from 'react'
import { FLOWS_CHANNEL, FLOWS_STALE_MS, FLOWS_WATCH_MS, tabLock, type FlowsMessage } from './dev-flows-channel'
import { TAB } from './dev-flows-beacon'
import type { LiveStates, WatchedTab } from '../screens/dev/flow-model'
import { followLiveStates } from './dev-flows-states'
import { rootActor } from './system'

/** The live states of this tab's actor system for the given lives ('root' or system ids), kept current. */
export function useLiveStates(lives: readonly string[]): LiveStates {
  const [states, setStates] = useState<LiveStates>({})
  const key = lives.join(',')
  useEffect(() => followLiveStates(rootActor, key.split(','), setStates), [key])
  return states
}

/**
 * The other tabs of this browser that run the app, with their live states: asks on the channel
 * every FLOWS_WATCH_MS (src/app/dev-flows-beacon.ts answers) and forgets a tab once the browser
 * lets go of its lock (closed or crashed), once it says it is gone, or once it has been silent for
 * FLOWS_STALE_MS. Empty where the browser has no BroadcastChannel.
 */
export function useWatchedTabs(): WatchedTab[] {
  const [tabs, setTabs] = useState<Map<string, WatchedTab>>(() => new Map())
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(FLOWS_CHANNEL)
    const leaving = new AbortController()
    const waiting = new Set<string>()
    /** A copy of the list changed by `change`, or the same list when `change` answers false. */
    const update = (change: (next: Map<string, WatchedTab>) => boolean) =>
      setTabs((previous) => {
        const next = new Map(previous)
        return change(next) ? next : previous
      })
    channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
      if (data.type === 'flows.states' && data.tab !== TAB) {
        update((next) => Boolean(next.set(data.tab, { tab: data.tab, path: data.path, states: data.states, seenAt: Date.now() })))
        if ('locks' in navigator && !waiting.has(data.tab)) {
          const tab = data.tab
          waiting.add(tab)
          // Granted once the tab's page is gone (it holds the lock before it first reports).
          navigator.locks
            .request(tabLock(tab), { signal: leaving.signal }, () => {
              waiting.delete(tab)
              update((next) => next.delete(tab))
            })
            .catch(() => {}) // this visualiser left first
        }
      } else if (data.type === 'flows.gone') {
        update((next) => next.delete(data.tab))
      }
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
    return () => {
      clearInterval(timer)
      leaving.abort()
      channel.close()
    }
  }, [])
  return [...tabs.values()]
}
