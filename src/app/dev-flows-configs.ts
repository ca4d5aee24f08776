import type { AnyStateMachine } from 'xstate'
import { toJson, type Json, type JsonObject } from '../screens/dev/simulator-model'
import { DRAWN_MACHINES } from './dev-flows-machines'

/** Keys whose functions are actions or guards: named by their type (xstate's own, like `xstate.assign`), or `inline`. */
const NAMED = new Set(['entry', 'exit', 'actions', 'guard'])
/** Keys Stately's tools do not read: the machine's types. (Functions, such as those making context and input, are dropped where they stand.) */
const LEFT_OUT = new Set(['types'])

function configJson(value: unknown, key: string): Json | undefined {
  if (typeof value === 'function') {
    if (!NAMED.has(key)) return undefined
    const type = (value as { type?: unknown }).type
    return typeof type === 'string' ? type : 'inline'
  }
  if (value === null || typeof value !== 'object') return toJson(value, true)
  if (Array.isArray(value)) return value.map((item) => configJson(item, key) ?? null)
  const proto = Object.getPrototypeOf(value) as object | null
  if (proto !== Object.prototype && proto !== null) return key === 'src' ? undefined : toJson(value, true)
  if (key === 'meta') return toJson(value, true)
  const out: JsonObject = {}
  for (const [name, item] of Object.entries(value)) {
    if (LEFT_OUT.has(name)) continue
    const json = configJson(item, name)
    if (json !== undefined) out[name] = json
  }
  if (key === 'invoke' && out.src === undefined) out.src = typeof out.id === 'string' ? out.id : 'inline'
  const description = (out.meta as JsonObject | undefined)?.description
  if (typeof description === 'string' && out.description === undefined) out.description = description
  return out
}

/**
 * A machine's definition as the JSON Stately's tools read (Stately Studio imports it as the object
 * given to `createMachine`): states, transitions, guards, actions, actors and delays by name, each
 * state's description (its meta's) kept. Actions, guards and actors written in place are named
 * `inline`; functions that make the context or an actor's input are left out.
 */
export function statelyConfig(machine: AnyStateMachine): Json {
  return configJson(machine.config, '') ?? null
}

/** Every drawn machine's definition for Stately's tools, by name: read when the app is built (`virtual:flow-configs`). */
export function statelyConfigs(): Record<string, Json> {
  return Object.fromEntries(DRAWN_MACHINES.map(({ name, machine }) => [name, statelyConfig(machine)]))
}
