/**
 * What `npm run mutation` mutates, part by part, and against which tests (docs/QA.md, "Mutation
 * score"). Each part is one Stryker run: its files mutated, only its own tests run against each
 * mutant. A machine's tests are its model test and the rules tests beside it
 * (tests/model/<machine>.*test.ts); every model test imports every machine (the paths' setups), so
 * running them all against each mutant of a machine's definition would take hours, and a mutant
 * that only another machine's tests notice is not one its own tests catch.
 */
export interface MutationPart {
  name: string
  /** machines/ or src/domain/: the scores are summed by group. */
  group: 'machines' | 'domain'
  mutate: string[]
  /** Globs of the test files that run against its mutants (vitest.stryker.config.ts). */
  tests: string[]
}

const machine = (name: string, tests: string[] = []): MutationPart => ({
  name,
  group: 'machines',
  mutate: [`machines/${name}.machine.ts`],
  // machine-names: the id a machine goes by (the analytics tags and the visualiser read it).
  tests: [`tests/model/${name}.*test.ts`, 'tests/model/machine-names.test.ts', ...tests],
})

/** The journey rules of src/domain: the modules the journey machines ask where a client goes. */
const rules = (name: string, tests: string[]): MutationPart => ({
  name: `domain/${name}`,
  group: 'domain',
  mutate: [`src/domain/${name}.ts`],
  tests,
})

export const MUTATION_PARTS: readonly MutationPart[] = [
  machine('root'),
  machine('auth', ['tests/unit/token-renewal.test.ts']),
  machine('calculator'),
  machine('application'),
  machine('offer'),
  machine('flow'),
  machine('sandbox'),
  machine('registration'),
  machine('account'),
  machine('loan'),
  machine('signup'),
  machine('recovery'),
  machine('identity'),
  machine('form'),
  // An upload is also played inside the uploads machine, whose tests spawn it.
  machine('upload', ['tests/model/uploads.*test.ts']),
  machine('uploads'),
  machine('tracking'),
  machine('popup'),
  machine('toast'),
  // Where a change of session sends the page, and the route name of a path.
  {
    name: 'navigation',
    group: 'machines',
    mutate: ['machines/navigation.ts'],
    tests: ['tests/model/navigation.*test.ts', 'tests/unit/session-navigation.test.ts', 'tests/unit/flow-steps.test.ts'],
  },
  // The flow's steps and the screens they lead to.
  rules('flow-steps', ['tests/unit/flow-steps.test.ts', 'tests/model/flow.*test.ts']),
  // Which stage an application's status shows.
  rules('application-status', ['tests/unit/application-status.test.ts', 'tests/model/application.*test.ts']),
  // The loan's status, its payments and what the client area offers.
  rules('loan', ['tests/unit/loan.test.ts', 'tests/model/loan.*test.ts']),
  // The calculator's limits, rounding, client type and offer key.
  rules('calculator', [
    'tests/unit/calculator-rules.test.ts',
    'tests/unit/properties/calculator.test.ts',
    'tests/model/calculator.*test.ts',
  ]),
  // Where the loan money is: a SPEI payout on its way, cash waiting at a branch (My loan watches both).
  rules('payout', ['tests/unit/payout-rules.test.ts', 'tests/model/loan.rules.test.ts']),
  rules('cash-payout', ['tests/unit/payout-rules.test.ts', 'tests/model/loan.rules.test.ts']),
  // The routes' names and paths, the registration progress and the safe return path.
  rules('routes', ['tests/unit/routes.test.ts', 'tests/unit/session-navigation.test.ts', 'tests/unit/flow-steps.test.ts']),
]
