import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type Steps } from 'xstate/graph'
import { TOAST_MS, toastMachine, type ToastEvent } from '../../machines/toast.machine'
import { type Snapshot, serializeState, traversal } from './events/toast'

interface Path {
  steps: Steps<Snapshot, ToastEvent>
}

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  return { clock, actor }
}

const ids = (snapshot: Snapshot) => snapshot.context.toasts.map((toast) => toast.id)

/**
 * Walks a generated path on a live actor. A dismissal is taken either by the user (sent) or,
 * when the toast is the oldest, by letting its 5000 ms run out on the simulated clock.
 */
function walk(path: Path, byTimer: boolean) {
  const { clock, actor } = start()
  for (const step of path.steps) {
    const event = step.event as ToastEvent | { type: 'xstate.init' }
    if (event.type === 'toast.dismiss' && byTimer && ids(actor.getSnapshot())[0] === event.id) {
      clock.increment(TOAST_MS)
      expect(ids(actor.getSnapshot())).not.toContain(event.id)
    } else if (event.type !== 'xstate.init') {
      actor.send(event)
    }
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(step.state.value)
    expect(snapshot.context.toasts.length === 0).toBe(snapshot.matches('empty'))
  }
  actor.stop()
}

const label = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => JSON.stringify(step.event))
    .join(' → ') || 'start'

describe('toast machine: generated paths', () => {
  const shortest = getShortestPaths(toastMachine, traversal)
  const simple = getSimplePaths(toastMachine, traversal)
  // Every transition once: the shortest path to its source, then the transition itself.
  const edges: Path[] = adjacencyMapToArray(getAdjacencyMap(toastMachine, traversal)).map(({ state, event, nextState }) => {
    const prefix = shortest.find((path) => serializeState(path.state) === serializeState(state))
    return { steps: [...(prefix?.steps ?? []), { event, state: nextState }] }
  })
  const paths: Path[] = [...simple, ...edges]

  it('reaches every state', () => {
    expect(new Set(shortest.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['"empty"', '"showing"']))
  })

  it.each(paths.map((path) => [label(path), path] as const))('path %s, dismissed by the user', (_, path) => walk(path, false))
  it.each(paths.map((path) => [label(path), path] as const))('path %s, dismissed by the timer', (_, path) => walk(path, true))
})

describe('toast machine', () => {
  it('dismisses a toast after 5000 ms', () => {
    const { clock, actor } = start()
    actor.send({ type: 'toast.show', message: 'Saved' })
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'toast-1', message: 'Saved', tone: 'info' }])
    clock.increment(4_999)
    expect(ids(actor.getSnapshot())).toEqual(['toast-1'])
    clock.increment(1)
    expect(actor.getSnapshot().context.toasts).toEqual([])
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('dismisses only the toast asked for', () => {
    const { clock, actor } = start()
    actor.send({ type: 'toast.show', message: 'First' })
    actor.send({ type: 'toast.show', message: 'Second', tone: 'success' })
    actor.send({ type: 'toast.dismiss', id: 'toast-1' })
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'toast-2', message: 'Second', tone: 'success' }])
    expect(actor.getSnapshot().value).toBe('showing')
    clock.increment(TOAST_MS)
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('keeps each toast for its own 5000 ms', () => {
    const { clock, actor } = start()
    actor.send({ type: 'toast.show', message: 'First' })
    clock.increment(2_000)
    actor.send({ type: 'toast.show', message: 'Second' })
    clock.increment(3_000)
    expect(ids(actor.getSnapshot())).toEqual(['toast-2'])
    clock.increment(1_999)
    expect(ids(actor.getSnapshot())).toEqual(['toast-2'])
    clock.increment(1)
    expect(ids(actor.getSnapshot())).toEqual([])
  })

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    const { clock, actor } = start()
    actor.send({ type: 'toast.show', message: 'Offer failed', tone: 'error', id: 'offer' })
    clock.increment(4_000)
    actor.send({ type: 'toast.show', message: 'Offer failed again', tone: 'error', id: 'offer' })
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'offer', message: 'Offer failed again', tone: 'error' }])
    clock.increment(4_000)
    expect(ids(actor.getSnapshot())).toEqual(['offer'])
    clock.increment(1_000)
    expect(ids(actor.getSnapshot())).toEqual([])
  })

  it('ignores the dismissal of a toast that is gone', () => {
    const { actor } = start()
    actor.send({ type: 'toast.show', message: 'Saved' })
    actor.send({ type: 'toast.dismiss', id: 'toast-9' })
    expect(ids(actor.getSnapshot())).toEqual(['toast-1'])
  })
})
