/**
 * How far a file has gone up, as the step shows it and as a screen reader hears it.
 */

/**
 * Whole percent of `loaded` out of `total` bytes, rounded down: 100 only once every byte is out,
 * so "100 %" never shows while some of the file is still on its way. An unknown or empty total
 * reads 0, bytes past the total (a request's headers counted in) read 100.
 */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0
  return Math.min(100, Math.floor((loaded / total) * 100))
}

/** A screen reader hears the percentage in quarters, not at every percent (it would talk over everything). */
const ANNOUNCE_STEP = 25

/** The percentage a screen reader is told: the last quarter reached. */
export function announcedPercent(percent: number): number {
  return Math.max(0, Math.min(100, Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP))
}
