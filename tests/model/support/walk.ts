import fc from 'fast-check'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { startPlay, type OfferedEvents, type Player } from './graph'
import { checkStep, rowsFor, type CheckedStep, type OracleCheck, type OracleRow } from './oracle'
import type { StartedState } from './paths'

/**
 * Random walks: model-based tests (fast-check's commands) over a machine, where the model is its
 * oracle table. A walk starts the machine on a simulated clock, then takes random steps: an event
 * the machine or its table reacts to where it is (one of the machine's events, with their
 * payloads, or one drawn by an arbitrary), or time passing until its next timer fires. After every
 * step, each transition taken must be a row of the table, the page or screen must be the one the
 * row says, and an event the table moves on must move the machine (checkStep). A walk that breaks
 * one is shrunk by fast-check to a short list of events.
 */
export interface WalkSetup {
  name: string
  model: AnyStateMachine
  starts: { label: string; input?: unknown }[]
  /** The machine's events with their payloads (tests/model/events), as the generated paths are offered them. */
  events: OfferedEvents
  /** Events whose payloads are drawn at random (amounts, statuses, the ERP's answers). */
  payloads?: fc.Arbitrary<AnyEventObject>[]
  rows: readonly OracleRow[]
  check: OracleCheck
}

/** What a walk knows of the machine: the table, and what it saw after the last step. */
interface Oracle {
  setup: WalkSetup
  snapshot: AnyMachineSnapshot
  nextTimer: number | null
  /** The steps taken so far, as the report of a failure names them. */
  taken: string[]
  /** The rows of the table the walks took. */
  rowsTaken: Set<string>
}

// A timer's event is the clock's to send: the walks let time pass instead.
const isTimer = (event: AnyEventObject) => event.type.startsWith('xstate.after.')

/** The events that do something where the machine is, by its own reading or by its table's. */
function offeredNow(oracle: Oracle, drawn: readonly AnyEventObject[]): AnyEventObject[] {
  const { snapshot, setup } = oracle
  if (snapshot.status !== 'active') return []
  const listed = typeof setup.events === 'function' ? setup.events(snapshot) : setup.events
  return [...listed, ...drawn].filter(
    (event) =>
      !isTimer(event) &&
      (setup.model.getTransitionData(snapshot as never, event).length > 0 ||
        rowsFor(setup.rows, snapshot, event.type).length > 0),
  )
}

/** The longest payload a failure writes out whole: an application's reading fits, a loan's is cut short. */
const LONGEST_PAYLOAD = 300

/** An event as a failure names it: `done loadQuote {"output":{"term":15,"total":3700}}`. */
function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  const name = actor ? `${actor[1]} ${actor[2]}` : type
  if (Object.keys(payload).length === 0) return name
  const json = JSON.stringify(payload)
  return `${name} ${json.length > LONGEST_PAYLOAD ? `${json.slice(0, LONGEST_PAYLOAD - 1)}…` : json}`
}

function verify(oracle: Oracle, player: Player, steps: CheckedStep[]) {
  for (const step of steps) {
    oracle.taken.push(describeEvent(step.event))
    const where = `step ${oracle.taken.length}`
    const found = checkStep(oracle.setup.rows, where, step, oracle.setup.check, oracle.rowsTaken)
    const problems = [...found.unknown.map((key) => `${key} is a transition the table lacks`), ...found.wrong]
    if (step.after.status === 'error') problems.push(`${where}: the machine failed: ${String(step.after.error)}`)
    if (problems.length > 0)
      throw new Error(
        `The ${oracle.setup.name} machine left its table:\n${problems.join('\n')}\nafter: ${oracle.taken.join(' → ')}`,
      )
  }
  oracle.snapshot = player.snapshot()
  oracle.nextTimer = player.nextTimer()
}

/**
 * One event of those offered where the machine is: the `pick`-th type of event, and the
 * `variant`-th of its payloads (each type as likely as another, however many payloads it has: an
 * ERP's one answer as likely as the amount's many). Its name is known once it ran.
 */
class SendEvent implements fc.Command<Oracle, Player> {
  private sent: AnyEventObject | null = null

  constructor(
    private readonly pick: number,
    private readonly variant: number,
    private readonly drawn: readonly AnyEventObject[],
  ) {}

  check(oracle: Readonly<Oracle>) {
    return offeredNow(oracle, this.drawn).length > 0
  }

  run(oracle: Oracle, player: Player) {
    const offered = offeredNow(oracle, this.drawn)
    const types = [...new Set(offered.map((event) => event.type))]
    const type = types[this.pick % types.length]
    const variants = offered.filter((event) => event.type === type)
    this.sent = variants[this.variant % variants.length]!
    verify(oracle, player, [player.send(this.sent)])
  }

