import { readdirSync, readFileSync } from 'node:fs'
import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { createMachine, setup } from 'xstate'
import { authMachine } from '../../machines/auth.machine'
import * as ids from '../../machines/ids'
import { readOracle, rowKey } from '../model/support/oracle'
import { LIVE_IDS } from '../../src/app/dev-flows-beacon'
import { FLOWS_CHANNEL } from '../../src/app/dev-flows-channel'
import { DRAWN_MACHINES } from '../../src/app/dev-flows-machines'
import {
  eventLabel,
  flowGraph,
  flowStates,
  fromElk,
  plainLabel,
  stateLines,
  toElk,
  toMermaid,
  type ElkNode,
} from '../../src/screens/dev/flow-model'

const door = setup({
  guards: { hasKey: () => true },
  actors: { ring: createMachine({}) },
  delays: { autoLock: 5_000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { fire: '.gone', ping: { actions: () => {} } },
  states: {
    closed: {
      meta: { description: 'The door is shut', screen: 'hall' },
      on: { open: [{ guard: 'hasKey', target: 'open' }, { target: 'closed' }], knock: {} },
    },
    open: {
      type: 'parallel',
      invoke: { id: 'bell', src: 'ring' },
      after: { autoLock: '#door.closed' },
      states: {
        light: { initial: 'on', states: { on: { on: { dim: 'off' } }, off: {} } },
        fan: { initial: 'still', states: { still: {} } },
      },
    },
    gone: { type: 'final' },
  },
})

describe('flow diagrams: graph from a machine definition', () => {
  it('names delays, actor answers and eventless transitions in words', () => {
    expect(eventLabel('xstate.after.flowPoll.flow.client.waiting')).toBe('after flowPoll')
    expect(eventLabel('xstate.done.actor.login')).toBe('done: login')
    expect(eventLabel('xstate.error.actor.login')).toBe('error: login')
    expect(eventLabel('')).toBe('always')
    expect(eventLabel('xstate.done.state.door.open')).toBe('done')
    expect(eventLabel('mfa.submit')).toBe('mfa.submit')
  })

  it('reads nested and parallel states, meta, invokes and labelled transitions', () => {
    const graph = flowGraph(door)
    const states = Object.fromEntries(flowStates(graph).map((state) => [state.id, state]))
    expect(states['door.open']).toMatchObject({ kind: 'parallel', invokes: ['bell (ring)'] })
    expect(states['door.closed']).toMatchObject({ initial: true, description: 'The door is shut', screen: 'hall' })
    expect(states['door.open.light.on']?.initial).toBe(true)
    expect(states['door.gone']?.kind).toBe('final')
    expect(graph.edges.map((edge) => ({ source: edge.source, target: edge.target, label: plainLabel(edge) }))).toEqual([
      { source: 'door', target: 'door.gone', label: 'fire' },
      { source: 'door.closed', target: 'door.open', label: 'open [hasKey]' },
      { source: 'door.closed', target: 'door.closed', label: 'open [else]' },
      { source: 'door.open', target: 'door.closed', label: 'after autoLock' },
      { source: 'door.open.light.on', target: 'door.open.light.off', label: 'dim' },
    ])
  })

  it('names each transition as the QA oracle tables do, root-level ones marked as taken from any state', () => {
    const graph = flowGraph(door)
    const row = ({ from, event, guard, to }: { from: string; event: string; guard: string; to: string }) =>
      `${from} --${event} [${guard}]--> ${to}`
    expect(graph.edges.map(row)).toEqual([
      'door --fire [—]--> gone',
      'closed --open [hasKey]--> open',
      'closed --open [—]--> closed',
      'open --after autoLock [—]--> closed',
      'open.light.on --dim [—]--> open.light.off',
    ])
    expect(graph.edges.map((edge) => edge.fromAnyState)).toEqual([true, false, false, false, false])
  })

  it('lists the events a state handles without moving, and those it ignores, instead of drawing loops', () => {
    const graph = flowGraph(door)
    expect(graph.stays.map(({ from, event, ignored }) => ({ from, event, ignored }))).toEqual([
      { from: 'door', event: 'ping', ignored: false },
      { from: 'closed', event: 'knock', ignored: true },
    ])
    const closed = flowStates(graph).find((state) => state.id === 'door.closed')!
    expect(stateLines(closed, graph)).toEqual(['closed', 'screen: hall', 'ignores knock'])
    expect(toMermaid(graph)).toContain('note right of door_closed : screen hall, ignores knock')
  })
})

describe('flow diagrams: Mermaid export', () => {
  it('writes stateDiagram-v2 with nesting, parallel regions, initial arrows and labelled transitions', () => {
    const text = toMermaid(flowGraph(door))
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true)
    expect(text).toContain('  [*] --> door_closed\n')
    expect(text).toContain('  state "open" as door_open {\n')
    expect(text).toMatch(
      /state "light" as door_open_light \{\n\s+\[\*\] --> door_open_light_on\n[\s\S]*\n\s+--\n\s+state "fan" as door_open_fan \{\n\s+\[\*\] --> door_open_fan_still/,
    )
    expect(text).toContain('  door_closed --> door_open : open [hasKey]\n')
    expect(text).toContain('  door_open --> door_closed : after autoLock\n')
    expect(text).toContain('  door_gone --> [*]')
    expect(text).toContain('note right of door_closed : screen hall')
    expect(text).toContain('note right of door_open : invokes bell (ring)')
  })

  it('keeps the characters Mermaid reads as syntax out of labels', () => {
    const text = toMermaid(flowGraph(authMachine))
    for (const line of text.split('\n').filter((line) => line.includes(' --> ') && line.includes(' : '))) {
      expect(line.split(' : ')[1]).not.toMatch(/[:;#{}"]/)
    }
  })
})

describe('flow diagrams: layout', () => {
  it('gives ELK one node per state, compound states holding their children, an initial dot per level, and every transition', () => {
    const elk = toElk(flowGraph(door))
    expect(elk.children?.map((child) => child.id)).toEqual(['door#any', 'door#initial', 'door.closed', 'door.open', 'door.gone'])
    // A parallel state's regions are all entered: no initial dot; each region has its own.
    const open = elk.children?.[3]
    expect(open?.children?.map((child) => child.id)).toEqual(['door.open.light', 'door.open.fan'])
    expect(open?.children?.[0]?.children?.map((child) => child.id)).toEqual([
      'door.open.light#initial',
      'door.open.light.on',
      'door.open.light.off',
    ])
    const edges = (elk.edges ?? []).map((edge) => `${edge.sources[0]} → ${edge.targets[0]}`)
    expect(edges).toEqual([
      'door.open.light#initial → door.open.light.on',
      'door.open.fan#initial → door.open.fan.still',
      'door#initial → door.closed',
      'door#any → door.gone',
      'door.closed → door.open',
      'door.closed → door.closed',
      'door.open → door.closed',
      'door.open.light.on → door.open.light.off',
    ])
    expect(elk.layoutOptions?.['elk.hierarchyHandling']).toBe('INCLUDE_CHILDREN')
  })

  it('turns the laid-out graph into absolute boxes, children inside their parents, and edge polylines', async () => {
    const graph = flowGraph(authMachine)
    const laidOut = (await new ELK().layout(toElk(graph) as never)) as unknown as ElkNode
    const layout = fromElk(graph, laidOut)
    expect(layout.states).toHaveLength(flowStates(graph).length - 1)
    const box = Object.fromEntries(layout.states.map((entry) => [entry.state.id, entry]))
    for (const entry of layout.states) {
      const parent = box[entry.state.id.split('.').slice(0, -1).join('.')]
      if (!parent) continue
      expect(entry.x).toBeGreaterThanOrEqual(parent.x)
      expect(entry.y).toBeGreaterThanOrEqual(parent.y)
      expect(entry.x + entry.width).toBeLessThanOrEqual(parent.x + parent.width)
      expect(entry.y + entry.height).toBeLessThanOrEqual(parent.y + parent.height)
      expect(entry.depth).toBe(parent.depth + 1)
    }
    expect(layout.edges.length).toBe(graph.edges.length)
    for (const { points } of layout.edges) {
      expect(points.length).toBeGreaterThanOrEqual(2)
      for (const point of points) {
        expect(point.x).toBeGreaterThanOrEqual(0)
        expect(point.x).toBeLessThanOrEqual(layout.width)
        expect(point.y).toBeLessThanOrEqual(layout.height)
      }
    }
    // An edge starts on the border of its source's box.
    const first = layout.edges.find((entry) => entry.edge.source === 'auth.loggedOut.idle')!
    const source = box['auth.loggedOut.idle']!
    const [start] = first.points
    expect(start!.x).toBeGreaterThanOrEqual(source.x - 1)
    expect(start!.x).toBeLessThanOrEqual(source.x + source.width + 1)
    expect(start!.y).toBeGreaterThanOrEqual(source.y - 1)
    expect(start!.y).toBeLessThanOrEqual(source.y + source.height + 1)
  })
})

describe('flow diagrams: the machines drawn', () => {
  it("draws each machine's transitions exactly as its QA oracle table lists them, the ones that stay included", () => {
    for (const { name, machine } of DRAWN_MACHINES) {
      const graph = flowGraph(machine)
      const drawn = new Set([...graph.edges, ...graph.stays].map(rowKey))
      expect([...drawn].sort(), name).toEqual([...new Set(readOracle(name).map(rowKey))].sort())
    }
  })

  it('draws every machine of machines/, following live each long-lived actor of the system', () => {
    const files = readdirSync('machines').filter((file) => file.endsWith('.machine.ts'))
    expect(DRAWN_MACHINES.map((drawn) => `${drawn.name}.machine.ts`).sort()).toEqual(files.sort())
    const systemIds = Object.values(ids).filter((value) => typeof value === 'string')
    expect(
      DRAWN_MACHINES.map((drawn) => drawn.live)
        .filter((live) => live !== null && live !== 'root')
        .sort(),
    ).toEqual([...systemIds].sort())
    // What another tab reports is what the visualiser follows, on the channel the app listens to.
    expect([...LIVE_IDS].sort()).toEqual(['root', ...systemIds].sort())
    expect(readFileSync('src/main.tsx', 'utf8')).toContain(`new BroadcastChannel('${FLOWS_CHANNEL}')`)
  })

  it('says of every state what it is (meta.description), for the product owner who clicks it', () => {
    const undescribed = DRAWN_MACHINES.flatMap((drawn) =>
      flowStates(flowGraph(drawn.machine))
        .slice(1)
        .filter((state) => !state.description)
        .map((state) => state.id),
    )
    expect(undescribed).toEqual([])
  })
})
