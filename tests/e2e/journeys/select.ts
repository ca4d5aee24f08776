import { createHash } from 'node:crypto'
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot, type TransitionDefinition } from 'xstate'
import type { RouteName } from '../../../src/domain/routes'
import type { MachinePaths } from '../../../scripts/lib/paths'
import { activeStateIds, takenTransitions, transitionPaths, type TestPath } from '../../model/support/graph'

/*
 * The Playwright journeys chosen from the machines' generated paths: the one
 * generator (`transitionPaths`) walks a machine with only the events something in the browser can
 * make happen, each path is played on the model to know the state after every event, and for each
 * thing the machine can show the shortest path that reaches it is kept, with the paths through its
 * failure, retry and timer transitions. Pure: the unit test and the Playwright spec both read it.
 */

/** What makes an event happen in the browser. */
export type Driver<Act> =
  /**
   * A person's action, or a wait for the app's own timer. `before` and `after`: the events the app
   * sends the machine along with it (a page's route, its guard's event), played on the model too.
   */
  | {
      by: 'user' | 'timer'
      act: Act
      before?: AnyEventObject[]
      after?: AnyEventObject[]
      /** The page the action opens (where a machine's projection reacts to the page it is on). */
      opens?: RouteName
    }
  /** The ERP (or the app's simulation) answers by itself; the journey's plan arranges which answer. */
  | { by: 'answer' }

/** Why nothing in the browser makes an event (or a path) happen. */
export interface Undrivable {
  undrivable: string
}

export const isUndrivable = (value: object): value is Undrivable => 'undrivable' in value

/** What the page shows while the machine rests in a snapshot: a name for it, and the route it is on (if the machine says). */
export interface Shown {
  key: string
  route: RouteName | null
}

/** One event of a path played on the model, with what it does there. */
export interface Played<Act> {
  event: AnyEventObject
  driver: Driver<Act>
  /** The snapshot the event was sent to (after the driver's `before` events). */
  before: AnyMachineSnapshot
  /** The snapshot after it, the driver's `after` events and the app's reactions to what it emitted. */
  after: AnyMachineSnapshot
  /** Active state ids after it, as the app's actor reports them (src/app/dev-flows-states.ts). */
  states: string[]
  /** The route the machine sent the page to during this event, if it did. */
  moved: RouteName | null
  /** The machine waits for a person or a timer here (no answer of the ERP is on its way). */
  rests: boolean
  shows: Shown | null
}

/** How the ERP is steered for one journey: before it, and before each step's action. */
export interface Plan<Setup, Arrange, Act> {
  setup: Setup
  steps: { arrange: Arrange[]; act?: Act }[]
}

export interface JourneyMachine<Act, Setup, Arrange> {
  /** The machine as the QA report and the model tests walk it (scripts/lib/paths-machines.ts). */
  paths: MachinePaths
  driver(event: AnyEventObject, snapshot: AnyMachineSnapshot): Driver<Act> | Undrivable
  /** The events the app sends back to the machine after it emits one (its navigation projection). */
  glue?(emitted: AnyEventObject): AnyEventObject[]
  /**
   * What the page shows while the machine rests in this snapshot (`moved`: where it just sent the
   * page; `taken`: the transitions of the event's last microstep, as the oracle tables read a step).
   */
  shows(snapshot: AnyMachineSnapshot, moved: RouteName | null, taken: readonly AnyTransition[]): Shown | null
  /** The route a `navigate`-like emitted event sends the page to. */
  movedTo?(emitted: AnyEventObject): RouteName | null
  /**
   * Where the machine rests in this snapshot, the app's own reaction to its projection: the page it
   * moves to, and the events that page sends the machine as it opens (or, a page outside the
   * machine's own, the event that it was left).
   */
  reacts?(snapshot: AnyMachineSnapshot, page: RouteName | null): { route: RouteName; events: AnyEventObject[] } | null
  plan(played: readonly Played<Act>[]): Plan<Setup, Arrange, Act> | Undrivable
}

export interface JourneyStep<Act, Arrange> {
  event: AnyEventObject
  by: 'user' | 'timer' | 'answer'
  act: Act | null
  /** Done before the action (an answer's arrangement goes before the action that asks for it). */
  arrange: Arrange[]
  states: string[]
  rests: boolean
  moved: RouteName | null
  shows: Shown | null
}

