import { useLingui } from '@lingui/react'
import type { FlowEdge, FlowGraph } from './flow-model'
import { GUARD_TEXTS } from './guard-texts'
import { STATE_TEXTS } from './machine-texts.gen'

export interface MachineTexts {
  /** A state's description in the reader's language; the English of its meta when it changed since `npm run machine-texts`. */
  description(stateId: string, english: string | null): string | null
  /** What a named guard of the machine checks, in the reader's language; null for one written in place. */
  guard(name: string): string | null
  /** What the guard of a drawn transition checks, as `guard` says; null when it has none, or none named. */
  edge(edge: FlowEdge): string | null
}

/** The machine's texts as the visualiser shows them: its states' descriptions and its guards'. */
export function useMachineTexts(machine: string): MachineTexts {
  const { i18n } = useLingui()
  const guards = GUARD_TEXTS[machine] ?? {}
  const guard = (name: string) => {
    const text = Object.hasOwn(guards, name) ? guards[name] : undefined
    return text ? i18n._(text) : null
  }
  return {
    description(stateId, english) {
      const text = STATE_TEXTS[stateId]
      return english !== null && text?.english === english ? i18n._(text.text) : english
    },
    guard,
    edge(edge) {
      const name = edgeGuard(edge)
      return name ? guard(name) : null
    },
  }
}

/** A transition that leaves a state, as its details list it: event, guard (if any) and target (null: it stays). */
export interface Transition {
  id: string
  event: string
  guard: string | null
  /** It has no guard while another transition of the same event has one: the else branch. */
  otherwise: boolean
  target: string | null
}

/** The guard a transition names, if any (`—` when it has none, as the QA oracle's tables write it). */
function edgeGuard(edge: FlowEdge): string | null {
  return edge.guard !== '—' ? edge.guard : null
}

/** The transitions that leave the state, in the machine's order: those that move, then those that stay. */
export function transitionsOf(graph: FlowGraph, stateId: string): Transition[] {
  return [...graph.edges, ...graph.stays]
    .filter((edge) => edge.source === stateId)
    .map((edge) => ({ id: edge.id, event: edge.event, guard: edgeGuard(edge), otherwise: edge.otherwise, target: edge.target }))
}
