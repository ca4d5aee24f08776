import type { MessageDescriptor } from '@lingui/core'
import type { LiveLogEntry, LiveStates } from './flow-model'

/**
 * The flow visualiser's simulator: a machine stepped in a Web Worker of its own (the visualiser's
 * chunk holds the machines' graphs, not their code), by the pure transition functions of xstate,
 * so that no actor starts and no effect runs. This module holds what the page and the worker
 * share: the messages between them and how values that JSON cannot hold travel as JSON.
 */

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

/** A start of a machine, as the QA paths report names it: a label and the machine's input (absent: none). */
export interface SimulatedStart {
  label: MessageDescriptor
  input?: Json
}

/** A machine's starts and example events: each event type with the data of each example (without `type`). */
export interface MachineExamples {
  starts: SimulatedStart[]
  events: Record<string, JsonObject[]>
}

/**
 * Whether the machine takes an event in its present state: `enabled` (a transition's guard lets
 * it through), `refused` (no transition takes it), or `unchecked` (a guard failed while reading
 * the event's data: it needs data the example does not give).
 */
export type Verdict = 'enabled' | 'refused' | 'unchecked'

/** An event the active states handle (or an invoked actor's answer, or a delay), with each example's verdict. */
export interface OfferedEvent {
  type: string
  /** One per example, in the examples' order; one for the bare event when it has no example. */
  verdicts: Verdict[]
}

/** What the page shows of a simulated snapshot. */
export interface SimulatedView {
  status: 'active' | 'done' | 'error' | 'stopped'
  /** The ids of the active state nodes, the root first. */
  states: string[]
  context: Json
  events: OfferedEvent[]
  /** The error of a snapshot in status 'error', in words. */
  error: string | null
}

/** What one event did: whether the snapshot changed, and the effects the machine asked for (never run). */
export interface SimulatedStep {
  event: string
  changed: boolean
  /** The actions xstate handed back to execute, in order (assignments are applied, not listed): never run here. */
  effects: SimulatedEffect[]
}

/** An effect a step asked for: its action type, and the actor it starts or stops, if it is one of those. */
export interface SimulatedEffect {
  type: string
  actor: string | null
}

export type SimulatorRequest =
  | { kind: 'start'; id: number; machine: string; input: Json | undefined; examples: Record<string, JsonObject[]> }
  | { kind: 'send'; id: number; event: JsonObject }

export type SimulatorReply =
  { kind: 'view'; id: number; view: SimulatedView; step: SimulatedStep | null } | { kind: 'failed'; id: number; message: string }

/** The simulation as the diagrams follow it (as they follow a tab): the simulated machine's states and steps. */
export interface FollowedSimulation {
  machine: string
  states: LiveStates
  log: LiveLogEntry[]
}

/** The simulator's worker, as the page talks to it (src/app starts it when the simulator opens). */
export interface SimulatorPort {
  /** Answers the worker's reply to the request (its id is set here). */
  ask(request: DistributiveOmit<SimulatorRequest, 'id'>): Promise<SimulatorReply>
  close(): void
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

// ---- Values JSON cannot hold ----

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A date in local time without an offset (`2026-11-21T00:00:00.000`), read back in local time: the same wall clock in any time zone. */
function localIso(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
  )
}

/** Thrown by `toJson` for a value that JSON cannot stand for (a machine, a function, a Blob's content). */
export class NotJson extends Error {}

/**
 * A value as JSON: a Date as `{ "$date": local time }`, an Error as `{ "$error": name, "message" }`,
 * a File as `{ "$file": name, "type", "size" }` (its content is not kept). In `lenient` mode (the
 * context shown on the page) what JSON cannot stand for is named rather than refused: an actor as
 * `{ "$actor": id }`, another object by its class, a function left out.
 */
export function toJson(value: unknown, lenient = false, seen = new Set<object>()): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    if (lenient || value === undefined) return undefined
    throw new NotJson(typeof value)
  }
  const object: object = value
  if (object instanceof Date) return { $date: localIso(object) }
  if (object instanceof Error) return { $error: object.name, message: object.message }
  if (typeof File !== 'undefined' && object instanceof File) return { $file: object.name, type: object.type, size: object.size }
  if (seen.has(object)) {
    if (lenient) return '[…]'
    throw new NotJson('cycle')
  }
  seen.add(object)
  try {
    if (Array.isArray(object)) return object.map((item) => toJson(item, lenient, seen) ?? null)
    const proto = Object.getPrototypeOf(object) as object | null
    if (proto !== Object.prototype && proto !== null) {
      if (!lenient) throw new NotJson(object.constructor?.name ?? 'object')
      const id = (object as { id?: unknown }).id
      if ('send' in object && 'getSnapshot' in object) return { $actor: typeof id === 'string' ? id : '?' }
      return { $object: object.constructor?.name ?? 'Object' }
    }
    const out: JsonObject = {}
    for (const [key, item] of Object.entries(object)) {
      const json = toJson(item, lenient, seen)
      if (json !== undefined) out[key] = json
    }
    return out
  } finally {
    seen.delete(object)
  }
}

/** The value `toJson` wrote: dates, errors and files made again (a file of that name, type and size, its bytes zero). */
export function fromJson(json: Json): unknown {
  if (json === null || typeof json !== 'object') return json
  if (Array.isArray(json)) return json.map(fromJson)
  if (typeof json.$date === 'string') return new Date(json.$date)
  if (typeof json.$error === 'string') {
    const message = typeof json.message === 'string' ? json.message : ''
    return json.$error === 'TypeError' ? new TypeError(message) : Object.assign(new Error(message), { name: json.$error })
  }
  if (typeof json.$file === 'string') {
    const size = typeof json.size === 'number' ? json.size : 0
    return new File([new Uint8Array(size)], json.$file, { type: typeof json.type === 'string' ? json.type : '' })
  }
  return Object.fromEntries(Object.entries(json).map(([key, item]) => [key, fromJson(item)]))
}
