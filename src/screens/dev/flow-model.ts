import { screenText } from '../../domain/screens'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

/** The deepest of the state ids: those no other id is inside. */
export const leafIds = (ids: readonly string[]) => ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))

/** A state id without its machine's: `active.offer.waiting` (the machine's own id for its root). */
export const stateKey = (id: string) => id.split('.').slice(1).join('.') || id

/** A state of a machine as the diagram draws it. */
export interface FlowState {
  id: string
  key: string
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: boolean
  description: string | null
  screen: string | null
  /** The actors the state invokes, by id (and source when it differs). */
  invokes: string[]
  children: FlowState[]
  /** Drawn closed: how many states it holds, hidden (collapseGraph). */
  hidden?: number
}

/**
 * A transition as the diagram draws it. `source` and `target` are state node ids (target null: it
 * stays where it is, listed in its state's box rather than drawn as a loop); `from`, `event`,
 * `guard` and `to` name it as the QA oracle's tables do (tests/model/oracle), so that a test can
 * hold the picture to them.
 */
export interface FlowEdge {
  id: string
  source: string
  target: string | null
  from: string
  event: string
  guard: string
  to: string
  /** It has no guard while another transition of the same event and state has one: the else branch. */
  otherwise: boolean
  /** It neither moves nor does anything: the event is ignored there. */
  ignored: boolean
  /** Declared on the machine's root: taken from any state that does not handle the event itself. */
  fromAnyState: boolean
}

export interface FlowGraph {
  id: string
  root: FlowState
  /** Transitions that move, one per target. */
  edges: FlowEdge[]
  /** Transitions that stay in their state, and events ignored there. */
  stays: FlowEdge[]
}

/** An event as the oracle tables write it: `done loadQuote`, `error login`, `after statusPoll`, `always`, `done`, or the event. */
export function eventName(eventType: string): string {
  if (eventType === '') return 'always'
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1]} ${actor[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  return /^xstate\.done\.state\./.test(eventType) ? 'done' : eventType
}

/** The event of a transition in words: `after flowPoll`, `done: login`, `error: login`, `always`, or the event. */
export function eventLabel(eventType: string): string {
  return eventName(eventType).replace(/^(done|error) /, '$1: ')
}

/** The words of a transition as the Mermaid export writes them: `event [guard]`, `[else]` for the else branch. */
export function plainLabel(edge: FlowEdge): string {
  const guard = edge.guard !== '—' ? edge.guard : edge.otherwise ? 'else' : null
  return `${edge.event.replace(/^(done|error) /, '$1: ')}${guard ? ` [${guard}]` : ''}`
}

function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  // A guard written in place, as a function of the transition, has no name of its own.
  if (typeof guard === 'function') return 'inline'
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'inline'
}

interface TransitionLike {
  eventType: string
  guard?: unknown
  target?: readonly AnyStateNode[] | undefined
  actions?: readonly unknown[]
}

/** A state node as the oracle tables name it: its path in the machine, or the machine's id for the root. */
const stateName = (node: AnyStateNode) => (node.path.length === 0 ? node.machine.id : node.path.join('.'))

function toState(node: AnyStateNode, initialKey: string | undefined): FlowState {
  const meta = (node.meta ?? {}) as { description?: unknown; screen?: unknown }
  const initial = (node as unknown as { initial?: { target?: AnyStateNode[] } }).initial
  const firstKey = initial?.target?.[0]?.key
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: initialKey !== undefined && node.key === initialKey,
    description: typeof meta.description === 'string' ? meta.description : null,
    screen: screenText(meta.screen),
    invokes: node.invoke.map((invoke) => {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id
      return src === invoke.id ? invoke.id : `${invoke.id} (${src})`
    }),
    children: Object.values(node.states).map((child) => toState(child as AnyStateNode, firstKey)),
  }
}

function* walk(node: AnyStateNode): Generator<AnyStateNode> {
  yield node
  for (const child of Object.values(node.states)) yield* walk(child as AnyStateNode)
}

/** The diagram of a machine, read from its definition (machine.root): states, nesting, invokes, transitions. */
export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const edges: FlowEdge[] = []
  const stays: FlowEdge[] = []
  for (const node of walk(machine.root)) {
    const transitions: TransitionLike[] = [
      ...[...node.transitions.values()].flat(),
      ...((node.always ?? []) as TransitionLike[]).map((transition) => ({ ...transition, eventType: '' })),
    ]
    const guarded = new Set(transitions.filter((transition) => transition.guard).map((transition) => transition.eventType))
    transitions.forEach((transition, index) => {
      const targets = transition.target ?? []
      const shared = {
        source: node.id,
        from: stateName(node),
        event: eventName(transition.eventType),
        guard: guardLabel(transition.guard) ?? '—',
        to: targets.length > 0 ? targets.map(stateName).join(', ') : '—',
        otherwise: !transition.guard && guarded.has(transition.eventType),
        ignored: targets.length === 0 && (transition.actions ?? []).length === 0,
        fromAnyState: node.parent === undefined,
      }
      if (targets.length === 0) stays.push({ ...shared, id: `${node.id}#${index}`, target: null })
      for (const target of targets) edges.push({ ...shared, id: `${node.id}#${index}→${target.id}`, target: target.id })
    })
  }
  return { id: machine.id, root: toState(machine.root, undefined), edges, stays }
}

