// @ts-check
/**
 * StrykerJS over the machines and the journey rules of src/domain (docs/QA.md, "Mutation score").
 * `npm run mutation` (scripts/mutation.ts) runs it one part at a time: a machine, or a module of
 * rules, mutated against its own tests. It names the part in MUTATION_PART (the part's
 * incremental file, tests/mutation/incremental/<part>.json, committed so that the next run tests
 * only what changed), its files in --mutate and its tests in MUTATION_TESTS
 * (vitest.stryker.config.ts). Without them, `npx stryker run` mutates everything against every
 * test there, which takes hours on two cores.
 */
import process from 'node:process'

const part = process.env.MUTATION_PART ?? 'all'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's vitest runner, counting a test file that cannot load as failing (tests/mutation/plugins.mjs).
  testRunner: 'vitest-loads',
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/plugins.mjs'],
  ignorers: ['not-in-the-product'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    '!machines/ids.ts',
    'src/domain/flow-steps.ts',
    'src/domain/application-status.ts',
    'src/domain/loan.ts',
    'src/domain/calculator.ts',
    'src/domain/routes.ts',
  ],
  // The machine has two cores, and other work goes on beside a mutation run.
  concurrency: 2,
  incremental: true,
  incrementalFile: `tests/mutation/incremental/${part}.json`,
  reporters: ['progress-append-only'],
  thresholds: { high: 90, low: 80, break: null },
}
