import { describe, expect, it, vi } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import { calculatorMachine } from '../../machines/calculator.machine'
import { offeredTypes, startSimulation, stepSimulation, verdictOf, viewOf } from '../../src/app/dev-flows-simulation'
import { fromJson, NotJson, toJson, type JsonObject } from '../../src/screens/dev/simulator-model'

const revive = (data: JsonObject) => fromJson(data) as object

/** A door with a lock, a call it makes while opening, and a delay before it closes by itself. */
function door() {
  const opener = vi.fn(() => Promise.resolve('opened'))
  const ring = vi.fn()
  const machine = setup({
    types: {
      context: {} as { knocks: number },
      events: {} as { type: 'knock' } | { type: 'open'; key: string } | { type: 'lock' },
    },
    actors: { openDoor: fromPromise(opener) },
    actions: { ring },
    guards: { rightKey: ({ event }) => (event as { key: string }).key.toUpperCase() === 'K1' },
    delays: { autoClose: 5_000 },
  }).createMachine({
    id: 'door',
    initial: 'shut',
    context: { knocks: 0 },
    states: {
      shut: {
        on: {
          knock: { actions: [assign({ knocks: ({ context }) => context.knocks + 1 }), 'ring'] },
          open: { guard: 'rightKey', target: 'opening' },
          lock: 'locked',
        },
      },
      locked: { type: 'final' },
      opening: {
        invoke: { id: 'openDoor', src: 'openDoor', onDone: 'open', onError: 'jammed' },
      },
      open: { after: { autoClose: 'shut' } },
      jammed: {},
    },
  })
  return { machine, opener, ring }
}

