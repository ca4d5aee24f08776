/**
 * npm run mutation [-- part … | --force | --report-only]: StrykerJS over the machines and the journey rules of
 * src/domain, one part at a time (scripts/lib/mutation-parts.ts), each against its own tests and
 * incrementally (tests/mutation/incremental/<part>.json: only mutants whose code or tests changed
 * run again; --force runs them all). Then the score of each part and of machines/ and src/domain
 * from every part's latest result, and the surviving mutants; the whole report in
 * reports/mutation/mutation.html and mutation.json. A benchmark-style figure: the score is printed
 * against its target, never as an exit code; a Stryker run that fails does exit 1.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { EQUIVALENT_MUTANTS } from './lib/mutation-equivalents'
import { MUTATION_PARTS, type MutationPart } from './lib/mutation-parts'
import { mergeReports, score, survivors, type MutationReport, type Score } from './lib/mutation-report'
import { table, verdict } from './lib/report'

/** The score machines/ is held to (docs/QA.md). */
const TARGET = 90

const root = join(import.meta.dirname, '..')
const incrementalFile = (part: MutationPart) =>
  join(root, 'tests', 'mutation', 'incremental', `${part.name.replace('/', '-')}.json`)

const args = process.argv.slice(2)
// --report-only: no Stryker run, the table and the report from each part's latest result.
const reportOnly = args.includes('--report-only')
const flags = args.filter((arg) => arg.startsWith('--') && arg !== '--report-only')
const names = args.filter((arg) => !arg.startsWith('--'))
const unknown = names.filter((name) => !MUTATION_PARTS.some((part) => part.name === name))
if (unknown.length > 0) {
  console.error(`No part named ${unknown.join(', ')}; the parts: ${MUTATION_PARTS.map((part) => part.name).join(', ')}`)
  process.exit(1)
}
const toRun = reportOnly ? [] : names.length > 0 ? MUTATION_PARTS.filter((part) => names.includes(part.name)) : MUTATION_PARTS

/** The test files a part runs (its globs are paths, with `*` only within a file's name). */
function testFilesOf(part: MutationPart): string[] {
  return part.tests.flatMap((glob) => {
    const dir = dirname(glob)
    const name = new RegExp(
      `^${basename(glob)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')}$`,
    )
    return existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((file) => name.test(file))
          .map((file) => `${dir}/${file}`)
      : []
  })
}

/**
 * The incremental file Stryker reads and writes during a run: a copy under reports/, so that a run
 * cut short leaves the committed file as it was; it replaces the committed one once the run ends.
 *
 * Stryker reuses a surviving mutant's result unless a new test covers it; a mutant of a module's
 * top level (a machine's definition) is covered by no test in particular, so a new test would never
 * be tried on it. When the part's tests changed, such survivors are left out of the copy and tested again.
 */
function workingCopy(part: MutationPart): string {
  const copy = join(root, 'reports', 'mutation', 'incremental', `${part.name.replace('/', '-')}.json`)
  mkdirSync(dirname(copy), { recursive: true })
  const file = incrementalFile(part)
  if (!existsSync(file)) {
    rmSync(copy, { force: true })
    return copy
  }
  const last = JSON.parse(readFileSync(file, 'utf8')) as MutationReport
  const before = Object.keys(last.testFiles ?? {}).sort()
  const now = [...new Set(testFilesOf(part))].sort()
  const same =
    before.join() === now.join() && now.every((test) => last.testFiles?.[test]?.source === readFileSync(join(root, test), 'utf8'))
  if (!same)
    for (const result of Object.values(last.files))
      result.mutants = result.mutants.filter((m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')))
  writeFileSync(copy, JSON.stringify(last))
  return copy
}

for (const part of toRun) {
  const copy = workingCopy(part)
  console.log(`\n── ${part.name}: ${part.mutate.join(', ')} against ${part.tests.join(', ')}`)
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'stryker'),
    ['run', 'stryker.config.mjs', '--mutate', part.mutate.join(','), '--incrementalFile', copy, ...flags],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_PART: part.name.replace('/', '-'), MUTATION_TESTS: part.tests.join(',') },
    },
  )
  if (run.status !== 0) {
    console.error(`Stryker failed on ${part.name} (exit ${run.status ?? run.signal})`)
    process.exit(1)
  }
  // The committed file keeps what the next run reuses: the files, the tests and the results, not
  // this machine's paths or Stryker's options.
  const { files, testFiles, schemaVersion, thresholds } = JSON.parse(readFileSync(copy, 'utf8')) as MutationReport
  writeFileSync(incrementalFile(part), `${JSON.stringify({ schemaVersion, thresholds, files, testFiles }, null, 2)}\n`)
}

