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
  })
})
