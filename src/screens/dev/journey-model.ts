import type { DrawnGraph, FlowEdge, FlowGraph, FlowState } from './flow-model'

/*
 * The loan journey's overview ("Recorrido del préstamo"): the borrower's way from the home page to
 * repaying and extending, as screens and the decisions between them, read from the machines' graphs.
 * A box is a state that shows a screen (the outermost state of its `meta.screen`), or a decision the
 * machine takes on its own between screens; a link is a transition from one screen to the next, the
 * states in between that show nothing walked through. Where one machine's part ends and another's
 * begins, the link is a hand-over (HANDOVERS).
 */

/** The machines the borrower's journey runs through, in its order. */
export const JOURNEY_MACHINES = ['calculator', 'registration', 'flow', 'application', 'loan'] as const

/**
 * Where one machine's part of the journey leads into another's: no transition of either machine
 * says so (a screen's own button, the page both states show, the journey's step read again), so
 * they are written here, and a test holds each to states that exist.
 */
export const HANDOVERS: readonly { from: string; to: string; why: HandoverReason }[] = [
  { from: 'calculator.active', to: 'registration.signUp', why: 'apply-guest' },
  { from: 'calculator.active', to: 'application.applying', why: 'apply-client' },
  { from: 'registration.handedOver', to: 'flow.client.loading', why: 'step-read' },
  { from: 'application.registrationDue', to: 'registration.address', why: 'registration-due' },
  { from: 'flow.client.waiting.elsewhere', to: 'application.following', why: 'decision-awaited' },
  { from: 'flow.client.waiting.elsewhere', to: 'registration.idDocument', why: 'document-due' },
  { from: 'flow.client.waiting.elsewhere', to: 'registration.summary', why: 'agreement' },
  { from: 'application.decided.accepted', to: 'flow.client.loading', why: 'to-sign' },
  { from: 'application.toSigning', to: 'flow.client.loading', why: 'step-read' },
  { from: 'registration.signed', to: 'loan.loading', why: 'loan' },
  { from: 'application.loan', to: 'loan.loading', why: 'loan' },
]

/**
 * Why the journey goes from one machine's state to another's: the home page's button (without an
 * account, or signed in), the journey's step read again, what that step leads to, the accepted
 * application's way on to signing, the loan.
 */
export type HandoverReason =
  | 'apply-guest'
  | 'apply-client'
  | 'step-read'
  | 'registration-due'
  | 'decision-awaited'
  | 'to-sign'
  | 'document-due'
  | 'agreement'
  | 'loan'

export interface JourneyBox {
  /** The state's id (unique across machines: it starts with its machine's id). */
  id: string
  /** The machine's name (machines/ids.ts), as its diagram in the visualiser is named. */
  machine: string
  state: FlowState
  kind: 'screen' | 'decision'
  /** The routes the state shows (a decision shows none of its own). */
  screens: string[]
}

/** A transition of a link: its event, guard and else mark as the oracle's tables write them, and its machine. */
export type JourneyTransition = Pick<FlowEdge, 'event' | 'guard' | 'otherwise'> & { machine: string }

export interface JourneyLink {
  id: string
  from: string
  to: string
  /** The transitions it stands for (the first of each walk), named as the oracle's tables name them; none for a hand-over. */
  transitions: JourneyTransition[]
  /** A hand-over between machines (its index in HANDOVERS). */
  handover: number | null
}

export interface JourneyGraph {
  boxes: JourneyBox[]
  links: JourneyLink[]
}

/** An event the machine takes on its own: no one presses anything for it. */
const automatic = (event: string) => event === 'always' || /^(done|error)( |$)/.test(event)

const within = (id: string, of: string) => id === of || id.startsWith(`${of}.`)