  toString() {
    return this.sent ? describeEvent(this.sent) : `event ${this.pick}.${this.variant}`
  }

  // A walk replayed (while shrinking) names what it sent, not what an earlier run did.
  [fc.cloneMethod]() {
    return new SendEvent(this.pick, this.variant, this.drawn)
  }
}

/** Time passes until the next timer fires (a poll, a debounce, a toast's or a token's). */
class NextTimer implements fc.Command<Oracle, Player> {
  private waited: number | null = null

  check(oracle: Readonly<Oracle>) {
    return oracle.nextTimer !== null
  }

  run(oracle: Oracle, player: Player) {
    this.waited = oracle.nextTimer!
    verify(oracle, player, player.wait(this.waited))
  }

  toString() {
    return this.waited === null ? 'the next timer' : `time passes ${this.waited} ms`
  }

  [fc.cloneMethod]() {
    return new NextTimer()
  }
}

/** Time passes, firing every timer due meanwhile, each a step of its own. */
class Wait implements fc.Command<Oracle, Player> {
  constructor(private readonly ms: number) {}

  check(oracle: Readonly<Oracle>) {
    return oracle.nextTimer !== null
  }

  run(oracle: Oracle, player: Player) {
    verify(oracle, player, player.wait(this.ms))
  }

  toString() {
    return `time passes ${this.ms} ms`
  }
}

/** The longest a walk waits in one step: past the 10 s polls, short of a token's refresh. */
const LONGEST_WAIT = 30_000

function commandsOf(setup: WalkSetup, steps: number) {
  const drawn = fc.tuple(...(setup.payloads ?? []))
  return fc.commands(
    [
      // Events are the most of a walk; time passes now and then.
      ...Array.from({ length: 6 }, () =>
        fc.tuple(fc.nat(), fc.nat(), drawn).map(([pick, variant, events]) => new SendEvent(pick, variant, events)),
      ),
      fc.constant(null).map(() => new NextTimer()),
      fc.integer({ min: 1, max: LONGEST_WAIT }).map((ms) => new Wait(ms)),
    ],
    { maxCommands: steps, size: 'max' },
  )
}

/** Where a walk starts: a start of the machine, and the shortest path from it to a state (none for the start itself). */
interface Start {
  label: string
  input?: unknown
  path: readonly AnyEventObject[]
}

const named = (start: Start): Start =>
  Object.assign(start, {
    [fc.toStringMethod]: () =>
      start.path.length === 0
        ? `start (${start.label})`
        : `start (${start.label}), then the path ${start.path.map(describeEvent).join(' → ')}`,
  })

/**
 * Where walks start: each state the generated paths reach as likely as another (so that a walk of
 * a few steps goes on from any state the machine has, however deep), by the shortest path there
 * from one of the machine's starts; or, without paths, the machine's starts themselves. A failing
 * walk's start shrinks towards the first: the machine's start.
 */
function startsOf(setup: WalkSetup, states: readonly StartedState[]): fc.Arbitrary<Start> {
  if (states.length === 0) return fc.constantFrom(...setup.starts.map((start) => named({ ...start, path: [] })))
  const byValue = new Map<string, Start[]>()
  for (const state of [...states].sort((a, b) => a.events.length - b.events.length)) {
    const value = JSON.stringify(state.value)
    byValue.set(value, [...(byValue.get(value) ?? []), named({ label: state.start, input: state.input, path: state.events })])
  }
  const groups = [...byValue.values()]
  return fc
    .tuple(fc.integer({ min: 0, max: groups.length - 1 }), fc.nat())
    .map(([group, member]) => groups[group]![member % groups[group]!.length]!)
}

/**
 * The property of the walks of one machine: every walk stays on its table. The rows the walks
 * take are added to `rowsTaken`.
 */
export function walks(setup: WalkSetup, states: readonly StartedState[], steps: number, rowsTaken = new Set<string>()) {
  return fc.property(startsOf(setup, states), commandsOf(setup, steps), (start, commands) => {
    const player = startPlay(setup.model, start.input)
    const oracle: Oracle = { setup, snapshot: player.initial, nextTimer: null, taken: [], rowsTaken }
    try {
      verify(oracle, player, [
        { event: { type: `start (${start.label})` }, before: null, microsteps: player.start, after: player.initial },
      ])
      verify(
        oracle,
        player,
        start.path.map((event) => player.send(event)),
      )
      fc.modelRun(() => ({ model: oracle, real: player }), commands)
    } finally {
      player.stop()
    }
  })
}
