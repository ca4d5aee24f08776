import { describe, expect, it } from 'vitest'
import { inpOf, interactionsOf, type EventEntry, type Interaction } from '../../scripts/lib/inp'

/** An entry whose handlers ran from 2 ms after it started to 10 ms before its paint. */
const entry = (name: string, interactionId: number, startTime: number, duration: number): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 2,
  processingEnd: startTime + duration - 10,
})

/** Interactions as the page would have them, by latency only. */
const withLatencies = (latencies: number[]): Interaction[] =>
  latencies.map((latency, i) => ({
    id: i + 1,
    latency,
    startTime: i * 1000,
    longest: entry('keydown', i + 1, i * 1000, latency),
  }))

describe('grouping Event Timing entries into interactions', () => {
  it.each<[string, EventEntry[], { id: number; latency: number; startTime: number; longest: string }[]]>([
    ['no entries, no interaction', [], []],
    [
      'events outside an interaction (interactionId 0) are left out, however long',
      [entry('pointerover', 0, 10, 200), entry('mouseenter', 0, 10, 200), entry('keydown', 7, 400, 24)],
      [{ id: 7, latency: 24, startTime: 400, longest: 'keydown' }],
    ],
    [
      'a key press is its keydown and keyup: the longer of the two',
      [entry('keydown', 10, 100, 40), entry('keyup', 10, 160, 56)],
      [{ id: 10, latency: 56, startTime: 100, longest: 'keyup' }],
    ],
    [
      'a press is pointerdown, pointerup and click; it starts with the pointerdown',
      [entry('pointerdown', 20, 100, 24), entry('pointerup', 20, 180, 48), entry('click', 20, 181, 40)],
      [{ id: 20, latency: 48, startTime: 100, longest: 'pointerup' }],
    ],
    [
      'the first-input entry repeats an event entry: still one interaction',
      [entry('pointerdown', 5, 50, 32), entry('pointerdown', 5, 50, 32), entry('pointerup', 5, 90, 16)],
      [{ id: 5, latency: 32, startTime: 50, longest: 'pointerdown' }],
    ],
    [
      'entries reported out of order come back in the order the interactions started',
      [entry('keyup', 30, 900, 16), entry('keydown', 20, 500, 88), entry('keydown', 30, 850, 64), entry('keydown', 10, 100, 16)],
      [
        { id: 10, latency: 16, startTime: 100, longest: 'keydown' },
        { id: 20, latency: 88, startTime: 500, longest: 'keydown' },
        { id: 30, latency: 64, startTime: 850, longest: 'keydown' },
      ],
    ],
  ])('%s', (_, entries, expected) => {
    const interactions = interactionsOf(entries)
    expect(interactions.map((i) => ({ id: i.id, latency: i.latency, startTime: i.startTime, longest: i.longest.name }))).toEqual(
      expected,
    )
  })

  it('keeps the longest entry whole, to tell input delay, handlers and paint apart', () => {
    const [interaction] = interactionsOf([entry('keydown', 3, 100, 40), entry('keyup', 3, 150, 72)])
    expect(interaction!.longest).toEqual({
      name: 'keyup',
      interactionId: 3,
      startTime: 150,
      duration: 72,
      processingStart: 152,
      processingEnd: 212,
    })
  })
})

describe("a page's INP from its interactions, as web-vitals picks it", () => {
  it.each<[string, number[], number | undefined, number | undefined]>([
    ['no interaction: no INP', [], undefined, undefined],
    ['one interaction is the INP', [40], undefined, 40],
    ['under 50 interactions, the worst', [40, 120, 56], undefined, 120],
    ['49 in all, the fast ones unseen: still the worst', [40, 120, 56], 49, 120],
    ['from 50 interactions, the second worst', [200, 150, 100], 50, 150],
    ['99 interactions: still the second worst', [200, 150, 100], 99, 150],
    ['from 100, the third worst', [200, 150, 100], 100, 100],
    ['fewer seen than the rank asks: the fastest seen', [200, 150], 120, 150],
    [
      '600 interactions: the tenth worst, the last web-vitals keeps',
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120],
      600,
      30,
    ],
    ['2000 interactions: still the tenth worst', [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120], 2000, 30],
    ['50 seen and no count given: the count is those seen', Array.from({ length: 50 }, (_, i) => i + 1), undefined, 49],
  ])('%s', (_, latencies, count, expected) => {
    const interactions = withLatencies(latencies)
    expect(inpOf(interactions, count)?.latency).toBe(expected)
  })
})