export interface Journey<Act, Setup, Arrange> {
  machine: string
  /** The path's description, as the model tests and the QA report name it, after the machine's name. */
  name: string
  /** What it was chosen for: the things it shows first, and the transitions it takes. */
  covers: string[]
  setup: Setup
  steps: JourneyStep<Act, Arrange>[]
}

export interface Selection<Act, Setup, Arrange> {
  machine: string
  /** Every thing the machine can show, reached by some path of the model. */
  targets: string[]
  journeys: Journey<Act, Setup, Arrange>[]
  /** Things the machine can show that no journey reaches, and why. */
  undriven: { target: string; reason: string }[]
}

type AnyTransition = TransitionDefinition<any, any>

const offeredIn = (paths: MachinePaths, snapshot: AnyMachineSnapshot) =>
  typeof paths.events === 'function' ? paths.events(snapshot) : paths.events

const ACTOR_DONE = /^xstate\.(done|error)\.actor\.(.+)$/

/** The invoked actors of a snapshot whose answers come by themselves (their completion is an ERP answer). */
function pendingAnswers<Act>(machine: JourneyMachine<Act, unknown, unknown>, snapshot: AnyMachineSnapshot): string[] {
  const running = Object.keys(snapshot.children ?? {})
  return running.filter((id) =>
    offeredIn(machine.paths, snapshot).some((event) => {
      const match = ACTOR_DONE.exec(event.type)
      if (!match || match[2] !== id) return false
      const driver = machine.driver(event, snapshot)
      return !isUndrivable(driver) && driver.by === 'answer'
    }),
  )
}

const completes = (event: AnyEventObject, ids: readonly string[]) => {
  const match = ACTOR_DONE.exec(event.type)
  return match !== null && ids.includes(match[2]!)
}

/**
 * What can really come next: while an answer is on its way, only that answer (a person acting
 * first would not be what the app does); otherwise what a person or a timer does.
 */
function realEvents<Act>(machine: JourneyMachine<Act, unknown, unknown>) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const waiting = pendingAnswers(machine, snapshot)
    return offeredIn(machine.paths, snapshot).filter((event) => {
      const driver = machine.driver(event, snapshot)
      if (isUndrivable(driver)) return false
      return waiting.length > 0 ? completes(event, waiting) : driver.by !== 'answer'
    })
  }
}

/**
 * Plays events on a fresh actor of the model: each with its driver's companions and the app's
 * reactions to what the machine emits. Undrivable when an event has no driver, or when the app's
 * own events would leave the machine waiting for an answer the path does not give next.
 */
