import { screenText } from '../../domain/screens'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

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
}

/** A transition: from a state to a target (itself when it has none), labelled with event, guard and delay. */
export interface FlowEdge {
  id: string
  source: string
  target: string
  label: string
}

export interface FlowGraph {
  id: string
  root: FlowState
  edges: FlowEdge[]
}

/** The event of a transition in words: `after flowPoll`, `done: login`, `error: login`, `always`, or the event. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (doneState) return 'done'
  return eventType === '' ? 'always' : eventType
}

function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'guard'
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'guard'
}

interface TransitionLike {
  eventType: string
  guard?: unknown
  target?: readonly AnyStateNode[] | undefined
}

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
  for (const node of walk(machine.root)) {
    const transitions: TransitionLike[] = [
      ...[...node.transitions.values()].flat(),
      ...((node.always ?? []) as TransitionLike[]).map((transition) => ({ ...transition, eventType: '' })),
    ]
    transitions.forEach((transition, index) => {
      const guard = guardLabel(transition.guard)
      const label = `${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`
      const targets = transition.target && transition.target.length > 0 ? transition.target : [node]
      for (const target of targets) {
        edges.push({ id: `${node.id}#${index}→${target.id}`, source: node.id, target: target.id, label })
      }
    })
  }
  return { id: machine.id, root: toState(machine.root, undefined), edges }
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
  for (const edge of graph.edges) {
    if (edge.source === graph.root.id || edge.target === graph.root.id) continue
    lines.push(`  ${mermaidId(edge.source)} --> ${mermaidId(edge.target)} : ${mermaidText(edge.label)}`)
  }
  for (const state of flowStates(graph)) {
    const notes = [state.screen ? `screen ${state.screen}` : null, ...state.invokes.map((invoke) => `invokes ${invoke}`)].filter(
      Boolean,
    )
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

/** The lines a state's box shows: its name, its screen and its invoked actors. */
export function stateLines(state: FlowState): string[] {
  return [state.key, ...(state.screen ? [`screen: ${state.screen}`] : []), ...state.invokes.map((invoke) => `invoke: ${invoke}`)]
}

const textWidth = (lines: string[]) => Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH + 24

/** The ELK input for a machine: one node per state (compound ones hold their children), edges on the root. */
export function toElk(graph: FlowGraph): ElkNode {
  const node = (state: FlowState): ElkNode => {
    const lines = stateLines(state)
    if (state.children.length === 0) {
      return {
        id: state.id,
        width: textWidth(lines),
        height: lines.length * LINE + 14,
        labels: [{ text: state.key, width: textWidth([state.key]), height: LINE }],
      }
    }
    return {
      id: state.id,
      labels: [{ text: state.key, width: textWidth([state.key]), height: LINE }],
      layoutOptions: {
        'elk.padding': `[top=${lines.length * LINE + 14},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${textWidth(lines)},40)`,
      },
      children: state.children.map(node),
    }
  }
  const inner = graph.root.children.map(node)
  return {
    id: graph.root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: inner,
    edges: graph.edges
      .filter((edge) => edge.source !== graph.root.id && edge.target !== graph.root.id)
      .map((edge) => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        labels: [{ text: edge.label, width: edge.label.length * CHAR_WIDTH * 0.85 + 6, height: 14 }],
      })),
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
export interface FlowLayout {
  width: number
  height: number
  states: LaidOutState[]
  edges: LaidOutEdge[]
}

/** ELK's answer in absolute coordinates: boxes parents-first (so children draw on top) and edge polylines. */
export function fromElk(graph: FlowGraph, laidOut: ElkNode): FlowLayout {
  const byId = new Map(flowStates(graph).map((state) => [state.id, state]))
  const origin = new Map<string, Point>([[laidOut.id, { x: 0, y: 0 }]])
  const states: LaidOutState[] = []
  const visit = (node: ElkNode, offset: Point, depth: number) => {
    for (const child of node.children ?? []) {
      const x = offset.x + (child.x ?? 0)
      const y = offset.y + (child.y ?? 0)
      origin.set(child.id, { x, y })
      const state = byId.get(child.id)
      if (state) states.push({ state, x, y, width: child.width ?? 0, height: child.height ?? 0, depth })
      visit(child, { x, y }, depth + 1)
    }
  }
  visit(laidOut, { x: 0, y: 0 }, 0)
  const edgesById = new Map(graph.edges.map((edge) => [edge.id, edge]))
  const edges: LaidOutEdge[] = []
  for (const elkEdge of laidOut.edges ?? []) {
    const edge = edgesById.get(elkEdge.id)
    if (!edge) continue
    const shift = origin.get(elkEdge.container ?? laidOut.id) ?? { x: 0, y: 0 }
    const move = (point: Point) => ({ x: point.x + shift.x, y: point.y + shift.y })
    const points = (elkEdge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(move),
    )
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
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges }
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

/** Another tab of this browser running the app, as it last reported itself. */
export interface WatchedTab {
  tab: string
  path: string
  states: LiveStates
  seenAt: number
}
