import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyMachineSnapshot, AnyStateNode, TransitionDefinition } from 'xstate'
import { activeNodes, guardName, type PlayedPath, type PlayedStep } from './graph'

/**
 * The oracle: what a machine is expected to do, written by hand from the spec in
 * tests/model/oracle/<machine>.md, never produced by code that reads the machine. One row per
 * transition (each guarded branch, eventless and delayed ones too): the state it leaves, the event,
 * the guard, the state it enters, what a person then sees, and the rule it comes from. The model
 * tests play every generated path and check each transition taken against these rows: a transition
 * the table lacks fails, so does a row no path takes (the machine lacks it), and so does a step
 * that ends on another page or screen than the row says. A change of behaviour is reviewed in the
 * table's diff.
 */
export interface OracleRow {
  from: string
  event: string
  guard: string
  to: string
  /** The route (journey machines) after the step that ends with this transition; see CELLS. */
  route: string | null
  /** The screen (meta.screen of the deepest state that names one) after the step, for machines without a route. */
  screen: string | null
  heading: string | null
  rule: string
  line: number
}

/**
 * What a route or screen cell says: a name, or several joined by ' or ' (the one the context
 * decides), `none` (no page projected, no screen), `stays` (what was shown before the step), `…`
 * (the step always goes on past this transition: an eventless one follows).
 */
export const GOES_ON = '…'
const NONE = 'none'
const STAYS = 'stays'

const REQUIRED = ['from', 'event', 'guard', 'to', 'rule'] as const

/** The first Markdown table of tests/model/oracle/<name>.md: its columns, and each row's cells by column (null when empty). */
function readTable(name: string, required: readonly string[]) {
  const file = join(import.meta.dirname, '..', 'oracle', `${name}.md`)
  const lines = readFileSync(file, 'utf8').split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  if (first < 0) throw new Error(`${file}: no table`)
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
  const header = cells(lines[first]!)
  for (const column of required) if (!header.includes(column)) throw new Error(`${file}: no column '${column}'`)
  const rows: { cell: (column: string) => string | null; line: number }[] = []
  for (let index = first + 2; index < lines.length && lines[index]!.startsWith('|'); index++) {
    const values = cells(lines[index]!)
    if (values.length !== header.length) throw new Error(`${file}:${index + 1}: ${values.length} cells, ${header.length} columns`)
    const cell = (column: string) => {
      const at = header.indexOf(column)
      return at < 0 || values[at] === '' ? null : values[at]!
    }
    for (const column of required)
      if (!cell(column)) throw new Error(`${file}:${index + 1}: the ${column} is empty (write — for none)`)
    rows.push({ cell, line: index + 1 })
  }
  return { file, rows }
}

/** The first Markdown table of tests/model/oracle/<name>.md, one row per transition. */
export function readOracle(name: string): OracleRow[] {
  const { file, rows: read } = readTable(name, REQUIRED)
  const rows: OracleRow[] = read.map(({ cell, line }) => ({
    from: cell('from')!,
    event: cell('event')!,
    guard: cell('guard')!,
    to: cell('to')!,
    route: cell('route'),
    screen: cell('screen'),
    heading: cell('heading'),
    rule: cell('rule') ?? '',
    line,
  }))
  const keys = rows.map(rowKey)
  const twice = keys.filter((key, at) => keys.indexOf(key) !== at)
  if (twice.length > 0) throw new Error(`${file}: rows written twice: ${twice.join('; ')}`)
  return rows
}

/**
 * A column of a machine's table that only some readers know (the upload's `file`), by each row's
 * line: required in every row.
 */
export function readOracleColumn(name: string, column: string): ReadonlyMap<number, string> {
  const { rows } = readTable(name, [...REQUIRED, column])
  return new Map(rows.map(({ cell, line }) => [line, cell(column)!]))
}

/** What a person sees on a route: the Spanish address, the page's main heading and the tab's title. */
export interface Screen {
  route: string
  url: string
  heading: string
  /** The tab's title before " · Lana Clara". */
  title: string
  rule: string
}

/** tests/model/oracle/screens.md: each route's address and main heading, written by hand. */
export function readScreens(): ReadonlyMap<string, Screen> {
  const { file, rows } = readTable('screens', ['route', 'url', 'heading', 'rule'])
  const screens = new Map<string, Screen>()
  for (const { cell, line } of rows) {
    const route = cell('route')!
    if (screens.has(route)) throw new Error(`${file}:${line}: the route ${route} is written twice`)
    const heading = cell('heading')!
    const title = cell('title')
    screens.set(route, {
      route,
      url: cell('url')!,
      heading,
      title: title === null || title === '—' ? heading : title,
      rule: cell('rule')!,
    })
  }
  return screens
}

type AnyTransition = TransitionDefinition<any, any>

/** A row as rowOf names a transition: `from --event [guard]--> to`. */
export const rowKey = (row: Pick<OracleRow, 'from' | 'event' | 'guard' | 'to'>) =>
  `${row.from} --${row.event} [${row.guard}]--> ${row.to}`

/** A state node as the tables name it: its path in the machine, or the machine's id for the root. */
const stateName = (node: AnyStateNode) => (node.path.length === 0 ? node.machine.id : node.path.join('.'))

