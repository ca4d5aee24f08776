import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { toastMachine } from '../../machines/toast.machine'

describe('a toast shown again', () => {
  it('keeps the other toasts where they are, and goes last with its new message', () => {
    const actor = createActor(toastMachine, { clock: new SimulatedClock() }).start()
    actor.send({ type: 'toast.show', message: 'Guardado', id: 'saved' })
    actor.send({ type: 'toast.show', message: 'Sin conexión', tone: 'error' })
    actor.send({ type: 'toast.show', message: 'Guardado otra vez', id: 'saved', tone: 'success' })
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: 'toast-1', message: 'Sin conexión', tone: 'error' },
      { id: 'saved', message: 'Guardado otra vez', tone: 'success' },
    ])
  })
})
