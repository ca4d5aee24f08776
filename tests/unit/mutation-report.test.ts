import { describe, expect, it } from 'vitest'
import type { MutationPart } from '../../scripts/lib/mutation-parts'
import {
  mergeReports,
  originalCode,
  score,
  survivors,
  type MutantResult,
  type MutationReport,
} from '../../scripts/lib/mutation-report'

const source = [
  'export const machine = setup({ types: {} }).createMachine({',
  "  id: 'toast',",
  "  initial: 'empty',",
  '})',
].join('\n')

const mutant = (
  id: string,
  status: MutantResult['status'],
  line: number,
  from: number,
  to: number,
  extra: Partial<MutantResult> = {},
) => ({
  id,
  mutatorName: 'StringLiteral',
  replacement: '""',
  status,
  location: { start: { line, column: from }, end: { line, column: to } },
  ...extra,
})

const report = (mutants: MutantResult[], tests: string[] = ['0']): MutationReport => ({
  schemaVersion: '1',
  thresholds: { high: 90, low: 80 },
  files: { 'machines/toast.machine.ts': { language: 'typescript', source, mutants } },
  testFiles: { 'tests/model/toast.machine.test.ts': { tests: tests.map((id) => ({ id, name: `test ${id}` })) } },
})

const part = (name: string): MutationPart => ({ name, group: 'machines', mutate: ['machines/toast.machine.ts'], tests: [] })

