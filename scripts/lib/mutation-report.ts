/**
 * Reading StrykerJS's reports for `npm run mutation`: each part's last result (its incremental
 * file is a full mutation-testing report), merged into one report, the equivalent mutants marked,
 * and the score of each part and group.
 */
import type { MutationPart } from './mutation-parts'

/** The parts of a mutation-testing report (mutation-testing-report-schema 1) read here. */
export interface MutantResult {
  id: string
  mutatorName: string
  replacement?: string
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending'
  statusReason?: string
  location: { start: { line: number; column: number }; end: { line: number; column: number } }
  killedBy?: string[]
  coveredBy?: string[]
  static?: boolean
  testsCompleted?: number
}

export interface FileResult {
  language: string
  source: string
  mutants: MutantResult[]
}

export interface TestFile {
  source?: string
  tests: { id: string; name: string; location?: unknown }[]
}

export interface MutationReport {
  schemaVersion: string
  thresholds: { high: number; low: number }
  files: Record<string, FileResult>
  testFiles?: Record<string, TestFile>
}

/** A surviving mutant that no test can kill: the program behaves the same. */
export interface Equivalent {
  /** The file, or a pattern of files for mutants that are equivalent for one reason wherever they are. */
  file: string | RegExp
  /** The mutator's name, or a pattern of names for one reason told by several. */
  mutator: string | RegExp
  /** The code the mutant replaces, from its start (blanks collapsed), enough of it to be one mutant; or its pattern. */
  original: string | RegExp
  /** The code put in its place (blanks collapsed), or its pattern. */
  replacement: string | RegExp
  /** Text on the line where the mutant starts, or the line before, when the code it replaces is too common to name it alone. */
  near?: string
  /** How many lines before the mutant's `near` may be on: 1 unless told. */
  nearAbove?: number
  why: string
}

/** The code a mutant replaces (locations are 1-based lines and columns, the end exclusive). */
export function originalCode(source: string, mutant: Pick<MutantResult, 'location'>): string {
  const lines = source.split('\n')
  const { start, end } = mutant.location
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1)
  return [
    lines[start.line - 1]!.slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    lines[end.line - 1]!.slice(0, end.column - 1),
  ].join('\n')
}

const collapse = (code: string) => code.replace(/\s+/g, ' ').trim()

function matches(entry: Equivalent, file: string, source: string, mutant: MutantResult): boolean {
  const original = collapse(originalCode(source, mutant))
  return (
    (typeof entry.file === 'string' ? entry.file === file : entry.file.test(file)) &&
    (typeof entry.mutator === 'string' ? entry.mutator === mutant.mutatorName : entry.mutator.test(mutant.mutatorName)) &&
    (typeof entry.replacement === 'string'
      ? collapse(entry.replacement) === collapse(mutant.replacement ?? '')
      : entry.replacement.test(collapse(mutant.replacement ?? ''))) &&
    (typeof entry.original === 'string' ? original.startsWith(collapse(entry.original)) : entry.original.test(original)) &&
    (entry.near === undefined || nearLines(source, mutant, entry.nearAbove ?? 1).includes(entry.near))
  )
}

/** The line where a mutant starts and the `above` lines before it. */
function nearLines(source: string, mutant: MutantResult, above: number): string {
  const lines = source.split('\n')
  const at = mutant.location.start.line - 1
  return lines.slice(Math.max(0, at - above), at + 1).join('\n')
}

const undetected = (status: MutantResult['status']) => status === 'Survived' || status === 'NoCoverage'

/**
 * The parts' reports as one (ids prefixed by the part, as each run numbers its own), with each
 * undetected mutant that an entry of `equivalents` names turned Ignored and given its reason.
 * Returns the entries that name no surviving mutant of a file measured too: code that changed, or a mutant now killed.
 */
export function mergeReports(
  parts: readonly { part: MutationPart; report: MutationReport }[],
  equivalents: readonly Equivalent[],
): { report: MutationReport; unused: Equivalent[] } {
  const used = new Set<Equivalent>()
  const files: Record<string, FileResult> = {}
  const testFiles: Record<string, TestFile> = {}
  for (const { part, report } of parts) {
    const id = (value: string) => `${part.name}:${value}`
    for (const [name, file] of Object.entries(report.files)) {
      files[name] = {
        ...file,
        mutants: file.mutants.map((mutant) => {
          const entry = undetected(mutant.status) ? equivalents.find((e) => matches(e, name, file.source, mutant)) : undefined
          if (entry) used.add(entry)
          return {
            ...mutant,
            id: id(mutant.id),
            killedBy: mutant.killedBy?.map(id),
            coveredBy: mutant.coveredBy?.map(id),
            ...(entry ? { status: 'Ignored' as const, statusReason: `Equivalent: ${entry.why}` } : {}),
          }
        }),
      }
    }
    for (const [name, file] of Object.entries(report.testFiles ?? {})) {
      const tests = file.tests.map((test) => ({ ...test, id: id(test.id) }))
      testFiles[name] = { ...file, tests: [...(testFiles[name]?.tests ?? []), ...tests] }
    }
  }
  return {
    report: { schemaVersion: '1', thresholds: { high: 90, low: 80 }, files, testFiles },
    // Only for the files measured: a part not run yet has no survivors to match.
    unused: equivalents.filter(
      (entry) =>
        !used.has(entry) &&
        Object.keys(files).some((file) => (typeof entry.file === 'string' ? entry.file === file : entry.file.test(file))),
    ),
  }
}

export interface Score {
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  /** Ignored: not in the product (meta, types) or listed as equivalent. */
  ignored: number
  /** Mutants that broke the run rather than a test (not scored, as Stryker scores). */
  errors: number
  /** Detected among the scored, in percent; null when none is scored. */
  percent: number | null
}

/** Stryker's mutation score: killed and timed-out mutants among all but the ignored and the errors. */
export function score(mutants: readonly MutantResult[]): Score {
  const count = (...statuses: MutantResult['status'][]) => mutants.filter((m) => statuses.includes(m.status)).length
  const killed = count('Killed')
  const timeout = count('Timeout')
  const survived = count('Survived')
  const noCoverage = count('NoCoverage')
  const scored = killed + timeout + survived + noCoverage
  return {
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('CompileError', 'RuntimeError'),
    percent: scored === 0 ? null : ((killed + timeout) / scored) * 100,
  }
}

/** Every undetected mutant of the report, with the code it replaces: what to kill or explain. */
export function survivors(report: MutationReport, files: readonly string[]) {
  return files.flatMap((name) => {
    const file = report.files[name]
    if (!file) return []
    return file.mutants
      .filter((mutant) => undetected(mutant.status))
      .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column)
      .map((mutant) => ({
        where: `${name}:${mutant.location.start.line}:${mutant.location.start.column}`,
        status: mutant.status,
        mutator: mutant.mutatorName,
        original: collapse(originalCode(file.source, mutant)),
        replacement: collapse(mutant.replacement ?? ''),
      }))
  })
}
