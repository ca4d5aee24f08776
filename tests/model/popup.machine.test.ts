import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type Steps } from 'xstate/graph'
import { INFO_HOVER_MS, POPUP_AUTO_CLOSE_MS, popupMachine, type PopupEvent } from '../../machines/popup.machine'
import { type Snapshot, AUTO_CLOSE, HOVERED, serializeState, traversal } from './events/popup'

interface Path {
  steps: Steps<Snapshot, PopupEvent>
}

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(popupMachine, { clock }).start()
  return { clock, actor }
}

/** Walks a generated path on a live actor, turning delay events into simulated time. */
function walk(path: Path) {
  const { clock, actor } = start()
  for (const step of path.steps) {
    const event = step.event as { type: string }
    if (event.type === 'xstate.init') {
      expect(actor.getSnapshot().value).toEqual(step.state.value)
      continue
    }
    if (event.type === AUTO_CLOSE) {
      const duration = actor.getSnapshot().context.current?.duration ?? Number.NaN
      clock.increment(duration - 1)
      expect(actor.getSnapshot().matches('open')).toBe(true)
      clock.increment(1)
    } else if (event.type === HOVERED) {
      clock.increment(INFO_HOVER_MS - 1)
      expect(actor.getSnapshot().matches('closed')).toBe(true)
      clock.increment(1)
    } else {
      actor.send(step.event)
    }
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(step.state.value)
    // The machine remembers a popup exactly while one is open.
    expect(snapshot.context.current === null).toBe(snapshot.matches('closed'))
  }
  actor.stop()
}

const label = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => JSON.stringify(step.event))
    .join(' → ') || 'start'

describe('popup machine: generated paths', () => {
  const shortest = getShortestPaths(popupMachine, traversal)
  const simple = getSimplePaths(popupMachine, traversal)
  // Every transition once: the shortest path to its source, then the transition itself.
  const edges: Path[] = adjacencyMapToArray(getAdjacencyMap(popupMachine, traversal)).map(({ state, event, nextState }) => {
    const prefix = shortest.find((path) => serializeState(path.state) === serializeState(state))
    return { steps: [...(prefix?.steps ?? []), { event, state: nextState }] }
  })

  it('reaches every state', () => {
    const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)))
    expect(reached).toEqual(new Set(['{"closed":"idle"}', '{"closed":"hovering"}', '{"open":"timed"}', '{"open":"pinned"}']))
  })

  it.each(shortest.map((path) => [label(path), path] as const))('shortest path %s', (_, path) => walk(path))
  it.each(simple.map((path) => [label(path), path] as const))('simple path %s', (_, path) => walk(path))
  it.each(edges.map((path) => [label(path), path] as const))('transition path %s', (_, path) => walk(path))
})

describe('popup machine', () => {
  it('closes the popup after 7000 ms by default', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'info' })
    expect(actor.getSnapshot().context.current).toEqual({ id: 'info', autoClose: true, duration: POPUP_AUTO_CLOSE_MS })
    clock.increment(6_999)
    expect(actor.getSnapshot().matches('open')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context.current).toBeNull()
  })

  it('keeps the popup open past 7000 ms when autoClose is false', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'terms', autoClose: false })
    clock.increment(60_000)
    expect(actor.getSnapshot().value).toEqual({ open: 'pinned' })
    expect(actor.getSnapshot().context.current?.id).toBe('terms')
  })

  it('closes the popup after a custom duration', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'short', duration: 3_000 })
    clock.increment(2_999)
    expect(actor.getSnapshot().matches('open')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('opening a second popup replaces the first', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'first' })
    clock.increment(5_000)
    actor.send({ type: 'popup.open', id: 'second' })
    expect(actor.getSnapshot().context.current?.id).toBe('second')
    // The second popup gets its own full 7000 ms.
    clock.increment(6_999)
    expect(actor.getSnapshot().context.current?.id).toBe('second')
    clock.increment(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('opening a pinned popup over a timed one stops the timer', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'first' })
    actor.send({ type: 'popup.open', id: 'second', autoClose: false })
    clock.increment(POPUP_AUTO_CLOSE_MS * 2)
    expect(actor.getSnapshot().value).toEqual({ open: 'pinned' })
    expect(actor.getSnapshot().context.current?.id).toBe('second')
  })

  it('closes the popup on route change', () => {
    const { actor } = start()
    actor.send({ type: 'popup.open', id: 'terms', autoClose: false })
    actor.send({ type: 'route.changed', pathname: '/es/preguntas-frecuentes' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context.current).toBeNull()
  })

  it('closes the popup when the user closes it', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.open', id: 'info' })
    actor.send({ type: 'popup.close' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    // The cancelled timer does not fire into a later popup.
    actor.send({ type: 'popup.open', id: 'terms', autoClose: false })
    clock.increment(POPUP_AUTO_CLOSE_MS)
    expect(actor.getSnapshot().context.current?.id).toBe('terms')
  })
})

describe('popup machine hover', () => {
  it('opens an info popup after a pointer rests on its link for 1000 ms', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.hover', id: 'offer-info' })
    clock.increment(INFO_HOVER_MS - 1)
    expect(actor.getSnapshot().context.current).toBeNull()
    clock.increment(1)
    expect(actor.getSnapshot().context.current).toEqual({ id: 'offer-info', autoClose: true, duration: POPUP_AUTO_CLOSE_MS })
  })

  it('does not open it when the pointer leaves first', () => {
    const { clock, actor } = start()
    actor.send({ type: 'popup.hover', id: 'offer-info' })
    clock.increment(500)
    actor.send({ type: 'popup.unhover' })
    clock.increment(INFO_HOVER_MS)
    expect(actor.getSnapshot().matches({ closed: 'idle' })).toBe(true)
  })

  it('opens at once on click, even while hovering', () => {
    const { actor } = start()
    actor.send({ type: 'popup.hover', id: 'offer-info' })
    actor.send({ type: 'popup.open', id: 'offer-info' })
    expect(actor.getSnapshot().matches({ open: 'timed' })).toBe(true)
    expect(actor.getSnapshot().context.hovered).toBeNull()
  })
})