/**
 * The graph with these compound states drawn closed: their inner states hidden, each transition
 * that enters or leaves one drawn from or to the closed state (once per event, guard and end), the
 * ones inside it left out, as are the events its inner states handle without moving.
 */
export function collapseGraph(graph: FlowGraph, collapsed: ReadonlySet<string>): FlowGraph {
  if (collapsed.size === 0) return graph
  const count = (state: FlowState): number => state.children.reduce((sum, child) => sum + 1 + count(child), 0)
  const close = (state: FlowState): FlowState =>
    collapsed.has(state.id) && state.children.length > 0
      ? { ...state, children: [], hidden: count(state) }
      : { ...state, children: state.children.map(close) }
  const root = close(graph.root)
  const shown = new Set(flowStates({ ...graph, root }).map((state) => state.id))
  // The outermost state still drawn that holds this one (itself when drawn).
  const drawnAs = (id: string) => {
    let at = id
    while (!shown.has(at)) at = at.slice(0, at.lastIndexOf('.'))
    return at
  }
  const seen = new Set<string>()
  const edges = graph.edges.flatMap((edge) => {
    const source = edge.fromAnyState ? edge.source : drawnAs(edge.source)
    const target = drawnAs(edge.target!)
    const inside = source === target && source !== edge.source && collapsed.has(source)
    const key = `${source} ${target} ${edge.event} ${edge.guard}`
    if (inside || seen.has(key)) return []
    seen.add(key)
    return [{ ...edge, id: `${edge.id}@${source}→${target}`, source, target }]
  })
  return { ...graph, root, edges, stays: graph.stays.filter((edge) => shown.has(edge.source)) }
}

/** Every state of the graph, the root first. */
export function flowStates(graph: FlowGraph): FlowState[] {
  const all: FlowState[] = []
  const visit = (state: FlowState) => {
    all.push(state)
    state.children.forEach(visit)
  }
  visit(graph.root)
  return all
}

