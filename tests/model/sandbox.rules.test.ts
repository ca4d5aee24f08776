import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { sandboxMachine } from '../../machines/sandbox.machine'

describe('the simulated flow step', () => {
  it('has no errors, whatever step is chosen', () => {
    const actor = createActor(sandboxMachine).start()
    actor.send({ type: 'sandbox.step', step: 'reject_page', status: 'completed' })
    expect(actor.getSnapshot().context.flow).toEqual({ step: 'reject_page', status: 'completed', errors: [] })
  })
})
