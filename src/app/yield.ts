/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input
 * in between (the start-up's steps in src/main.tsx, the blocking-time budget): `scheduler.yield()` where the
 * browser has it (the rest of the work keeps its place in the queue), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the browser has painted the page (after the next frame), or after 100 ms in a tab
 * that paints no frames (hidden).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}
