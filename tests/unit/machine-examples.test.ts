import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MACHINE_EXAMPLES_FILE, machineExamples, machineExamplesModule } from '../../scripts/machine-examples'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { LEFT_OUT, MACHINE_EXAMPLES } from '../../src/screens/dev/machine-examples.gen'
import { MACHINES } from '../../machines/ids'

describe("the simulator's starts and example events (src/screens/dev/machine-examples.gen.ts)", () => {
  it('are what `npm run machine-examples` writes from the QA paths today', () => {
    expect(
      readFileSync(MACHINE_EXAMPLES_FILE, 'utf8'),
      'a start or an example event changed: run `npm run machine-examples`, then `npm run i18n:extract`, and translate new labels in locales/es/dev.po',
    ).toBe(machineExamplesModule(machineExamples(MACHINE_PATHS)))
  })

  it('cover every machine, each with at least one start', () => {
    expect(Object.keys(MACHINE_EXAMPLES).sort()).toEqual(Object.keys(MACHINES).sort())
    for (const [name, examples] of Object.entries(MACHINE_EXAMPLES)) expect(examples.starts.length, name).toBeGreaterThan(0)
  })

  it("give the done events of calls their answers, and dates as the simulator's JSON", () => {
    expect(MACHINE_EXAMPLES.calculator?.events['xstate.done.actor.loadOffer']).toEqual([{ output: { total: 3600, term: 9 } }])
    expect(MACHINE_EXAMPLES.calculator?.starts[0]?.input).toEqual({ saved: null, today: { $date: '2026-11-21T00:00:00.000' } })
  })

  it('leave out, and list, what JSON cannot hold: the logic of an actor joining the root', () => {
    expect(LEFT_OUT).toEqual(['root: event actor.join'])
    expect(MACHINE_EXAMPLES.root?.events['actor.join']).toBeUndefined()
  })

  it("name no account's password: the logins give a made-up one, never the seed's", () => {
    const text = readFileSync(MACHINE_EXAMPLES_FILE, 'utf8')
    expect(text).not.toMatch(/Clara2024|Admin2024/)
    expect(MACHINE_EXAMPLES.auth?.events.login?.map((event) => (event.credentials as { password: string }).password)).toEqual([
      'Ejemplo.2026',
      'Ejemplo.2026',
      'Ejemplo.2026',
    ])
  })
})
