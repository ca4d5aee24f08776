import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { popupMachine } from '../../machines/popup.machine'

function popup() {
  const clock = new SimulatedClock()
  const actor = createActor(popupMachine, { clock }).start()
  return { actor, clock, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context }
}

describe('a pointer resting on an info link', () => {
  it('is forgotten when it leaves, or when the route changes', () => {
    for (const leave of [{ type: 'popup.unhover' }, { type: 'route.changed', pathname: '/es/faq' }] as const) {
      const p = popup()
      p.actor.send({ type: 'popup.hover', id: 'cat' })
      expect(p.context().hovered).toBe('cat')
      p.actor.send(leave)
      expect(p.value()).toEqual({ closed: 'idle' })
      expect(p.context().hovered).toBeNull()
    }
  })

  it('is forgotten when a popup that stays open is opened by a click', () => {
    const p = popup()
    p.actor.send({ type: 'popup.hover', id: 'cat' })
    p.actor.send({ type: 'popup.open', id: 'terms', autoClose: false })
    expect(p.value()).toEqual({ open: 'pinned' })
    expect(p.context()).toMatchObject({ hovered: null, current: { id: 'terms', autoClose: false } })
  })
})

describe('a popup opened over another', () => {
  it('restarts the 7000 ms of the one it replaces', () => {
    const p = popup()
    p.actor.send({ type: 'popup.open', id: 'first' })
    p.clock.increment(5_000)
    p.actor.send({ type: 'popup.open', id: 'second' })
    p.clock.increment(5_000)
    expect(p.value()).toEqual({ open: 'timed' })
    expect(p.context().current?.id).toBe('second')
    p.clock.increment(2_000)
    expect(p.value()).toEqual({ closed: 'idle' })
  })
})
