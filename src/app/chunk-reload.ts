import { sessionStore } from './storage'

const KEY = 'chunk-reload'
/** A second chunk failure this soon after the reload is not a stale deploy: show the error page. */
export const RELOAD_WINDOW_MS = 60_000

/** True for the errors browsers raise when a lazily loaded script chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

let reloading = false

/**
 * GOTCHA: TanStack Router's lazy route components already reload the page once when their chunk
 * is missing, marking it in session storage under the error's message. That reload counts as ours.
 */
function routerReloadedFor(error: Error): boolean {
  return sessionStore.get(`tanstack_router_reload:${error.message}`) !== null
}

/**
 * A failed chunk load (a deploy replaced the assets) reloads the page exactly once.
 * The time of the reload survives it in session storage, so a failure again soon after shows the
 * error page instead of looping; a failure long after (another deploy) reloads again.
 */
export function reloadOnceForChunkError(
  error: Error,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  // Asked again while the reload is under way (a re-render): still reloading, not a second failure.
  if (reloading) return true
  const last = sessionStore.get(KEY)
  if (routerReloadedFor(error) || (last !== null && now - Number(last) < RELOAD_WINDOW_MS)) return false
  sessionStore.set(KEY, String(now))
  reloading = true
  reload()
  return true
}