/** One machine's part: its screen states, its decisions, and the links between them. */
function machinePart(name: string, graph: FlowGraph, boxes: Map<string, JourneyBox>, links: Map<string, JourneyLink>) {
  const states = new Map<string, FlowState>()
  const parent = new Map<string, string | null>()
  const index = (state: FlowState, up: string | null) => {
    states.set(state.id, state)
    parent.set(state.id, up)
    for (const child of state.children) index(child, state.id)
  }
  index(graph.root, null)
  const screensOf = (state: FlowState) => (state.screen ? state.screen.split(' | ') : [])
  /** The ancestors of a state, nearest first, the machine's root left out (its transitions are taken from anywhere). */
  const ancestors = (id: string) => {
    const found: string[] = []
    for (let at = parent.get(id) ?? null; at !== null && at !== graph.root.id; at = parent.get(at) ?? null) found.push(at)
    return found
  }
  /** The outermost state around (or at) this one that shows a screen: its box; null when none does. */
  const ownerOf = (id: string): string | null =>
    [...ancestors(id).reverse(), id].find((at) => screensOf(states.get(at)!).length > 0) ?? null
  /** The states entered with it: its initial states down (every region of a parallel state). */
  const entered = (id: string): string[] => {
    const state = states.get(id)!
    const next = state.kind === 'parallel' ? state.children : state.children.filter((child) => child.initial)
    return [id, ...next.flatMap((child) => entered(child.id))]
  }
  const moves = graph.edges.filter((edge) => !edge.fromAnyState && edge.target !== null)
  const leaving = (sources: ReadonlySet<string>) => moves.filter((edge) => sources.has(edge.source))
  /** A state that, on an event of its own, goes to two places or more by its guards: drawn as a decision. */
  const isDecision = (id: string, box: string | null) => {
    const outside = moves.filter((edge) => edge.source === id && automatic(edge.event) && !(box && within(edge.target!, box)))
    return outside.some((edge) => edge.guard !== '—' && outside.some((other) => other !== edge && other.event === edge.event))
  }

  const addBox = (id: string, kind: JourneyBox['kind']) => {
    const state = states.get(id)!
    if (!boxes.has(id)) boxes.set(id, { id, machine: name, state, kind, screens: kind === 'screen' ? screensOf(state) : [] })
  }
  const addLink = (from: string, to: string, edge: FlowEdge | null) => {
    if (from === to) return
    const id = `${from}→${to}`
    const known = links.get(id)
    const transition: JourneyTransition | null = edge && {
      event: edge.event,
      guard: edge.guard,
      otherwise: edge.otherwise,
      machine: name,
    }
    const same = (one: JourneyTransition) => one.event === transition?.event && one.guard === transition.guard
    if (known) {
      if (transition && !known.transitions.some(same)) known.transitions.push(transition)
      return
    }
    links.set(id, { id, from, to, transitions: transition ? [transition] : [], handover: null })
  }

  /** Whether a state is, or holds, a state that shows a screen. */
  const holdsScreen = (id: string) => [...states.values()].some((state) => within(state.id, id) && screensOf(state).length > 0)

  const expanded = new Set<string>()
  /** Where a transition from `from` (a box or a decision) leads: a box, a decision, or on through states that show nothing. */
  const reach = (from: string, edge: FlowEdge, target: string, walked: Set<string>) => {
    const chain = entered(target)
    const screen = chain.map(ownerOf).find((owner) => owner !== null)
    if (screen) return addLink(from, screen, edge)
    const decision = chain.find((id) => isDecision(id, null))
    if (decision) {
      addBox(decision, 'decision')
      addLink(from, decision, edge)
      return expand(decision, null)
    }
    if (walked.has(target)) return
    walked.add(target)
    // The transitions of a state around boxes are theirs (each box takes its ancestors'), not this walk's.
    const around = [...chain, ...ancestors(target)].filter((id) => !holdsScreen(id))
    for (const next of leaving(new Set(around))) reach(from, edge, next.target!, walked)
  }
  /** The links of a box (every state in it, and its ancestors') or of a decision (its own), and the box's inner decisions. */
  const expand = (id: string, box: string | null) => {
    if (expanded.has(id)) return
    expanded.add(id)
    const isBox = box === id
    const inner = isBox ? [...states.keys()].filter((other) => within(other, id)) : [id]
    const decisions = isBox ? inner.filter((other) => other !== id && isDecision(other, box)) : []
    for (const decision of decisions) {
      addBox(decision, 'decision')
      addLink(id, decision, null)
      expand(decision, box)
    }
    const sources = new Set([...inner, ...(isBox ? ancestors(id) : [])].filter((other) => !decisions.includes(other)))
    for (const edge of leaving(sources)) {
      if (box !== null && within(edge.target!, box)) {
        // From an inner decision back into its own box: drawn as a way back to the box.
        if (!isBox) addLink(id, box, edge)
        continue
      }
      reach(id, edge, edge.target!, new Set())
    }
  }

  const screenStates = [...states.values()].filter((state) => screensOf(state).length > 0 && ownerOf(state.id) === state.id)
  for (const state of screenStates) addBox(state.id, 'screen')
  for (const state of screenStates) expand(state.id, state.id)
}

/** The journey's overview, read from the graphs of JOURNEY_MACHINES and joined by HANDOVERS. */
export function journeyGraph(drawn: readonly Pick<DrawnGraph, 'name' | 'graph'>[]): JourneyGraph {
  const boxes = new Map<string, JourneyBox>()
  const links = new Map<string, JourneyLink>()
  for (const name of JOURNEY_MACHINES) {
    const graph = drawn.find((machine) => machine.name === name)?.graph
    if (graph) machinePart(name, graph, boxes, links)
  }
  HANDOVERS.forEach(({ from, to }, handover) => {
    if (!boxes.has(from) || !boxes.has(to)) throw new Error(`The hand-over ${from} → ${to} names a state no journey screen is`)
    const id = `${from}→${to}`
    links.set(id, { id, from, to, transitions: [], handover })
  })
  return { boxes: [...boxes.values()], links: [...links.values()] }
}

/**
 * The journey as the overview draws it: one part per machine, in the journey's order, each laid
 * out on its own so that it reads at a screen's width. A hand-over leaves its part by an exit
 * (where the journey goes on) and enters the other part by an entry (where it came from).
 */
export interface JourneyStage {
  machine: string
  boxes: JourneyBox[]
  /** The links between boxes of this part. */
  links: JourneyLink[]
  /** The hand-overs into this part, from another. */
  entries: JourneyLink[]
  /** The hand-overs out of this part, into another. */
  exits: JourneyLink[]
}

export function journeyStages(graph: JourneyGraph): JourneyStage[] {
  const machineOf = new Map(graph.boxes.map((box) => [box.id, box.machine]))
  return JOURNEY_MACHINES.map((machine) => {
    const inside = (id: string) => machineOf.get(id) === machine
    return {
      machine,
      boxes: graph.boxes.filter((box) => box.machine === machine),
      links: graph.links.filter((link) => inside(link.from) && inside(link.to)),
      entries: graph.links.filter((link) => !inside(link.from) && inside(link.to)),
      exits: graph.links.filter((link) => inside(link.from) && !inside(link.to)),
    }
  })
}
