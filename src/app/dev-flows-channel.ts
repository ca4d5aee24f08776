import type { LiveLogEntry } from '../screens/dev/flow-model'

/**
 * The flow visualiser follows the actor system of another tab of the same browser over this
 * BroadcastChannel (same origin only): a visualiser asks with `flows.watch` every few seconds, and
 * each app tab answers with the state ids of its actors (never their context) while it is asked.
 * Kept to constants and types: the app's start-up code imports it.
 */
export const FLOWS_CHANNEL = 'lana-clara.flows'

/** How often a visualiser asks, and how long a tab keeps answering (or is kept in the list) after the last word. */
export const FLOWS_WATCH_MS = 2_000
export const FLOWS_STALE_MS = 6_000

/**
 * The Web Lock an answering tab holds for as long as its page lives: the browser lets go of it when
 * the page is closed or crashes, even where the page's own 'flows.gone' never leaves, so a
 * visualiser waiting on it learns at once that the tab is gone.
 */
export const tabLock = (tab: string) => `${FLOWS_CHANNEL}.tab.${tab}`

/** How many of its latest transitions a tab sends with its states. */
export const FLOWS_LOG_SIZE = 40

/** A tab that said it was leaving, or let go of its lock, is kept this long: a reload comes back under the same name. */
export const FLOWS_AWAY_MS = 3_000

/** The sessionStorage key of a tab's name: kept through reloads and navigation, a tab's own. */
export const FLOWS_TAB_KEY = 'flows.tab'

export type FlowsMessage =
  | { type: 'flows.watch' }
  | {
      type: 'flows.states'
      tab: string
      path: string
      states: Record<string, string[] | null>
      /** Its latest transitions, oldest first (at most FLOWS_LOG_SIZE). */
      log: LiveLogEntry[]
    }
  | { type: 'flows.gone'; tab: string }
  /** A visualiser's overview asks the tab it follows to open a page of the app (a path under its locale). */
  | { type: 'flows.open'; tab: string; path: string }