const results = MUTATION_PARTS.flatMap((part) =>
  existsSync(incrementalFile(part))
    ? [{ part, report: JSON.parse(readFileSync(incrementalFile(part), 'utf8')) as MutationReport }]
    : [],
)
const { report, unused } = mergeReports(results, EQUIVALENT_MUTANTS)

const percent = (s: Score) => (s.percent === null ? '—' : `${s.percent.toFixed(1)} %`)
const row = (name: string, s: Score) => [
  name,
  percent(s),
  String(s.killed + s.timeout),
  String(s.survived),
  String(s.noCoverage),
  String(s.ignored),
  String(s.errors),
]
const scoreOf = (parts: readonly MutationPart[]) =>
  score(parts.flatMap((part) => part.mutate.flatMap((file) => report.files[file]?.mutants ?? [])))

const rows = MUTATION_PARTS.map((part) =>
  results.some((result) => result.part === part)
    ? row(part.name, scoreOf([part]))
    : [part.name, 'not run yet', '', '', '', '', ''],
)
const machines = scoreOf(MUTATION_PARTS.filter((part) => part.group === 'machines'))
const domain = scoreOf(MUTATION_PARTS.filter((part) => part.group === 'domain'))
console.log(
  `\n${table(
    ['part', 'score', 'killed', 'survived', 'no coverage', 'ignored', 'errors'],
    [...rows, row('machines/', machines), row('src/domain', domain)],
    new Set([1, 2, 3, 4, 5, 6]),
  )}`,
)

const left = survivors(
  report,
  MUTATION_PARTS.flatMap((part) => part.mutate),
)
if (left.length > 0) {
  console.log(
    `\nSurviving mutants (${left.length}): kill each with a test, or list it in scripts/lib/mutation-equivalents.ts with why`,
  )
  for (const mutant of left) {
    const original = mutant.original.length > 100 ? `${mutant.original.slice(0, 97)}…` : mutant.original
    console.log(
      `  ${mutant.where} ${mutant.mutator}${mutant.status === 'NoCoverage' ? ' (no test runs it)' : ''}: ${original} → ${mutant.replacement}`,
    )
  }
}
for (const entry of unused)
  console.log(`Equivalent entry that names no surviving mutant (remove it): ${entry.file} ${entry.mutator} ${entry.original}`)

// The HTML report is Stryker's own page (mutation-testing-elements, which Stryker's HTML reporter uses) with the merged report.
const dir = join(root, 'reports', 'mutation')
mkdirSync(dir, { recursive: true })
writeFileSync(join(dir, 'mutation.json'), JSON.stringify(report))
const elements = createRequire(import.meta.resolve('@stryker-mutator/core')).resolve(
  'mutation-testing-elements/dist/mutation-test-elements.js',
)
writeFileSync(
  join(dir, 'mutation.html'),
  `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Mutation score: machines and journey rules</title><script>${readFileSync(elements, 'utf8')}</script></head>
<body>
<mutation-test-report-app titlePostfix="npm run mutation"></mutation-test-report-app>
<script>document.querySelector('mutation-test-report-app').report = ${JSON.stringify(report).replace(/</g, '\\u003c')}</script>
</body>
</html>
`,
)
console.log(
  `\nmachines/ ${percent(machines)} (target ${TARGET} %): ${verdict(machines.percent !== null && machines.percent >= TARGET)}; src/domain journey rules ${percent(domain)}`,
)
console.log(`Report: ${join(dir, 'mutation.html')}`)
