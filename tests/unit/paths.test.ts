import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { machineReport, pathsReport } from '../../scripts/lib/paths'
import { pathsHtml } from '../../scripts/lib/paths-html'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { MACHINES } from '../../machines/ids'

/** A door that only opens with a key nobody sends, and a light switch. */
const tiny = (meta: { state?: object; transition?: object }) =>
  createMachine({
    id: 'tiny',
    initial: 'off',
    states: {
      off: { meta: { screen: 'dark' }, on: { toggle: 'on' } },
      on: { on: { toggle: 'off', unlock: { target: 'open', ...(meta.transition ? { meta: meta.transition } : {}) } } },
      open: { ...(meta.state ? { meta: meta.state } : {}) },
    },
  })
const walk = (machine: ReturnType<typeof tiny>) =>
  machineReport({
    name: 'tiny',
    model: machine,
    starts: [{ label: 'start' }],
    events: [{ type: 'toggle' }],
    serialize: (s) => s.value,
  })

describe('QA paths report', () => {
  it('fails a state and a transition that no path reaches', () => {
    const report = walk(tiny({}))
    expect(report.missing).toEqual({ states: ['tiny.open'], transitions: ['tiny.on --unlock[0]'] })
    expect(pathsReport([]).ok).toBe(true)
  })

  it('accepts what meta marks as deliberately unreachable with a reason, and only with one', () => {
    const marked = walk(
      tiny({ state: { unreachable: 'Opened by the caretaker only' }, transition: { unreachable: 'No key is issued' } }),
    )
    expect(marked.missing).toEqual({ states: [], transitions: [] })
    expect(marked.coverage.states).toEqual({ total: 4, covered: 3, unreachable: 1, percent: 100 })
    expect(marked.states.find((state) => state.id === 'tiny.open')?.unreachable).toBe('Opened by the caretaker only')
    const blank = walk(tiny({ state: { unreachable: '' }, transition: { unreachable: true } }))
    expect(blank.missing).toEqual({ states: ['tiny.open'], transitions: ['tiny.on --unlock[0]'] })
  })

  it('writes each path as steps with the event, its payload, the resulting state and its screen', () => {
    const report = walk(tiny({}))
    const back = report.paths.find((path) => path.description === 'toggle → toggle')
    expect(back?.steps).toEqual([
      { event: 'toggle', payload: null, state: ['on'], screen: null },
      { event: 'toggle', payload: null, state: ['off'], screen: 'dark' },
    ])
    const html = pathsHtml(
      pathsReport([
        { name: 'tiny', model: tiny({}), starts: [{ label: 'start' }], events: [{ type: 'toggle' }], serialize: (s) => s.value },
      ]),
    )
    expect(html).toContain('<a href="#machine-tiny">tiny</a>')
    expect(html).toContain('NOT COVERED')
  })

  it('covers every state and transition of every real machine', { timeout: 180_000 }, () => {
    const report = pathsReport(MACHINE_PATHS)
    expect(report.machines.map((machine) => machine.name).sort()).toEqual(Object.keys(MACHINES).sort())
    expect(report.machines.filter((machine) => machine.paths.length === 0)).toEqual([])
    expect(Object.fromEntries(report.machines.map((machine) => [machine.name, machine.missing]))).toEqual(
      Object.fromEntries(report.machines.map((machine) => [machine.name, { states: [], transitions: [] }])),
    )
    // A reason for being unreachable stays only where no path reaches: a state or transition a path
    // covers (a transient state its eventless transitions leave, an initial state) needs none.
    const needless = report.machines.flatMap((machine) =>
      [...machine.states.map((state) => ({ ...state, key: state.id })), ...machine.transitions]
        .filter((entry) => entry.covered && entry.unreachable !== null)
        .map((entry) => entry.key),
    )
    expect(needless).toEqual([])
  })

  it('counts eventless and delayed transitions and each guarded branch, and the states every start enters', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: () => false, target: 'locked' }, { target: 'closed' }] },
        closed: { after: { 1000: 'locked' }, on: { open: { guard: () => true, target: 'open' } } },
        locked: {},
        open: {},
      },
    })
    const report = machineReport({
      name: 'door',
      model: machine,
      starts: [{ label: 'start' }],
      events: [{ type: 'open' }, { type: 'xstate.after.1000.door.closed' }],
      serialize: (s) => s.value,
    })
    expect(report.coverage.eventless).toEqual({ total: 2, covered: 1, unreachable: 0, percent: 50 })
    expect(report.coverage.delayed).toEqual({ total: 1, covered: 1, unreachable: 0, percent: 100 })
    expect(report.coverage.guarded).toEqual({ total: 2, covered: 1, unreachable: 0, percent: 50 })
    // deciding is left before the actor settles, yet every start enters it.
    expect(report.missing).toEqual({ states: [], transitions: ['door.deciding --always[0]'] })
  })
})
