import { describe, expect, it } from 'vitest'
import { assign, createMachine, setup, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { statelyConfig } from '../../src/app/dev-flows-configs'
import { DRAWN_MACHINES } from '../../src/app/dev-flows-machines'

function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const visit = (node: AnyStateNode) => {
    ids.push(node.id)
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode))
  }
  visit(machine.root)
  return ids
}

describe("a machine's JSON for Stately's tools", () => {
  it.each(DRAWN_MACHINES.map(({ name, machine }) => [name, machine] as const))(
    'makes the %s machine again, state for state, once read back as JSON',
    (_name, machine) => {
      const again = createMachine(JSON.parse(JSON.stringify(statelyConfig(machine))) as Parameters<typeof createMachine>[0])
      expect(stateIds(again)).toEqual(stateIds(machine))
    },
  )

  it('keeps names, descriptions, delays and actors, and names what is written in place', () => {
    const lamp = setup({
      types: { context: {} as { watts: number }, input: {} as { watts: number } },
      actors: { warm: createMachine({}) },
      actions: { glow: () => {} },
      guards: { hasBulb: () => true },
      delays: { fade: 500 },
    }).createMachine({
      id: 'lamp',
      initial: 'off',
      context: ({ input }) => ({ watts: input.watts }),
      states: {
        off: {
          meta: { description: 'Dark', screen: 'home' },
          on: { switch: { target: 'on', guard: 'hasBulb', actions: ['glow', assign({ watts: 60 }), () => {}] } },
        },
        on: {
          invoke: { id: 'heater', src: 'warm', input: ({ context }: { context: { watts: number } }) => context },
          after: { fade: 'off' },
        },
      },
    })
    expect(statelyConfig(lamp)).toEqual({
      id: 'lamp',
      initial: 'off',
      states: {
        off: {
          meta: { description: 'Dark', screen: 'home' },
          description: 'Dark',
          on: { switch: { target: 'on', guard: 'hasBulb', actions: ['glow', 'xstate.assign', 'inline'] } },
        },
        on: { invoke: { id: 'heater', src: 'warm' }, after: { fade: 'off' } },
      },
    })
  })
})