describe("reading Stryker's mutation report", () => {
  it('reads the code a mutant replaces, on one line or across lines', () => {
    expect(originalCode(source, mutant('1', 'Survived', 2, 7, 14))).toBe("'toast'")
    expect(originalCode(source, { location: { start: { line: 1, column: 59 }, end: { line: 2, column: 6 } } })).toBe('{\n  id:')
  })

  it('scores killed and timed-out mutants among all but the ignored and the broken runs', () => {
    const mutants = [
      mutant('1', 'Killed', 2, 7, 14),
      mutant('2', 'Killed', 3, 12, 19),
      mutant('3', 'Timeout', 3, 12, 19),
      mutant('4', 'Survived', 3, 12, 19),
      mutant('5', 'NoCoverage', 3, 12, 19),
      mutant('6', 'Ignored', 3, 12, 19),
      mutant('7', 'RuntimeError', 3, 12, 19),
    ]
    expect(score(mutants)).toEqual({ killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 1, percent: 60 })
    expect(score([]).percent).toBeNull()
  })

  it('turns a surviving mutant listed as equivalent into an ignored one with the reason, and names unused entries', () => {
    const equivalent = {
      file: 'machines/toast.machine.ts',
      mutator: 'StringLiteral',
      original: "'toast'",
      replacement: '""',
      why: 'no reader',
    }
    const stale = { ...equivalent, original: "'popup'", why: 'code gone' }
    const { report: merged, unused } = mergeReports(
      [{ part: part('toast'), report: report([mutant('1', 'Survived', 2, 7, 14)]) }],
      [equivalent, stale],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants[0]).toMatchObject({
      status: 'Ignored',
      statusReason: 'Equivalent: no reader',
    })
    expect(unused).toEqual([stale])
  })

  it('matches an equivalent by a pattern of files and of code, for one reason wherever it is', () => {
    const equivalent = {
      file: /^machines\//,
      mutator: 'StringLiteral',
      original: /^'(toast|popup)'$/,
      replacement: '""',
      why: 'named',
    }
    const { report: merged } = mergeReports(
      [{ part: part('toast'), report: report([mutant('1', 'Survived', 2, 7, 14), mutant('2', 'Survived', 3, 12, 19)]) }],
      [equivalent],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants.map((m) => m.status)).toEqual(['Ignored', 'Survived'])
  })

  it('matches an equivalent by a pattern of mutators and of replacements', () => {
    const equivalent = {
      file: 'machines/toast.machine.ts',
      mutator: /^(StringLiteral|ObjectLiteral)$/,
      original: /^'/,
      replacement: /^""$|^\{\}$/,
      why: 'named',
    }
    const { report: merged } = mergeReports(
      [
        {
          part: part('toast'),
          report: report([
            mutant('1', 'Survived', 2, 7, 14),
            mutant('2', 'Survived', 3, 12, 19, { mutatorName: 'ObjectLiteral', replacement: '{}' }),
            mutant('3', 'Survived', 3, 12, 19, { mutatorName: 'ConditionalExpression', replacement: '""' }),
            mutant('4', 'Survived', 3, 12, 19, { replacement: '"Stryker was here!"' }),
          ]),
        },
      ],
      [equivalent],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants.map((m) => m.status)).toEqual([
      'Ignored',
      'Ignored',
      'Survived',
      'Survived',
    ])
  })

  it('tells a common piece of code apart by the text on its line', () => {
    const equivalent = {
      file: 'machines/toast.machine.ts',
      mutator: 'StringLiteral',
      original: /^'/,
      replacement: '""',
      near: 'initial:',
      why: 'x',
    }
    const { report: merged } = mergeReports(
      [{ part: part('toast'), report: report([mutant('1', 'Survived', 2, 7, 14), mutant('2', 'Survived', 3, 12, 19)]) }],
      [equivalent],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants.map((m) => m.status)).toEqual(['Survived', 'Ignored'])
  })

  it('looks further up for the text when told how far', () => {
    const entry = (nearAbove?: number) => ({
      file: 'machines/toast.machine.ts',
      mutator: 'StringLiteral',
      original: "'empty'",
      replacement: '""',
      near: 'createMachine',
      ...(nearAbove === undefined ? {} : { nearAbove }),
      why: 'x',
    })
    const statuses = (nearAbove?: number) =>
      mergeReports(
        [{ part: part('toast'), report: report([mutant('1', 'Survived', 3, 12, 19)]) }],
        [entry(nearAbove)],
      ).report.files['machines/toast.machine.ts']!.mutants.map((m) => m.status)
    expect(statuses()).toEqual(['Survived'])
    expect(statuses(2)).toEqual(['Ignored'])
  })

  it('never marks a killed mutant as equivalent', () => {
    const equivalent = {
      file: 'machines/toast.machine.ts',
      mutator: 'StringLiteral',
      original: "'toast'",
      replacement: '""',
      why: 'x',
    }
    const { report: merged, unused } = mergeReports(
      [{ part: part('toast'), report: report([mutant('1', 'Killed', 2, 7, 14)]) }],
      [equivalent],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants[0]!.status).toBe('Killed')
    expect(unused).toEqual([equivalent])
  })

  it("keeps each part's ids apart when merging, tests and mutants alike", () => {
    const first = report([mutant('1', 'Killed', 2, 7, 14, { killedBy: ['0'], coveredBy: ['0'] })])
    const second: MutationReport = {
      ...report([], ['0']),
      files: { 'machines/popup.machine.ts': { language: 'typescript', source, mutants: [mutant('1', 'Survived', 3, 12, 19)] } },
    }
    const { report: merged } = mergeReports(
      [
        { part: part('toast'), report: first },
        { part: part('popup'), report: second },
      ],
      [],
    )
    expect(merged.files['machines/toast.machine.ts']!.mutants[0]).toMatchObject({
      id: 'toast:1',
      killedBy: ['toast:0'],
      coveredBy: ['toast:0'],
    })
    expect(merged.files['machines/popup.machine.ts']!.mutants[0]!.id).toBe('popup:1')
    expect(merged.testFiles!['tests/model/toast.machine.test.ts']!.tests.map((test) => test.id)).toEqual(['toast:0', 'popup:0'])
  })

  it('lists the surviving mutants in the order of the code, with what they replace', () => {
    const r = report([mutant('2', 'NoCoverage', 3, 12, 19), mutant('1', 'Survived', 2, 7, 14), mutant('3', 'Killed', 2, 7, 14)])
    expect(survivors(r, ['machines/toast.machine.ts', 'machines/missing.ts'])).toEqual([
      {
        where: 'machines/toast.machine.ts:2:7',
        status: 'Survived',
        mutator: 'StringLiteral',
        original: "'toast'",
        replacement: '""',
      },
      {
        where: 'machines/toast.machine.ts:3:12',
        status: 'NoCoverage',
        mutator: 'StringLiteral',
        original: "'empty'",
        replacement: '""',
      },
    ])
  })
})
