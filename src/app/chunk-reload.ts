import { sessionStore } from './storage'

const KEY = 'chunk-reload'

/** True for the errors browsers raise when a lazily loaded script chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  )
}

/**
 * A failed chunk load (a deploy replaced the assets) reloads the page exactly once (spec part 2).
 * The mark survives the reload, so a second failure shows the error page instead of looping;
 * it is cleared once a page has loaded its chunks.
 */
let reloading = false

export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  // Asked again while the reload is under way (a re-render): still reloading, not a second failure.
  if (reloading) return true
  if (sessionStore.get(KEY)) return false
  sessionStore.set(KEY, String(Date.now()))
  reloading = true
  reload()
  return true
}

export function clearChunkReloadMark(): void {
  sessionStore.remove(KEY)
}
