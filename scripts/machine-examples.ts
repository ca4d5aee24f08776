/**
 * `npm run machine-examples`: writes src/screens/dev/machine-examples.gen.ts, the flow visualiser
 * simulator's starts (label and input) and example events of each machine, taken from the QA paths
 * report's (scripts/lib/paths-machines.ts, built on the model tests' events): the product never
 * imports the tests, so it gets them as data. Values JSON cannot hold travel as the simulator's
 * JSON (src/screens/dev/simulator-model.ts: dates, errors, files); an example holding anything
 * else (an actor's logic) is left out, and listed in the module's LEFT_OUT.
 *
 * tests/unit/machine-examples.test.ts writes the module again and compares it with the committed
 * one: a start or an event changed in the model tests without running this script fails there.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { initialTransition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { NotJson, toJson, type Json, type JsonObject } from '../src/screens/dev/simulator-model'
import { asMessage } from './machine-texts'
import { MACHINE_PATHS } from './lib/paths-machines'
import type { MachinePaths } from './lib/paths'

export const MACHINE_EXAMPLES_FILE = 'src/screens/dev/machine-examples.gen.ts'

interface Examples {
  name: string
  starts: { label: string; input?: Json }[]
  events: Record<string, JsonObject[]>
  leftOut: string[]
}

/**
 * The password the shipped examples give. The model tests log the demo accounts in with the seed's
 * passwords; the visualiser's chunks are served to anyone who asks for them, and name none.
 */
export const EXAMPLE_PASSWORD = 'Ejemplo.2026'

/** Every password in a value, however deep, given as EXAMPLE_PASSWORD. */
function withoutPasswords(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutPasswords)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      /password/i.test(key) && typeof inner === 'string' ? EXAMPLE_PASSWORD : withoutPasswords(inner),
    ]),
  )
}

const strict = (value: unknown): Json | undefined => {
  try {
    const json = toJson(value)
    return json === undefined ? undefined : withoutPasswords(json)
  } catch (error) {
    if (error instanceof NotJson) return undefined
    throw error
  }
}

/**
 * The events a machine's paths offer. Where they are a function of the snapshot, it is asked with
 * the machine's first snapshot, every `matches` answered yes: each event it may offer, once.
 */
function listed(setup: MachinePaths & { name: string }, start: unknown): AnyEventObject[] {
  if (typeof setup.events !== 'function') return [...setup.events]
  const [first] = start === undefined ? initialTransition(setup.model) : initialTransition(setup.model, start)
  const anywhere = Object.assign(Object.create(first) as AnyMachineSnapshot, { matches: () => true })
  return [...setup.events(anywhere)]
}

export function machineExamples(machines: readonly (MachinePaths & { name: string })[]): Examples[] {
  return machines.map((setup) => {
    const leftOut: string[] = []
    const starts = setup.starts.flatMap(({ label, input }) => {
      if (input === undefined) return [{ label }]
      const json = strict(input)
      if (json === undefined) leftOut.push(`start "${label}"`)
      return json === undefined ? [] : [{ label, input: json }]
    })
    const events: Record<string, JsonObject[]> = {}
    const seen = new Set<string>()
    for (const event of listed(setup, setup.starts[0]?.input)) {
      const { type, ...data } = event
      const json = strict(data) as JsonObject | undefined
      if (json === undefined) {
        leftOut.push(`event ${type}`)
        continue
      }
      const key = `${type} ${JSON.stringify(json)}`
      if (seen.has(key)) continue
      seen.add(key)
      ;(events[type] ??= []).push(json)
    }
    return { name: setup.name, starts, events, leftOut }
  })
}

export function machineExamplesModule(examples: readonly Examples[]): string {
  const machines = examples.map(({ name, starts, events }) => {
    const startLines = starts.map(
      ({ label, input }) =>
        `      { label: msg({ message: ${JSON.stringify(asMessage(label))} })${input === undefined ? '' : `, input: ${JSON.stringify(input)}`} },`,
    )
    const eventLines = Object.entries(events).map(([type, data]) => `      ${JSON.stringify(type)}: ${JSON.stringify(data)},`)
    return [
      `  ${JSON.stringify(name)}: {`,
      '    starts: [',
      ...startLines,
      '    ],',
      '    events: {',
      ...eventLines,
      '    },',
      '  },',
    ].join('\n')
  })
  const leftOut = examples.flatMap(({ name, leftOut: left }) => left.map((what) => `  ${JSON.stringify(`${name}: ${what}`)},`))
  return [
    '// Written by `npm run machine-examples` (scripts/machine-examples.ts) from the QA paths’ starts and events: not by hand.',
    "import { msg } from '@lingui/core/macro'",
    "import type { MachineExamples } from './simulator-model'",
    '',
    '/** Each machine’s starts and example events (their data without `type`), by machine name. */',
    'export const MACHINE_EXAMPLES: Record<string, MachineExamples> = {',
    ...machines,
    '}',
    '',
    '/** What the paths give that JSON cannot hold (an actor’s logic): not offered by the simulator. */',
    'export const LEFT_OUT: string[] = [',
    ...leftOut,
    ']',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MACHINE_EXAMPLES_FILE, machineExamplesModule(machineExamples(MACHINE_PATHS)))
}