describe("the visualiser's simulator, stepping a machine without running it", () => {
  it.each([['a guest', { saved: null, today: new Date(2026, 10, 21) }, ['calculator', 'calculator.dormant']]])(
    'starts the calculator for %s in its initial state, its context read as JSON',
    (_label, input, states) => {
      const view = viewOf(startSimulation(calculatorMachine, input), {}, revive)
      expect(view.states).toEqual(states)
      expect(view.status).toBe('active')
      expect(view.context).toMatchObject({ amount: null, tab: 0, today: { $date: '2026-11-21T00:00:00.000' } })
      expect(view.events.map((event) => event.type)).toEqual(['calculator.shown', 'client.changed', 'leadInfo.changed'])
    },
  )

  it.each([
    // event, where it goes, whether anything changed
    [{ type: 'lock' }, ['door', 'door.locked'], true],
    [{ type: 'knock' }, ['door', 'door.shut'], true],
    [{ type: 'open', key: 'k1' }, ['door', 'door.opening'], true],
    [{ type: 'open', key: 'nope' }, ['door', 'door.shut'], false],
    [{ type: 'ring' }, ['door', 'door.shut'], false],
  ])('moves the shut door on %o to %o', (event, states, changed) => {
    const { machine } = door()
    const { snapshot, step } = stepSimulation(machine, startSimulation(machine, undefined), event)
    expect(viewOf(snapshot, {}, revive).states).toEqual(states)
    expect(step.changed).toBe(changed)
  })

  it("tells each example's verdict: taken, refused by its guard, or unchecked when the guard needs data it lacks", () => {
    const { machine } = door()
    const shut = startSimulation(machine, undefined)
    expect(verdictOf(shut, { type: 'open', key: 'K1' })).toBe('enabled')
    expect(verdictOf(shut, { type: 'open', key: 'x' })).toBe('refused')
    // The guard reads event.key: without it, it throws.
    expect(verdictOf(shut, { type: 'open' })).toBe('unchecked')
    expect(viewOf(shut, { open: [{ key: 'K1' }, { key: 'x' }] }, revive).events).toEqual([
      { type: 'knock', verdicts: ['enabled'] },
      { type: 'open', verdicts: ['enabled', 'refused'] },
      { type: 'lock', verdicts: ['enabled'] },
    ])
  })

  it("offers an invoked actor's answer and failure, and moves on each", () => {
    const { machine } = door()
    const opening = stepSimulation(machine, startSimulation(machine, undefined), { type: 'open', key: 'K1' }).snapshot
    expect(offeredTypes(opening)).toEqual(['xstate.done.actor.openDoor', 'xstate.error.actor.openDoor'])
    const done = stepSimulation(machine, opening, { type: 'xstate.done.actor.openDoor', output: 'opened' })
    expect(viewOf(done.snapshot, {}, revive).states).toEqual(['door', 'door.open'])
    const failed = stepSimulation(machine, opening, { type: 'xstate.error.actor.openDoor', error: new Error('stuck') })
    expect(viewOf(failed.snapshot, {}, revive).states).toEqual(['door', 'door.jammed'])
  })

  it("offers a delay's end as its event, and moves on it", () => {
    const { machine } = door()
    const opening = stepSimulation(machine, startSimulation(machine, undefined), { type: 'open', key: 'K1' }).snapshot
    const open = stepSimulation(machine, opening, { type: 'xstate.done.actor.openDoor', output: 'opened' }).snapshot
    expect(offeredTypes(open)).toEqual(['xstate.after.autoClose.door.open'])
    const closed = stepSimulation(machine, open, { type: 'xstate.after.autoClose.door.open' })
    expect(viewOf(closed.snapshot, {}, revive).states).toEqual(['door', 'door.shut'])
  })

  it('runs no effect: the invoked call is never made and the action never called, only listed', async () => {
    const { machine, opener, ring } = door()
    const knocked = stepSimulation(machine, startSimulation(machine, undefined), { type: 'knock' })
    expect(knocked.step.effects).toEqual([{ type: 'ring', actor: null }])
    expect(knocked.snapshot.context).toEqual({ knocks: 1 })
    const opening = stepSimulation(machine, knocked.snapshot, { type: 'open', key: 'K1' })
    expect(opening.step.effects).toEqual([{ type: 'xstate.spawnChild', actor: 'openDoor' }])
    await new Promise((settle) => setTimeout(settle, 10))
    expect(opener).not.toHaveBeenCalled()
    expect(ring).not.toHaveBeenCalled()
    // Still waiting for the answer, which only the reader sends.
    expect(viewOf(opening.snapshot, {}, revive).states).toEqual(['door', 'door.opening'])
  })

  it('offers nothing once the machine has finished', () => {
    const { machine } = door()
    const locked = stepSimulation(machine, startSimulation(machine, undefined), { type: 'lock' }).snapshot
    expect(viewOf(locked, {}, revive)).toMatchObject({ status: 'done', events: [] })
  })
})

describe("the simulator's JSON for what JSON cannot hold", () => {
  it.each([
    [new Date(2026, 10, 21, 9, 30), { $date: '2026-11-21T09:30:00.000' }],
    [new TypeError('Failed to fetch'), { $error: 'TypeError', message: 'Failed to fetch' }],
    [new File(['abc'], 'ine.jpg', { type: 'image/jpeg' }), { $file: 'ine.jpg', type: 'image/jpeg', size: 3 }],
    [{ at: new Date(2026, 0, 2), gone: undefined }, { at: { $date: '2026-01-02T00:00:00.000' } }],
  ])('writes %o as %o, and reads it back', (value, json) => {
    expect(toJson(value)).toEqual(json)
    expect(toJson(fromJson(json))).toEqual(json)
  })

  it('reads a date back on the same wall clock, and a file of the same name, type and size', () => {
    expect((fromJson({ $date: '2026-11-21T09:30:00.000' }) as Date).getHours()).toBe(9)
    const file = fromJson({ $file: 'ine.jpg', type: 'image/jpeg', size: 3 }) as File
    expect([file.name, file.type, file.size]).toEqual(['ine.jpg', 'image/jpeg', 3])
  })

  it('refuses a machine or a function, and names them when only showing a context', () => {
    expect(() => toJson({ logic: calculatorMachine })).toThrow(NotJson)
    expect(() => toJson({ run: () => 1 })).toThrow(NotJson)
    expect(toJson({ logic: calculatorMachine, run: () => 1, n: 1 }, true)).toEqual({ logic: { $object: 'StateMachine' }, n: 1 })
  })
})
