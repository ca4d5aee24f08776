import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMachine, setup } from 'xstate'
import { asMessage, MACHINE_TEXTS_FILE, machineTextsModule, stateDescriptions } from '../../scripts/machine-texts'
import { DRAWN_MACHINES } from '../../src/app/dev-flows-machines'
import { flowGraph } from '../../src/screens/dev/flow-model'
import { GUARD_TEXTS } from '../../src/screens/dev/guard-texts'
import { transitionsOf } from '../../src/screens/dev/machine-texts'
import { STATE_TEXTS } from '../../src/screens/dev/machine-texts.gen'

describe("the visualiser's state descriptions in the catalog (src/screens/dev/machine-texts.gen.ts)", () => {
  it('are what `npm run machine-texts` writes from the machines today', () => {
    expect(
      readFileSync(MACHINE_TEXTS_FILE, 'utf8'),
      'a state description changed: run `npm run machine-texts`, then `npm run i18n:extract`, and translate it in locales/es/dev.po',
    ).toBe(machineTextsModule(stateDescriptions(DRAWN_MACHINES)))
  })

  it("hold each state's English as its meta has it, so that a changed one is told apart", () => {
    const application = DRAWN_MACHINES.find(({ name }) => name === 'application')!.machine
    expect(STATE_TEXTS['application.applying']?.english).toBe(
      application.getStateNodeById('application.applying').meta?.description,
    )
  })

  it('quote the braces of a description, which Lingui would read as a placeholder', () => {
    expect(asMessage('GET veriff/decision/{id}')).toBe("GET veriff/decision/'{id}'")
    expect(asMessage('POST loan/{id}/rollover/{id}/sign')).toBe("POST loan/'{id}'/rollover/'{id}'/sign")
    expect(asMessage('The new password, twice')).toBe('The new password, twice')
  })

  it('read the descriptions of nested states and only of states that have one', () => {
    const door = createMachine({
      id: 'door',
      initial: 'shut',
      states: {
        shut: { meta: { description: 'Shut' }, initial: 'locked', states: { locked: { meta: { description: 'Locked' } } } },
        open: {},
      },
    })
    expect(stateDescriptions([{ machine: door }])).toEqual([
      ['door.shut', 'Shut'],
      ['door.shut.locked', 'Locked'],
    ])
  })
})

describe("the visualiser's guard descriptions (src/screens/dev/guard-texts.ts)", () => {
  const named = Object.fromEntries(
    DRAWN_MACHINES.map(({ name, machine }) => [name, Object.keys(machine.implementations.guards ?? {}).sort()]),
  )
  const described = Object.fromEntries(Object.entries(GUARD_TEXTS).map(([name, guards]) => [name, Object.keys(guards).sort()]))

  it('describe every named guard of every machine, and no guard that no machine has', () => {
    expect(described).toEqual(named)
  })
})

describe('the transitions a chosen state lists', () => {
  const lock = setup({ guards: { hasKey: () => true } }).createMachine({
    id: 'lock',
    initial: 'locked',
    states: {
      locked: { on: { turn: [{ guard: 'hasKey', target: 'open' }, { target: 'jammed' }], knock: {} } },
      open: {},
      jammed: {},
    },
  })

  it('give event, guard (or the else branch) and target, and a transition without a target as staying', () => {
    expect(transitionsOf(flowGraph(lock), 'lock.locked')).toEqual([
      { id: expect.any(String) as string, event: 'turn', guard: 'hasKey', otherwise: false, target: 'lock.open' },
      { id: expect.any(String) as string, event: 'turn', guard: null, otherwise: true, target: 'lock.jammed' },
      { id: expect.any(String) as string, event: 'knock', guard: null, otherwise: false, target: null },
    ])
    expect(transitionsOf(flowGraph(lock), 'lock.open')).toEqual([])
  })
})