export function play<Act>(
  machine: JourneyMachine<Act, unknown, unknown>,
  events: readonly AnyEventObject[],
  options: { drivers: boolean } = { drivers: true },
): Played<Act>[] | Undrivable {
  const input = machine.paths.starts[0]?.input
  // The transitions of the root machine's last microstep while an event (and its driver's companions) is sent.
  let recording = false
  let taken: AnyTransition[]
  const actor = createActor(machine.paths.model, {
    ...(input === undefined ? {} : { input }),
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (!recording || inspection.type !== '@xstate.microstep') return
      if ((inspection.actorRef as { _parent?: unknown })._parent !== undefined) return
      const transitions = (inspection as unknown as { _transitions: AnyTransition[] })._transitions
      if (transitions.length > 0) taken = transitions
    },
  })
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => void emitted.push(event as AnyEventObject))
  // An answer the machine no longer waits for is an error of the actor: the path is not followed then.
  actor.subscribe({ error: () => {} })
  actor.start()
  const played: Played<Act>[] = []
  let page: RouteName | null = null
  try {
    for (const [index, event] of events.entries()) {
      const found = machine.driver(event, actor.getSnapshot())
      if (options.drivers && isUndrivable(found)) return { undrivable: `${event.type}: ${found.undrivable}` }
      const driver: Driver<Act> = isUndrivable(found) ? { by: 'answer' } : found
      const along: { before?: AnyEventObject[]; after?: AnyEventObject[] } =
        driver.by === 'answer' || !options.drivers ? {} : driver
      for (const sent of along.before ?? []) actor.send(sent)
      const before = actor.getSnapshot()
      if (options.drivers && takenTransitions(machine.paths.model, before, event).length === 0)
        return { undrivable: `${event.type}: the app's own events leave the machine where it does nothing` }
      emitted.length = 0
      taken = []
      recording = true
      actor.send(event)
      for (const sent of along.after ?? []) actor.send(sent)
      recording = false
      if (driver.by !== 'answer' && 'opens' in driver && driver.opens) page = driver.opens
      let moved: RouteName | null = null
      // The app's reactions may emit again (at most a few rounds: a navigation, a logout).
      for (let round = 0; round < 4 && emitted.length > 0; round += 1) {
        const now = emitted.splice(0)
        for (const out of now) {
          moved = machine.movedTo?.(out) ?? moved
          for (const sent of machine.glue?.(out) ?? []) actor.send(sent)
        }
      }
      page = moved ?? page
      for (let round = 0; round < 4 && pendingAnswers(machine, actor.getSnapshot()).length === 0; round += 1) {
        const reaction = machine.reacts?.(actor.getSnapshot(), page)
        if (!reaction) break
        moved = reaction.route
        page = reaction.route
        for (const sent of reaction.events) actor.send(sent)
      }
      const after = actor.getSnapshot()
      const waiting = pendingAnswers(machine, after)
      const next = events[index + 1]
      if (options.drivers && waiting.length > 0 && next && !completes(next, waiting))
        return { undrivable: `${event.type}: the app's own events leave ${waiting.join(', ')} answering before ${next.type}` }
      const rests = waiting.length === 0
      played.push({
        event,
        driver,
        before,
        after,
        states: activeStateIds(after),
        moved,
        rests,
        shows: rests ? machine.shows(after, moved, taken) : null,
      })
    }
    return played
  } finally {
    actor.stop()
  }
}

/** Why a path of the model cannot be driven: an event without a driver on it, else what playing or planning it says. */
function whyNot<Act>(
  machine: JourneyMachine<Act, unknown, unknown>,
  events: readonly AnyEventObject[],
  found: Undrivable | null,
): string {
  const raw = play(machine, events, { drivers: false })
  if (!isUndrivable(raw))
    for (const step of raw) {
      const driver = machine.driver(step.event, step.before)
      if (isUndrivable(driver)) return `${step.event.type}: ${driver.undrivable}`
    }
  if (found) return found.undrivable
  const played = play(machine, events)
  if (isUndrivable(played)) return played.undrivable
  const plan = machine.plan(played)
  return isUndrivable(plan) ? plan.undrivable : 'no drivable path reaches it'
}

/** The description of a path: its events joined with →, as the model tests and the QA report name it. */
export const describePath = (events: readonly AnyEventObject[]) => events.map((event) => event.type).join(' → ')

const sameEvents = (a: readonly AnyEventObject[], b: readonly AnyEventObject[]) => JSON.stringify(a) === JSON.stringify(b)
const isPrefix = (short: readonly AnyEventObject[], long: readonly AnyEventObject[]) =>
  short.length < long.length && sameEvents(short, long.slice(0, short.length))

/** Failure, retry and timer transitions: taken by an actor's error, a `*.retry` event or an `after` delay. */
const EXERCISED = /^xstate\.error\.actor\.|\.retry$|^xstate\.after\./
/** The event of a transition key (tests/model/support/graph.ts: `source --event[index]`). */
const exercised = (transition: string) => EXERCISED.test(/ --(.+)\[\d+\]$/.exec(transition)?.[1] ?? '')

/**
 * The journeys of one machine: for each thing it can show, the shortest drivable path that shows it,
 * and for each failure, retry or timer transition a drivable one takes, the shortest path through it
 * on to where the machine rests; a journey that another one starts with is left to that one.
 */