/** An event as the tables write it: `done loadQuote`, `error createApplication`, `after statusPoll`, `always`. */
function eventName(eventType: string): string {
  if (!eventType) return 'always'
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1]} ${actor[2]}`
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType)
  return delayed ? `after ${delayed[1]}` : eventType
}

/** The row a transition of the machine would be, as the table writes it. */
export function rowOf(transition: AnyTransition): string {
  return rowKey({
    from: stateName(transition.source),
    event: eventName(transition.eventType),
    // A guard written inline, as a function of the transition, has no name of its own.
    guard: typeof transition.guard === 'function' ? 'inline' : (guardName(transition.guard) ?? '—'),
    to: transition.target?.length ? transition.target.map(stateName).join(', ') : '—',
  })
}

export interface OracleCheck {
  /** How the page or screen after a step is read from the snapshot (the projection under test). */
  routeOf?: (snapshot: AnyMachineSnapshot) => string | null
  screenOf?: (snapshot: AnyMachineSnapshot) => string | null
}

/** What disagrees with the table; every list is empty when the machine does what the table says. */
export interface OracleFindings {
  /** Transitions taken that no row has: `path: row`. */
  unknown: string[]
  /** Steps that end elsewhere than the row of their last transition says. */
  wrong: string[]
}

/** The screen of the deepest active state that names one (its meta.screen). */
export function metaScreen(snapshot: AnyMachineSnapshot): string | null {
  const nodes = [...activeNodes(snapshot)].reverse()
  for (const node of nodes) {
    const screen = (node.meta as { screen?: unknown } | undefined)?.screen
    if (typeof screen === 'string') return screen
    if (Array.isArray(screen)) return screen.join(' or ')
  }
  return null
}

/** Checks one played path against the table, and marks the rows it takes in `taken`. */
export function checkPath(
  rows: readonly OracleRow[],
  name: string,
  path: PlayedPath,
  check: OracleCheck,
  taken: Set<string>,
): OracleFindings {
  const findings: OracleFindings = { unknown: [], wrong: [] }
  const steps = [{ event: { type: 'start' }, before: null, microsteps: path.start, after: path.initial }, ...path.steps]
  steps.forEach((step, index) => {
    const found = checkStep(rows, `${name} (step ${index}: ${step.event.type})`, step, check, taken)
    findings.unknown.push(...found.unknown)
    findings.wrong.push(...found.wrong)
  })
  return findings
}

/** A step as checked: one played, or the start (which met no snapshot before it). */
export type CheckedStep = Omit<PlayedStep, 'before'> & { before: AnyMachineSnapshot | null }

/**
 * Checks one step (an event sent, a timer fired, or the start, whose `before` is null) against
 * the table, and marks the rows it takes in `taken`: each transition must be a row, the step must
 * end where the row of its last transition says, and an event that changes nothing must have no
 * unguarded row in the states it met (the table says it moves).
 */
export function checkStep(
  rows: readonly OracleRow[],
  where: string,
  step: CheckedStep,
  check: OracleCheck,
  taken: Set<string>,
): OracleFindings {
  const byKey = new Map(rows.map((row) => [rowKey(row), row]))
  const findings: OracleFindings = { unknown: [], wrong: [] }
  const shown = (snapshot: AnyMachineSnapshot, column: 'route' | 'screen') =>
    column === 'route' ? (check.routeOf?.(snapshot) ?? null) : (check.screenOf ?? metaScreen)(snapshot)
  const matched = step.microsteps.map(({ transitions }) =>
    transitions.map((transition) => {
      const key = rowOf(transition)
      const row = byKey.get(key)
      if (!row) findings.unknown.push(`${where}: ${key}`)
      else taken.add(key)
      return row
    }),
  )
  if (step.microsteps.length === 0 && step.before !== null)
    for (const row of rowsFor(rows, step.before, step.event.type).filter((row) => row.guard === '—'))
      findings.wrong.push(`${where}: changes nothing, the table says ${rowKey(row)} (line ${row.line})`)
  const last = matched.at(-1) ?? []
  for (const row of last) {
    if (!row) continue
    for (const column of ['route', 'screen'] as const) {
      const expected = row[column]
      if (expected === null || (column === 'route' && !check.routeOf)) continue
      const actual = shown(step.after, column) ?? NONE
      if (expected === GOES_ON) {
        findings.wrong.push(`${where}: rests after ${rowKey(row)}, which the table says always goes on (line ${row.line})`)
        continue
      }
      const wanted =
        expected === STAYS ? [step.before === null ? NONE : (shown(step.before, column) ?? NONE)] : expected.split(' or ')
      if (!wanted.includes(actual) && actual !== expected)
        findings.wrong.push(`${where}: ${column} ${actual}, the table says ${expected} after ${rowKey(row)} (line ${row.line})`)
    }
  }
  return findings
}

/** The rows an event (by its type) may take from a snapshot: those of its event leaving a state it is in. */
export function rowsFor(rows: readonly OracleRow[], snapshot: AnyMachineSnapshot, eventType: string): OracleRow[] {
  const event = eventName(eventType)
  const active = new Set(activeNodes(snapshot).map(stateName))
  return rows.filter((row) => row.event === event && active.has(row.from))
}

/** The rows no path took: each is a transition the machine lacks, or one the paths never reach. */
export function untaken(rows: readonly OracleRow[], taken: ReadonlySet<string>): string[] {
  return rows.filter((row) => !taken.has(rowKey(row))).map((row) => `line ${row.line}: ${rowKey(row)}`)
}
