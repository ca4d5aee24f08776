import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMachine, type AnyStateMachine } from 'xstate'
import { MACHINES, type MachineName } from '../../machines/ids'
import { MACHINE_PATHS } from '../../scripts/lib/paths-machines'
import { model as applicationModel } from './events/application'
import { readOracle } from './support/oracle'
import { machineStates } from './support/paths'
import { PROJECTIONS } from './support/projections'
import { walks, type WalkSetup } from './support/walk'
import { WALK_PAYLOADS } from './support/walk-payloads'

/**
 * Random walks over every machine against its table (tests/model/support/walk.ts). `npm test`
 * takes the same walks every time: a fixed seed, WALK_RUNS walks of up to WALK_STEPS steps per
 * machine. More on demand, and others with another seed (docs/QA.md):
 * `WALK_RUNS=5000 WALK_SEED=7 npx vitest run tests/model/walks.test.ts`.
 */
const RUNS = Number(process.env.WALK_RUNS ?? 300)
const STEPS = Number(process.env.WALK_STEPS ?? 30)
const SEED = Number(process.env.WALK_SEED ?? 20_260_521)

const setupOf = (name: MachineName, model?: AnyStateMachine): WalkSetup => {
  const setup = MACHINE_PATHS.find((machine) => machine.name === name)!
  return {
    ...setup,
    ...(model ? { model } : {}),
    payloads: WALK_PAYLOADS[name],
    rows: readOracle(name),
    check: PROJECTIONS[name] ?? {},
  }
}

describe.each(Object.keys(MACHINES) as MachineName[])('random walks of the %s machine', (name) => {
  // More runs on demand take longer than a test is given by default.
  it('take only transitions of its table, and end every step on the page or screen its row says', { timeout: 0 }, () => {
    fc.assert(walks(setupOf(name), machineStates(name), STEPS), { seed: SEED, numRuns: RUNS })
  })
})

describe('a random walk that leaves the table', () => {
  // A seeded fault, as a plausible edit could bring in: retrying a failed creation follows the
  // application without creating it.
  const config = applicationModel.config as { states: Record<string, { on: object }> }
  const faulty = createMachine(
    {
      ...config,
      states: {
        ...config.states,
        createFailed: {
          ...config.states.createFailed,
          on: { ...config.states.createFailed!.on, 'application.retry': 'following' },
        },
      },
    } as never,
    applicationModel.implementations as never,
  ) as AnyStateMachine

  it('fails, shrunk to the few events that reach the transition the table lacks', () => {
    const run = fc.check(walks(setupOf('application', faulty), [], STEPS), { seed: SEED, numRuns: RUNS })
    expect(run.failed).toBe(true)
    const message = (run.errorInstance as Error).message
    expect(message).toContain('createFailed --application.retry [—]--> following is a transition the table lacks')
    // The steps of the shrunk walk, as its failure names them: a start, and the events by name.
    const steps = /\nafter: (.*)$/
      .exec(message)![1]!
      .split(' → ')
      .map((step) => step.replace(/ \{.*$/, ''))
    expect(steps.at(-1)).toBe('application.retry')
    expect(steps.at(-2)).toBe('error createApplication')
    expect(steps.length).toBeLessThanOrEqual(5)
    expect(run.numShrinks).toBeGreaterThan(0)
  })
})