export function selectJourneys<Act, Setup, Arrange>(
  name: string,
  machine: JourneyMachine<Act, Setup, Arrange>,
): Selection<Act, Setup, Arrange> {
  const loose = machine as unknown as JourneyMachine<Act, unknown, unknown>
  const { model, serialize, starts } = machine.paths
  const input = starts[0]?.input
  const base = input === undefined ? {} : { input }

  // Everything the model can show: every path of the QA report, played with the app's reactions.
  const targets = new Map<string, AnyEventObject[]>()
  for (const path of transitionPaths(model, { ...base, events: machine.paths.events, serialize })) {
    const played = play(loose, path.events, { drivers: false })
    if (isUndrivable(played)) continue
    played.forEach((step, index) => {
      const key = step.shows?.key
      const known = key === undefined ? undefined : targets.get(key)
      if (key !== undefined && (!known || known.length > index + 1)) targets.set(key, path.events.slice(0, index + 1))
    })
  }

  // What the browser can do: the same generator, offered only the events that have drivers.
  // States are also told apart by the event that led there: the ERP's answer after an action can
  // depend on which action it was (a panel's jump, a page opened), which the state does not keep.
  const drivable: TestPath[] = transitionPaths(model, {
    ...base,
    events: realEvents(loose),
    serialize: (snapshot, event) => [serialize(snapshot), event?.type ?? null],
  })
  type Candidate = { events: AnyEventObject[]; played: Played<Act>[] }
  const playedPaths: Candidate[] = []
  for (const path of drivable) {
    const played = play(loose, path.events)
    if (!isUndrivable(played)) playedPaths.push({ events: path.events, played })
  }
  const keyOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(serialize(snapshot))

  const planned = new Map<string, Journey<Act, Setup, Arrange> | Undrivable>()
  function finish(events: AnyEventObject[]): Journey<Act, Setup, Arrange> | Undrivable {
    const played = play(loose, events)
    if (isUndrivable(played)) return played
    if (!played.at(-1)?.rests) return { undrivable: 'the path ends while an answer is on its way' }
    const plan = machine.plan(played)
    if (isUndrivable(plan)) return plan
    return {
      machine: name,
      name: `${name}: ${describePath(events)}`,
      covers: [],
      setup: plan.setup,
      steps: played.map((step, index) => ({
        event: step.event,
        by: step.driver.by,
        act: plan.steps[index]?.act ?? (step.driver.by === 'answer' ? null : step.driver.act),
        arrange: plan.steps[index]?.arrange ?? [],
        states: step.states,
        rests: step.rests,
        moved: step.moved,
        shows: step.shows,
      })),
    }
  }
  const attempt = (events: AnyEventObject[]) => {
    const id = JSON.stringify(events)
    if (!planned.has(id)) planned.set(id, finish(events))
    return planned.get(id)!
  }
  /** The first of the candidates (shortest first) whose plan holds; else the first reason. */
  function shortest(candidates: AnyEventObject[][]): Journey<Act, Setup, Arrange> | Undrivable {
    const sorted = [...candidates].sort((a, b) => a.length - b.length)
    let reason: Undrivable | null = null
    for (const events of sorted) {
      const found = attempt(events)
      if (!isUndrivable(found)) return found
      reason ??= found
    }
    return reason ?? { undrivable: 'no path of the drivable events reaches it' }
  }

  const chosen: { journey: Journey<Act, Setup, Arrange>; covers: string[] }[] = []
  const choose = (journey: Journey<Act, Setup, Arrange>, cover: string) => {
    const same = chosen.find((entry) =>
      sameEvents(
        entry.journey.steps.map((s) => s.event),
        journey.steps.map((s) => s.event),
      ),
    )
    if (same) same.covers.push(cover)
    else chosen.push({ journey, covers: [cover] })
  }

  const undriven: { target: string; reason: string }[] = []
  for (const [target, shortestInModel] of targets) {
    const candidates = playedPaths.flatMap(({ events, played }) => {
      const index = played.findIndex((step) => step.shows?.key === target)
      return index < 0 ? [] : [events.slice(0, index + 1)]
    })
    const found = shortest(candidates)
    if (!isUndrivable(found)) {
      choose(found, `shows ${target}`)
      continue
    }
    // No drivable path shows it: say why its shortest path in the model cannot be driven.
    undriven.push({ target, reason: whyNot(loose, shortestInModel, candidates.length > 0 ? found : null) })
  }

  // Where a path rests after a step, and how the drivable paths go on from each serialised state.
  const continuations = new Map<string, AnyEventObject[][]>()
  for (const { events, played } of playedPaths) {
    played.forEach((step, index) => {
      const rest = played.findIndex((later, at) => at > index && later.rests)
      if (rest < 0) return
      const key = keyOf(step.after)
      const tails = continuations.get(key) ?? []
      const tail = events.slice(index + 1, rest + 1)
      if (!tails.some((known) => sameEvents(known, tail))) continuations.set(key, [...tails, tail])
    })
  }
  /**
   * A path that ends while answers are on its way (the app's own reaction asked again), gone on
   * with each answer the model offers until the machine rests, a few answers at most.
   */
  const answeredToRest = (events: AnyEventObject[], played: Played<Act>[], depth = 3): AnyEventObject[][] => {
    const last = played[played.length - 1]!
    if (last.rests) return [events]
    if (depth === 0) return []
    const waiting = pendingAnswers(loose, last.after)
    return offeredIn(machine.paths, last.after)
      .filter((answer) => completes(answer, waiting))
      .flatMap((answer) => {
        const next = [...events, answer]
        const again = play(loose, next)
        return isUndrivable(again) ? [] : answeredToRest(next, again, depth - 1)
      })
  }
  /** The paths on to where the machine rests at or after step `index` (going on as the drivable paths do). */
  const onToRest = (events: AnyEventObject[], played: Played<Act>[], index: number): AnyEventObject[][] => {
    const rest = played.findIndex((later, at) => at >= index && later.rests)
    if (rest >= 0) return [events.slice(0, rest + 1)]
    const tails = (continuations.get(keyOf(played[played.length - 1]!.after)) ?? []).map((tail) => [...events, ...tail])
    return tails.length > 0 ? tails : answeredToRest(events, played)
  }
  // Every transition a drivable path takes, with the paths through it.
  const through = new Map<string, AnyEventObject[][]>()
  for (const { events, played } of playedPaths) {
    played.forEach((step, index) => {
      const paths = onToRest(events, played, index)
      for (const transition of takenTransitions(model, step.before, step.event))
        through.set(transition, [...(through.get(transition) ?? []), ...paths])
    })
  }
  const taken = new Set<string>()
  const take = (journey: Journey<Act, Setup, Arrange>) => {
    const played = play(
      loose,
      journey.steps.map((step) => step.event),
    )
    if (!isUndrivable(played))
      for (const step of played) for (const key of takenTransitions(model, step.before, step.event)) taken.add(key)
  }
  for (const { journey } of chosen) take(journey)
  // Failure, retry and timer transitions first, then every other one no chosen journey takes yet.
  const order = [...through.keys()].sort((a, b) => Number(exercised(b)) - Number(exercised(a)))
  for (const transition of order) {
    if (taken.has(transition) && !exercised(transition)) continue
    const found = shortest(through.get(transition)!)
    if (isUndrivable(found)) continue
    choose(found, `takes ${transition}`)
    take(found)
  }

  // A journey that a longer one starts with asserts nothing the longer one does not.
  const eventsOf = (journey: Journey<Act, Setup, Arrange>) => journey.steps.map((step) => step.event)
  const kept = chosen.filter(({ journey, covers }) => {
    const longer = chosen.find((other) => isPrefix(eventsOf(journey), eventsOf(other.journey)))
    longer?.covers.push(...covers)
    return longer === undefined
  })
  return {
    machine: name,
    targets: [...targets.keys()].sort(),
    journeys: kept.map(({ journey, covers }) => ({ ...journey, covers: [...new Set(covers)] })),
    undriven: undriven.sort((a, b) => a.target.localeCompare(b.target)),
  }
}

/**
 * A journey's Playwright title below its spec: its machine's group, what it was chosen for, its name
 * (two journeys may take the same events, steered otherwise, so the name alone is not its own).
 */
export const journeyTitle = (journey: Pick<Journey<unknown, unknown, unknown>, 'machine' | 'covers' | 'name'>) => [
  `${journey.machine} journeys`,
  journey.covers.join(', '),
  journey.name,
]

/** A journey's short name for its files (its last result and screenshot), from its title: the same for the same journey. */
export const journeyKey = (title: readonly string[]) => createHash('sha256').update(title.join(' › ')).digest('hex').slice(0, 12)

/** What a journey's last run left in reports/journeys/<key>.json. */
export interface JourneyResult {
  name: string
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted'
  finishedAt: string
  durationMs: number
  screenshot: string
}
