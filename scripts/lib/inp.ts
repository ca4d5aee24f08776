/**
 * Interaction to Next Paint from the Event Timing entries a page reported, computed the way the
 * web-vitals library does: the entries of one interaction share an interactionId, an interaction
 * lasts as long as its longest entry, and the page's INP is its worst interaction, or, past 50
 * interactions, one of the worst ten as an estimate of the 98th percentile.
 */

/** What the bench keeps of a PerformanceEventTiming entry (times in ms from the page's origin). */
export interface EventEntry {
  name: string
  /** 0 for events that are not part of an interaction (pointerover, mouseenter, input...). */
  interactionId: number
  startTime: number
  duration: number
  processingStart: number
  processingEnd: number
}

export interface Interaction {
  id: number
  /** The longest duration among its entries: input delay, handlers and the next paint. */
  latency: number
  startTime: number
  /** The entry that set the latency: where the time went, for reading the results. */
  longest: EventEntry
}

/** The interactions among the entries, in the order they started. */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>()
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue
    const known = byId.get(entry.interactionId)
    if (!known) {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        latency: entry.duration,
        startTime: entry.startTime,
        longest: entry,
      })
      continue
    }
    known.startTime = Math.min(known.startTime, entry.startTime)
    if (entry.duration > known.latency) Object.assign(known, { latency: entry.duration, longest: entry })
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime)
}

/** web-vitals keeps the ten longest interactions: enough for the estimate up to 500 of them. */
const LONGEST_KEPT = 10

/**
 * The INP of a page: the worst interaction, the second worst from 50 interactions, the third from
 * 100, and so on up to the tenth. `count` is how many interactions the page had, the fast ones the
 * Event Timing threshold left out included (performance.interactionCount); by default, those seen.
 * Undefined when no interaction was seen.
 */
export function inpOf(interactions: readonly Interaction[], count = interactions.length): Interaction | undefined {
  const longest = [...interactions].sort((a, b) => b.latency - a.latency).slice(0, LONGEST_KEPT)
  return longest[Math.min(longest.length - 1, Math.floor(count / 50))]
}
