// @ts-check
/**
 * The project's two Stryker plugins (stryker.config.mjs): a vitest runner that counts a test file
 * that cannot be loaded as failing, and an ignorer for what the product never runs.
 *
 * `vitest-loads`: Stryker's vitest runner, with a test file that cannot be loaded counted as failing.
 *
 * A mutant in a machine's definition (its states, targets, initial state) is active while the
 * machine is created, when its module is imported; some such mutants make xstate throw there
 * (an initial state that does not exist). Vitest then reports the test file as failed with no
 * tests in it, and the plain runner, which reads only the tests that ran, scores the mutant as
 * survived with 0 tests run. `vitest run` fails on such a file, and so does a mutant run here:
 * it is killed by the tests of the file that could not load (their ids from the initial run, which
 * one runner process makes and each other one reads from a file in the sandbox).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import process from 'node:process'
import { MutantRunStatus } from '@stryker-mutator/api/test-runner'
import { commonTokens, declareFactoryPlugin, declareValuePlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin'
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner'

/** @typedef {import('@stryker-mutator/api/test-runner').TestRunner} TestRunner */
/** @typedef {{ filepath: string, result?: { state?: string, errors?: { message?: string }[] }, tasks: unknown[] }} VitestFile */

const [vitest] = vitestPlugins
if (!vitest || !('factory' in vitest))
  throw new Error('@stryker-mutator/vitest-runner no longer offers its runner as a factory plugin')
const vitestFactory = vitest.factory

/** @param {Parameters<typeof vitestFactory>[0]} injector */
function createRunner(injector) {
  /** @type {TestRunner & { ctx?: { state: { getFiles(): VitestFile[] } } }} */
  const inner = vitestFactory(injector)
  /** The ids of the tests of each test file, from the initial run. */
  const testsFile = resolve('stryker-tests-by-file.json')
  /** @type {Record<string, string[]> | null} */
  let testsByFile = null
  const testsOf = (/** @type {string} */ file) => {
    testsByFile ??= JSON.parse(readFileSync(testsFile, 'utf8'))
    return testsByFile?.[file] ?? []
  }

  /** Test files of the last run that failed before any of their tests ran. */
  const unloaded = () =>
    (inner.ctx?.state.getFiles() ?? []).filter((file) => file.result?.state === 'fail' && file.tasks.length === 0)

  /** @type {TestRunner} */
  const runner = {
    capabilities: () => inner.capabilities(),
    init: () => inner.init?.() ?? Promise.resolve(),
    dispose: () => inner.dispose?.() ?? Promise.resolve(),
    async dryRun(options) {
      const result = await inner.dryRun(options)
      if (result.status === 'complete') {
        /** @type {Record<string, string[]>} */
        const byFile = {}
        for (const test of result.tests) if (test.fileName) (byFile[test.fileName] ??= []).push(test.id)
        writeFileSync(testsFile, JSON.stringify(byFile))
        testsByFile = byFile
      }
      return result
    },
    async mutantRun(options) {
      const result = await inner.mutantRun(options)
      if (result.status !== MutantRunStatus.Survived) return result
      const failed = unloaded()
      if (failed.length === 0) return result
      const [first] = failed
      return {
        status: MutantRunStatus.Killed,
        // Every test of such a file failed to run; the first of each names the file in the report.
        killedBy: failed.flatMap((file) => testsOf(file.filepath).slice(0, 1)),
        failureMessage: `${relative(process.cwd(), first?.filepath ?? '')} could not be loaded: ${first?.result?.errors?.[0]?.message ?? 'unknown error'}`,
        nrOfTests: result.nrOfTests,
      }
    },
  }
  return runner
}
createRunner.inject = tokens(commonTokens.injector)

/**
 * `not-in-the-product`: a state's `meta` (its description, screen and reasons, for the flow
 * visualiser and the QA paths report, which read them from the source; the built app's machines
 * carry none, scripts/lib/strip-machine-meta.ts) and setup's `types` (TypeScript's only) are not
 * behaviour: a mutant there is shown as ignored, with this reason, and not scored.
 */
const notInTheProduct = {
  /** @param {any} path a Babel NodePath */
  shouldIgnore(path) {
    if (!path.isObjectProperty() || path.node.computed) return undefined
    const key = path.node.key
    const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
    if (name === 'meta') return "A state's meta is for the visualiser and the QA report; the built app strips it"
    if (name === 'types') return "setup's types are TypeScript's only"
    return undefined
  },
}

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest-loads', createRunner),
  declareValuePlugin(PluginKind.Ignore, 'not-in-the-product', notInTheProduct),
]