// ---- Mermaid (stateDiagram-v2) ----

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_')
const mermaidText = (text: string) =>
  text
    .replace(/[:;#"{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The machine as Mermaid `stateDiagram-v2` text: nested and parallel states, initial arrows, labelled transitions. */
export function toMermaid(graph: FlowGraph): string {
  const lines = ['stateDiagram-v2']
  const body = (state: FlowState, indent: string) => {
    const children = state.children
    const regions = state.kind === 'parallel'
    children.forEach((child, index) => {
      if (regions && index > 0) lines.push(`${indent}--`)
      if (child.initial) lines.push(`${indent}[*] --> ${mermaidId(child.id)}`)
      if (child.children.length > 0) {
        lines.push(`${indent}state "${mermaidText(child.key)}" as ${mermaidId(child.id)} {`)
        body(child, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        lines.push(`${indent}state "${mermaidText(child.key)}" as ${mermaidId(child.id)}`)
        if (child.kind === 'final') lines.push(`${indent}${mermaidId(child.id)} --> [*]`)
      }
    })
  }
  body(graph.root, '  ')
  const any = `${mermaidId(graph.root.id)}__any`
  if (graph.edges.some((edge) => edge.fromAnyState)) lines.push(`  state "any state" as ${any}`)
  for (const edge of graph.edges) {
    if (edge.target === graph.root.id) continue
    const source = edge.fromAnyState ? any : mermaidId(edge.source)
    lines.push(`  ${source} --> ${mermaidId(edge.target!)} : ${mermaidText(plainLabel(edge))}`)
  }
  for (const state of flowStates(graph)) {
    const stays = graph.stays.filter((edge) => edge.source === state.id)
    const notes = [
      state.screen ? `screen ${state.screen}` : null,
      ...state.invokes.map((invoke) => `invokes ${invoke}`),
      ...stays.map((edge) => `${edge.ignored ? 'ignores' : 'stays on'} ${plainLabel(edge)}`),
    ].filter(Boolean)
    if (state.id !== graph.root.id && notes.length > 0)
      lines.push(`  note right of ${mermaidId(state.id)} : ${mermaidText(notes.join(', '))}`)
  }
  return `${lines.join('\n')}\n`
}

// ---- Layout (ELK JSON in, positioned boxes out) ----

export interface ElkLabel {
  text: string
  width: number
  height: number
  x?: number
  y?: number
}
export interface ElkNode {
  id: string
  width?: number
  height?: number
  x?: number
  y?: number
  labels?: ElkLabel[]
  layoutOptions?: Record<string, string>
  children?: ElkNode[]
  edges?: ElkEdge[]
}
export interface ElkEdge {
  id: string
  sources: string[]
  targets: string[]
  labels?: ElkLabel[]
  container?: string
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[]
}
export interface Point {
  x: number
  y: number
}

export const CHAR_WIDTH = 7
const LINE = 18

/**
 * The words a diagram is drawn with: the visualiser's, in the reader's language; the Mermaid
 * export's and the tests', plain (PLAIN_WORDS).
 */
export interface DiagramWords {
  /** A transition's label on its line. */
  edge: (edge: FlowEdge) => string
  /** A transition that stays, or an event ignored, as its state's box lists it. */
  stay: (edge: FlowEdge) => string
  screen: (screen: string) => string
  invoke: (invoke: string) => string
  /** A compound state drawn closed, with how many states it holds. */
  hidden: (count: number) => string
  /** The mark the machine's root-level transitions leave from. */
  anyState: string
}

export const PLAIN_WORDS: DiagramWords = {
  edge: plainLabel,
  stay: (edge) => `${edge.ignored ? 'ignores' : 'stays on'} ${plainLabel(edge)}`,
  screen: (screen) => `screen: ${screen}`,
  invoke: (invoke) => `invoke: ${invoke}`,
  hidden: (count) => `${count} states inside`,
  anyState: 'any state',
}

/** The lines a state's box shows: its name, its screen, its invoked actors and the events it handles without moving. */
export function stateLines(state: FlowState, graph: FlowGraph, words: DiagramWords = PLAIN_WORDS): string[] {
  const stays = state.id === graph.root.id ? [] : graph.stays.filter((edge) => edge.source === state.id)
  return [
    state.key,
    ...(state.hidden ? [words.hidden(state.hidden)] : []),
    ...(state.screen ? [words.screen(state.screen)] : []),
    ...state.invokes.map(words.invoke),
    ...stays.map(words.stay),
  ]
}

/**
 * The lines of the mark "from any state": its name, and the events the machine's root handles
 * without moving; none when the root declares no transition.
 */
export function anyStateLines(graph: FlowGraph, words: DiagramWords = PLAIN_WORDS): string[] {
  const stays = rootStays(graph)
  return graph.edges.some((edge) => edge.fromAnyState) || stays.length > 0 ? [words.anyState, ...stays.map(words.stay)] : []
}

/** The events the machine's root handles without moving, in any state. */
export const rootStays = (graph: FlowGraph) => graph.stays.filter((edge) => edge.fromAnyState)

const textWidth = (lines: string[]) => Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH + 24

/** The mark of a compound state's (or the machine's) initial state, and of the machine's root-level transitions. */
export const initialMark = (stateId: string) => `${stateId}#initial`
export const anyStateMark = (graph: FlowGraph) => `${graph.root.id}#any`
const MARK = 14
/** Room at a compound state's top right for its button that closes or opens it. */
const TOGGLE = 32

/**
 * The ELK input for a machine: one node per state (compound ones hold their children), a dot before
 * each initial state, a mark for the transitions declared on the root, edges on the root.
 */
export function toElk(graph: FlowGraph, words: DiagramWords = PLAIN_WORDS): ElkNode {
  const initialEdges: ElkEdge[] = []
  const marked = (state: FlowState, children: ElkNode[]): ElkNode[] => {
    const first = state.kind === 'parallel' ? undefined : state.children.find((child) => child.initial)
    if (!first) return children
    initialEdges.push({ id: `${initialMark(state.id)}→`, sources: [initialMark(state.id)], targets: [first.id] })
    return [{ id: initialMark(state.id), width: MARK, height: MARK }, ...children]
  }
  const node = (state: FlowState): ElkNode => {
    const lines = stateLines(state, graph, words)
    if (state.children.length === 0) {
      return {
        id: state.id,
        // A closed compound state keeps room for its button that opens it.
        width: textWidth(lines) + (state.hidden ? TOGGLE : 0),
        height: lines.length * LINE + 14,
        labels: [{ text: state.key, width: textWidth([state.key]), height: LINE }],
      }
    }
    return {
      id: state.id,
      labels: [{ text: state.key, width: textWidth([state.key]), height: LINE }],
      layoutOptions: {
        'elk.padding': `[top=${lines.length * LINE + 14},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${textWidth(lines) + TOGGLE},40)`,
      },
      children: marked(state, state.children.map(node)),
    }
  }
  const inner = marked(graph.root, graph.root.children.map(node))
  const anyLines = anyStateLines(graph, words)
  const any =
    anyLines.length > 0 ? [{ id: anyStateMark(graph), width: textWidth(anyLines), height: anyLines.length * LINE + 10 }] : []
  return {
    id: graph.root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      // Tighter around the many lines of the large machines (a quarter less area than ELK's defaults).
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH',
      'elk.spacing.edgeEdge': '6',
      'elk.spacing.edgeNode': '12',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
      'elk.layered.spacing.edgeNodeBetweenLayers': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [...any, ...inner],
    edges: [
      ...initialEdges,
      ...graph.edges
        .filter((edge) => edge.target !== graph.root.id)
        .map((edge) => {
          const text = words.edge(edge)
          return {
            id: edge.id,
            sources: [edge.fromAnyState ? anyStateMark(graph) : edge.source],
            targets: [edge.target!],
            labels: [{ text, width: text.length * CHAR_WIDTH * 0.85 + 6, height: 14 }],
          }
        }),
    ],
  }
}

export interface LaidOutState {
  state: FlowState
  x: number
  y: number
  width: number
  height: number
  depth: number
}
export interface LaidOutEdge {
  edge: FlowEdge
  points: Point[]
  label: { text: string; x: number; y: number } | null
}
/** A dot before an initial state, or the mark root-level transitions leave from. */
export interface LaidOutMark {
  id: string
  kind: 'initial' | 'any'
  x: number
  y: number
  width: number
  height: number
}
export interface FlowLayout {
  width: number
  height: number
  states: LaidOutState[]
  edges: LaidOutEdge[]
  marks: LaidOutMark[]
  /** The arrows from each initial dot to its state. */
  initials: Point[][]
}

/** ELK's answer in absolute coordinates: boxes parents-first (so children draw on top) and edge polylines. */
export function fromElk(graph: FlowGraph, laidOut: ElkNode): FlowLayout {
  const byId = new Map(flowStates(graph).map((state) => [state.id, state]))
  const origin = new Map<string, Point>([[laidOut.id, { x: 0, y: 0 }]])
  const states: LaidOutState[] = []
  const marks: LaidOutMark[] = []
  const visit = (node: ElkNode, offset: Point, depth: number) => {
    for (const child of node.children ?? []) {
      const x = offset.x + (child.x ?? 0)
      const y = offset.y + (child.y ?? 0)
      origin.set(child.id, { x, y })
      const state = byId.get(child.id)
      const box = { x, y, width: child.width ?? 0, height: child.height ?? 0 }
      if (state) states.push({ state, ...box, depth })
      else marks.push({ id: child.id, kind: child.id.endsWith('#any') ? 'any' : 'initial', ...box })
      visit(child, { x, y }, depth + 1)
    }
  }
  visit(laidOut, { x: 0, y: 0 }, 0)
  const edgesById = new Map(graph.edges.map((edge) => [edge.id, edge]))
  const edges: LaidOutEdge[] = []
  const initials: Point[][] = []
  for (const elkEdge of laidOut.edges ?? []) {
    const shift = origin.get(elkEdge.container ?? laidOut.id) ?? { x: 0, y: 0 }
    const move = (point: Point) => ({ x: point.x + shift.x, y: point.y + shift.y })
    const points = (elkEdge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(move),
    )
    const edge = edgesById.get(elkEdge.id)
    if (!edge) {
      if (elkEdge.id.endsWith('#initial→')) initials.push(points)
      continue
    }
    const label = elkEdge.labels?.[0]
    edges.push({
      edge,
      points,
      label:
        label && label.x !== undefined && label.y !== undefined
          ? { text: label.text, x: label.x + shift.x, y: label.y + shift.y }
          : null,
    })
  }
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges, marks, initials }
}

/** A machine as the visualiser draws it: its graph (data only) and the system id of its live actor. */
export interface DrawnGraph {
  name: string
  /** 'root' for the root actor itself, a system id, or the machine's name for an actor its screen starts (machines/ids.ts). */
  live: string
  /** Its actor is started by a screen, and followed only while that screen is open. */
  byScreen: boolean
  graph: FlowGraph
}

/** The active state node ids of each followed actor (null: it has not joined the system yet), by 'root' or system id. */
export type LiveStates = Record<string, string[] | null>

/** A transition a followed actor took: when, which actor ('root', a system id or a screen's machine), the event, and its leaf states before and after. */
export interface LiveLogEntry {
  at: number
  actor: string
  event: string
  from: string[]
  to: string[]
}

/** Another tab of this browser running the app, as it last reported itself. */
export interface WatchedTab {
  tab: string
  path: string
  states: LiveStates
  /** Its latest transitions, oldest first. */
  log: LiveLogEntry[]
  seenAt: number
  /** It said it was leaving, or let go of its lock, at this time: reloading, or closed for good. */
  awaySince: number | null
}
